// Running totals of the credit ledger, per UTC day × feature × endpoint, so Credits & usage, budgets
// and Remove key read a few small rows instead of every ledger row. Pure: what one row adds to its
// bucket, and adding or taking that away. Kept in the same transaction as each ledger write by
// ./ledger-totals-middleware.ts; rows older than 13 months are folded into monthly buckets (lib/metered/retention.ts).

/** What the totals read of a ledger row (lib/db/database.ts `LedgerRow`). */
export interface TotalledRow {
  at: number;
  feature: string;
  endpoint: string;
  params?: unknown;
  credits: number;
  state?: 'pending' | 'settled' | 'unknown';
  estimate?: number;
  /** An unknown row's worst case, when above its estimate (lib/db/database.ts `LedgerRow.ceiling`). */
  ceiling?: number;
}

/** The figures a bucket keeps; each is a sum over the bucket's rows. */
export interface LedgerFigures {
  /** Rows. */
  calls: number;
  /** Rows with credits > 0 (billed). */
  billed: number;
  /** Credits of billed rows. */
  credits: number;
  /** What budgets count: `reservedCredits` of each row (its estimate while pending or unknown), when > 0. */
  spent: number;
  /** Rows the billed-calls table lists: billed, or unknown ("possibly billed"). */
  listed: number;
  /** Rows left unknown (no answer came) and the most they may cost (`possibleCredits`). */
  unknown: number;
  unknownEstimate: number;
  /** Rows whose parameters name something (a domain …): what Remove key offers to clear. */
  named: number;
}

/** One bucket of live rows: a UTC day (YYYY-MM-DD), a feature and an endpoint. */
export interface LedgerTotalRow extends LedgerFigures {
  day: string;
  feature: string;
  endpoint: string;
}

/** Rows folded away after 13 months: a UTC month (YYYY-MM), a feature and an endpoint. */
export interface LedgerFoldedRow extends LedgerFigures {
  month: string;
  feature: string;
  endpoint: string;
}

export const TOTALS_TABLE = 'ledgerTotals';
export const FOLDED_TABLE = 'ledgerFolded';
export const FIGURES: readonly (keyof LedgerFigures)[] = ['calls', 'billed', 'credits', 'spent', 'listed', 'unknown', 'unknownEstimate', 'named'];

export const utcDay = (at: number): string => new Date(at).toISOString().slice(0, 10);
export const utcMonth = (at: number): string => new Date(at).toISOString().slice(0, 7);

export const zeroFigures = (): LedgerFigures => ({ calls: 0, billed: 0, credits: 0, spent: 0, listed: 0, unknown: 0, unknownEstimate: 0, named: 0 });

/** The most a row not settled yet may cost: its estimate, or for an unknown row its ceiling (the browser may have resent it). */
export function possibleCredits(row: Pick<TotalledRow, 'state' | 'estimate' | 'ceiling'>): number {
  const estimate = row.estimate ?? 0;
  return row.state === 'unknown' ? Math.max(estimate, row.ceiling ?? 0) : estimate;
}

/** What a row counts against budgets and the balance: its credits, or what it may cost while it is not settled. */
export function reservedCredits(row: Pick<TotalledRow, 'state' | 'credits' | 'estimate' | 'ceiling'>): number {
  return row.state === 'settled' ? row.credits : Math.max(row.credits, possibleCredits(row));
}

/** What one row adds to its bucket. */
export function figuresOf(row: TotalledRow): LedgerFigures {
  const billed = row.credits > 0;
  const unknown = row.state === 'unknown';
  return {
    calls: 1,
    billed: billed ? 1 : 0,
    credits: billed ? row.credits : 0,
    spent: Math.max(0, reservedCredits(row)),
    listed: billed || unknown ? 1 : 0,
    unknown: unknown ? 1 : 0,
    unknownEstimate: unknown ? possibleCredits(row) : 0,
    named: typeof row.params === 'string' && row.params !== '' ? 1 : 0,
  };
}

/** `into` plus `sign` × `figures`, in place. */
export function addFigures<T extends LedgerFigures>(into: T, figures: LedgerFigures, sign: 1 | -1 = 1): T {
  for (const f of FIGURES) into[f] += sign * figures[f];
  return into;
}

export const isEmpty = (figures: LedgerFigures): boolean => FIGURES.every((f) => figures[f] === 0);

/** The primary key of a row's day bucket. */
export const dayBucket = (row: TotalledRow): [string, string, string] => [utcDay(row.at), row.feature, row.endpoint];

/** Adds a row to sums by day bucket, keyed by the joined bucket key: what the v8 upgrade and the checks build. */
export function addToBuckets(buckets: Map<string, LedgerTotalRow>, row: TotalledRow): Map<string, LedgerTotalRow> {
  const [day, feature, endpoint] = dayBucket(row);
  const key = `${day}\u0000${feature}\u0000${endpoint}`;
  const bucket = buckets.get(key) ?? { day, feature, endpoint, ...zeroFigures() };
  buckets.set(key, addFigures(bucket, figuresOf(row)));
  return buckets;
}

export function bucketsOf(rows: Iterable<TotalledRow>): Map<string, LedgerTotalRow> {
  const buckets = new Map<string, LedgerTotalRow>();
  for (const row of rows) addToBuckets(buckets, row);
  return buckets;
}
