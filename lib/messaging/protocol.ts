// The one UI ⇄ background protocol: everything a page may ask of the worker, with the zod schema
// its input is parsed with. The key itself never appears in any output type.
import { z } from 'zod';
import { endpointIds, type EndpointId, type ResponseData } from '@/lib/api/catalog';
import type { ApiErrorData } from '@/lib/api/errors';

/** What pages may know about the key (issue 3): never the key itself. */
export interface KeyDescription {
  configured: boolean;
  mode: 'live' | 'test' | null;
  last4: string | null;
  plan: string | null;
}

export interface BalanceView {
  plan: string | null;
  balance: number | null;
  limit: number | null;
  resetAt: string | null;
  syncedAt: number | null;
}

export interface CallResultView<E extends EndpointId = EndpointId> {
  data: ResponseData<E>;
  source: 'network' | 'cache' | 'stale-cache';
  storedAt: number;
  credits: number;
  capped?: boolean;
}

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
  'settings.update': z.object({ baseUrl: baseUrl.optional() }),
  'credits.get': z.object({ sync: z.boolean().default(false) }),
  'api.call': z.object({
    endpoint: z.enum(pageCallable, { error: 'endpoint is not one a page may call' }),
    params: z.record(z.string(), z.unknown()).default({}),
    refresh: z.boolean().optional(),
    idempotencyKey: z.string().min(8).max(100).optional(),
  }),
  'ledger.list': z.object({ limit: z.number().int().min(1).max(10_000).default(200) }),
} as const;

export interface LedgerRowView {
  id?: number;
  at: number;
  endpoint: string;
  feature: string;
  params: string;
  status: number | string;
  credits: number;
  durationMs: number;
  mode: 'live' | 'test';
}

export interface SettingsView {
  baseUrl: string;
  defaultBaseUrl: string;
}

export interface KeySaved {
  key: KeyDescription;
  balance: BalanceView;
}

/** Output of each message. */
export interface Outputs {
  'key.describe': KeyDescription;
  'key.save': KeySaved;
  'key.remove': KeyDescription;
  'settings.get': SettingsView;
  'settings.update': SettingsView;
  'credits.get': BalanceView;
  'api.call': CallResultView;
  'ledger.list': LedgerRowView[];
}

export type MessageType = keyof typeof inputs;
export type MessageInput<T extends MessageType> = z.input<(typeof inputs)[T]>;
export type ParsedInput<T extends MessageType> = z.output<(typeof inputs)[T]>;

/** Every message carries this tag so unrelated runtime messages are ignored. */
export const CHANNEL = 'stacklens/v1';
export interface Request<T extends MessageType = MessageType> {
  channel: typeof CHANNEL;
  type: T;
  payload: MessageInput<T>;
}
export type Reply<T extends MessageType = MessageType> = { ok: true; data: Outputs[T] } | { ok: false; error: ApiErrorData };
