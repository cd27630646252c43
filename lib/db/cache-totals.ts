// The response cache's running total (entries and bytes), one row in `meta`: kept by every cache
// write in its own transaction (cache-rows.ts), so the size check never walks the cache.
import type { Table } from 'dexie';

export const CACHE_TOTALS_KEY = 'cacheTotals';

export interface CacheTotals {
  entries: number;
  bytes: number;
}

/** Counts the cache once (the `size` index only, never the bodies) and stores the total. */
export async function recountCache(cache: Table, meta: Table): Promise<CacheTotals> {
  const sizes = (await cache.orderBy('size').keys()) as number[];
  const totals = { entries: sizes.length, bytes: sizes.reduce((sum, n) => sum + n, 0) };
  await meta.put({ key: CACHE_TOTALS_KEY, value: totals });
  return totals;
}
