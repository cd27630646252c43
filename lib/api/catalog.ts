// The endpoint catalog: every endpoint of published-spec.md and contract.md, declared once as data.
// The client, the credit estimate and the sandbox's router all read this object, so a vendor
// assumption (a path, a cost, a shape) is corrected here in one edit.
import { z } from 'zod';
import { PRICES, uniqueDomains, type PricedEndpoint } from './prices';
import * as s from './schemas';

export { uniqueDomains };

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * How an endpoint bills (contract.md):
 * - `fixed`: the cost is known from the request and charged on a 2xx;
 * - `capped`: up to the cost, truncated to the balance (signal exports);
 * - `deferred`: nothing now, billed after a job completes on work delivered (lead lists, refresh).
 */
export type Billing = 'fixed' | 'capped' | 'deferred';

/** What a call is for, so spend can be grouped by feature (ledger, budgets). */
export type Feature =
  | 'lookup'
  | 'history'
  | 'company'
  | 'live_detection'
  | 'ai_extractor'
  | 'technology'
  | 'market'
  | 'companies'
  | 'signals'
  | 'exports'
  | 'alerts'
  | 'audiences'
  | 'lead_lists'
  | 'account';

/** Cache kinds, each with its own TTL (lib/db). `null`: never cached (writes, account data). */
export type CacheKind = 'domain' | 'company' | 'technology' | 'market' | 'signals' | 'audience';

export interface EndpointDef<P extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> {
  method: HttpMethod;
  /** Path template; `{name}` segments are filled from the parameters of the same name. */
  path: string;
  /** Every parameter (path, query for GET/DELETE, JSON body for POST/PATCH) with published ranges. */
  params: P;
  /** Schema of `data` inside the success envelope. */
  response: R;
  /** Credits for the request (for `capped`: the most it can cost). */
  cost: (params: z.output<P>) => number;
  billing: Billing;
  feature: Feature;
  cache: CacheKind | null;
  /** Success status (201/202 where contract.md says so). */
  status: 200 | 201 | 202;
  /** Starts billed work: every request carries an Idempotency-Key and may be retried with it. */
  idempotent: boolean;
  /**
   * The largest answer read, in bytes, where the published page sizes allow more than the transport's
   * 5 MB default (DEFAULT_MAX_ANSWER_BYTES); a larger answer is refused unread (TooLargeError).
   */
  maxAnswerBytes?: number;
}

/** An endpoint as declared below: its schemas as functions that build them. */
type Def<P extends z.ZodType, R extends z.ZodType> = Omit<
  EndpointDef<P, R>,
  'billing' | 'cache' | 'status' | 'idempotent' | 'feature' | 'params' | 'response'
> &
  Partial<Pick<EndpointDef<P, R>, 'billing' | 'cache' | 'status' | 'idempotent'>> & { feature: Feature; params: () => P; response: () => R };

/**
 * An endpoint's schemas are built on first use, then kept: building all of them took a third of the
 * worker's start, and a message needs one or two (the popup's open: domain.technologies' parameters).
 */
function endpoint<P extends z.ZodType, R extends z.ZodType>({ params, response, ...def }: Def<P, R>): EndpointDef<P, R> {
  let builtParams: P | undefined;
  let builtResponse: R | undefined;
  return {
    billing: 'fixed',
    cache: null,
    status: 200,
    idempotent: false,
    ...def,
    get params() {
      return (builtParams ??= params());
    },
    get response() {
      return (builtResponse ??= response());
    },
  };
}

const none = () => z.object({});
/**
 * Free text sent to the API is bounded, so a huge value is refused here with the limit named, never by
 * the server (an unexplained HTTP 431 for a long URL). tests/unit/lib/api/param-limits.test.ts walks
 * every endpoint's parameters for a string without a limit.
 */
export const TEXT_LIMITS = { id: 100, name: 200, search: 200, url: 2000, domain: 253 } as const;
const tooLong = (name: string, max: number) => ({ error: `${name} may be at most ${max} characters` });
const idText = (name = 'id') => z.string().min(1).max(TEXT_LIMITS.id, tooLong(name, TEXT_LIMITS.id));
const nameText = (name = 'name') =>
  z
    .string()
    .trim()
    .min(1, { error: `${name} must not be empty` })
    .max(TEXT_LIMITS.name, tooLong(name, TEXT_LIMITS.name));
