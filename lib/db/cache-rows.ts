// Every write to the cache table goes through these functions: each one changes the rows and the
// running total (lib/db/cache-totals.ts) in one transaction, so the total always equals the rows; and
// it drops the popup's first frames kept on disk that render a changed or removed entry (first-frame-rows.ts).
import { CACHE_TOTALS_KEY, recountCache, type CacheTotals } from './cache-totals';
import { dropStoredFrames } from './first-frame-rows';
import type { CacheRow, StackLensDB } from './database';

function isTotals(value: unknown): value is CacheTotals {
  const v = value as CacheTotals | null;
  return typeof v?.entries === 'number' && typeof v.bytes === 'number';
}

async function readTotals(db: StackLensDB): Promise<CacheTotals> {
  const value = (await db.meta.get(CACHE_TOTALS_KEY))?.value;
  // Missing only if the rows were written around these functions (a test seed): count them once.
  return isTotals(value) ? value : recountCache(db.cache, db.meta);
}

/** Runs `change` (which returns what it added) and adds that to the total read before it ran. */
async function changeRows(db: StackLensDB, change: () => Promise<CacheTotals>): Promise<CacheTotals> {
  const before = await readTotals(db);
  const delta = await change();
  if (delta.entries !== 0 || delta.bytes !== 0) {
    await db.meta.put({ key: CACHE_TOTALS_KEY, value: { entries: before.entries + delta.entries, bytes: before.bytes + delta.bytes } });
  }
  return delta;
}

/** The cache's entries and bytes, from the running total. */
export function cacheTotals(db: StackLensDB): Promise<CacheTotals> {
  return db.transaction('rw', [db.cache, db.meta], () => readTotals(db));
}

/** Stores `row`, replacing any entry under its key. */
export function putCacheRow(db: StackLensDB, row: CacheRow): Promise<void> {
  return db.transaction('rw', [db.cache, db.meta], async () => {
    await changeRows(db, async () => {
      const old = await db.cache.get(row.key);
      await db.cache.put(row);
      if (old) await dropStoredFrames(db, { cacheKeys: [row.key] });
      return { entries: old ? 0 : 1, bytes: row.size - (old?.size ?? 0) };
    });
  });
}

/** Deletes the entries under `keys` (missing ones are skipped); returns how many went. */
export function deleteCacheRows(db: StackLensDB, keys: readonly string[]): Promise<number> {
  return db.transaction('rw', [db.cache, db.meta], async () => {
    const removed = await changeRows(db, async () => {
      // A key named twice is one entry: counted once.
      const present = (await db.cache.bulkGet([...new Set(keys)])).filter((row): row is CacheRow => Boolean(row));
      await db.cache.bulkDelete(present.map((row) => row.key));
      await dropStoredFrames(db, { cacheKeys: present.map((row) => row.key) });
      return { entries: -present.length, bytes: -present.reduce((sum, row) => sum + row.size, 0) };
    });
    return -removed.entries;
  });
}

/** Empties the cache. */
export function clearCacheRows(db: StackLensDB): Promise<void> {
  return db.transaction('rw', [db.cache, db.meta], async () => {
    await db.cache.clear();
    await dropStoredFrames(db, { cacheKeys: 'all' });
    await db.meta.put({ key: CACHE_TOTALS_KEY, value: { entries: 0, bytes: 0 } });
  });
}
