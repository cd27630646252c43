// The section's routes inside the URL hash: #leadlists (create and list) and #leadlists/<id> (one list,
// also where the tracker's "finished" notification leads: entrypoints/background/jobs.ts).
export function leadListIdFromHash(hash: string): string | null {
  const m = /^#?leadlists\/([^/?#]+)\/?$/.exec(hash);
  if (!m) return null;
  try {
    return decodeURIComponent(m[1]!);
  } catch {
    return null;
  }
}

export const leadListHref = (id: string) => `#leadlists/${encodeURIComponent(id)}`;
