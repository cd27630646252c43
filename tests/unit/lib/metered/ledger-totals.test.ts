// Property: whatever is written to the ledger, and however (add, settle, mark unknown, reconcile,
// delete, clear the domains, fold, a write rolled back), every running total equals the sum of the
// rows, plus the folded months, to the credit; and budgets read from totals what the rows say.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LedgerRow, StackLensDB } from '@/lib/db/database';
import { addFigures, bucketsOf, figuresOf, reservedCredits, utcMonth, zeroFigures, type LedgerFigures } from '@/lib/db/ledger-totals';
import { clearBrowsingData, countBrowsingData } from '@/lib/keys/browsing-data';
import { spentSummary } from '@/lib/metered/budgets';
import { clearLedger, ledgerStats, periodFigures } from '@/lib/metered/ledger-figures';
import { markOrphansUnknown, recordCall } from '@/lib/metered/ledger';
import { foldBatch, foldCutoff } from '@/lib/metered/retention';
import { freshDb, ledgerCall } from '../support/fake-api';

// A time zone 5 h 45 min off UTC: a local midnight is never a UTC day's or hour's start.
const zone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Asia/Kathmandu';
});
afterAll(() => {
  process.env.TZ = zone;
});

const NOW = Date.UTC(2026, 10, 26, 9, 30);
const SPAN = 500 * 86_400_000; // rows from ~16 months back: some are folded
const ENDPOINTS = [
  ['domain.technologies', 'lookup'],
  ['live.detect', 'live_detection'],
  ['companies.batch', 'companies'],
] as const;

const DAY = 86_400_000;
/** Any time in the span, and often near the edges budgets cut at (the local day's and month's start). */
const when = fc.oneof(
  fc.integer({ min: NOW - SPAN, max: NOW }),
  fc.integer({ min: NOW - 2 * DAY, max: NOW }),
  fc.integer({ min: Date.UTC(2026, 9, 31), max: Date.UTC(2026, 10, 2) }),
);

type Op =
  | { kind: 'add'; at: number; endpoint: number; credits: number; pending: boolean; estimate: number; named: boolean }
  | { kind: 'settle'; pick: number; credits: number }
  | { kind: 'orphans' }
  | { kind: 'reconcile'; credits: number }
  | { kind: 'delete'; pick: number }
  | { kind: 'clearNames' }
  | { kind: 'fold'; batch: number }
  | { kind: 'rolledBack'; at: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('add' as const),
      at: when,
      endpoint: fc.nat(ENDPOINTS.length - 1),
      credits: fc.integer({ min: 0, max: 20 }),
      pending: fc.boolean(),
      estimate: fc.integer({ min: 0, max: 20 }),
      named: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('settle' as const), pick: fc.nat(), credits: fc.integer({ min: 0, max: 20 }) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'orphans' as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reconcile' as const), credits: fc.integer({ min: 0, max: 5 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'clearNames' as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('fold' as const), batch: fc.integer({ min: 1, max: 10 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('rolledBack' as const), at: fc.integer({ min: NOW - SPAN, max: NOW }) }) },
);

async function apply(db: StackLensDB, o: Op): Promise<void> {
  const rows = await db.ledger.toArray();
  const pick = (n: number) => rows[n % rows.length]!;
  switch (o.kind) {
    case 'add': {
      const [endpoint, feature] = ENDPOINTS[o.endpoint]!;
      await recordCall(
        db,
        ledgerCall({
          at: o.at,
          endpoint,
          feature,
          params: o.named ? 'domain=a.com' : '',
          credits: o.pending ? 0 : o.credits,
          ...(o.pending ? { state: 'pending', status: 'pending', estimate: o.estimate, session: 'gone' } : {}),
        }),
      );
      return;
    }
    case 'settle':
      if (rows.length > 0) await db.ledger.update(pick(o.pick).id!, { state: 'settled', status: 200, credits: o.credits });
      return;
    case 'orphans':
      await markOrphansUnknown(db, 'this-run');
      return;
    case 'reconcile':
      // As lib/metered/reconcile.ts settles: each unknown row at most its estimate.
      await db.ledger
        .where('state')
        .equals('unknown')
        .modify((row) => {
          row.credits = Math.min(o.credits, row.estimate ?? 0);
          row.state = 'settled';
        });
      return;
    case 'delete':
      if (rows.length > 0) await db.ledger.delete(pick(o.pick).id!);
      return;
    case 'clearNames':
      await clearBrowsingData(db);
      return;
    case 'fold':
      await foldBatch(db, NOW, o.batch);
      return;
    case 'rolledBack':
      await db
        .transaction('rw', db.ledger, async () => {
          await db.ledger.add({ ...ledgerCall({ at: o.at, credits: 9 }), state: 'settled' });
          throw new Error('disk full');
        })
        .catch(() => undefined);
  }
}

