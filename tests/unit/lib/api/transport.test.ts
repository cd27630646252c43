import { describe, expect, it, vi } from 'vitest';
import { createTransport, type TransportRequest } from '@/lib/api/transport';
import {
  AbortedError,
  type ApiError,
  NetworkError,
  NoKeyError,
  RateLimitError,
  ResponseValidationError,
  ServerError,
  TimeoutError,
  ValidationError,
} from '@/lib/api/errors';
import { fail, hang, LIVE_KEY, manualClock, networkError, ok, scriptedFetch, type Step } from '../support/fake-api';
import { eventually } from '../../async-bounds';

function setup(script: Step[], opts: { key?: string | null; attemptTimeoutMs?: number; random?: () => number } = {}) {
  const fetch = scriptedFetch(script);
  const sleep = vi.fn(async (_ms: number, _signal?: AbortSignal) => undefined);
  const clock = manualClock();
  const transport = createTransport({
    baseUrl: 'https://api.test/',
    getKey: async () => (opts.key === undefined ? LIVE_KEY : opts.key),
    fetch,
    sleep,
    random: opts.random ?? (() => 0.5),
    now: clock.now,
    attemptTimeoutMs: opts.attemptTimeoutMs,
  });
  return { fetch, sleep, transport, clock };
}

const get: TransportRequest = { endpoint: 'domain.technologies', method: 'GET', path: '/v1/domain/example.com' };

async function rejection(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected a rejection');
}

