// Reconciliation of "unknown" ledger rows (a paid request whose answer never came: timeout, lost
// connection, worker stopped) with what the server says it charged: GET /v1/usage names this key's
// organization and its keys, and GET /v1/keys/{id}/usage gives the credits per endpoint for each day with
// open rows. Per account (schema v13: each row names the account that paid it): what the server charged
// this account's keys beyond this account's rows already settled is given to its open rows of that
// endpoint and day, oldest first, each at most its ceiling (./reconcile-plan.ts); the rest cost nothing.
// Another account's rows wait until its key is stored again. A row settled below its ceiling before the
// usage report could have caught up is checked once more later. Both calls are free.
import { endpoints, type EndpointId } from '@/lib/api/catalog';
import type { LedgerRow, StackLensDB } from '@/lib/db/database';
import { isAccountRow } from '@/lib/db/ledger-account';
import { accountScope, getKey } from '@/lib/keys/key-store';
import { markNeedsSync } from './balance';
import type { ApiClient } from './client';
import { shareCharge, type OpenRow } from './reconcile-plan';

/** An unanswered request may still be running on a slow server: it is reconciled only after this. */
export const RECONCILE_GRACE_MS = 2 * 60_000;

export interface ReconcileReport {
  /** Rows settled now (unknown rows, and re-checked rows whose credits changed). */
  settled: number;
  /** Credits the server charged for them (beyond what re-checked rows already held). */
  credits: number;
  /** Unknown rows left for later (too recent, or another account's). */
  waiting: number;
  /** Rows settled at more than one request's estimate: the server billed the request more than once (a resend). */
  resent: number;
  /** Rows settled below what they may have cost before the usage report could catch up: checked once more later. */
  rechecking: number;
}

const utcDay = (at: number) => new Date(at).toISOString().slice(0, 10);
const FREE = { refresh: true, unledgeredWhenFree: true } as const;

/** The server's name for an endpoint may be the catalog id or its path template. */
function serverCredits(rows: readonly { endpoint: string; credits_used: number }[], endpoint: EndpointId): number {
  const names = new Set<string>([endpoint, endpoints[endpoint].path, `${endpoints[endpoint].method} ${endpoints[endpoint].path}`]);
  return rows.filter((r) => names.has(r.endpoint)).reduce((sum, r) => sum + r.credits_used, 0);
}

/** Rows reconciliation may still settle: unknown past the grace, or due for their re-check. */
async function openRows(db: StackLensDB, now: number, graceMs: number): Promise<{ due: LedgerRow[]; waiting: number }> {
  const unknown = await db.ledger.where('state').equals('unknown').toArray();
  const rechecks = await db.ledger.where('recheckAt').belowOrEqual(now).toArray();
  const due = unknown.filter((r) => r.at <= now - graceMs);
  return { due: [...due, ...rechecks].sort((a, b) => a.at - b.at), waiting: unknown.length - due.length };
}

/** Whether a reconciliation now would find anything to settle (a cheap indexed read, no request). */
export async function reconcileDue(db: StackLensDB, now: number, graceMs = RECONCILE_GRACE_MS): Promise<boolean> {
  const [unknown, rechecks] = await Promise.all([
    db.ledger
      .where('state')
      .equals('unknown')
      .filter((r) => r.at <= now - graceMs)
      .count(),
    db.ledger.where('recheckAt').belowOrEqual(now).count(),
  ]);
  return unknown + rechecks > 0;
}