const sorted = <T>(rows: T[]) => rows.map((r) => JSON.stringify(r)).sort();

/** Totals and folded months as they must be: sums of the rows there are, and of those folded away. */
async function expectExact(db: StackLensDB, folded: Map<number, LedgerRow>) {
  const rows = await db.ledger.toArray();
  expect(sorted(await db.ledgerTotals.toArray())).toEqual(sorted([...bucketsOf(rows).values()]));
  const months = new Map<string, LedgerFigures & { month: string; feature: string; endpoint: string }>();
  for (const row of folded.values()) {
    const id = `${utcMonth(row.at)} ${row.feature} ${row.endpoint}`;
    const m = months.get(id) ?? { month: utcMonth(row.at), feature: row.feature, endpoint: row.endpoint, ...zeroFigures() };
    months.set(id, addFigures(m, { ...figuresOf(row), named: 0 }));
  }
  expect(sorted(await db.ledgerFolded.toArray())).toEqual(sorted([...months.values()]));

  // Budgets: the local day's and month's spend, from totals and the partial UTC day, as the rows say.
  const local = new Date(NOW);
  const dayStart = new Date(local.getFullYear(), local.getMonth(), local.getDate()).getTime();
  const monthStart = new Date(local.getFullYear(), local.getMonth(), 1).getTime();
  const spend = (since: number) => rows.filter((r) => r.at >= since).reduce((s, r) => s + Math.max(0, reservedCredits(r)), 0);
  const summary = await spentSummary(db, NOW);
  expect([summary.today, summary.month]).toEqual([spend(dayStart), spend(monthStart)]);
  expect((await countBrowsingData(db)).ledgerDomains).toBe(rows.filter((r) => r.params !== '').length);
  // A period's figures: billed credits and calls of its rows, and of the months folded inside it.
  const period = await periodFigures(db, '2025-01-01', '2026-11-26');
  const all = [...rows, ...folded.values()];
  expect([period.totals.credits, period.totals.billed, period.totals.listed]).toEqual([
    all.reduce((s, r) => s + (r.credits > 0 ? r.credits : 0), 0),
    all.filter((r) => r.credits > 0).length,
    all.filter((r) => r.credits > 0 || r.state === 'unknown').length,
  ]);
}

