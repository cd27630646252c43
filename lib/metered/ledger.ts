// The credit ledger: one row per request that reached the network, with what it cost (contract.md:
// only a 2xx is charged). A paid request's row is written before it leaves (pending, its estimate
// reserved), settled from the answer, or left "unknown" when none came, until /v1/usage reconciles it.
// Writes survive a full disk by evicting response cache, never ledger rows.
import type { EndpointId, Feature } from '@/lib/api/catalog';
import { isQuotaError, scrubSecrets } from '@/lib/api/errors';
import type { LedgerRow, StackLensDB } from '@/lib/db/database';
import { reservedCredits } from '@/lib/db/ledger-totals';
import { evictOldest } from './cache';

export { reservedCredits };

export type { LedgerRow };
export type NewLedgerRow = Omit<LedgerRow, 'id' | 'state'> & { state?: LedgerRow['state'] };

export interface LedgerFilter {
  since?: number;
  until?: number;
  endpoint?: EndpointId;
  feature?: Feature;
}

const SUMMARY_MAX = 160;

/** A short, key-free summary of parameters for the ledger. */
export function summarizeParams(params: unknown): string {
  const entries = Object.entries((params && typeof params === 'object' ? params : {}) as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => {
      if (Array.isArray(v))
        return `${k}=[${v.length}: ${v
          .slice(0, 3)
          .map((x) => (typeof x === 'object' ? JSON.stringify(x) : String(x)))
          .join(',')}${v.length > 3 ? ',…' : ''}]`;
      return `${k}=${typeof v === 'object' ? JSON.stringify(v) : String(v)}`;
    });
  const text = scrubSecrets(entries.join(' '));
  return text.length > SUMMARY_MAX ? `${text.slice(0, SUMMARY_MAX - 1)}…` : text;
}

/** Runs a write that must not be lost; a full disk frees space from the response cache only, then retries. */
export async function withLedgerSpace<T>(db: StackLensDB, write: () => Promise<T>): Promise<T> {
  for (let tries = 0; ; tries++) {
    try {
      return await write();
    } catch (error) {
      // A money record outranks cached responses: free space from the cache only, then retry.
      if (!isQuotaError(error) || tries >= 5 || (await evictOldest(db, 50)) === 0) throw error;
    }
  }
}

/** The row as stored: parameters summarised and scrubbed, settled unless said otherwise. */
export function ledgerRow(row: NewLedgerRow): Omit<LedgerRow, 'id'> {
  return { ...row, params: summarizeParamsText(row.params), cached: false, state: row.state ?? 'settled' };
}

export async function recordCall(db: StackLensDB, row: NewLedgerRow): Promise<number> {
  return withLedgerSpace(db, () => db.ledger.add(ledgerRow(row)));
}

/** Credits reserved by requests still in flight (pending rows), which the last known balance may not show yet. */
export async function pendingReservations(db: StackLensDB): Promise<number> {
  let total = 0;
  await db.ledger
    .where('state')
    .equals('pending')
    .each((row) => {
      total += reservedCredits(row);
    });
  return total;
}

/**
 * Pending rows left by an earlier worker run (stopped mid-request) can no longer be answered: they
 * become "unknown", possibly billed, until reconciled. Returns how many.
 */
export async function markOrphansUnknown(db: StackLensDB, session: string): Promise<number> {
  return db.ledger
    .where('state')
    .equals('pending')
    .and((row) => row.session !== session)
    .modify({ state: 'unknown', status: 'unanswered' });
}

function summarizeParamsText(text: string): string {
  const clean = scrubSecrets(text);
  return clean.length > SUMMARY_MAX ? `${clean.slice(0, SUMMARY_MAX - 1)}…` : clean;
}

function matches(row: LedgerRow, filter: LedgerFilter): boolean {
  return (filter.endpoint === undefined || row.endpoint === filter.endpoint) && (filter.feature === undefined || row.feature === filter.feature);
}

/** Rows newest first. */
export async function listLedger(db: StackLensDB, filter: LedgerFilter & { limit?: number } = {}): Promise<LedgerRow[]> {
  const range = db.ledger.where('at').between(filter.since ?? -Infinity, filter.until ?? Infinity, true, true);
  const rows = await range
    .reverse()
    .filter((row) => matches(row, filter))
    .limit(filter.limit ?? Number.MAX_SAFE_INTEGER)
    .toArray();
  return rows;
}

export async function sumCredits(db: StackLensDB, filter: LedgerFilter = {}): Promise<number> {
  let total = 0;
  await db.ledger
    .where('at')
    .between(filter.since ?? -Infinity, filter.until ?? Infinity, true, true)
    .filter((row) => matches(row, filter))
    .each((row) => {
      total += row.credits;
    });
  return total;
}