const id = <K extends string = 'id'>(name: K = 'id' as K) => z.object({ [name]: idText(name) } as Record<K, z.ZodString>);
const techId = () => z.object({ id: s.positiveId('id') });
const domainParam = () => z.object({ domain: s.domainName });
const usageWindow = () => ({ start_date: s.isoDate.optional(), end_date: s.isoDate.optional() });
const names = (max: number) =>
  z
    .array(nameText('each name'))
    .min(1, { error: 'names must list at least 1 name' })
    .max(max, { error: `names may list at most ${max} names` });
const domainList = (max: number) =>
  z
    .array(z.string().trim().min(1).max(TEXT_LIMITS.domain, tooLong('each domain', TEXT_LIMITS.domain)))
    .min(1, { error: 'domains must list at least 1 domain' })
    .max(max, { error: `domains may list at most ${max} domains` });

// ---- signals: cross-field rules on top of the shared filters ---------------------------------

const DAY_MS = 86_400_000;
const signalQueryShape = () => ({
  type: z.enum(s.SIGNAL_TYPES, { error: `type must be one of: ${s.SIGNAL_TYPES.join(', ')}` }),
  technology: s.positiveId('technology'),
  other_technology: s.positiveId('other_technology').optional(),
  since: s.isoDate.optional(),
  until: s.isoDate.optional(),
  ...s.companyFilterShape,
});
function checkSignalQuery(q: { type: string; other_technology?: number; since?: string; until?: string }, ctx: z.RefinementCtx) {
  if ((q.type === 'switch' || q.type === 'gap') && q.other_technology === undefined) {
    ctx.addIssue({ code: 'custom', path: ['other_technology'], message: `other_technology is required for ${q.type} signals` });
  }
  if (q.since && q.until) {
    const days = (Date.parse(q.until) - Date.parse(q.since)) / DAY_MS;
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['since'], message: 'since must be on or before until' });
    if (days > s.SIGNAL_WINDOW.maxDays) {
      ctx.addIssue({ code: 'custom', path: ['since'], message: `the window from since to until may be at most ${s.SIGNAL_WINDOW.maxDays} days` });
    }
  }
}
const signalPage = () => z.object({ ...signalQueryShape(), ...s.paging(50, 100) }).superRefine(checkSignalQuery);
const signalExport = () => z.object({ ...signalQueryShape(), max_rows: s.intInRange('max_rows', 1, 10_000).default(1000) }).superRefine(checkSignalQuery);
/** A signal answer: a page of events (up to 100), or an export's (up to 10,000 rows). */
const signalResult = (maxEvents: number) =>
  z.object({
    type: s.openEnum(s.SIGNAL_TYPES),
    technology: s.technologySummary,
    other_technology: s.technologySummary.nullable(),
    window: z.object({ since: s.isoDate, until: s.isoDate }),
    events: s.answerList(s.signalEvent, maxEvents),
    total: z.number().int(),
  });

const alertInput = () => ({
  name: z.string().trim().min(1, { error: 'name must not be empty' }).max(100, { error: 'name may be at most 100 characters' }),
  query: s.savedSignalQuery,
  webhook_url: z.url({ error: 'webhook_url must be a URL' }).max(TEXT_LIMITS.url, tooLong('webhook_url', TEXT_LIMITS.url)),
  enabled: z.boolean().optional(),
});
const audienceName = () => z.string().trim().min(1, { error: 'name must not be empty' }).max(100, { error: 'name may be at most 100 characters' });
const companyList = () =>
  z.object({ companies: s.answerList(s.companySummary, 100), total: z.number().int(), limit: z.number().int(), offset: z.number().int() });