describe('ledger running totals', () => {
  it('equal the sums of the rows (and the folded months) after any sequence of writes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 40 }), async (ops) => {
        const db = freshDb();
        const folded = new Map<number, LedgerRow>();
        for (const o of ops) {
          const before = o.kind === 'fold' ? await db.ledger.where('at').below(foldCutoff(NOW)).toArray() : [];
          await apply(db, o);
          if (o.kind === 'fold') {
            const left = new Set((await db.ledger.toArray()).map((r) => r.id));
            for (const row of before) if (!left.has(row.id)) folded.set(row.id!, row);
          }
        }
        await expectExact(db, folded);
        db.close();
        await db.delete();
      }),
      { numRuns: 40 },
    );
  });

  it('equal the sums of the rows when writes run in parallel inside one transaction', async () => {
    // Few times and endpoints, so parallel writes meet in the same buckets and on the same rows.
    const parallel = fc.oneof(
      fc.record({ kind: fc.constant('add' as const), day: fc.nat(2), endpoint: fc.nat(1), credits: fc.integer({ min: 0, max: 9 }) }),
      fc.record({ kind: fc.constant('settle' as const), id: fc.integer({ min: 1, max: 4 }), credits: fc.integer({ min: 0, max: 9 }) }),
      fc.record({ kind: fc.constant('delete' as const), id: fc.integer({ min: 1, max: 4 }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(parallel, { minLength: 2, maxLength: 12 }), async (ops) => {
        const db = freshDb();
        const row = (day: number, endpoint: number, credits: number) => {
          const [name, feature] = ENDPOINTS[endpoint]!;
          return { ...ledgerCall({ at: NOW - day * DAY, endpoint: name, feature, credits }), state: 'settled' as const };
        };
        await db.ledger.bulkAdd([row(0, 0, 1), row(0, 0, 2), row(1, 1, 3), row(0, 0, 0)]);
        await db.transaction('rw', db.ledger, () =>
          Promise.all(
            ops.map((o) => {
              if (o.kind === 'add') return db.ledger.add(row(o.day, o.endpoint, o.credits));
              if (o.kind === 'settle') return db.ledger.update(o.id, { credits: o.credits, status: 200 });
              return db.ledger.delete(o.id);
            }),
          ),
        );
        expect(sorted(await db.ledgerTotals.toArray())).toEqual(sorted([...bucketsOf(await db.ledger.toArray()).values()]));
        db.close();
        await db.delete();
      }),
      { numRuns: 40 },
    );
  });

  it('hold at 30,000 rows: the period figures and budgets equal the sums of the rows', async () => {
    const db = freshDb();
    const N = 30_000;
    const rows = Array.from({ length: N }, (_, k) => {
      const [endpoint, feature] = ENDPOINTS[k % 3]!;
      const state = k % 97 === 0 ? ('unknown' as const) : ('settled' as const);
      return { ...ledgerCall({ at: NOW - Math.floor((k / N) * 365 * DAY), endpoint, feature, credits: state === 'unknown' ? 0 : k % 4 }), state, estimate: 3 };
    });
    for (let i = 0; i < N; i += 5000) await db.ledger.bulkAdd(rows.slice(i, i + 5000));
    const period = await periodFigures(db, '2025-11-26', '2026-11-26');
    expect([period.totals.calls, period.totals.credits, period.totals.billed]).toEqual([
      N,
      rows.reduce((s, r) => s + r.credits, 0),
      rows.filter((r) => r.credits > 0).length,
    ]);
    const local = new Date(NOW);
    const monthStart = new Date(local.getFullYear(), local.getMonth(), 1).getTime();
    expect((await spentSummary(db, NOW)).month).toBe(rows.filter((r) => r.at >= monthStart).reduce((s, r) => s + reservedCredits(r), 0));
  });

  it('clearing keeps the calls whose charge is not known yet, and the totals count exactly the rows kept', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 30 }), async (ops) => {
        const db = freshDb();
        for (const o of ops) await apply(db, o);
        const open = (await db.ledger.toArray()).filter((r) => r.state !== 'settled');
        const all = await db.ledger.count();
        expect(await clearLedger(db)).toBe(all - open.length);
        const kept = await db.ledger.toArray();
        // The same rows, under the same ids: a call in flight settles its own row, reconciliation finds its row.
        expect(sorted(kept)).toEqual(sorted(open));
        expect(sorted(await db.ledgerTotals.toArray())).toEqual(sorted([...bucketsOf(kept).values()]));
        expect(await db.ledgerFolded.count()).toBe(0);
        const stats = await ledgerStats(db);
        expect(stats.rows).toBe(open.length);
        // Settled later, as reconciliation does: the totals follow.
        await db.ledger.where('state').equals('unknown').modify({ state: 'settled', credits: 2 });
        expect(sorted(await db.ledgerTotals.toArray())).toEqual(sorted([...bucketsOf(await db.ledger.toArray()).values()]));
        db.close();
        await db.delete();
      }),
      { numRuns: 30 },
    );
  });

  it('are cleared with the rows, and say how big the ledger is without reading it', async () => {
    const db = freshDb();
    await recordCall(db, ledgerCall({ at: Date.UTC(2024, 0, 5), credits: 3 }));
    await recordCall(db, ledgerCall({ at: Date.UTC(2026, 10, 1), credits: 2 }));
    expect(await foldBatch(db, NOW)).toBe(1);
    expect(await ledgerStats(db)).toEqual({ rows: 1, foldedMonths: 1, oldestAt: Date.UTC(2026, 10, 1) });
    expect(await clearLedger(db)).toBe(1);
    expect([await db.ledger.count(), await db.ledgerTotals.count(), await db.ledgerFolded.count()]).toEqual([0, 0, 0]);
    expect(await ledgerStats(db)).toEqual({ rows: 0, foldedMonths: 0, oldestAt: null });
  });
});
