// Cache of read responses keyed by base URL and account (the scope) + endpoint id + canonical JSON of
// the parsed parameters, so switching either never serves the other's answers; a TTL per kind
// (settings) and an LRU size cap, checked against the running total (lib/db/cache-rows.ts). It only ever deletes from
// the cache table.
import { endpoints, type CacheKind, type EndpointId } from '@/lib/api/catalog';
import { isQuotaError } from '@/lib/api/errors';
import type { CacheRow, StackLensDB } from '@/lib/db/database';
import { getSettings } from '@/lib/db/settings';
import { cacheTotals, clearCacheRows, deleteCacheRows, putCacheRow } from '@/lib/db/cache-rows';
import { cacheKey } from './cache-key';

export { cacheKey, canonicalJson } from './cache-key';

export interface CacheSettings {
  cacheTtl: Record<CacheKind, number>;
  cacheMaxBytes: number;
}

export interface CachedEntry<T = unknown> {
  data: T;
  storedAt: number;
  fresh: boolean;
}

export interface ResponseCache {
  get<T = unknown>(endpoint: EndpointId, params: unknown): Promise<CachedEntry<T> | null>;
  put(endpoint: EndpointId, params: unknown, data: unknown): Promise<void>;
  clear(): Promise<void>;
  stats(): Promise<{ entries: number; bytes: number }>;
}

/** Deletes up to `count` least recently used cache entries; returns how many went. */
export async function evictOldest(db: StackLensDB, count: number): Promise<number> {
  return db.transaction('rw', [db.cache, db.meta], async () => deleteCacheRows(db, await db.cache.orderBy('lastUsedAt').limit(count).primaryKeys()));
}

/** Evicts least recently used entries (never `keep`) until the total fits `maxBytes`; reads only those. */
async function enforceCap(db: StackLensDB, maxBytes: number, keep: string): Promise<void> {
  await db.transaction('rw', [db.cache, db.meta], async () => {
    const excess = (await cacheTotals(db)).bytes - maxBytes;
    if (excess <= 0) return;
    const victims: string[] = [];
    let freed = 0;
    await db.cache
      .orderBy('lastUsedAt')
      .until(() => freed >= excess)
      .each((row) => {
        if (row.key === keep) return;
        victims.push(row.key);
        freed += row.size;
      });
    await deleteCacheRows(db, victims);
  });
}

export function createResponseCache(
  db: StackLensDB,
  options: { now?: () => number; settings?: () => Promise<CacheSettings>; scope?: () => Promise<string> } = {},
): ResponseCache {
  const now = options.now ?? Date.now;
  const scope = options.scope ?? (async () => '');
  const settings = options.settings ?? (() => getSettings(db));

  async function write(row: CacheRow): Promise<void> {
    for (let tries = 0; ; tries++) {
      try {
        await putCacheRow(db, row);
        return;
      } catch (error) {
        // Disk full: make room from the cache (oldest first) and try again; other tables are never touched.
        if (!isQuotaError(error) || tries >= 5) throw error;
        if ((await evictOldest(db, 2 ** tries * 10)) === 0) throw error;
      }
    }
  }

  return {
    async get<T>(endpoint: EndpointId, params: unknown): Promise<CachedEntry<T> | null> {
      const kind = endpoints[endpoint].cache;
      if (!kind) return null;
      const key = cacheKey(await scope(), endpoint, params);
      // Both reads at once: the popup's first paint waits on this.
      const [row, { cacheTtl }] = await Promise.all([db.cache.get(key), settings()]);
      if (!row) return null;
      const t = now();
      // Freshness uses today's TTL, so shortening a TTL in Settings applies at once.
      const fresh = t < row.storedAt + cacheTtl[kind];
      // Not awaited: the LRU timestamp must not delay the answer (the popup's first paint waits on it).
      void db.cache.update(key, { lastUsedAt: t }).catch(() => undefined);
      return { data: row.data as T, storedAt: row.storedAt, fresh };
    },

    async put(endpoint: EndpointId, params: unknown, data: unknown): Promise<void> {
      const kind = endpoints[endpoint].cache;
      if (!kind) return;
      const { cacheTtl, cacheMaxBytes } = await settings();
      const size = new TextEncoder().encode(JSON.stringify(data) ?? '').byteLength;
      if (size > cacheMaxBytes) return;
      const t = now();
      const key = cacheKey(await scope(), endpoint, params);
      await write({ key, kind, endpoint, data, storedAt: t, expiresAt: t + cacheTtl[kind], lastUsedAt: t, size });
      await enforceCap(db, cacheMaxBytes, key);
    },

    clear: () => clearCacheRows(db),

    stats: () => cacheTotals(db),
  };
}