export const endpoints = {
  // -- domain technologies (published)
  'domain.technologies': endpoint({
    method: 'GET',
    path: '/v1/domain/{domain}',
    params: () => domainParam(),
    feature: 'lookup',
    cache: 'domain',
    cost: PRICES['domain.technologies'],
    response: () =>
      z.object({ domain: s.answerText(), active_technologies: s.answerList(s.domainTechnology), historical_technologies: s.answerList(s.domainTechnology) }),
  }),
  'domain.history': endpoint({
    method: 'GET',
    path: '/v1/domain/{domain}/history',
    params: () => domainParam(),
    feature: 'history',
    cache: 'domain',
    cost: PRICES['domain.history'],
    response: () => z.object({ domain: s.answerText(), technologies: s.answerList(s.domainHistoryEntry) }),
  }),
  'technology.domains': endpoint({
    method: 'GET',
    path: '/v1/technology/name/{name}/domains',
    feature: 'technology',
    cache: 'technology',
    cost: PRICES['technology.domains'],
    params: () => z.object({ name: nameText(), limit: s.intInRange('limit', 1, 1000).default(100) }),
    response: () =>
      z.object({
        technology: s.technologySummary,
        domains: s.answerList(z.object({ domain: s.answerText(), first_detected: s.seenTimestamp, last_detected: s.seenTimestamp }), 1000),
        count: z.number().int(),
      }),
  }),

  // -- technology data (published; search parameter and lookup bodies from contract.md)
  'technology.info': endpoint({
    method: 'GET',
    path: '/v1/technology/{id}/info',
    params: () => techId(),
    feature: 'technology',
    cache: 'technology',
    cost: PRICES['technology.info'],
    response: () => s.technologyInfo,
  }),
  'technology.byName': endpoint({
    method: 'GET',
    path: '/v1/technology/name/{name}',
    params: () => z.object({ name: nameText() }),
    feature: 'technology',
    cache: 'technology',
    cost: PRICES['technology.byName'],
    response: () => z.object({ exists: z.boolean(), technology: s.technologySummary.nullable() }),
  }),
  'technologies.search': endpoint({
    method: 'GET',
    path: '/v1/technologies',
    feature: 'technology',
    cache: 'technology',
    cost: PRICES['technologies.search'],
    params: () => z.object({ search: z.string().trim().max(TEXT_LIMITS.search, tooLong('search', TEXT_LIMITS.search)).optional(), ...s.paging(20, 100) }),
    response: () =>
      z.object({
        technologies: s.answerList(s.technologySummary, 100),
        count: z.number().int(),
        limit: z.number().int(),
        offset: z.number().int(),
        search: s.answerText(),
      }),
  }),
  'technologies.lookup': endpoint({
    method: 'POST',
    path: '/v1/technologies/lookup',
    feature: 'technology',
    cost: PRICES['technologies.lookup'],
    idempotent: true,
    params: () => z.object({ names: names(100) }),
    response: () => z.object({ results: s.answerList(z.object({ query: s.answerText(), technology: s.technologySummary.nullable() }), 100) }),
  }),

  // -- market intelligence (published)
  'technology.stats': endpoint({
    method: 'GET',
    path: '/v1/technology/{id}/stats',
    params: () => techId(),
    feature: 'market',
    cache: 'market',
    cost: PRICES['technology.stats'],
    response: () =>
      z.object({ id: z.number().int(), name: s.answerText(), category: s.answerText(), active_domains: z.number().int(), total_domains: z.number().int() }),
  }),
  'technology.history': endpoint({
    method: 'GET',
    path: '/v1/technology/{id}/history',
    feature: 'market',
    cache: 'market',
    cost: PRICES['technology.history'],
    params: () => z.object({ id: s.positiveId('id'), years: s.intInRange('years', 1, 20).default(12) }),
    response: () =>
      z.object({
        technology: s.technologySummary,
        history: s.answerList(z.object({ date: s.yearMonth, active_domains: z.number().int(), total_domains: z.number().int() })),
        data_points: z.number().int(),
        years_requested: z.number().int(),
      }),
  }),
  'category.marketShare': endpoint({
    method: 'GET',
    path: '/v1/category/{id}/market-share',
    feature: 'market',
    cache: 'market',
    cost: PRICES['category.marketShare'],
    params: () => z.object({ id: s.positiveId('id'), limit: s.intInRange('limit', 1, 100).default(50) }),
    response: () =>
      z.object({
        category: z.object({ id: z.number().int(), name: s.answerText(), group: s.answerText().nullable() }),
        technologies: s.answerList(z.object({ id: z.number().int(), name: s.answerText(), domain_count: z.number().int(), market_share: z.number() }), 100),
        total_technologies: z.number().int(),
        total_domains: z.number().int(),
      }),
  }),

  // -- company data (published; record fields from contract.md)
  'technology.companies': endpoint({
    method: 'GET',
    path: '/v1/technology/{id}/companies',
    feature: 'companies',
    cache: 'company',
    cost: PRICES['technology.companies'],
    params: () => z.object({ id: s.positiveId('id'), ...s.companyFilterShape, ...s.paging(50, 100) }),
    response: () => companyList().extend({ technology: s.technologySummary }),
  }),
  'company.get': endpoint({
    method: 'GET',
    path: '/v1/company/{domain}',
    params: () => domainParam(),
    feature: 'company',
    cache: 'company',
    cost: PRICES['company.get'],
    response: () => s.companyRecord,
  }),
  'companies.search': endpoint({
    method: 'GET',
    path: '/v1/companies',
    feature: 'companies',
    cache: 'company',
    cost: PRICES['companies.search'],
    params: () =>
      z.object({
        search: z
          .string()
          .trim()
          .min(2, { error: 'search must be at least 2 characters' })
          .max(TEXT_LIMITS.search, tooLong('search', TEXT_LIMITS.search))
          .optional(),
        ...s.companyFilterShape,
        ...s.paging(50, 100),
      }),
    response: () => companyList(),
  }),
  'companies.batch': endpoint({
    // Cached like company records: the same batch within the `company` TTL is never paid for twice.
    method: 'POST',
    path: '/v1/companies/batch',
    feature: 'companies',
    idempotent: true,
    cache: 'company',
    params: () => z.object({ domains: domainList(100) }),
    cost: PRICES['companies.batch'],
    response: () => z.object({ companies: s.answerList(s.companyRecord, 100), not_found: s.answerList(s.answerText(), 100) }),
  }),

  // -- live detection and AI extractor (bodies from contract.md)
  'live.detect': endpoint({
    // A paid crawl: cached like a lookup, so the same URL and mode is never paid for twice within the TTL.
    method: 'POST',
    path: '/v1/technology-lookup-live',
    feature: 'live_detection',
    idempotent: true,
    cache: 'domain',
    cost: PRICES['live.detect'],
    params: () =>
      z.object({
        url: z.url({ error: 'url must be a full URL such as https://example.com' }).max(TEXT_LIMITS.url, tooLong('url', TEXT_LIMITS.url)),
        mode: z.enum(s.LIVE_MODES).default('light'),
      }),
    response: () =>
      z.object({
        url: s.answerText(),
        domain: s.answerText(),
        mode: s.openEnum(s.LIVE_MODES),
        detected_at: s.isoTimestamp,
        technologies: s.answerList(
          z.object({
            id: z.number().int(),
            name: s.answerText(),
            category: s.answerText(),
            version: s.answerText().nullable(),
            confidence: z.number().min(0).max(100),
          }),
        ),
      }),
  }),
  'ai.extract': endpoint({
    // The same question about the same site is answered from the cache, not paid for twice.
    method: 'POST',
    path: '/v1/ai/extract',
    feature: 'ai_extractor',
    idempotent: true,
    cache: 'domain',
    cost: PRICES['ai.extract'],
    params: () =>
      z.object({
        domain: s.domainName,
        question: z.string().trim().min(3, { error: 'question must be at least 3 characters' }).max(500, { error: 'question may be at most 500 characters' }),
      }),
    response: () => z.object({ domain: s.answerText(), answer: s.answerText(), sources: s.answerList(s.answerText()) }),
  }),

  // -- account (free)
  'account.usage': endpoint({
    method: 'GET',
    path: '/v1/usage',
    params: () => z.object(usageWindow()),
    feature: 'account',
    cost: PRICES['account.usage'],
    response: () =>
      z.object({
        owner_id: s.answerText(),
        period: s.period,
        keys: s.answerList(s.apiKeyRecord),
        totals: z.object({
          credits_limit: z.number().int(),
          credits_used: z.number().int(),
          credits_remaining: z.number().int(),
          total_requests: z.number().int(),
        }),
      }),
  }),
  'account.credits': endpoint({
    method: 'GET',
    path: '/v1/credits',
    params: () => none(),
    feature: 'account',
    cost: PRICES['account.credits'],
    response: () => z.object({ plan: s.answerText(), balance: z.number().int(), limit: z.number().int(), used: z.number().int(), reset_at: s.isoTimestamp }),
  }),
  'keys.usage': endpoint({
    method: 'GET',
    path: '/v1/keys/{key_id}/usage',
    params: () => z.object({ key_id: idText('key_id'), ...usageWindow() }),
    feature: 'account',
    cost: PRICES['keys.usage'],
    response: () =>
      z.object({
        key_id: s.answerText(),
        period: s.period,
        timeline: s.answerList(z.object({ date: s.isoDate, requests: z.number().int(), credits_used: z.number().int() })),
        endpoints: s.answerList(z.object({ endpoint: s.answerText(), requests: z.number().int(), credits_used: z.number().int() })),
      }),
  }),
  'keys.list': endpoint({
    method: 'GET',
    path: '/v1/keys',
    params: () => none(),
    feature: 'account',
    cost: PRICES['keys.list'],
    response: () => z.object({ keys: s.answerList(s.apiKeyRecord) }),
  }),
  'keys.create': endpoint({
    method: 'POST',
    path: '/v1/keys',
    params: () => z.object({ name: z.string().trim().min(1, { error: 'name must not be empty' }).max(100, tooLong('name', 100)) }),
    feature: 'account',
    cost: PRICES['keys.create'],
    status: 201,
    response: () => z.object({ key: s.apiKeyRecord, secret: s.apiKey }),
  }),
  'keys.revoke': endpoint({
    method: 'DELETE',
    path: '/v1/keys/{key_id}',
    params: () => id('key_id'),
    feature: 'account',
    cost: PRICES['keys.revoke'],
    response: () => z.object({ revoked: z.literal(true) }),
  }),

  // -- signals (contract.md)
  'signals.query': endpoint({
    method: 'GET',
    path: '/v1/signals/{type}',
    params: () => signalPage(),
    feature: 'signals',
    cache: 'signals',
    cost: PRICES['signals.query'],
    response: () => signalResult(100).extend({ limit: z.number().int(), offset: z.number().int() }),
  }),
  'signals.export': endpoint({
    // Cached like a page of results: the same export again within the TTL is not billed again (a capped one is not kept).
    method: 'GET',
    path: '/v1/signals/{type}/export',
    params: () => signalExport(),
    feature: 'exports',
    billing: 'capped',
    cache: 'signals',
    // Up to 10,000 events, each with its company (about 1 KB): 25 MB leaves room for long names.
    maxAnswerBytes: 25_000_000,
    cost: PRICES['signals.export'],
    response: () => signalResult(10_000).extend({ capped: z.boolean() }),
  }),

  // -- alerts (free; contract.md)
  'alerts.list': endpoint({
    method: 'GET',
    path: '/v1/alerts',
    params: () => none(),
    feature: 'alerts',
    cost: PRICES['alerts.list'],
    response: () => z.object({ alerts: s.answerList(s.alert) }),
  }),
  'alerts.create': endpoint({
    method: 'POST',
    path: '/v1/alerts',
    params: () => z.object(alertInput()),
    feature: 'alerts',
    cost: PRICES['alerts.create'],
    status: 201,
    response: () => z.object({ alert: s.alert, signing_secret: s.answerText().regex(/^whsec_[A-Za-z0-9]{32}$/) }),
  }),
  'alerts.get': endpoint({
    method: 'GET',
    path: '/v1/alerts/{id}',
    params: () => id(),
    feature: 'alerts',
    cost: PRICES['alerts.get'],
    response: () => z.object({ alert: s.alert }),
  }),
  'alerts.update': endpoint({
    method: 'PATCH',
    path: '/v1/alerts/{id}',
    feature: 'alerts',
    cost: PRICES['alerts.update'],
    params: () =>
      z.object({
        id: idText(),
        name: alertInput().name.optional(),
        query: s.savedSignalQuery.optional(),
        webhook_url: alertInput().webhook_url.optional(),
        enabled: z.boolean().optional(),
      }),
    response: () => z.object({ alert: s.alert }),
  }),
  'alerts.delete': endpoint({
    method: 'DELETE',
    path: '/v1/alerts/{id}',
    params: () => id(),
    feature: 'alerts',
    cost: PRICES['alerts.delete'],
    response: () => z.object({ deleted: z.literal(true) }),
  }),
  'alerts.test': endpoint({
    method: 'POST',
    path: '/v1/alerts/{id}/test',
    params: () => id(),
    feature: 'alerts',
    cost: PRICES['alerts.test'],
    response: () => z.object({ delivery: z.object({ status_code: z.number().int(), delivered_at: s.isoTimestamp }) }),
  }),

  // -- audiences (saving is free; profile 1; refresh billed after completion; contract.md)
  'audiences.list': endpoint({
    method: 'GET',
    path: '/v1/audiences',
    params: () => none(),
    feature: 'audiences',
    cost: PRICES['audiences.list'],
    response: () => z.object({ audiences: s.answerList(s.audience) }),
  }),
  'audiences.create': endpoint({
    // Saving is free; a recipe build is a job billed after completion, and a replay must never
    // create a second audience, so it carries an Idempotency-Key.
    method: 'POST',
    path: '/v1/audiences',
    feature: 'audiences',
    cost: PRICES['audiences.create'],
    status: 201,
    billing: 'deferred',
    idempotent: true,
    params: () =>
      z.object({
        name: audienceName(),
        domains: z
          .array(z.string().max(TEXT_LIMITS.domain, tooLong('each domain', TEXT_LIMITS.domain)))
          .max(10_000, { error: 'domains may list at most 10000 domains' })
          .optional(),
        recipe: s.savedSignalQuery.optional(),
      }),
    response: () => z.object({ audience: s.audience, rejected: s.answerList(s.rejectedInput), job: s.job.nullish() }),
  }),
  'audiences.get': endpoint({
    method: 'GET',
    path: '/v1/audiences/{id}',
    params: () => id(),
    feature: 'audiences',
    cost: PRICES['audiences.get'],
    response: () => z.object({ audience: s.audience }),
  }),
  'audiences.update': endpoint({
    method: 'PATCH',
    path: '/v1/audiences/{id}',
    params: () => z.object({ id: idText(), name: audienceName() }),
    feature: 'audiences',
    cost: PRICES['audiences.update'],
    response: () => z.object({ audience: s.audience }),
  }),
  'audiences.delete': endpoint({
    method: 'DELETE',
    path: '/v1/audiences/{id}',
    params: () => id(),
    feature: 'audiences',
    cost: PRICES['audiences.delete'],
    response: () => z.object({ deleted: z.literal(true) }),
  }),
  'audiences.members': endpoint({
    method: 'GET',
    path: '/v1/audiences/{id}/members',
    feature: 'audiences',
    cost: PRICES['audiences.members'],
    params: () => z.object({ id: idText(), ...s.paging(1000, 1000) }),
    response: () =>
      z.object({
        members: s.answerList(z.object({ domain: s.answerText(), added_at: s.isoTimestamp, last_scanned_at: s.isoTimestamp.nullable() }), 1000),
        total: z.number().int(),
        limit: z.number().int(),
        offset: z.number().int(),
      }),
  }),
  'audiences.addMembers': endpoint({
    // Free, but a queued add is replayed after failures: its Idempotency-Key makes a replay apply once.
    method: 'POST',
    path: '/v1/audiences/{id}/members',
    feature: 'audiences',
    cost: PRICES['audiences.addMembers'],
    idempotent: true,
    params: () => z.object({ id: idText(), domains: domainList(10_000) }),
    response: () => z.object({ added: z.number().int(), duplicates: z.number().int(), rejected: s.answerList(s.rejectedInput) }),
  }),
  'audiences.removeMember': endpoint({
    method: 'DELETE',
    path: '/v1/audiences/{id}/members/{domain}',
    params: () => z.object({ id: idText(), domain: s.domainName }),
    feature: 'audiences',
    cost: PRICES['audiences.removeMember'],
    response: () => z.object({ removed: z.literal(true) }),
  }),
  'audiences.profile': endpoint({
    method: 'GET',
    path: '/v1/audiences/{id}/profile',
    feature: 'audiences',
    cache: 'audience',
    cost: PRICES['audiences.profile'],
    params: () => z.object({ id: idText(), technology: nameText('technology').optional(), category: nameText('category').optional() }),
    response: () =>
      z.object({
        members: z.number().int(),
        profiled: z.number().int(),
        technologies: s.answerList(
          z.object({ id: z.number().int(), name: s.answerText(), category: s.answerText(), domains: z.number().int(), share: z.number() }),
        ),
        categories: s.answerList(z.object({ name: s.answerText(), domains: z.number().int(), share: z.number() })),
        cache: z.object({ hit: z.boolean(), computed_at: s.isoTimestamp }),
      }),
  }),
  'audiences.refresh': endpoint({
    method: 'POST',
    path: '/v1/audiences/{id}/refresh',
    params: () => id(),
    feature: 'audiences',
    billing: 'deferred',
    idempotent: true,
    status: 202,
    // At most one credit per member crawled, charged after completion; nothing now.
    cost: PRICES['audiences.refresh'],
    response: () => z.object({ job: s.job }),
  }),

  // -- jobs and lead lists (contract.md)
  'jobs.get': endpoint({
    method: 'GET',
    path: '/v1/jobs/{id}',
    params: () => id(),
    feature: 'account',
    cost: PRICES['jobs.get'],
    response: () => z.object({ job: s.job }),
  }),
  'leadLists.create': endpoint({
    method: 'POST',
    path: '/v1/lead-lists',
    feature: 'lead_lists',
    billing: 'deferred',
    idempotent: true,
    status: 202,
    params: () =>
      z.object({
        name: audienceName(),
        technologies: z
          .array(s.positiveId('technologies'))
          .min(s.LEAD_LIST_BOUNDS.technologies.min, { error: 'technologies must list 1 to 10 technology ids' })
          .max(s.LEAD_LIST_BOUNDS.technologies.max, { error: 'technologies must list 1 to 10 technology ids' }),
        filters: s.companyFilters.default({}),
        max_rows: s.intInRange('max_rows', s.LEAD_LIST_BOUNDS.maxRows.min, s.LEAD_LIST_BOUNDS.maxRows.max),
      }),
    // Billed on rows delivered at completion, capped to the balance: nothing is charged now.
    cost: PRICES['leadLists.create'],
    response: () => z.object({ lead_list: s.leadList }),
  }),
  'leadLists.list': endpoint({
    method: 'GET',
    path: '/v1/lead-lists',
    params: () => none(),
    feature: 'lead_lists',
    cost: PRICES['leadLists.list'],
    response: () => z.object({ lead_lists: s.answerList(s.leadList) }),
  }),
  'leadLists.get': endpoint({
    method: 'GET',
    path: '/v1/lead-lists/{id}',
    params: () => id(),
    feature: 'lead_lists',
    cost: PRICES['leadLists.get'],
    response: () => z.object({ lead_list: s.leadList }),
  }),
  'leadLists.rows': endpoint({
    method: 'GET',
    path: '/v1/lead-lists/{id}/rows',
    feature: 'lead_lists',
    cost: PRICES['leadLists.rows'],
    // Up to 1,000 rows, each with its company, technologies and contacts.
    maxAnswerBytes: 20_000_000,
    params: () => z.object({ id: idText(), ...s.paging(100, 1000) }),
    response: () =>
      z.object({
        rows: s.answerList(
          z.object({
            domain: s.answerText(),
            company: s.companySummary.nullable(),
            technologies: s.answerList(s.technologySummary),
            contacts: s.answerList(z.object({ name: s.answerText(), title: s.answerText(), email: s.answerText().nullable() })),
          }),
          1000,
        ),
        total: z.number().int(),
        limit: z.number().int(),
        offset: z.number().int(),
      }),
  }),
  'leadLists.delete': endpoint({
    method: 'DELETE',
    path: '/v1/lead-lists/{id}',
    params: () => id(),
    feature: 'lead_lists',
    cost: PRICES['leadLists.delete'],
    response: () => z.object({ lead_list: s.leadList.nullish(), deleted: z.boolean() }),
  }),
} satisfies Record<string, EndpointDef>;

export type Endpoints = typeof endpoints;
export type EndpointId = keyof Endpoints;
// The price table names exactly the catalog's endpoints: a new endpoint without a price, or a price
// for an endpoint that is gone, fails the type check.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const pricesMatchCatalog: Same<EndpointId, PricedEndpoint> = true;
void pricesMatchCatalog;
export type ParamsInput<E extends EndpointId> = z.input<Endpoints[E]['params']>;
export type ParamsOutput<E extends EndpointId> = z.output<Endpoints[E]['params']>;
export type ResponseData<E extends EndpointId> = z.output<Endpoints[E]['response']>;

export const endpointIds = Object.keys(endpoints) as EndpointId[];
