// The fake worker (tests/unit/fake-worker.ts) and its fixtures for the Credits & usage section tests. Fixtures are a March 2026 account seen on March 30 (UTC).
import { ApiError } from '@/lib/api/errors';
import type { BalanceView, CallResultView, KeyDescription, LedgerRowView } from '@/lib/messaging/protocol';
import { installFakeWorker, type FakeHandler, type FakeHandlers } from '../../../fake-worker';
import type { EndpointId, Feature } from '@/lib/api/catalog';
import { ledgerSummary } from '@/lib/metered/ledger-figures';
import { ledgerPage } from '@/lib/metered/ledger-page';
import { freshDb } from '../../../lib/support/fake-api';

const fake = installFakeWorker();
export const { sent, apiCalls, handlers: worker } = fake;
export const resetWorker = fake.reset;
export type { FakeHandlers } from '../../../fake-worker';

export const NOW = Date.parse('2026-03-30T15:00:00Z');
export const LIVE_KEY: KeyDescription = { configured: true, mode: 'live', last4: 'AbCd', plan: 'pro' };
export const balance = (left: number, limit = 10_000): BalanceView => ({
  plan: 'pro',
  balance: left,
  limit,
  resetAt: '2026-04-01T00:00:00Z',
  syncedAt: NOW - 60_000,
});

export const KEY_RECORD = {
  id: 'key_1',
  key_prefix: 'tapi_live_AbCdEfGhI',
  name: 'Team key',
  plan: 'pro',
  status: 'active',
  credits: { limit: 10_000, used: 30, remaining: 9_970, reset_at: '2026-04-01T00:00:00Z' },
  usage: { total_requests: 40, successful_requests: 36, failed_requests: 4 },
};
export const ACCOUNT_USAGE = {
  owner_id: 'org_1',
  period: { start: '2026-03-01T00:00:00.000Z', end: '2026-03-30T23:59:59.999Z' },
  keys: [KEY_RECORD],
  totals: { credits_limit: 10_000, credits_used: 30, credits_remaining: 9_970, total_requests: 40 },
};
const day = (date: string, requests: number, credits_used: number) => ({ date, requests, credits_used });
export const KEY_USAGE = {
  key_id: 'key_1',
  period: ACCOUNT_USAGE.period,
  timeline: [day('2026-03-01', 0, 0), day('2026-03-02', 12, 9), day('2026-03-03', 20, 16), day('2026-03-04', 8, 5)],
  endpoints: [
    { endpoint: '/v1/ai/extract', requests: 1, credits_used: 10 },
    { endpoint: '/v1/domain/{domain}', requests: 30, credits_used: 15 },
    { endpoint: '/v1/technology-lookup-live', requests: 1, credits_used: 5 },
    { endpoint: '/v1/credits', requests: 4, credits_used: 0 },
  ],
};

const row = (id: number, iso: string, endpoint: string, feature: string, credits: number, params = ''): LedgerRowView => ({
  id,
  at: Date.parse(iso),
  endpoint,
  feature,
  params,
  status: credits > 0 ? 200 : 404,
  credits,
  durationMs: 250,
  mode: 'live',
});
/** This browser: 17 credits (9 on Mar 2, 8 on Mar 3), plus free calls. */
export const LEDGER = [
  row(6, '2026-03-03T18:00:00Z', 'domain.technologies', 'lookup', 1, 'domain=c.com'),
  row(5, '2026-03-03T12:00:00Z', 'live.detect', 'live_detection', 5, 'url=https://b.com mode=light'),
  row(4, '2026-03-03T11:00:00Z', 'domain.technologies', 'lookup', 0, 'domain=missing.com'),
  row(3, '2026-03-03T10:00:00Z', 'company.get', 'company', 2, 'domain=b.com'),
  row(2, '2026-03-02T09:00:00Z', 'ai.extract', 'ai_extractor', 9, 'domain=a.com question=Stack?'),
  row(1, '2026-03-02T08:00:00Z', 'account.usage', 'account', 0),
];

/** A database holding `rows`, as the worker's ledger. */
export async function ledgerDb(rows: readonly LedgerRowView[]) {
  const db = freshDb();
  await db.ledger.bulkAdd(
    rows.map((r) => ({ ...r, endpoint: r.endpoint as EndpointId, feature: r.feature as Feature, cached: false as const, state: r.state ?? 'settled' })),
  );
  return db;
}

/**
 * `ledger.summary` and `ledger.page` answered by the worker's own code over a database holding
 * `rows` (LEDGER by default), so the section is tested against the real running totals and paging.
 */
export function ledgerHandlers(rows: readonly LedgerRowView[] = LEDGER): FakeHandlers {
  let db: ReturnType<typeof freshDb> | null = null;
  const ready = async () => (db ??= await ledgerDb(rows));
  return {
    'ledger.summary': async ({ start, end }) => ledgerSummary(await ready(), start, end),
    'ledger.page': async (query) => ledgerPage(await ready(), query),
  };
}

export function apiHandler(overrides: Record<string, unknown> = {}): FakeHandler<'api.call'> {
  return ({ endpoint }) => {
    const data = overrides[endpoint] ?? { 'account.usage': ACCOUNT_USAGE, 'keys.usage': KEY_USAGE }[endpoint as string];
    if (data instanceof ApiError) return data;
    if (!data) throw new Error(`unexpected endpoint ${String(endpoint)}`);
    return { data: data as CallResultView['data'], source: 'network', storedAt: NOW, credits: 0 };
  };
}
