// What the ledger's running totals (lib/db/ledger-totals.ts) answer without reading rows: spend since
// a local-calendar instant (budgets), a period's figures (Credits & usage), the store's size and its
// clearing. Only the rows of one partial UTC day are ever read, by the `at` index.
import type { Feature } from '@/lib/api/catalog';
import type { LedgerRow, StackLensDB } from '@/lib/db/database';
import { addFigures, reservedCredits, utcDay, zeroFigures, type LedgerFigures } from '@/lib/db/ledger-totals';

const DAY_MS = 86_400_000;

export interface Spend {
  total: number;
  byFeature: Partial<Record<Feature, number>>;
}

/**
 * Credits counted against budgets (each row's `reservedCredits`) at or after `start`: whole UTC days
 * from the totals, and the rows of the UTC day `start` falls inside (a local midnight is rarely a UTC
 * one) from the ledger. Exact for any time zone, whole-hour or not.
 */
export async function spentSince(db: StackLensDB, start: number): Promise<Spend> {
  const firstFullDay = Math.ceil(start / DAY_MS) * DAY_MS;
  const [buckets, edge] = await Promise.all([
    db.ledgerTotals.where('day').aboveOrEqual(utcDay(firstFullDay)).toArray(),
    start < firstFullDay ? db.ledger.where('at').between(start, firstFullDay, true, false).toArray() : Promise.resolve([] as LedgerRow[]),
  ]);
  const spend: Spend = { total: 0, byFeature: {} };
  const add = (feature: string, credits: number) => {
    if (credits <= 0) return;
    spend.total += credits;
    spend.byFeature[feature as Feature] = (spend.byFeature[feature as Feature] ?? 0) + credits;
  };
  for (const b of buckets) add(b.feature, b.spent);
  for (const row of edge) add(row.feature, reservedCredits(row));
  return spend;
}

export interface PeriodFigures {
  /** Every UTC day of the period with rows, oldest first. */
  byDay: { date: string; credits: number; calls: number }[];
  /** Billed credits and calls per feature, and the rows the billed-calls table lists. */
  byFeature: { feature: string; credits: number; calls: number; listed: number }[];
  totals: LedgerFigures;
  /** Months folded into totals (rows older than 13 months) that overlap the period. */
  folded: { month: string; credits: number; calls: number }[];
}

/** The figures of the UTC days `start`…`end` (YYYY-MM-DD, both included), from totals only. */
export async function periodFigures(db: StackLensDB, start: string, end: string): Promise<PeriodFigures> {
  const [buckets, foldedRows] = await Promise.all([
    db.ledgerTotals.where('day').between(start, end, true, true).toArray(),
    db.ledgerFolded.where('month').between(start.slice(0, 7), end.slice(0, 7), true, true).toArray(),
  ]);
  const byDay = new Map<string, { date: string; credits: number; calls: number }>();
  const byFeature = new Map<string, PeriodFigures['byFeature'][number]>();
  const totals = zeroFigures();
  for (const b of [...buckets, ...foldedRows]) {
    addFigures(totals, b);
    if (b.listed === 0) continue;
    const feature = byFeature.get(b.feature) ?? { feature: b.feature, credits: 0, calls: 0, listed: 0 };
    feature.credits += b.credits;
    feature.calls += b.billed;
    feature.listed += b.listed;
    byFeature.set(b.feature, feature);
  }
  for (const b of buckets) {
    const day = byDay.get(b.day) ?? { date: b.day, credits: 0, calls: 0 };
    day.credits += b.credits;
    day.calls += b.billed;
    byDay.set(b.day, day);
  }
  const folded = new Map<string, { month: string; credits: number; calls: number }>();
  for (const b of foldedRows) {
    const month = folded.get(b.month) ?? { month: b.month, credits: 0, calls: 0 };
    month.credits += b.credits;
    month.calls += b.billed;
    folded.set(b.month, month);
  }
  return {
    byDay: [...byDay.values()].sort((a, b) => a.date.localeCompare(b.date)),
    byFeature: [...byFeature.values()],
    totals,
    folded: [...folded.values()].sort((a, b) => a.month.localeCompare(b.month)),
  };
}

/**
 * The `limit` billed rows of [since, until] that cost most, newest first among equal costs: by the
 * [credits+at] index, one cost at a time from the highest, reading only rows that are shown.
 */
export async function costliestRows(db: StackLensDB, since: number, until: number, limit = 10): Promise<LedgerRow[]> {
  const found: LedgerRow[] = [];
  let below: [number, number] = [Infinity, Infinity];
  while (found.length < limit) {
    const next = await db.ledger.where('[credits+at]').below(below).last();
    if (!next || !(next.credits > 0)) break;
    const credits = next.credits;
    const rows = await db.ledger
      .where('[credits+at]')
      .between([credits, since], [credits, until], true, true)
      .reverse()
      .limit(limit - found.length)
      .toArray();
    found.push(...rows);
    below = [credits, -Infinity];
  }
  return found;
}

export interface LedgerSummary extends PeriodFigures {
  /** The ten costliest billed calls of the period. */
  top: LedgerRow[];
}

/** Everything Credits & usage shows first for a period of UTC days, without reading its rows. */
export async function ledgerSummary(db: StackLensDB, start: string, end: string): Promise<LedgerSummary> {
  const since = Date.parse(`${start}T00:00:00.000Z`);
  const until = Date.parse(`${end}T00:00:00.000Z`) + DAY_MS - 1;
  const [figures, top] = await Promise.all([periodFigures(db, start, end), costliestRows(db, since, until)]);
  return { ...figures, top };
}

export interface LedgerStats {
  /** Ledger rows stored. */
  rows: number;
  /** Months whose rows were folded into totals. */
  foldedMonths: number;
  /** The oldest row's time, or null when there is none. */
  oldestAt: number | null;
}

/**
 * The ledger's size for Settings: its rows from the running totals (every row is counted in its day's
 * bucket; counting the store itself walks every row in Chromium), the folded months' keys and one index seek.
 */
export async function ledgerStats(db: StackLensDB): Promise<LedgerStats> {
  const [buckets, months, oldest] = await Promise.all([
    db.ledgerTotals.toArray(),
    db.ledgerFolded.orderBy('month').uniqueKeys(),
    db.ledger.orderBy('at').first(),
  ]);
  return { rows: buckets.reduce((sum, b) => sum + b.calls, 0), foldedMonths: months.length, oldestAt: oldest?.at ?? null };
}

/**
 * Clears the ledger's settled rows, their totals and the folded months, in one transaction. Rows whose
 * charge is not known yet (pending: a call in flight; unknown: possibly billed) are kept, under their own
 * ids: the call still settles its row, reconciliation still finds it, and the totals count exactly them.
 * Returns the rows cleared.
 */
export async function clearLedger(db: StackLensDB): Promise<number> {
  return db.transaction('rw', db.ledger, db.ledgerTotals, db.ledgerFolded, async () => {
    const [rows, open] = await Promise.all([db.ledger.count(), db.ledger.where('state').anyOf('pending', 'unknown').toArray()]);
    await Promise.all([db.ledger.clear(), db.ledgerTotals.clear(), db.ledgerFolded.clear()]);
    // Added back after the clearing: the totals middleware counts them into fresh totals.
    if (open.length > 0) await db.ledger.bulkAdd(open);
    return rows - open.length;
  });
}
