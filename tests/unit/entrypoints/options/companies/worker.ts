// A mock of the worker for the Companies section tests: handlers per message, a log of what the page
// sent, and a cache like the worker's (an answered api.call makes cache.peek hit for the same params).
import { ApiError } from '@/lib/api/errors';
import type { CompanyRecord } from '@/lib/api/schemas';

export type Handler = (payload: Record<string, unknown>) => unknown;
export const worker: Record<string, Handler> = {};
export const sent: { type: string; payload: Record<string, unknown> }[] = [];
const cached = new Set<string>();
/** Entries past their TTL: cache.peek finds them as 'stale-cache' (a call would fetch, and charge, again). */
const stale = new Set<string>();
const cacheKey = (endpoint: unknown, params: unknown) => JSON.stringify([endpoint, params]);

export const clientModule = (() => {
  const send = async (type: string, payload: Record<string, unknown>) => {
    sent.push({ type, payload });
    if (type === 'cache.peek') {
      const k = cacheKey(payload.endpoint, payload.params);
      return cached.has(k) ? { data: {}, source: 'cache', storedAt: 0, credits: 0 } : stale.has(k) ? { data: {}, source: 'stale-cache', storedAt: 0, credits: 0 } : null;
    }
    const handler = worker[type];
    if (!handler) throw new Error(`unexpected message ${type}`);
    const result = await handler(payload);
    if (result instanceof ApiError) throw result;
    if (type === 'api.call') cached.add(cacheKey(payload.endpoint, payload.params));
    return result;
  };
  const messenger = { send, call: (endpoint: string, params: unknown) => send('api.call', { endpoint, params: params as Record<string, unknown> }) };
  return { messenger, createMessenger: () => messenger };
})();

export function resetWorker(handlers: Record<string, Handler>, alreadyCached: [string, Record<string, unknown>][] = [], expired: [string, Record<string, unknown>][] = []) {
  for (const k of Object.keys(worker)) delete worker[k];
  sent.length = 0;
  cached.clear();
  stale.clear();
  for (const [endpoint, params] of expired) stale.add(cacheKey(endpoint, params));
  for (const [endpoint, params] of alreadyCached) cached.add(cacheKey(endpoint, params));
  Object.assign(worker, handlers);
}

export const apiCalls = () => sent.filter((m) => m.type === 'api.call').map((m) => m.payload as { endpoint: string; params: Record<string, unknown> });

export function company(domain: string, name: string, members: number, extra: Partial<CompanyRecord> = {}): CompanyRecord {
  return {
    domain, name, industry: 'Software Development', industry_code: 4, employees: '51-200', country: 'United States', state: 'CA',
    city: 'San Francisco', company_type: 'Privately Held', founded: 2012, members, linkedin_url: null,
    description: null, specialties: [], website: null, logo: null, ...extra,
  };
}

/** An api.call handler answering each endpoint with `data(params)`. */
export function api(answers: Record<string, (params: Record<string, unknown>) => unknown>): Handler {
  return ({ endpoint, params }) => {
    const answer = answers[endpoint as string];
    if (!answer) throw new Error(`unexpected endpoint ${String(endpoint)}`);
    const data = answer(params as Record<string, unknown>);
    return data instanceof ApiError ? data : { data, source: 'network', storedAt: Date.now(), credits: 1 };
  };
}
