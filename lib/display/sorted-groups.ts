// Lists grouped for display (technologies by category in the popup, the on-page panel and options):
// one pass into a Map and one sort per group, so a site with thousands of technologies stays
// O(n log n); never a copy of a group per item.

/** Compares text as localeCompare does, through one collator instead of one per call. */
export const compareText = new Intl.Collator().compare;

/** `items` grouped by `keyOf`, groups ordered by `compareKeys`, each group's items by `compareItems`. */
export function sortedGroups<T>(
  items: Iterable<T>,
  keyOf: (item: T) => string,
  compareKeys: (a: string, b: string) => number,
  compareItems: (a: T, b: T) => number,
): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return [...groups.entries()].sort(([a], [b]) => compareKeys(a, b)).map(([key, group]) => [key, group.sort(compareItems)]);
}
