// Account endpoints (free): balance, usage and key management, all reported from the ledger.
// Rotation per contract.md: DELETE the active key, then POST /v1/keys (409 while a key is active).
import type { ApiKeyRecord } from '../../../lib/api/schemas';
import type { Account, ApiKeyState } from '../accounts';
import { DAY_MS, isoDay, monthStart, nextMonthStart } from '../clock';
import { conflict, invalid, notFound } from '../errors';
import { keyPrefix } from '../keys';
import { endpointBreakdown, requestCounts, timeline, type LedgerEntry } from '../ledger';
import type { SandboxState } from '../state';
import type { HandlerGroup } from './types';

/** Usage window (published default: the last 30 days up to today). */
function usageWindow(start: string | undefined, end: string | undefined, now: Date) {
  const endDate = end ?? isoDay(now);
  const startDate = start ?? isoDay(Date.parse(endDate) - 30 * DAY_MS);
  if (startDate > endDate) throw invalid('start_date must be on or before end_date');
  const startMs = Date.parse(`${startDate}T00:00:00.000Z`);
  const endMs = Date.parse(`${endDate}T23:59:59.999Z`);
  return { startDate, endDate, startMs, endMs, period: { start: new Date(startMs).toISOString(), end: new Date(endMs).toISOString() } };
}

export function creditsOf(state: SandboxState, account: Account) {
  const now = state.clock.now();
  const used = state.ledger.totalCredits(state.ledger.select({ accountId: account.id, startMs: monthStart(now).getTime() }));
  return { limit: account.limit, used, remaining: account.balance, reset_at: nextMonthStart(now).toISOString() };
}

function keyRecord(state: SandboxState, key: ApiKeyState, usage: readonly LedgerEntry[]): ApiKeyRecord {
  const account = state.accounts.account(key.accountId);
  return {
    id: key.id,
    key_prefix: keyPrefix(key.secret),
    name: key.name,
    plan: account.plan,
    status: key.status,
    credits: creditsOf(state, account),
    usage: requestCounts(usage.filter((e) => e.key_id === key.id)),
  };
}

function ownKey(state: SandboxState, account: Account, keyId: string): ApiKeyState {
  const key = state.accounts.byId(keyId);
  if (!key || key.accountId !== account.id) throw notFound(`No API key with id ${keyId}`);
  return key;
}

type Ids = 'account.usage' | 'account.credits' | 'keys.usage' | 'keys.list' | 'keys.create' | 'keys.revoke';

export const accountHandlers: HandlerGroup<Ids> = {
  'account.usage': ({ start_date, end_date }, { state, account, now }) => {
    const w = usageWindow(start_date, end_date, now);
    const entries = state.ledger.select({ accountId: account.id, startMs: w.startMs, endMs: w.endMs });
    const counts = requestCounts(entries);
    return {
      data: {
        owner_id: account.id,
        period: w.period,
        keys: state.accounts.keysOf(account.id).map((k) => keyRecord(state, k, entries)),
        totals: {
          credits_limit: account.limit,
          credits_used: state.ledger.totalCredits(entries),
          credits_remaining: account.balance,
          total_requests: counts.total_requests,
        },
      },
    };
  },
  'account.credits': (_p, { state, account }) => {
    const c = creditsOf(state, account);
    return { data: { plan: account.plan, balance: account.balance, limit: c.limit, used: c.used, reset_at: c.reset_at } };
  },
  'keys.usage': (p, { state, account, now }) => {
    const key = ownKey(state, account, p.key_id ?? '');
    const w = usageWindow(p.start_date, p.end_date, now);
    const entries = state.ledger.select({ keyId: key.id, startMs: w.startMs, endMs: w.endMs });
    return { data: { key_id: key.id, period: w.period, timeline: timeline(entries, w.startDate, w.endDate), endpoints: endpointBreakdown(entries) } };
  },
  // Usage in key records here is all-time; /v1/usage scopes it to its period.
  'keys.list': (_p, { state, account }) => {
    const entries = state.ledger.select({ accountId: account.id });
    return { data: { keys: state.accounts.keysOf(account.id).map((k) => keyRecord(state, k, entries)) } };
  },
  // Rotation: the active key creates its successor, then it is revoked (tests/sandbox/README.md).
  'keys.create': ({ name }, { state, account, key: caller, now }) => {
    const other = state.accounts.keysOf(account.id).find((k) => k.status === 'active' && k.id !== caller.id);
    if (other) throw conflict(`A new API key (${other.id}) already exists for this organization: revoke one of the two first`);
    const key = state.accounts.createKey(account, name, now);
    return { data: { key: keyRecord(state, key, []), secret: key.secret } };
  },
  'keys.revoke': (p, { state, account, now }) => {
    state.accounts.revoke(ownKey(state, account, p.key_id ?? ''), now);
    return { data: { revoked: true } };
  },
};
