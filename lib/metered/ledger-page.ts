// The billed calls of a period, a page at a time by the `at` index (newest or oldest first), so no
// screen loads the whole ledger. A page stops after scanning a bounded number of rows, so a filter
// that matches little still answers at once; the cursor then resumes where the scan stopped.
import type { EndpointId, Feature } from '@/lib/api/catalog';
import type { LedgerRow, StackLensDB } from '@/lib/db/database';

/** Where the next page starts: after the row at `at` with this id, in the page's order. */
export interface LedgerCursor {
  at: number;
  id: number;
}

export interface LedgerPageQuery {
  /** Epoch ms, both included. */
  since: number;
  until: number;
  feature?: Feature;
  /** Text the call contains (its endpoint or parameters), or one of `endpoints` (their labels matched). */
  text?: string;
  endpoints?: readonly EndpointId[];
  oldestFirst?: boolean;
  cursor?: LedgerCursor | null;
  limit: number;
}

export interface LedgerPage {
  rows: LedgerRow[];
  /** Null when the period has no more rows to look at. */
  next: LedgerCursor | null;
}

/** At most this many rows are read for one page. */
export const PAGE_SCAN_MAX = 20_000;

/** The calls the billed-calls table lists: billed, or possibly billed (no answer came). */
export const isListed = (row: Pick<LedgerRow, 'credits' | 'state'>): boolean => row.credits > 0 || row.state === 'unknown';

function matcher(query: LedgerPageQuery): (row: LedgerRow) => boolean {
  const needle = query.text?.trim().toLowerCase() ?? '';
  const named = new Set<string>(query.endpoints ?? []);
  return (row) =>
    isListed(row) &&
    (query.feature === undefined || row.feature === query.feature) &&
    (!needle || named.has(row.endpoint) || `${row.endpoint} ${row.params}`.toLowerCase().includes(needle));
}

export async function ledgerPage(db: StackLensDB, query: LedgerPageQuery, scanMax = PAGE_SCAN_MAX): Promise<LedgerPage> {
  const { cursor, oldestFirst } = query;
  const lower = oldestFirst && cursor ? cursor.at : query.since;
  const upper = !oldestFirst && cursor ? cursor.at : query.until;
  // Rows of equal `at` come in id order (the index's order), reversed with it.
  const past = (row: LedgerRow) => !cursor || row.at !== cursor.at || (oldestFirst ? row.id! > cursor.id : row.id! < cursor.id);
  const matches = matcher(query);
  const rows: LedgerRow[] = [];
  let scanned = 0;
  let last: LedgerCursor | null = null;
  let full = false;
  const range = db.ledger.where('at').between(lower, upper, true, true);
  await (oldestFirst ? range : range.reverse())
    .until(() => full || scanned >= scanMax)
    .each((row) => {
      scanned += 1;
      if (!past(row)) return;
      last = { at: row.at, id: row.id! };
      if (!matches(row)) return;
      rows.push(row);
      full = rows.length >= query.limit;
    });
  // Stopped by the page or the scan bound: more may follow from the last row read.
  return { rows, next: full || scanned >= scanMax ? last : null };
}
