// Zod schemas of the API's resources: published-spec.md where it shows a shape, contract.md where
// it says "not shown". Objects strip unknown keys, so a field the vendor adds is ignored, never an error.
import { z } from 'zod';
import {
  AUDIENCE_KINDS,
  COMPANY_TYPES,
  DOMAIN_RE,
  EMPLOYEE_RANGES,
  FOUNDED,
  HISTORY_STATUSES,
  INDUSTRY_CODE,
  JOB_KINDS,
  JOB_STATUSES,
  SIGNAL_TYPES,
  isPublished,
  type Open,
} from './published';
export * from './published';

// ---- scalars -------------------------------------------------------------------------------

/** Published format of first_seen / last_seen / first_detected / last_detected (UTC: contract.md). */
export const SEEN_TIMESTAMP_RE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;
export const seenTimestamp = z.string().regex(SEEN_TIMESTAMP_RE, { error: 'expected a timestamp formatted YYYY-MM-DD HH:MM:SS' });
/** Every timestamp contract.md adds is ISO 8601 with Z. */
export const isoTimestamp = z.iso.datetime({ error: 'expected an ISO 8601 timestamp ending in Z' });
export const isoDate = z.iso.date({ error: 'expected a date formatted YYYY-MM-DD' });
export const yearMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'expected a month formatted YYYY-MM' });

