// Paging the billed calls by the `at` index: every listed row exactly once, in order, whatever the
// page size, ties of `at` included; a filter that matches little still answers after a bounded scan.
import { describe, expect, it } from 'vitest';
import { ledgerPage, type LedgerCursor } from '@/lib/metered/ledger-page';
import { recordCall } from '@/lib/metered/ledger';
import { freshDb, ledgerCall } from '../support/fake-api';

const BASE = Date.UTC(2026, 2, 1);

async function seeded() {
  const db = freshDb();
  for (let i = 0; i < 60; i++) {
    // Pairs of rows share a time; every fifth row is free (not listed); one is unanswered (listed).
    const at = BASE + Math.floor(i / 2) * 60_000;
    await recordCall(
      db,
      ledgerCall({ at, credits: i % 5 === 0 ? 0 : 1 + (i % 3), params: `domain=s${i}.com`, ...(i === 7 ? { state: 'unknown', credits: 0, estimate: 4 } : {}) }),
    );
  }
  return db;
}

async function everyPage(db: Awaited<ReturnType<typeof seeded>>, oldestFirst: boolean, limit: number, scanMax?: number) {
  const ids: number[] = [];
  let cursor: LedgerCursor | null = null;
  for (let pages = 0; pages < 100; pages++) {
    const page = await ledgerPage(db, { since: BASE, until: BASE + 86_400_000, oldestFirst, cursor, limit }, scanMax);
    ids.push(...page.rows.map((r) => r.id!));
    if (!page.next) break;
    cursor = page.next;
  }
  return ids;
}

describe('ledgerPage', () => {
  it('lists every billed or unanswered call once, newest or oldest first, whatever the page size', async () => {
    const db = await seeded();
    const listed = (await db.ledger.toArray()).filter((r) => r.credits > 0 || r.state === 'unknown');
    const newest = [...listed].sort((a, b) => b.at - a.at || b.id! - a.id!).map((r) => r.id);
    expect(listed).toHaveLength(48);
    for (const limit of [1, 7, 50]) {
      expect(await everyPage(db, false, limit)).toEqual(newest);
      expect(await everyPage(db, true, limit)).toEqual([...newest].reverse());
    }
    // A scan bound smaller than a page still reaches every row, page after page.
    expect(await everyPage(db, false, 50, 4)).toEqual(newest);
  });

  it('filters by feature and by text (endpoint, parameters, or an endpoint whose label matched)', async () => {
    const db = await seeded();
    await recordCall(db, ledgerCall({ at: BASE + 5, endpoint: 'live.detect', feature: 'live_detection', credits: 2, params: 'url=https://x.com' }));
    const page = (q: object) => ledgerPage(db, { since: BASE, until: BASE + 86_400_000, limit: 100, ...q }).then((p) => p.rows.map((r) => r.params));
    expect(await page({ feature: 'live_detection' })).toEqual(['url=https://x.com']);
    expect(await page({ text: 's13.com' })).toEqual(['domain=s13.com']);
    expect(await page({ text: 'live det', endpoints: ['live.detect'] })).toEqual(['url=https://x.com']);
  });
});
