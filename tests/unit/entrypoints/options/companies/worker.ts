// The fake worker (tests/unit/fake-worker.ts) for the Companies section tests: API answers per
// endpoint over the fake catalog's cache (an answered call makes cache.peek hit for the same params).
import type { CompanyRecord } from '@/lib/api/schemas';
import { fakeCatalog, installFakeWorker, type FakeHandlers } from '../../../fake-worker';

type Answer = (params: Record<string, unknown>) => unknown;
let catalog = fakeCatalog({});
const fake = installFakeWorker(() => catalog.handlers);
export const { sent, apiCalls } = fake;

/** The API's answers by endpoint, each from the call's params (an ApiError is the call's error). */
export const api = (answers: Record<string, Answer>) => answers;

/**
 * The handlers of this test; `api.call` is given as answers by endpoint. `alreadyCached` and `expired`
 * are calls made before (fresh, or past their time to live: cache.peek finds them as 'stale-cache').
 */
export function resetWorker(
  { 'api.call': answers = {}, ...handlers }: Omit<FakeHandlers, 'api.call'> & { 'api.call'?: Record<string, Answer> },
  alreadyCached: [string, Record<string, unknown>][] = [],
  expired: [string, Record<string, unknown>][] = [],
) {
  catalog = fakeCatalog(answers);
  for (const [endpoint, params] of expired) catalog.put(endpoint, params, answers[endpoint]?.(params), 'stale-cache');
  for (const [endpoint, params] of alreadyCached) catalog.put(endpoint, params, answers[endpoint]?.(params));
  fake.reset(handlers);
}

export function company(domain: string, name: string, members: number, extra: Partial<CompanyRecord> = {}): CompanyRecord {
  return {
    domain,
    name,
    industry: 'Software Development',
    industry_code: 4,
    employees: '51-200',
    country: 'United States',
    state: 'CA',
    city: 'San Francisco',
    company_type: 'Privately Held',
    founded: 2012,
    members,
    linkedin_url: null,
    description: null,
    specialties: [],
    website: null,
    logo: null,
    ...extra,
  };
}
