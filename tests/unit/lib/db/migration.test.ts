import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { SCHEMA_V1, StackLensDB, type CacheRow } from '@/lib/db/database';
import { bucketsOf, type LedgerTotalRow } from '@/lib/db/ledger-totals';
import { UNRECORDED_ACCOUNT } from '@/lib/db/ledger-account';
import { shippedDatabase } from './shipped-schemas';

/** The database as shipped in version 1, so the upgrade path stays tested. */
class StackLensDBv1 extends Dexie {
  constructor(name: string) {
    super(name);
    this.version(1).stores(SCHEMA_V1);
  }
}

/** A cached domain report under `key`; v7 re-keys the unscoped keys v1 wrote under base URL and account. */
const domainCacheRow = (key: string): CacheRow => ({
  key,
  kind: 'domain',
  endpoint: 'domain.technologies',
  data: { x: 1 },
  storedAt: 1,
  expiresAt: 2,
  lastUsedAt: 3,
  size: 7,
});

/** Totals in the table's own order (its key: day, feature, endpoint). */
const byBucket = (rows: LedgerTotalRow[]) =>
  rows.sort((a, b) => a.day.localeCompare(b.day) || a.feature.localeCompare(b.feature) || a.endpoint.localeCompare(b.endpoint));

describe('database migration v1 → current', () => {
  it('keeps every row and backfills ledger.feature and mode from the catalog', async () => {
    const name = `migrate-${crypto.randomUUID()}`;
    const v1 = new StackLensDBv1(name);
    await v1.table('kv').bulkPut([
      { key: 'apiKey', value: 'secret-ish' },
      { key: 'settings', value: { askBeforeLookup: true } },
    ]);
    await v1.table('cache').put(domainCacheRow('domain.technologies:{"domain":"a.com"}'));
    await v1.table('ledger').bulkAdd([
      { at: 10, endpoint: 'live.detect', params: 'url=https://a.com', status: 200, credits: 5, durationMs: 9 },
      { at: 11, endpoint: 'domain.history', feature: 'history', params: 'domain=a.com', status: 404, credits: 0, durationMs: 3, mode: 'test', cached: false },
      { at: 12, endpoint: 'no.such.endpoint', params: '', status: 'network', credits: 0, durationMs: 1 },
    ]);
    await v1.table('meta').put({ key: 'installedAt', value: 123 });
    v1.close();

    const db = new StackLensDB(name);
    await db.open();
    expect(db.verno).toBe(13);
    // v7 gives the stored key's account its opaque id and keeps every other kv row as it was; v11 gives
    // that account the data stored so far.
    const account = (await db.kv.get('apiKeyAccount'))?.value;
    expect(account).toEqual(expect.any(String));
    expect(await db.kv.toArray()).toEqual([
      { key: 'apiKey', value: 'secret-ish' },
      { key: 'apiKeyAccount', value: account },
      { key: 'dataAccount', value: account },
      { key: 'settings', value: { askBeforeLookup: true } },
    ]);
    // v7 keys the cache by base URL (this build's: none in unit tests) and account: the entry is re-keyed, not dropped
    // (tests/unit/lib/db/migration-cache-rekey.test.ts serves it through the worker).
    expect(await db.cache.toArray()).toEqual([domainCacheRow(`|${account}#domain.technologies:{"domain":"a.com"}`)]);
    // v10 counts the cache once into its running total: it equals what the upgrade kept.
    const kept = await db.cache.toArray();
    expect((await db.meta.get('cacheTotals'))?.value).toEqual({ entries: kept.length, bytes: kept.reduce((sum, r) => sum + r.size, 0) });
    expect(await db.meta.get('installedAt')).toEqual({ key: 'installedAt', value: 123 });
    const ledger = await db.ledger.orderBy('at').toArray();
    expect(ledger.map((r) => [r.endpoint, r.feature, r.mode, r.cached])).toEqual([
      ['live.detect', 'live_detection', 'live', false],
      ['domain.history', 'history', 'test', false],
      ['no.such.endpoint', 'account', 'live', false],
    ]);
    expect(ledger[0]).toMatchObject({ id: 1, credits: 5, status: 200 });
    // v7: every earlier row was written after its answer, so it is settled; the state index works.
    expect(ledger.map((r) => r.state)).toEqual(['settled', 'settled', 'settled']);
    expect(await db.ledger.where('state').equals('pending').count()).toBe(0);
    // The indexes added by v2 are usable.
    expect(await db.ledger.where('status').equals(404).count()).toBe(1);
    await db.cache.put(domainCacheRow('https://api.test|acct#domain.technologies:{"domain":"a.com"}'));
    expect(await db.cache.where('[kind+lastUsedAt]').between(['domain', Dexie.minKey], ['domain', Dexie.maxKey]).count()).toBe(2);
    // v3 adds the local technology catalog, empty and indexed by name.
    expect(await db.technologies.count()).toBe(0);
    await db.technologies.put({
      id: 7,
      name: 'react',
      summary: { id: 7, name: 'React', category: 'JavaScript frameworks', category_id: 3, icon: null },
      seenAt: 1,
    });
    expect((await db.technologies.where('name').equals('react').first())?.summary?.name).toBe('React');
    // v4 adds the background job table, empty.
    expect(await db.jobs.count()).toBe(0);
    // v5 adds the alerts cache, empty and readable by name.
    expect(await db.alerts.count()).toBe(0);
    await db.alerts.put({
      id: 'alrt_1',
      name: 'Shopify adopters',
      query: { type: 'adoption', technology: 7, filters: {} },
      webhook_url: 'https://h.example/x',
      enabled: true,
      created_at: '2026-11-23T00:00:00Z',
      updated_at: '2026-11-23T00:00:00Z',
      last_fired_at: null,
      deliveries: 0,
      syncedAt: 1,
    });
    expect((await db.alerts.where('name').equals('Shopify adopters').first())?.id).toBe('alrt_1');
    // v6 adds audiences, members (by audience) and the sync queue, empty.
    expect([await db.audiences.count(), await db.audienceMembers.count(), await db.audienceOps.count()]).toEqual([0, 0, 0]);
    await db.audienceMembers.bulkPut([
      { audienceId: 'a', domain: 'x.com', addedAt: 1, lastScannedAt: null, scanKey: 0 },
      { audienceId: 'b', domain: 'x.com', addedAt: 1, lastScannedAt: null, scanKey: 0 },
    ]);
    expect(await db.audienceMembers.where('[audienceId+domain]').between(['a', Dexie.minKey], ['a', Dexie.maxKey]).count()).toBe(1);
    // v7 adds the intents (Idempotency-Keys per confirmed paid POST), empty.
    expect(await db.intents.count()).toBe(0);
    // v8 builds the ledger's running totals from the rows v1 wrote.
    expect(await db.ledgerTotals.toArray()).toEqual(byBucket([...bucketsOf(ledger).values()]));
    db.close();
  });
});

