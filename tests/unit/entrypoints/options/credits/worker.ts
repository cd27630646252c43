// A mock of the worker for the Credits & usage section tests: handlers per message, and a log of
// what the page sent. Fixtures are a March 2026 account seen on March 30 (UTC).
import { ApiError } from '@/lib/api/errors';

export type Handler = (payload: Record<string, unknown>) => unknown;
export const worker: Record<string, Handler> = {};
export const sent: { type: string; payload: Record<string, unknown> }[] = [];

export const clientModule = (() => {
  const send = async (type: string, payload: Record<string, unknown>) => {
    sent.push({ type, payload });
    const handler = worker[type];
    if (!handler) throw new Error(`unexpected message ${type}`);
    const result = await handler(payload);
    if (result instanceof ApiError) throw result;
    return result;
  };
  const messenger = { send, call: (endpoint: string, params: unknown) => send('api.call', { endpoint, params: params as Record<string, unknown> }) };
  return { messenger, createMessenger: () => messenger };
})();

export function resetWorker(handlers: Record<string, Handler>) {
  for (const k of Object.keys(worker)) delete worker[k];
  sent.length = 0;
  Object.assign(worker, handlers);
}

/** The API calls the page made, as endpoint and parameters. */
export const apiCalls = () => sent.filter((m) => m.type === 'api.call').map((m) => m.payload as { endpoint: string; params: Record<string, unknown> });

export const NOW = Date.parse('2026-03-30T15:00:00Z');
export const LIVE_KEY = { configured: true, mode: 'live', last4: 'AbCd', plan: 'pro' };
export const balance = (left: number, limit = 10_000) => ({ plan: 'pro', balance: left, limit, resetAt: '2026-04-01T00:00:00Z', syncedAt: NOW - 60_000 });

export const KEY_RECORD = {
  id: 'key_1', key_prefix: 'tapi_live_AbCdEfGhI', name: 'Team key', plan: 'pro', status: 'active',
  credits: { limit: 10_000, used: 30, remaining: 9_970, reset_at: '2026-04-01T00:00:00Z' },
  usage: { total_requests: 40, successful_requests: 36, failed_requests: 4 },
};
export const ACCOUNT_USAGE = {
  owner_id: 'org_1', period: { start: '2026-03-01T00:00:00.000Z', end: '2026-03-30T23:59:59.999Z' }, keys: [KEY_RECORD],
  totals: { credits_limit: 10_000, credits_used: 30, credits_remaining: 9_970, total_requests: 40 },
};
const day = (date: string, requests: number, credits_used: number) => ({ date, requests, credits_used });
export const KEY_USAGE = {
  key_id: 'key_1', period: ACCOUNT_USAGE.period,
  timeline: [day('2026-03-01', 0, 0), day('2026-03-02', 12, 9), day('2026-03-03', 20, 16), day('2026-03-04', 8, 5)],
  endpoints: [
    { endpoint: '/v1/ai/extract', requests: 1, credits_used: 10 },
    { endpoint: '/v1/domain/{domain}', requests: 30, credits_used: 15 },
    { endpoint: '/v1/technology-lookup-live', requests: 1, credits_used: 5 },
    { endpoint: '/v1/credits', requests: 4, credits_used: 0 },
  ],
};

const row = (id: number, iso: string, endpoint: string, feature: string, credits: number, params = '') =>
  ({ id, at: Date.parse(iso), endpoint, feature, params, status: credits > 0 ? 200 : 404, credits, durationMs: 250, mode: 'live' });
/** This browser: 17 credits (9 on Mar 2, 8 on Mar 3), plus free calls. */
export const LEDGER = [
  row(6, '2026-03-03T18:00:00Z', 'domain.technologies', 'lookup', 1, 'domain=c.com'),
  row(5, '2026-03-03T12:00:00Z', 'live.detect', 'live_detection', 5, 'url=https://b.com mode=light'),
  row(4, '2026-03-03T11:00:00Z', 'domain.technologies', 'lookup', 0, 'domain=missing.com'),
  row(3, '2026-03-03T10:00:00Z', 'company.get', 'company', 2, 'domain=b.com'),
  row(2, '2026-03-02T09:00:00Z', 'ai.extract', 'ai_extractor', 9, 'domain=a.com question=Stack?'),
  row(1, '2026-03-02T08:00:00Z', 'account.usage', 'account', 0),
];

export function apiHandler(overrides: Record<string, unknown> = {}): Handler {
  return ({ endpoint }) => {
    const data = overrides[endpoint as string] ?? { 'account.usage': ACCOUNT_USAGE, 'keys.usage': KEY_USAGE }[endpoint as string];
    if (data instanceof ApiError) return data;
    if (!data) throw new Error(`unexpected endpoint ${String(endpoint)}`);
    return { data, source: 'network', storedAt: NOW, credits: 0 };
  };
}
