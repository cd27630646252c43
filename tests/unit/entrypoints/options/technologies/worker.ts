// The fake worker (tests/unit/fake-worker.ts) for the Technologies section tests: API answers per
// endpoint over the fake catalog's cache. Fixtures are seen on 2026-03-30 (UTC).
import { fakeCatalog, installFakeWorker } from '../../../fake-worker';

export const NOW = Date.parse('2026-03-30T15:00:00Z');
export const STORED_AT = NOW - 5 * 60_000;

type Answer = (params: Record<string, unknown>) => unknown;
/** API answers by endpoint, for the catalog's api.call. */
export const answers: Record<string, Answer> = {};
let catalog = fakeCatalog(answers, { now: () => NOW, storedAt: STORED_AT });
const fake = installFakeWorker(() => catalog.handlers);
/** Handlers of the other messages (audiences, budgets…), by message type. */
export const { sent, apiCalls, handlers: messages } = fake;

export function resetWorker(next: Record<string, Answer>) {
  for (const k of Object.keys(answers)) delete answers[k];
  Object.assign(answers, next);
  catalog = fakeCatalog(answers, { now: () => NOW, storedAt: STORED_AT });
  fake.reset();
}

export const putInCache = (endpoint: string, params: unknown, data: unknown, source: 'cache' | 'stale-cache' = 'cache') =>
  catalog.put(endpoint, params, data, source);

export const tech = (id: number, name: string, category: string, category_id = 10) => ({ id, name, category, category_id, icon: null });
export const REACT = tech(7, 'React', 'JavaScript frameworks', 12);
export const REACT_INFO = {
  ...REACT,
  description: 'A library for web user interfaces.',
  website: 'https://react.dev',
  groups: [{ id: 3, name: 'Web development' }],
};
