// The cache's running total equals the sum of its rows after any sequence of the writers' operations:
// puts (new and overwrites, through the response cache with its size cap), deletions, evictions of the
// least recently used, clears, and the audiences' profile clearing.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cacheTotals, clearCacheRows, deleteCacheRows } from '@/lib/db/cache-rows';
import type { StackLensDB } from '@/lib/db/database';
import { clearSavedProfiles } from '@/lib/audiences/store';
import { cacheKey, createResponseCache, evictOldest, type CacheSettings } from '@/lib/metered/cache';
import { DEFAULT_CACHE_TTL } from '@/lib/db/settings';
import { freshDb, manualClock } from '../support/fake-api';

async function rowSums(db: StackLensDB) {
  const rows = await db.cache.toArray();
  return { entries: rows.length, bytes: rows.reduce((sum, r) => sum + r.size, 0) };
}

const op = fc.oneof(
  fc.record({ type: fc.constant('put' as const), id: fc.integer({ min: 1, max: 12 }), bytes: fc.integer({ min: 12, max: 900 }) }),
  fc.record({ type: fc.constant('profile' as const), id: fc.constantFrom('aud_1', 'aud_2'), slice: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ type: fc.constant('touch' as const), id: fc.integer({ min: 1, max: 12 }) }),
  fc.record({ type: fc.constant('delete' as const), ids: fc.array(fc.integer({ min: 1, max: 14 }), { maxLength: 4 }) }),
  fc.record({ type: fc.constant('evict' as const), count: fc.integer({ min: 0, max: 4 }) }),
  fc.record({ type: fc.constant('forget' as const), id: fc.constantFrom('aud_1', 'aud_2') }),
  fc.record({ type: fc.constant('clear' as const) }),
);

describe('cache running total', () => {
  it('equals the sum of the rows after random puts, overwrites, deletes, evictions and clears', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 25 }), fc.integer({ min: 1_000, max: 5_000 }), async (ops, cacheMaxBytes) => {
        const db = freshDb();
        const clock = manualClock();
        const settings = async (): Promise<CacheSettings> => ({ cacheTtl: DEFAULT_CACHE_TTL, cacheMaxBytes });
        const cache = createResponseCache(db, { now: clock.now, settings, scope: async () => 'https://api.test|acct' });
        for (const o of ops) {
          clock.advance(1);
          if (o.type === 'put') await cache.put('technology.info', { id: o.id }, { text: 'x'.repeat(o.bytes - 11) });
          if (o.type === 'profile') await cache.put('audiences.profile', { id: o.id, category: `c${o.slice}` }, { technologies: [] });
          if (o.type === 'touch') await cache.get('technology.info', { id: o.id });
          if (o.type === 'delete')
            await deleteCacheRows(
              db,
              o.ids.map((id) => cacheKey('https://api.test|acct', 'technology.info', { id })),
            );
          if (o.type === 'evict') await evictOldest(db, o.count);
          if (o.type === 'forget') await clearSavedProfiles(db, o.id);
          if (o.type === 'clear') await clearCacheRows(db);
          const sums = await rowSums(db);
          expect(await cacheTotals(db)).toEqual(sums);
          expect(sums.bytes).toBeLessThanOrEqual(cacheMaxBytes);
        }
        db.close();
      }),
      { numRuns: 30 },
    );
  });

  it('counts rows written around it once, then keeps the count', async () => {
    const db = freshDb();
    await db.cache.bulkPut([
      { key: 'a', kind: 'domain', endpoint: 'domain.technologies', data: {}, storedAt: 1, expiresAt: 2, lastUsedAt: 1, size: 40 },
      { key: 'b', kind: 'domain', endpoint: 'domain.technologies', data: {}, storedAt: 1, expiresAt: 2, lastUsedAt: 2, size: 60 },
    ]);
    expect(await cacheTotals(db)).toEqual({ entries: 2, bytes: 100 });
    expect(await deleteCacheRows(db, ['a', 'missing'])).toBe(1);
    expect(await cacheTotals(db)).toEqual({ entries: 1, bytes: 60 });
  });
});
