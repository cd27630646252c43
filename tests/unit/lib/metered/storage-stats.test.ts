// Settings › Storage's figures: the cache from its running total, the ledger's rows and oldest time,
// the audiences and their members; clearing the ledger leaves the cache and the audiences as they were.
import { describe, expect, it } from 'vitest';
import { createAudience, addMembers } from '@/lib/audiences/store';
import { DEFAULT_CACHE_TTL } from '@/lib/db/settings';
import { createResponseCache } from '@/lib/metered/cache';
import { recordCall } from '@/lib/metered/ledger';
import { clearLedger } from '@/lib/metered/ledger-figures';
import { storageStats } from '@/lib/metered/storage-stats';
import { freshDb, ledgerCall } from '../support/fake-api';

describe('storage stats', () => {
  it('says what each store holds, and clearing the ledger keeps the cache and the audiences', async () => {
    const db = freshDb();
    const cache = createResponseCache(db, { settings: async () => ({ cacheTtl: DEFAULT_CACHE_TTL, cacheMaxBytes: 10_000 }) });
    await cache.put('technology.info', { id: 1 }, { text: 'x'.repeat(89) }); // 100 bytes of JSON
    await cache.put('technology.info', { id: 2 }, { text: 'y'.repeat(189) }); // 200
    for (const at of [5_000, 2_000, 9_000]) await recordCall(db, ledgerCall({ at }));
    const audience = await createAudience(db, 'Leads', 1);
    await addMembers(db, audience.id, ['a.com', 'b.com', 'c.com'], 2);

    expect(await storageStats(db, 10_000)).toEqual({
      cache: { entries: 2, bytes: 300, maxBytes: 10_000 },
      ledger: { rows: 3, foldedMonths: 0, oldestAt: 2_000 },
      audiences: { audiences: 1, members: 3 },
    });
    await clearLedger(db);
    expect(await storageStats(db, 10_000)).toEqual({
      cache: { entries: 2, bytes: 300, maxBytes: 10_000 },
      ledger: { rows: 0, foldedMonths: 0, oldestAt: null },
      audiences: { audiences: 1, members: 3 },
    });
  });
});
