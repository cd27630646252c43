// The section's routes inside the URL hash: #technologies (search) and #technologies/<id> (a page).
export function technologyIdFromHash(hash: string): number | null {
  const m = /^#?technologies\/(\d+)\/?$/.exec(hash);
  const id = m ? Number(m[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export const technologyHref = (id: number) => `#technologies/${id}`;
