// Zod schemas of every protocol message's input: the worker parses each request with these.
import type { FitCondition } from '@/lib/fit/conditions';
import { z } from 'zod';
import { endpointIds, endpoints, type EndpointId, type Feature } from '@/lib/api/catalog';
import { audienceInputs } from './features/audiences';
import { jobInputs } from './features/jobs';
import { leadListInputs } from './features/lead-lists';
import { hiddenInputs } from './features/hidden';
import { localInputs } from './features/local';
import { popupInputs } from './features/popup';
import { reachInputs } from './features/reach';
import { signalInputs } from './features/signals';
import { baseUrlSchema } from '@/lib/api/base-url';
import { ownRequest, ownRequestMessage } from './handled-endpoints';

/** Endpoints a page may not call through `api.call`: they mint or revoke the key (dedicated flows). */
export const WORKER_ONLY_ENDPOINTS = ['keys.create', 'keys.revoke'] as const satisfies readonly EndpointId[];
const pageCallable = endpointIds.filter((id) => !(WORKER_ONLY_ENDPOINTS as readonly string[]).includes(id)) as [EndpointId, ...EndpointId[]];

export { FIRST_FRAME_MAX_CHARS } from './features/popup';

export const FEATURES = [...new Set(endpointIds.map((id) => endpoints[id].feature))] as [Feature, ...Feature[]];
/** A spend cap: a whole number of credits, or null for none. */
const cap = (name: string) =>
  z
    .number({ error: `${name} cap must be a number of credits` })
    .int({ error: `${name} cap must be a whole number of credits` })
    .min(1, { error: `${name} cap must be at least 1 credit, or empty for no cap` })
    .max(10_000_000)
    .nullable();

const baseUrl = baseUrlSchema;
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'a day must be written YYYY-MM-DD' });

const coreInputs = {
  'keys.describe': z.object({}),
  'keys.save': z.object({ key: z.string().max(200), baseUrl: baseUrl.optional() }),
  /** clearBrowsingData: also clear the cache, visits and the ledger's domains (lib/keys/browsing-data.ts). */
  'keys.remove': z.object({ clearBrowsingData: z.boolean().default(false) }),
  'browsingData.count': z.object({}),
  'settings.get': z.object({}),
  'settings.update': z.object({
    baseUrl: baseUrl.optional(),
    askBeforeLookup: z.boolean().optional(),
    lookupChoiceMade: z.boolean().optional(),
    badge: z.boolean().optional(),
    resolveLocalNames: z.boolean().optional(),
    theme: z.enum(['system', 'light', 'dark'], { error: 'theme must be system, light or dark' }).optional(),
    // Ranges are checked by the settings schema (lib/db/settings.ts), which names the allowed values.
    cacheTtl: z.record(z.string(), z.number()).optional(),
    cacheMaxBytes: z.number().optional(),
    // Checked by the settings schema (lib/fit/schema.ts), which names what is allowed.
    idealCustomer: z.array(z.custom<FitCondition>()).optional(),
    fitBadge: z.boolean().optional(),
  }),
  'cache.stats': z.object({}),
  'cache.clear': z.object({}),
  // Settings › Storage: what the cache, the ledger and the audiences hold (counts, no scan).
  'storage.stats': z.object({}),
  // Deletes every ledger row (spend history and what budgets count); the server's own usage is unchanged.
  'ledger.clear': z.object({}),
  'budgets.get': z.object({}),
  // Free and local: which cap, if any, a confirmation's spend would cross.
  // The spend by feature: one call's, or several calls' confirmed together (a technology page's parts).
  'budgets.check': z.object({
    spend: z.partialRecord(z.enum(FEATURES, { error: `feature must be one of: ${FEATURES.join(', ')}` }), z.number().int().min(0).max(10_000_000)),
  }),
  'budgets.update': z.object({
    daily: cap('daily').optional(),
    monthly: cap('monthly').optional(),
    perFeature: z
      .partialRecord(z.enum(FEATURES, { error: `feature must be one of: ${FEATURES.join(', ')}` }), z.object({ daily: cap('daily'), monthly: cap('monthly') }))
      .optional(),
  }),
  'keys.rotate': z.object({ name: z.string().trim().min(1).max(100).default('StackLens') }),
  'domain.resolve': z.object({ input: z.string().max(4000) }),
  'domain.normalize': z.object({ inputs: z.array(z.string().max(4000)).max(10_000, { error: 'at most 10,000 lines at once' }) }),
  'cache.peek': z.object({ endpoint: z.enum(pageCallable), params: z.record(z.string(), z.unknown()).default({}) }),
  'catalog.known': z.object({ ids: z.array(z.number().int().positive()).max(5000) }),
  /** Technologies seen in any answer whose name contains the text: what every picker offers for free. */
  'catalog.suggest': z.object({ query: z.string().max(100), limit: z.number().int().min(1).max(50).default(20) }),
  'visit.record': z.object({ domain: z.string().min(1).max(253), technologies: z.array(z.string().max(200)).max(5000) }),
  'credits.get': z.object({ sync: z.boolean().default(false) }),
  'api.call': z.object({
    // Lead-list, audience-job and alert endpoints only through their own requests (handled-endpoints.ts).
    endpoint: z.enum(pageCallable, { error: 'endpoint is not one a page may call' }).superRefine((endpoint, issue) => {
      const request = ownRequest(endpoint);
      if (request) issue.addIssue({ code: 'custom', message: ownRequestMessage(endpoint, request) });
    }),
    params: z.record(z.string(), z.unknown()).default({}),
    refresh: z.boolean().optional(),
  }),
  'ledger.list': z.object({
    limit: z.number().int().min(1).max(100_000).default(200),
    /** Epoch ms, inclusive / exclusive. */
    since: z.number().int().optional(),
    until: z.number().int().optional(),
    feature: z.enum(FEATURES).optional(),
    endpoint: z.enum(endpointIds as [EndpointId, ...EndpointId[]]).optional(),
  }),
  /** A period's figures (UTC days, both included) from the ledger's running totals. */
  'ledger.summary': z.object({ start: isoDay, end: isoDay }),
  /** A page of a period's billed calls, newest first unless `oldestFirst`, after `cursor`. */
  'ledger.page': z.object({
    since: z.number().int(),
    until: z.number().int(),
    feature: z.enum(FEATURES).optional(),
    text: z.string().max(200).optional(),
    endpoints: z
      .array(z.enum(endpointIds as [EndpointId, ...EndpointId[]]))
      .max(endpointIds.length)
      .optional(),
    oldestFirst: z.boolean().default(false),
    cursor: z.object({ at: z.number().int(), id: z.number().int() }).nullable().default(null),
    limit: z.number().int().min(1).max(1000).default(50),
  }),
  /** Settles "possibly billed" rows from /v1/usage (free); `graceMs` 0 includes requests that just failed. */
  'ledger.reconcile': z.object({ graceMs: z.number().int().min(0).max(86_400_000).optional() }),
} as const;

/** Every message: the core ones above and each feature's (lib/messaging/features/). */
export const inputs = {
  ...coreInputs,
  ...jobInputs,
  ...leadListInputs,
  ...signalInputs,
  ...audienceInputs,
  ...localInputs,
  ...hiddenInputs,
  ...popupInputs,
  ...reachInputs,
} as const;
