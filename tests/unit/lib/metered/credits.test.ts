import Dexie from 'dexie';
import { describe, expect, it, vi } from 'vitest';
import { ParamsError } from '@/lib/api/request';
import { estimateCost } from '@/lib/metered/estimate';
import { listLedger, recordCall, sumCredits, summarizeParams } from '@/lib/metered/ledger';
import { getBalance, isBalanceStale, markNeedsSync, needsSync, saveServerBalance, subtractCredits, updateFromHeader } from '@/lib/metered/balance';
import { creditsBody, freshDb, ledgerCall, LIVE_KEY } from '../support/fake-api';

describe('estimateCost', () => {
  it.each([
    ['domain.technologies', { domain: 'a.com' }, 1, 'fixed'],
    ['companies.batch', { domains: ['a.com', 'A.com', 'b.com'] }, 2, 'fixed'],
    ['live.detect', { url: 'https://a.com' }, 5, 'fixed'],
    ['ai.extract', { domain: 'a.com', question: 'who hosts it?' }, 10, 'fixed'],
    ['signals.export', { type: 'adoption', technology: 1 }, 1000, 'capped'],
    ['leadLists.create', { name: 'x', technologies: [1], max_rows: 500 }, 0, 'deferred'],
    ['account.credits', {}, 0, 'fixed'],
  ] as const)('%s costs %#', (id, params, credits, billing) => {
    expect(estimateCost(id, params as never)).toMatchObject({ endpoint: id, credits, billing });
  });

  it('refuses parameters the endpoint refuses', () => {
    expect(() => estimateCost('technology.history', { id: 1, years: 0 })).toThrow(ParamsError);
  });
});

describe('ledger', () => {
  it('lists newest first with filters and sums credits', async () => {
    const db = freshDb();
    await recordCall(db, ledgerCall({ at: 1, credits: 1 }));
    await recordCall(db, ledgerCall({ at: 2, endpoint: 'live.detect', feature: 'live_detection', credits: 5 }));
    await recordCall(db, ledgerCall({ at: 3, status: 404, credits: 0 }));
    expect((await listLedger(db)).map((r) => r.at)).toEqual([3, 2, 1]);
    expect((await listLedger(db, { limit: 1 })).map((r) => r.at)).toEqual([3]);
    expect((await listLedger(db, { feature: 'lookup' })).map((r) => r.at)).toEqual([3, 1]);
    expect(await sumCredits(db)).toBe(6);
    expect(await sumCredits(db, { since: 2 })).toBe(5);
    expect(await sumCredits(db, { until: 1 })).toBe(1);
    expect(await sumCredits(db, { endpoint: 'domain.technologies' })).toBe(1);
  });

  it('never stores a key in the parameter summary, and keeps it short', async () => {
    const db = freshDb();
    await recordCall(db, ledgerCall({ params: `question=what is ${LIVE_KEY}` }));
    expect((await listLedger(db))[0]!.params).not.toContain(LIVE_KEY);
    const summary = summarizeParams({ domains: Array.from({ length: 100 }, (_, i) => `d${i}.com`), note: LIVE_KEY, long: 'y'.repeat(500) });
    expect(summary).toMatch(/^domains=\[100: d0\.com,d1\.com,d2\.com,…\]/);
    expect(summary).not.toContain(LIVE_KEY);
    expect(summary.length).toBeLessThanOrEqual(160);
  });

  it('makes room from the cache, never from the ledger, when the disk is full', async () => {
    const db = freshDb();
    await db.cache.bulkPut(
      [1, 2].map((n) => ({
        key: `k${n}`,
        kind: 'domain' as const,
        endpoint: 'domain.technologies' as const,
        data: {},
        storedAt: n,
        expiresAt: n,
        lastUsedAt: n,
        size: 2,
      })),
    );
    await recordCall(db, ledgerCall({ at: 1 }));
    const realAdd = db.ledger.add.bind(db.ledger);
    let failures = 1;
    vi.spyOn(db.ledger, 'add').mockImplementation((...args: Parameters<typeof realAdd>) =>
      failures-- > 0 ? (Dexie.Promise.reject(new Dexie.QuotaExceededError('full')) as never) : realAdd(...args),
    );
    await recordCall(db, ledgerCall({ at: 2 }));
    expect(await db.ledger.count()).toBe(2);
    expect(await db.cache.count()).toBe(0);
  });
});

describe('balance', () => {
  const NOW = 1_000_000_000;

  it('is stale when unknown, older than five minutes or flagged after a 402', async () => {
    const db = freshDb();
    expect(await needsSync(db, NOW)).toBe(true);
    await saveServerBalance(db, creditsBody(50), NOW);
    expect(await needsSync(db, NOW + 5 * 60_000)).toBe(false);
    expect(await needsSync(db, NOW + 5 * 60_000 + 1)).toBe(true);
    await markNeedsSync(db);
    expect(await needsSync(db, NOW)).toBe(true);
    expect(isBalanceStale(null, NOW)).toBe(true);
  });

  it('takes X-Credits-Remaining as a sync and subtracts locally otherwise', async () => {
    const db = freshDb();
    await subtractCredits(db, 3);
    expect(await getBalance(db)).toBeNull();
    await saveServerBalance(db, creditsBody(50), NOW);
    await subtractCredits(db, 3);
    expect(await getBalance(db)).toMatchObject({ balance: 47, syncedAt: NOW, plan: 'pro' });
    await markNeedsSync(db);
    await updateFromHeader(db, 40, NOW + 10);
    expect(await getBalance(db)).toMatchObject({ balance: 40, syncedAt: NOW + 10, needsSync: false, resetAt: '2026-12-01T00:00:00Z' });
    await subtractCredits(db, 100);
    expect((await getBalance(db))?.balance).toBe(0);
  });
});
