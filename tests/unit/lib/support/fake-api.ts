// Test doubles for the worker library: a scripted fetch (queued Responses or thrown errors), a manual
// clock and fixtures that satisfy the catalog's response schemas.
import { vi } from 'vitest';
import { openDatabase } from '@/lib/db/database';
import type { NewLedgerRow } from '@/lib/metered/ledger';

export const LIVE_KEY = `tapi_live_${'A1b2C3d4'.repeat(4)}`;
export const TEST_KEY = `tapi_test_${'Z9y8X7w6'.repeat(4)}`;

export type Step = Response | Error | ((req: Request) => Response | Promise<Response>);

export function scriptedFetch(script: Step[]) {
  const requests: Request[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const req = new Request(input, init);
    requests.push(req);
    const step = script.shift();
    if (!step) throw new Error(`unexpected request ${req.method} ${req.url}`);
    if (step instanceof Error) throw step;
    return typeof step === 'function' ? step(req) : step;
  });
  return Object.assign(fn, { requests, script });
}

/** A fetch step that never answers until its request is aborted (for timeouts and cancellation). */
export const hang: Step = (req) =>
  new Promise<Response>((_, reject) => {
    req.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')), { once: true });
  });

export function ok(data: unknown, headers: Record<string, string> = {}, status = 200): Response {
  return new Response(JSON.stringify({ success: true, data }), { status, headers: { 'content-type': 'application/json', ...headers } });
}

export function fail(status: number, code: string, message: string, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ success: false, error: { code, message } }), { status, headers: { 'content-type': 'application/json', ...headers } });
}

export const networkError = () => new TypeError('fetch failed');

export function manualClock(start = Date.UTC(2026, 10, 22, 12)) {
  let t = start;
  return {
    now: () => t,
    advance: (ms: number) => {
      t += ms;
    },
    set: (ms: number) => {
      t = ms;
    },
  };
}

export function freshDb() {
  return openDatabase(`test-${crypto.randomUUID()}`);
}

/** A settled call for the local ledger: a live 1-credit domain lookup unless `over` says otherwise. */
export const ledgerCall = (over: Partial<NewLedgerRow> = {}): NewLedgerRow => ({
  at: 0,
  endpoint: 'domain.technologies',
  feature: 'lookup',
  params: '',
  status: 200,
  credits: 1,
  durationMs: 1,
  mode: 'live',
  cached: false,
  ...over,
});

export const tech = (id: number, name: string) => ({
  id,
  name,
  category: 'JavaScript frameworks',
  first_seen: '2024-01-01 00:00:00',
  last_seen: '2026-11-01 00:00:00',
  subdomain: '',
});

export const domainReport = (domain = 'example.com') => ({
  domain,
  active_technologies: [tech(1, 'React')],
  historical_technologies: [tech(2, 'jQuery')],
});

export const creditsBody = (balance = 100, plan = 'pro') => ({ plan, balance, limit: 10_000, used: 10_000 - balance, reset_at: '2026-12-01T00:00:00Z' });

/** GET /v1/usage's answer: `owner` names the key's account (saving a key asks it after /v1/credits). */
export const usageBody = (owner = 'org_one') => ({
  owner_id: owner,
  period: { start: '2026-10-27T00:00:00.000Z', end: '2026-11-26T23:59:59.999Z' },
  keys: [],
  totals: { credits_limit: 10_000, credits_used: 0, credits_remaining: 10_000, total_requests: 0 },
});

export const techSummary = (id: number) => ({ id, name: `Tech ${id}`, category: 'Analytics', category_id: 3, icon: null });

export const signalEvents = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: `sig_${i}`,
    type: 'adoption',
    domain: `d${i}.com`,
    technology: techSummary(1),
    other_technology: null,
    occurred_at: '2026-11-01T00:00:00Z',
    company: null,
  }));

/** A company record as the API sends it, named after its domain, every optional field empty unless overridden. */
export const companyRecord = (domain: string, overrides: Record<string, unknown> = {}) => ({
  domain,
  name: domain,
  industry: null,
  industry_code: null,
  employees: null,
  country: null,
  state: null,
  city: null,
  company_type: null,
  founded: null,
  members: 1,
  linkedin_url: null,
  description: null,
  specialties: [],
  website: null,
  logo: null,
  ...overrides,
});
