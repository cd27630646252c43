// A mock of the worker for the Technologies section tests: API answers per endpoint, a cache that
// cache.peek reads, and a log of every message the page sent. Fixtures are seen on 2026-03-30 (UTC).
export const NOW = Date.parse('2026-03-30T15:00:00Z');
export const STORED_AT = NOW - 5 * 60_000;

type Answer = (params: Record<string, unknown>) => unknown;
export const answers: Record<string, Answer> = {};
/** Answers to other messages than api.call and cache.peek (audiences), by message type. */
export const messages: Record<string, Answer> = {};
/** Cache entries by endpoint and parameters (as the page sends them). */
export const cache = new Map<string, { data: unknown; source: 'cache' | 'stale-cache' }>();
export const sent: { type: string; payload: Record<string, unknown> }[] = [];
const cacheKey = (endpoint: string, params: unknown) => `${endpoint} ${JSON.stringify(params)}`;

export const clientModule = (() => {
  const send = async (type: string, payload: Record<string, unknown>) => {
    sent.push({ type, payload });
    if (type === 'cache.peek') {
      const hit = cache.get(cacheKey(payload.endpoint as string, payload.params));
      return hit ? { data: hit.data, source: hit.source, storedAt: STORED_AT, credits: 0 } : null;
    }
    if (type !== 'api.call') {
      if (messages[type]) return messages[type](payload);
      throw new Error(`unexpected message ${type}`);
    }
    const endpoint = payload.endpoint as string;
    const hit = cache.get(cacheKey(endpoint, payload.params));
    if (hit?.source === 'cache' && !payload.refresh) return { data: hit.data, source: 'cache', storedAt: STORED_AT, credits: 0 };
    const answer = answers[endpoint];
    if (!answer) throw new Error(`unexpected call to ${endpoint}`);
    return { data: await answer(payload.params as Record<string, unknown>), source: 'network', storedAt: NOW, credits: 1 };
  };
  const messenger = {
    send,
    call: (endpoint: string, params: unknown, opts: { refresh?: boolean } = {}) =>
      send('api.call', { endpoint, params: params as Record<string, unknown>, refresh: opts.refresh }),
  };
  return { messenger, createMessenger: () => messenger };
})();

export function resetWorker(handlers: Record<string, Answer>) {
  for (const k of Object.keys(answers)) delete answers[k];
  for (const k of Object.keys(messages)) delete messages[k];
  Object.assign(answers, handlers);
  cache.clear();
  sent.length = 0;
}

export function putInCache(endpoint: string, params: unknown, data: unknown, source: 'cache' | 'stale-cache' = 'cache') {
  cache.set(cacheKey(endpoint, params), { data, source });
}

/** The API calls the page made (paid unless answered from the cache). */
export const apiCalls = () => sent.filter((m) => m.type === 'api.call').map((m) => ({ endpoint: m.payload.endpoint, params: m.payload.params }));

export const tech = (id: number, name: string, category: string, category_id = 10) => ({ id, name, category, category_id, icon: null });
export const REACT = tech(7, 'React', 'JavaScript frameworks', 12);
export const REACT_INFO = { ...REACT, description: 'A library for web user interfaces.', website: 'https://react.dev', groups: [{ id: 3, name: 'Web development' }] };