/** A whole number in [min, max]; the message names the parameter and the allowed range. */
export function intInRange(name: string, min: number, max: number) {
  const msg = `${name} must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ error: msg }).int({ error: msg }).min(min, { error: msg }).max(max, { error: msg });
}
export const positiveId = (name: string) => intInRange(name, 1, Number.MAX_SAFE_INTEGER);

function oneOf<const T extends readonly [string, ...string[]]>(name: string, values: T) {
  return z.enum(values, { error: `${name} must be one of: ${values.join(', ')}` });
}

/**
 * A list the vendor grows, in an answer: any string is accepted and kept as sent, so a value the
 * published lists do not name yet never refuses an answer that was already billed. Parameters keep
 * strict enums (`oneOf`): the client never sends a value the server may refuse.
 */
export function openEnum<const T extends readonly [string, ...string[]]>(_published: T) {
  return z.string().max(ANSWER_LIMITS.text) as unknown as z.ZodType<Open<T[number]>, Open<T[number]>>;
}

/**
 * What an answer may hold (issue 23), generous but finite: a free-text string (a name, a description)
 * at most `text` characters, and a list at most `list` items unless the endpoint's published page is
 * smaller (catalog.ts passes it: 100 companies, 1,000 domains, 10,000 export rows). The transport's
 * byte limit (maxAnswerBytes) bounds the whole answer before it is parsed.
 */
export const ANSWER_LIMITS = { text: 10_000, list: 10_000 } as const;
export const answerText = () => z.string().max(ANSWER_LIMITS.text);
export const answerList = <T extends z.ZodType>(item: T, max: number = ANSWER_LIMITS.list) => z.array(item).max(max);

export const domainName = z.string().regex(DOMAIN_RE, { error: 'domain must be a domain name such as example.com (lowercase, no scheme or path)' });

// ---- published enums and ranges ------------------------------------------------------------

/** Terminal job and lead-list statuses (contract.md); any other status, published or new, is still under way. */
export const FINISHED_STATUSES = ['completed', 'failed', 'canceled'] as const;
export const isFinishedStatus = (status: string) => isPublished(FINISHED_STATUSES, status);

/** `limit`/`offset` with the published default and maximum. */
export function paging(defaultLimit: number, maxLimit: number) {
  return {
    limit: intInRange('limit', 1, maxLimit).default(defaultLimit),
    offset: intInRange('offset', 0, Number.MAX_SAFE_INTEGER).default(0),
  };
}

const filterText = (name: string) =>
  z
    .string()
    .trim()
    .min(1, { error: `${name} must not be empty` })
    .max(100, { error: `${name} may be at most 100 characters` })
    .optional();

/** The company filters shared by the company listings, signals and lead lists (published). */
export const companyFilterShape = {
  country: filterText('country'),
  state: filterText('state'),
  city: filterText('city'),
  industry: filterText('industry'),
  industry_code: intInRange('industry_code', INDUSTRY_CODE.min, INDUSTRY_CODE.max).optional(),
  employees: oneOf('employees', EMPLOYEE_RANGES).optional(),
  company_type: oneOf('company_type', COMPANY_TYPES).optional(),
  founded_min: intInRange('founded_min', FOUNDED.min, FOUNDED.max).optional(),
  founded_max: intInRange('founded_max', FOUNDED.min, FOUNDED.max).optional(),
};
/** Bounds of a lead list's query (contract.md: technologies 1–10 ids, max_rows ≤ 10000). */
export const LEAD_LIST_BOUNDS = { technologies: { min: 1, max: 10 }, maxRows: { min: 1, max: 10_000 } } as const;

export const companyFilters = z.object(companyFilterShape);
export type CompanyFilters = z.infer<typeof companyFilters>;
/** The same filters as an answer echoes them (a saved query): the lists are open. */
export const companyFiltersAnswer = z.object({
  ...companyFilterShape,
  employees: openEnum(EMPLOYEE_RANGES).optional(),
  company_type: openEnum(COMPANY_TYPES).optional(),
});

// ---- resources -----------------------------------------------------------------------------

export const domainTechnology = z.object({
  id: z.number().int(),
  name: answerText(),
  category: answerText(),
  first_seen: seenTimestamp,
  last_seen: seenTimestamp,
  subdomain: answerText(),
});
export type DomainTechnology = z.infer<typeof domainTechnology>;

export const domainHistoryEntry = z.object({
  id: z.number().int(),
  name: answerText(),
  category: answerText(),
  status: openEnum(HISTORY_STATUSES),
  first_seen: seenTimestamp,
  last_seen: seenTimestamp,
});

export const technologySummary = z.object({
  id: z.number().int(),
  name: answerText(),
  category: answerText(),
  category_id: z.number().int(),
  icon: z.url().max(ANSWER_LIMITS.text).nullable(),
});
export type TechnologySummary = z.infer<typeof technologySummary>;

export const technologyInfo = technologySummary.extend({
  description: answerText().nullable(),
  website: answerText().nullable(),
  groups: answerList(z.object({ id: z.number().int(), name: answerText() })),
});

export const companySummary = z.object({
  domain: answerText(),
  name: answerText(),
  industry: answerText().nullable(),
  industry_code: z.number().int().nullable(),
  employees: openEnum(EMPLOYEE_RANGES).nullable(),
  country: answerText().nullable(),
  state: answerText().nullable(),
  city: answerText().nullable(),
  company_type: openEnum(COMPANY_TYPES).nullable(),
  founded: z.number().int().nullable(),
  members: z.number().int(),
  linkedin_url: answerText().nullable(),
});
export type CompanySummary = z.infer<typeof companySummary>;

export const companyRecord = companySummary.extend({
  description: answerText().nullable(),
  specialties: answerList(answerText()),
  website: answerText().nullable(),
  logo: answerText().nullable(),
});
export type CompanyRecord = z.infer<typeof companyRecord>;

export const creditsBlock = z.object({
  limit: z.number().int(),
  used: z.number().int(),
  remaining: z.number().int(),
  reset_at: isoTimestamp,
});

export const apiKeyRecord = z.object({
  id: answerText(),
  key_prefix: answerText(),
  name: answerText(),
  plan: answerText(),
  status: answerText(),
  credits: creditsBlock,
  usage: z.object({
    total_requests: z.number().int(),
    successful_requests: z.number().int(),
    failed_requests: z.number().int(),
  }),
});
export type ApiKeyRecord = z.infer<typeof apiKeyRecord>;

export const period = z.object({ start: isoTimestamp, end: isoTimestamp });

export const signalEvent = z.object({
  id: answerText(),
  type: openEnum(SIGNAL_TYPES),
  domain: answerText(),
  technology: technologySummary,
  other_technology: technologySummary.nullable(),
  occurred_at: isoTimestamp,
  company: companySummary.nullable(),
});
export type SignalEvent = z.infer<typeof signalEvent>;

const savedQueryShape = {
  technology: z.number().int().positive(),
  other_technology: z.number().int().positive().nullish(),
  since: isoDate.nullish(),
};
function requireOther(q: { type: string; other_technology?: number | null }, ctx: z.RefinementCtx) {
  if ((q.type === 'switch' || q.type === 'gap') && !q.other_technology) {
    ctx.addIssue({ code: 'custom', path: ['other_technology'], message: `other_technology is required for ${q.type} signals` });
  }
}
/** A saved signal query sent to the API (alerts, audience recipes): strict lists. */
export const savedSignalQuery = z.object({ type: z.enum(SIGNAL_TYPES), ...savedQueryShape, filters: companyFilters.default({}) }).superRefine(requireOther);
/** A saved signal query as an answer returns it: open lists. */
export const savedSignalQueryAnswer = z
  .object({ type: openEnum(SIGNAL_TYPES), ...savedQueryShape, filters: companyFiltersAnswer.default({}) })
  .superRefine(requireOther);
export type SavedSignalQuery = z.infer<typeof savedSignalQuery>;
export type SavedSignalQueryAnswer = z.infer<typeof savedSignalQueryAnswer>;

export const alert = z.object({
  id: answerText(),
  name: answerText(),
  query: savedSignalQueryAnswer,
  webhook_url: answerText(),
  enabled: z.boolean(),
  created_at: isoTimestamp,
  updated_at: isoTimestamp,
  last_fired_at: isoTimestamp.nullable(),
  deliveries: z.number().int(),
});
export type Alert = z.infer<typeof alert>;

export const audience = z.object({
  id: answerText(),
  name: answerText(),
  kind: openEnum(AUDIENCE_KINDS),
  size: z.number().int(),
  created_at: isoTimestamp,
  updated_at: isoTimestamp,
  last_refreshed_at: isoTimestamp.nullable(),
});
export type Audience = z.infer<typeof audience>;

export const rejectedInput = z.object({ input: answerText(), reason: answerText() });

export const job = z.object({
  id: answerText(),
  kind: openEnum(JOB_KINDS),
  status: openEnum(JOB_STATUSES),
  total: z.number().int(),
  processed: z.number().int(),
  skipped: z.number().int(),
  credits_charged: z.number().int(),
  created_at: isoTimestamp,
  finished_at: isoTimestamp.nullable(),
  error: answerText().nullable(),
});
export type Job = z.infer<typeof job>;

export const leadList = z.object({
  id: answerText(),
  name: answerText(),
  status: openEnum(JOB_STATUSES),
  estimate_rows: z.number().int(),
  rows_delivered: z.number().int(),
  credits_charged: z.number().int(),
  capped: z.boolean(),
  created_at: isoTimestamp,
  finished_at: isoTimestamp.nullable(),
  error: answerText().nullable(),
});
export type LeadList = z.infer<typeof leadList>;

// ---- envelopes -----------------------------------------------------------------------------

export const errorBody = z.object({ code: answerText(), message: answerText() });
export const errorEnvelope = z.object({ success: z.literal(false), error: errorBody });

export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

/** Published error codes; contract.md adds INSUFFICIENT_CREDITS for 402. */
export const ERROR_CODES = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHORIZED',
  402: 'INSUFFICIENT_CREDITS',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'RATE_LIMIT',
  500: 'INTERNAL_ERROR',
} as const;

/** Key formats (published): prefix + 32 characters. */
export const API_KEY_RE = /^tapi_(live|test)_[A-Za-z0-9]{32}$/;
export const apiKey = answerText().trim().regex(API_KEY_RE, { error: 'The API key must be tapi_live_ or tapi_test_ followed by 32 letters or digits' });
