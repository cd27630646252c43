// The worker's side of the first frames kept on disk (lib/first-paint/disk-frame.ts): one meta row per popup input,
// and an index row listing them (least recently kept first) with the cache entry each one renders, so
// a write to that entry (cache-rows.ts) drops its frame in the same transaction without reading any
// frame. At most FIRST_FRAME_LIMIT frames, as in the worker's memory.
import type { StackLensDB } from './database';
import { FRAME_INDEX_KEY, frameRowKey, type StoredFrame } from '@/lib/first-paint/disk-frame';

/** As many frames as the worker keeps in memory (lib/worker/first-frames.ts). */
export const STORED_FRAME_LIMIT = 8;

interface IndexEntry {
  row: string;
  cacheKey: string;
}

async function readIndex(db: StackLensDB): Promise<IndexEntry[]> {
  const value = (await db.meta.get(FRAME_INDEX_KEY))?.value;
  return Array.isArray(value) ? (value as IndexEntry[]) : [];
}

/** Keeps `frame` for what the popup asked, replacing the one kept for it; the oldest beyond `limit` go. */
export function keepStoredFrame(db: StackLensDB, input: string | null, askFirst: boolean, frame: StoredFrame, limit = STORED_FRAME_LIMIT): Promise<void> {
  const row = frameRowKey(input, askFirst);
  return db.transaction('rw', db.meta, async () => {
    const index = (await readIndex(db)).filter((entry) => entry.row !== row);
    index.push({ row, cacheKey: frame.cacheKey });
    const out = index.splice(0, Math.max(0, index.length - limit));
    await db.meta.bulkDelete(out.map((entry) => entry.row));
    await db.meta.put({ key: row, value: frame });
    await db.meta.put({ key: FRAME_INDEX_KEY, value: index });
  });
}

/** The frame kept for what the popup asks, as stored (the worker compares its key with its answer's). */
export async function storedFrame(db: StackLensDB, input: string | null, askFirst: boolean): Promise<StoredFrame | undefined> {
  return (await db.meta.get(frameRowKey(input, askFirst)))?.value as StoredFrame | undefined;
}

/**
 * Drops the frames that render any of `cacheKeys` (every frame for 'all'), and the one kept for `row`
 * if given. Runs inside the caller's transaction when it includes meta (the cache's writes).
 */
export function dropStoredFrames(
  db: StackLensDB,
  which: { cacheKeys: readonly string[] | 'all' } | { input: string | null; askFirst: boolean },
): Promise<void> {
  return db.transaction('rw', db.meta, async () => {
    const index = await readIndex(db);
    if (index.length === 0) return;
    const keys = 'cacheKeys' in which && which.cacheKeys !== 'all' ? new Set(which.cacheKeys) : null;
    const gone =
      'input' in which
        ? (entry: IndexEntry) => entry.row === frameRowKey(which.input, which.askFirst)
        : which.cacheKeys === 'all'
          ? () => true
          : (entry: IndexEntry) => keys!.has(entry.cacheKey);
    const out = index.filter(gone);
    if (out.length === 0) return;
    await db.meta.bulkDelete(out.map((entry) => entry.row));
    await db.meta.put({ key: FRAME_INDEX_KEY, value: index.filter((entry) => !gone(entry)) });
  });
}
