// Reconciliation of "unknown" ledger rows (a paid request whose answer never came: timeout, lost
// connection, worker stopped) with what the server says it charged: GET /v1/usage names this key, and
// GET /v1/keys/{id}/usage gives the credits per endpoint for each day with unknown rows. What the server
// charged beyond the rows already settled here is given to the unknown rows of that endpoint and day,
// oldest first, each at most its estimate; the rest cost nothing. Both calls are free.
import { endpoints, type EndpointId } from '@/lib/api/catalog';
import type { LedgerRow, StackLensDB } from '@/lib/db/database';
import { getKey } from '@/lib/keys/key-store';
import { markNeedsSync } from './balance';
import type { ApiClient } from './client';
import { reservedCredits } from './ledger';

/** An unanswered request may still be running on a slow server: it is reconciled only after this. */
export const RECONCILE_GRACE_MS = 2 * 60_000;

export interface ReconcileReport {
  /** Unknown rows settled now. */
  settled: number;
  /** Credits the server charged for them. */
  credits: number;
  /** Unknown rows left for later (too recent). */
  waiting: number;
}

const utcDay = (at: number) => new Date(at).toISOString().slice(0, 10);
const FREE = { refresh: true, unledgeredWhenFree: true } as const;

/** The server's name for an endpoint may be the catalog id or its path template. */
function serverCredits(rows: readonly { endpoint: string; credits_used: number }[], endpoint: EndpointId): number {
  const names = new Set<string>([endpoint, endpoints[endpoint].path, `${endpoints[endpoint].method} ${endpoints[endpoint].path}`]);
  return rows.filter((r) => names.has(r.endpoint)).reduce((sum, r) => sum + r.credits_used, 0);
}

export async function reconcileUnknown(api: ApiClient, db: StackLensDB, now: number, graceMs = RECONCILE_GRACE_MS): Promise<ReconcileReport> {
  const unknown = (await db.ledger.where('state').equals('unknown').toArray()).sort((a, b) => a.at - b.at);
  const due = unknown.filter((r) => r.at <= now - graceMs);
  const report: ReconcileReport = { settled: 0, credits: 0, waiting: unknown.length - due.length };
  if (due.length === 0) return report;

  const settle = async (row: LedgerRow, credits: number) => {
    await db.ledger.update(row.id!, { state: 'settled', credits, reconciledAt: now });
    report.settled += 1;
    report.credits += credits;
  };
  // Test keys are never charged (published-spec.md).
  for (const row of due.filter((r) => r.mode === 'test')) await settle(row, 0);
  const live = due.filter((r) => r.mode === 'live');
  if (live.length === 0) return report;

  const key = await getKey(db);
  if (!key) return { ...report, waiting: report.waiting + live.length };
  const usage = (await api.call('account.usage', {}, FREE)).data;
  const mine = usage.keys.find((k) => key.startsWith(k.key_prefix)) ?? (usage.keys.length === 1 ? usage.keys[0] : undefined);
  if (!mine) return { ...report, waiting: report.waiting + live.length };

  const byDay = new Map<string, LedgerRow[]>();
  for (const row of live) byDay.set(utcDay(row.at), [...(byDay.get(utcDay(row.at)) ?? []), row]);
  for (const [day, rows] of byDay) {
    const server = (await api.call('keys.usage', { key_id: mine.id, start_date: day, end_date: day }, FREE)).data.endpoints;
    const dayStart = Date.parse(`${day}T00:00:00.000Z`);
    const settledHere = await db.ledger
      .where('at')
      .between(dayStart, dayStart + 86_400_000, true, false)
      .filter((r) => r.state === 'settled' && r.mode === 'live')
      .toArray();
    for (const endpoint of new Set(rows.map((r) => r.endpoint))) {
      const local = settledHere.filter((r) => r.endpoint === endpoint).reduce((sum, r) => sum + r.credits, 0);
      let unaccounted = Math.max(0, serverCredits(server, endpoint) - local);
      for (const row of rows.filter((r) => r.endpoint === endpoint)) {
        const credits = Math.min(reservedCredits(row), unaccounted);
        unaccounted -= credits;
        await settle(row, credits);
      }
    }
  }
  // The local balance was kept from before: the server's figure is read on the next paid call.
  if (report.credits > 0) await markNeedsSync(db);
  return report;
}