export async function reconcileUnknown(api: ApiClient, db: StackLensDB, now: number, graceMs = RECONCILE_GRACE_MS): Promise<ReconcileReport> {
  const open = await openRows(db, now, graceMs);
  const report: ReconcileReport = { settled: 0, credits: 0, waiting: open.waiting, resent: 0, rechecking: 0 };
  if (open.due.length === 0) return report;

  const settle = async (row: LedgerRow, patch: { credits: number; resent?: boolean; recheckAt?: number | null }) => {
    const changed = row.state !== 'settled' || row.credits !== patch.credits;
    await db.ledger
      .where('id')
      .equals(row.id!)
      .modify((stored: LedgerRow) => {
        stored.state = 'settled';
        stored.credits = patch.credits;
        stored.reconciledAt = now;
        if (patch.resent) stored.resent = true;
        else delete stored.resent;
        if (patch.recheckAt != null) stored.recheckAt = patch.recheckAt;
        else delete stored.recheckAt;
      });
    if (changed) {
      report.settled += 1;
      report.credits += patch.credits - (row.state === 'settled' ? row.credits : 0);
    }
    if (patch.resent) report.resent += 1;
    if (patch.recheckAt != null) report.rechecking += 1;
  };
  // Test keys are never charged (published-spec.md).
  for (const row of open.due.filter((r) => r.mode === 'test')) await settle(row, { credits: 0 });
  const due = open.due.filter((r) => r.mode === 'live');
  if (due.length === 0) return report;

  const key = await getKey(db);
  const unknownIn = (rows: LedgerRow[]) => rows.filter((r) => r.state === 'unknown').length;
  if (!key) return { ...report, waiting: report.waiting + unknownIn(due) };
  // Only this account's rows can be told from its keys' usage; another account's wait for its key.
  const account = await accountScope(db);
  const live = due.filter((r) => isAccountRow(r, account));
  report.waiting += unknownIn(due.filter((r) => !isAccountRow(r, account)));
  if (live.length === 0) return report;
  const usage = (await api.call('account.usage', {}, FREE)).data;
  const mine = usage.keys.find((k) => key.startsWith(k.key_prefix)) ?? (usage.keys.length === 1 ? usage.keys[0] : undefined);
  if (!mine) return { ...report, waiting: report.waiting + unknownIn(live) };
  // Every key of the organization is this account's: a key rotated that day billed under its old id.
  const keyIds = [mine.id, ...usage.keys.filter((k) => k.id !== mine.id).map((k) => k.id)];

  const byDay = new Map<string, LedgerRow[]>();
  for (const row of live) byDay.set(utcDay(row.at), [...(byDay.get(utcDay(row.at)) ?? []), row]);
  for (const [day, rows] of byDay) {
    const server: { endpoint: string; credits_used: number }[] = [];
    for (const id of keyIds) {
      const answer = await api.call('keys.usage', { key_id: id, start_date: day, end_date: day }, FREE).catch((error: unknown) => {
        // The current key's usage is needed; another (revoked) key's may be refused.
        if (id === mine.id) throw error;
        return null;
      });
      if (answer) server.push(...answer.data.endpoints);
    }
    const dayStart = Date.parse(`${day}T00:00:00.000Z`);
    const openIds = new Set(rows.map((r) => r.id));
    const settledHere = await db.ledger
      .where('at')
      .between(dayStart, dayStart + 86_400_000, true, false)
      .filter((r) => r.state === 'settled' && r.mode === 'live' && !openIds.has(r.id) && isAccountRow(r, account))
      .toArray();
    for (const endpoint of new Set(rows.map((r) => r.endpoint))) {
      const local = settledHere.filter((r) => r.endpoint === endpoint).reduce((sum, r) => sum + r.credits, 0);
      const here = rows.filter((r) => r.endpoint === endpoint);
      const plan: OpenRow[] = here.map((r) => ({ id: r.id!, at: r.at, estimate: r.estimate ?? 0, ceiling: r.ceiling, recheck: r.state === 'settled' }));
      for (const s of shareCharge(serverCredits(server, endpoint), local, plan, now)) {
        await settle(
          here.find((r) => r.id === s.id)!,
          { credits: s.credits, resent: s.resent, recheckAt: s.recheckAt },
        );
      }
    }
  }
  // The local balance was kept from before: the server's figure is read on the next paid call.
  if (report.credits > 0) await markNeedsSync(db);
  return report;
}
