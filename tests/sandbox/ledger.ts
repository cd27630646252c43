// The ledger: one entry per /v1 request plus one per job completion (method 'JOB'); /v1/usage,
// /v1/credits, /v1/keys and /v1/keys/{id}/usage all report from it, so what they show was really charged.
import type { EndpointId } from '../../lib/api/catalog';
import { DAY_MS, isoDay } from './clock';

export interface LedgerEntry {
  at: string;
  account_id: string | null;
  key_id: string | null;
  /** Catalog id; null for a /v1 path the catalog does not know. */
  endpoint: EndpointId | null;
  /** HTTP method, or 'JOB' for a job's completion charge. */
  method: string;
  path: string;
  /** HTTP status; 0 when the sandbox dropped the connection on purpose. */
  status: number;
  credits: number;
  test: boolean;
}

export class Ledger {
  readonly entries: LedgerEntry[] = [];

  record(entry: LedgerEntry): void {
    this.entries.push(entry);
  }

  totalCredits(entries: readonly LedgerEntry[] = this.entries): number {
    return entries.reduce((sum, e) => sum + e.credits, 0);
  }

  select(filter: { accountId?: string; keyId?: string; startMs?: number; endMs?: number }): LedgerEntry[] {
    return this.entries.filter((e) => {
      if (filter.accountId !== undefined && e.account_id !== filter.accountId) return false;
      if (filter.keyId !== undefined && e.key_id !== filter.keyId) return false;
      const t = Date.parse(e.at);
      if (filter.startMs !== undefined && t < filter.startMs) return false;
      return filter.endMs === undefined || t <= filter.endMs;
    });
  }
}

const isRequest = (e: LedgerEntry) => e.method !== 'JOB';

/** Requests (job charges are not requests), split by outcome: only a 2xx is successful. */
export function requestCounts(entries: readonly LedgerEntry[]) {
  const requests = entries.filter(isRequest);
  const successful = requests.filter((e) => e.status >= 200 && e.status < 300).length;
  return { total_requests: requests.length, successful_requests: successful, failed_requests: requests.length - successful };
}

/** One point per day from start to end (inclusive), zero-filled. */
export function timeline(entries: readonly LedgerEntry[], startDate: string, endDate: string) {
  const days = new Map<string, { date: string; requests: number; credits_used: number }>();
  const end = Date.parse(endDate);
  for (let t = Date.parse(startDate), i = 0; t <= end && i < 3700; t += DAY_MS, i++) {
    days.set(isoDay(t), { date: isoDay(t), requests: 0, credits_used: 0 });
  }
  for (const e of entries) {
    const day = days.get(e.at.slice(0, 10));
    if (!day) continue;
    if (isRequest(e)) day.requests += 1;
    day.credits_used += e.credits;
  }
  return [...days.values()];
}

/** Requests and credits per catalog endpoint id, most credits first. */
export function endpointBreakdown(entries: readonly LedgerEntry[]) {
  const rows = new Map<string, { endpoint: string; requests: number; credits_used: number }>();
  for (const e of entries) {
    const name = e.endpoint ?? 'unknown';
    const row = rows.get(name) ?? { endpoint: name, requests: 0, credits_used: 0 };
    if (isRequest(e)) row.requests += 1;
    row.credits_used += e.credits;
    rows.set(name, row);
  }
  return [...rows.values()].sort((a, b) => b.credits_used - a.credits_used || b.requests - a.requests || a.endpoint.localeCompare(b.endpoint));
}
