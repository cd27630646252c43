// The last known credit balance, kept in kv. X-Credits-Remaining (contract.md) updates it after each
// call when sent; otherwise charged credits are subtracted locally until the next free GET /v1/credits.
import type { StackLensDB } from '@/lib/db/database';

export const BALANCE_KV_KEY = 'credits.balance';
/** A balance older than this is re-read (free) before a paid call. */
export const BALANCE_MAX_AGE_MS = 5 * 60_000;

export interface BalanceInfo {
  balance: number;
  limit: number | null;
  plan: string | null;
  /** ISO 8601, from GET /v1/credits. */
  resetAt: string | null;
  /** When the server last told us the balance (sync or header). */
  syncedAt: number;
  /** Set after a 402 or an unanswered paid call: the server may know better. */
  needsSync?: boolean;
}

export interface ServerCredits {
  plan: string;
  balance: number;
  limit: number;
  reset_at: string;
}

export async function getBalance(db: StackLensDB): Promise<BalanceInfo | null> {
  const row = await db.kv.get(BALANCE_KV_KEY);
  return (row?.value as BalanceInfo | undefined) ?? null;
}

async function update(db: StackLensDB, change: (current: BalanceInfo | null) => BalanceInfo | null): Promise<BalanceInfo | null> {
  return db.transaction('rw', db.kv, async () => {
    const next = change(await getBalance(db));
    if (next) await db.kv.put({ key: BALANCE_KV_KEY, value: next });
    return next;
  });
}

/** Forgets the stored balance (its key was rejected): nothing stale is shown as the balance. */
export async function forgetBalance(db: StackLensDB): Promise<void> {
  await db.kv.delete(BALANCE_KV_KEY);
}

/** Stores the answer of GET /v1/credits. */
export async function saveServerBalance(db: StackLensDB, credits: ServerCredits, now: number): Promise<BalanceInfo> {
  const info: BalanceInfo = { balance: credits.balance, limit: credits.limit, plan: credits.plan, resetAt: credits.reset_at, syncedAt: now };
  await db.kv.put({ key: BALANCE_KV_KEY, value: info });
  return info;
}

/** X-Credits-Remaining is the server's own figure: it counts as a sync of the balance. */
export function updateFromHeader(db: StackLensDB, remaining: number, now: number): Promise<BalanceInfo | null> {
  return update(db, (current) => ({
    limit: null,
    plan: null,
    resetAt: null,
    ...current,
    balance: remaining,
    syncedAt: now,
    needsSync: false,
  }));
}

/** Subtracts credits charged without a header; an unknown balance stays unknown. */
export function subtractCredits(db: StackLensDB, credits: number): Promise<BalanceInfo | null> {
  if (credits <= 0) return getBalance(db);
  return update(db, (current) => (current ? { ...current, balance: Math.max(0, current.balance - credits) } : null));
}

/** After a 402 (or a paid call whose outcome is unknown) the next paid call re-reads the balance first. */
export function markNeedsSync(db: StackLensDB): Promise<BalanceInfo | null> {
  return update(db, (current) => (current ? { ...current, needsSync: true } : null));
}

/** Pure check: no balance yet, flagged, or older than five minutes. */
export function isBalanceStale(info: BalanceInfo | null, now: number): boolean {
  return !info || info.needsSync === true || now - info.syncedAt > BALANCE_MAX_AGE_MS;
}

export async function needsSync(db: StackLensDB, now: number): Promise<boolean> {
  return isBalanceStale(await getBalance(db), now);
}
