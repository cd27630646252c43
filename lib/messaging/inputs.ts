// Zod schemas of every protocol message's input: the worker parses each request with these.
import { z } from 'zod';
import { endpointIds, type EndpointId } from '@/lib/api/catalog';

/** Endpoints a page may not call through `api.call`: they mint or revoke the key (dedicated flows). */
export const WORKER_ONLY_ENDPOINTS = ['keys.create', 'keys.revoke'] as const satisfies readonly EndpointId[];
const pageCallable = endpointIds.filter((id) => !(WORKER_ONLY_ENDPOINTS as readonly string[]).includes(id)) as [EndpointId, ...EndpointId[]];

const baseUrl = z
  .url({ error: 'API base URL must be a full URL such as https://api.example.com' })
  .refine((u) => /^https?:$/.test(new URL(u).protocol), { error: 'API base URL must start with https:// or http://' });

export const inputs = {
  'key.describe': z.object({}),
  'key.save': z.object({ key: z.string().max(200), baseUrl: baseUrl.optional() }),
  'key.remove': z.object({}),
  'settings.get': z.object({}),
  'settings.update': z.object({
    baseUrl: baseUrl.optional(),
    askBeforeLookup: z.boolean().optional(),
    badge: z.boolean().optional(),
  }),
  'domain.resolve': z.object({ input: z.string().max(4000) }),
  'popup.open': z.object({ input: z.string().max(4000).nullable() }),
  'cache.peek': z.object({ endpoint: z.enum(pageCallable), params: z.record(z.string(), z.unknown()).default({}) }),
  'catalog.known': z.object({ ids: z.array(z.number().int().positive()).max(5000) }),
  'visit.record': z.object({ domain: z.string().min(1).max(253), technologies: z.array(z.string().max(200)).max(5000) }),
  'credits.get': z.object({ sync: z.boolean().default(false) }),
  'api.call': z.object({
    endpoint: z.enum(pageCallable, { error: 'endpoint is not one a page may call' }),
    params: z.record(z.string(), z.unknown()).default({}),
    refresh: z.boolean().optional(),
    idempotencyKey: z.string().min(8).max(100).optional(),
  }),
  'ledger.list': z.object({ limit: z.number().int().min(1).max(10_000).default(200) }),
} as const;