describe('database migration v7 → v8', () => {
  it('keeps every ledger row and builds running totals equal to their sums', async () => {
    const name = `migrate-v7-${crypto.randomUUID()}`;
    const v7 = shippedDatabase(name, 7);
    const DAY = 86_400_000;
    const rows = Array.from({ length: 500 }, (_, i) => ({
      at: Date.UTC(2026, 0, 1) + i * 0.7 * DAY + (i % 24) * 3_600_000,
      endpoint: ['domain.technologies', 'live.detect', 'companies.batch'][i % 3],
      feature: ['lookup', 'live_detection', 'companies'][i % 3],
      params: i % 4 === 0 ? '' : `domain=d${i}.com`,
      status: i % 7 === 0 ? 'unanswered' : 200,
      credits: i % 5,
      durationMs: 10,
      mode: 'live',
      cached: false,
      state: i % 7 === 0 ? 'unknown' : i % 11 === 0 ? 'pending' : 'settled',
      ...(i % 7 === 0 || i % 11 === 0 ? { estimate: 3, credits: 0 } : {}),
    }));
    await v7.table('ledger').bulkAdd(rows);
    v7.close();

    const db = new StackLensDB(name);
    await db.open();
    const stored = await db.ledger.orderBy('id').toArray();
    // v13 gives every row the fallback account (no account was stored): nothing else changes.
    expect(stored.map(({ id: _id, ...row }) => row)).toEqual(rows.map((row) => ({ ...row, account: UNRECORDED_ACCOUNT })));
    const totals = await db.ledgerTotals.toArray();
    expect(totals).toEqual(byBucket([...bucketsOf(stored).values()]));
    // Figures a person sees, summed by hand from the seeded rows.
    const sum = (pick: (r: (typeof rows)[number]) => number) => rows.reduce((s, r) => s + pick(r), 0);
    expect(totals.reduce((s, t) => s + t.credits, 0)).toBe(sum((r) => r.credits));
    expect(totals.reduce((s, t) => s + t.spent, 0)).toBe(sum((r) => (r.state === 'settled' ? r.credits : Math.max(r.credits, r.estimate ?? 0))));
    expect(totals.reduce((s, t) => s + t.named, 0)).toBe(rows.filter((r) => r.params !== '').length);
    expect(totals.reduce((s, t) => s + t.unknown, 0)).toBe(rows.filter((r) => r.state === 'unknown').length);
    // The costliest-calls index exists.
    expect(await db.ledger.where('[credits+at]').above([3, 0]).count()).toBe(rows.filter((r) => r.credits >= 3).length);
    db.close();
  });
});