describe('transport', () => {
  it('sends the key as a Bearer header, never in the URL, and unwraps the envelope', async () => {
    const { fetch, transport } = setup([ok({ hello: 'world' }, { 'X-Credits-Cost': '1', 'X-Credits-Remaining': '41', 'X-Test-Mode': 'true' })]);
    const result = await transport.send(get);
    expect(result).toMatchObject({
      status: 200,
      data: { hello: 'world' },
      attempts: 1,
      headers: { creditsCost: 1, creditsRemaining: 41, testMode: true, exportCapped: false },
    });
    const req = fetch.requests[0]!;
    expect(req.url).toBe('https://api.test/v1/domain/example.com');
    expect(req.url).not.toContain(LIVE_KEY);
    expect(req.headers.get('Authorization')).toBe(`Bearer ${LIVE_KEY}`);
    expect(req.headers.get('Idempotency-Key')).toBeNull();
  });

  it('sends JSON bodies', async () => {
    const { fetch, transport } = setup([ok({ results: [] })]);
    await transport.send({
      endpoint: 'technologies.lookup',
      method: 'POST',
      path: '/v1/technologies/lookup',
      body: { names: ['React'] },
      idempotencyKey: 'k-1',
    });
    const req = fetch.requests[0]!;
    expect(req.method).toBe('POST');
    expect(req.headers.get('content-type')).toMatch(/application\/json/);
    expect(await req.json()).toEqual({ names: ['React'] });
    expect(req.headers.get('Idempotency-Key')).toBe('k-1');
  });

  it('refuses without a key before any request', async () => {
    const { fetch, transport } = setup([], { key: null });
    expect(await rejection(transport.send(get))).toBeInstanceOf(NoKeyError);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('maps a 2xx without an envelope to ResponseValidationError, with the charge attached', async () => {
    const { transport } = setup([new Response('<html>hi</html>', { status: 200, headers: { 'X-Credits-Cost': '1' } })]);
    const error = await rejection(transport.send(get));
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(error.charge).toMatchObject({ status: 200, creditsCost: 1, attempts: 1 });
  });

  it('maps a non-JSON 5xx to ServerError after three attempts', async () => {
    const page = () => new Response('Bad gateway', { status: 502 });
    const { fetch, transport } = setup([page(), page(), page()]);
    const error = await rejection(transport.send(get));
    expect(error).toBeInstanceOf(ServerError);
    expect(error).toMatchObject({ status: 502 });
    expect(error.charge).toMatchObject({ status: 502, attempts: 3, creditsCost: null });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('maps a 400 to ValidationError with the server message, scrubbed of any key', async () => {
    const { transport } = setup([fail(400, 'VALIDATION_ERROR', `limit is too large (key ${LIVE_KEY})`)]);
    const error = await rejection(transport.send(get));
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(JSON.stringify(error)).not.toContain(LIVE_KEY);
    expect(error.message).toContain('limit is too large');
  });

  it('reports a long Retry-After as a RateLimitError with the wait, at once', async () => {
    const { fetch, sleep, transport, clock } = setup([fail(429, 'RATE_LIMIT', 'wait 60 seconds', { 'Retry-After': '60' })]);
    const error = await rejection(transport.send(get));
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error).toMatchObject({ retryAfterSeconds: 60, retryAt: clock.now() + 60_000, message: 'Rate limited: wait 60 s' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('retries network errors and reports NetworkError after three attempts', async () => {
    const { fetch, sleep, transport } = setup([networkError(), networkError(), networkError()]);
    expect(await rejection(transport.send(get))).toBeInstanceOf(NetworkError);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(sleep).toHaveBeenCalledTimes(2);
  });

  it('gives every attempt its own timeout', async () => {
    const { fetch, transport } = setup([hang, hang, ok({ late: false })], { attemptTimeoutMs: 5 });
    const result = await transport.send(get);
    expect(result).toMatchObject({ attempts: 3, data: { late: false } });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('reports TimeoutError when every attempt times out', async () => {
    const { transport } = setup([hang, hang, hang], { attemptTimeoutMs: 5 });
    const error = await rejection(transport.send(get));
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error.charge).toMatchObject({ status: null, attempts: 3 });
  });

  it('refuses an attempt timeout of 30 s or more', () => {
    expect(() => createTransport({ baseUrl: 'https://x', getKey: async () => null, attemptTimeoutMs: 30_000 })).toThrow(RangeError);
  });

  it("aborts a request in flight on the caller's signal", async () => {
    const { fetch, transport } = setup([hang, ok({})]);
    const controller = new AbortController();
    const pending = transport.send({ ...get, signal: controller.signal });
    await eventually(() => expect(fetch).toHaveBeenCalledTimes(1));
    controller.abort();
    const error = await rejection(pending);
    expect(error).toBeInstanceOf(AbortedError);
    expect(error.charge).toMatchObject({ status: null, attempts: 1 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('aborts during a retry wait', async () => {
    const controller = new AbortController();
    const { transport, sleep } = setup([fail(503, 'INTERNAL_ERROR', 'busy')]);
    sleep.mockImplementation(async () => {
      controller.abort();
      throw new AbortedError();
    });
    const error = await rejection(transport.send({ ...get, signal: controller.signal }));
    expect(error).toBeInstanceOf(AbortedError);
    expect(error.charge).toMatchObject({ status: 503, attempts: 1 });
  });

  it('sums X-Credits-Cost over attempts and keeps the last X-Credits-Remaining', async () => {
    const { transport } = setup([
      fail(500, 'INTERNAL_ERROR', 'x', { 'X-Credits-Cost': '0', 'X-Credits-Remaining': '10' }),
      ok({ a: 1 }, { 'X-Credits-Cost': '1', 'X-Credits-Remaining': '9', 'X-Export-Capped': 'credits' }),
    ]);
    const result = await transport.send(get);
    expect(result.headers).toEqual({ creditsCost: 1, creditsRemaining: 9, testMode: false, exportCapped: true });
    expect(result.attempts).toBe(2);
  });
});

describe('transport cancellation before the first attempt', () => {
  it('sends nothing when the signal is aborted while the key is read', async () => {
    const fetch = scriptedFetch([ok({})]);
    const controller = new AbortController();
    const transport = createTransport({
      baseUrl: 'https://api.test',
      fetch,
      sleep: async () => undefined,
      getKey: async () => {
        controller.abort();
        return LIVE_KEY;
      },
    });
    const error = await rejection(transport.send({ ...get, signal: controller.signal }));
    expect(error).toBeInstanceOf(AbortedError);
    expect(error.charge).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
  });
});
