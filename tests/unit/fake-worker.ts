// The worker as UI tests see it: the real messenger (lib/messaging/client.ts) and the real dispatch
// (inputs parsed by the protocol's zod schemas, errors sent back as data and rebuilt), in front of only
// the handlers a test gives. Handlers are typed by the protocol, so a fixture cannot drift from it.
import { beforeEach, vi } from 'vitest';
import { browser } from 'wxt/browser';
import type { EndpointId } from '@/lib/api/catalog';
import { ApiError } from '@/lib/api/errors';
import { dispatch, type Handlers } from '@/lib/messaging/background';
import type { CallResultView, MessageType, Outputs, ParsedInput, Request } from '@/lib/messaging/protocol';

/**
 * Some of the worker's handlers (`Partial<Handlers>`). A fixture may answer without a promise, and an
 * ApiError it returns is the worker's error answer (as if thrown).
 */
export type FakeHandlers = { [T in MessageType]?: (input: ParsedInput<T>) => FakeAnswer<T> | Promise<FakeAnswer<T>> };
type FakeAnswer<T extends MessageType> = Outputs[T] | ApiError;
/** `api.call` answers by catalog endpoint, each typed by its endpoint's response. */
export type FakeEndpoints = {
  [E in EndpointId]?: (input: ParsedInput<'api.call'>) => CallResultView<E> | ApiError | Promise<CallResultView<E> | ApiError>;
};
/** One message's handler, for a test that replaces it. */
export type FakeHandler<T extends MessageType> = NonNullable<FakeHandlers[T]>;

/** What a page sent, in order. */
export interface SentMessage {
  type: MessageType;
  payload: Record<string, unknown>;
}

/**
 * Installs a fake worker behind `browser.runtime.sendMessage` before each test of the file. Each test
 * sets the handlers it needs with `reset` (or assigns to `handlers`); a message without a handler is
 * answered with an error naming it, as a missing handler would be a bug of the test.
 */
export function installFakeWorker(defaults: () => FakeHandlers = () => ({})) {
  const handlers: FakeHandlers = {};
  /** `api.call` by endpoint, when the test gives no `api.call` handler of its own. */
  const endpoints: FakeEndpoints = {};
  const sent: SentMessage[] = [];

  function reset(next: FakeHandlers = {}): void {
    for (const k of Object.keys(handlers)) delete handlers[k as MessageType];
    for (const k of Object.keys(endpoints)) delete endpoints[k as EndpointId];
    sent.length = 0;
    Object.assign(handlers, defaults(), next);
  }

  async function answer(message: unknown) {
    const { type, payload } = message as Request;
    sent.push({ type, payload: (payload ?? {}) as Record<string, unknown> });
    const byEndpoint = type === 'api.call' ? endpoints[(payload as { endpoint: EndpointId }).endpoint] : undefined;
    const handler = (handlers[type] ?? byEndpoint) as ((input: unknown) => unknown) | undefined;
    if (!handler) return { ok: false, error: { kind: 'server', message: `The fake worker has no handler for "${type}".` } };
    const run = async (input: unknown) => {
      const result = await handler(input);
      if (result instanceof ApiError) throw result;
      return result;
    };
    return dispatch({ [type]: run } as unknown as Handlers, type, payload);
  }

  beforeEach(() => {
    reset();
    vi.spyOn(browser.runtime, 'sendMessage').mockImplementation(answer as typeof browser.runtime.sendMessage);
  });

  /** The payloads sent as `type`, in order. */
  const sentOf = <T extends MessageType>(type: T) => sent.filter((m) => m.type === type).map((m) => m.payload);
  /** The catalog calls the page made (`api.call`), as endpoint and parameters. */
  const apiCalls = () => sentOf('api.call').map(({ endpoint, params }) => ({ endpoint: endpoint as string, params: params as Record<string, unknown> }));

  return { handlers, endpoints, sent, reset, sentOf, apiCalls };
}

type Answer = (params: Record<string, unknown>) => unknown;

/**
 * `api.call` and `cache.peek` as the worker answers them, over a cache: a call answered from the
 * network is cached; a cached (fresh) entry answers a call for free unless it is a refresh; a stale one
 * is only what `cache.peek` finds. `answers` gives each endpoint's data (or an ApiError) from its params.
 */
export function fakeCatalog(answers: Record<string, Answer>, opts: { now?: () => number; storedAt?: number; credits?: number } = {}) {
  const cache = new Map<string, { data: unknown; source: 'cache' | 'stale-cache' }>();
  const keyOf = (endpoint: string, params: unknown) => JSON.stringify([endpoint, params]);
  const view = (data: unknown, source: CallResultView['source'], storedAt: number, credits: number) => ({ data, source, storedAt, credits }) as CallResultView;
  const handlers: FakeHandlers = {
    'cache.peek': ({ endpoint, params }) => {
      const hit = cache.get(keyOf(endpoint, params));
      return hit ? view(hit.data, hit.source, opts.storedAt ?? 0, 0) : null;
    },
    'api.call': async ({ endpoint, params, refresh }) => {
      const key = keyOf(endpoint, params);
      const hit = cache.get(key);
      if (hit?.source === 'cache' && !refresh) return view(hit.data, 'cache', opts.storedAt ?? 0, 0);
      const answer = answers[endpoint];
      if (!answer) throw new Error(`unexpected call to ${endpoint}`);
      const data = await answer(params);
      if (data instanceof ApiError) return data;
      cache.set(key, { data, source: 'cache' });
      return view(data, 'network', opts.now?.() ?? Date.now(), opts.credits ?? 1);
    },
  };
  /** Puts an entry in the cache, as an earlier call would have (`stale-cache`: past its time to live). */
  const put = (endpoint: string, params: unknown, data: unknown, source: 'cache' | 'stale-cache' = 'cache') =>
    cache.set(keyOf(endpoint, params), { data, source });
  return { handlers, put };
}
