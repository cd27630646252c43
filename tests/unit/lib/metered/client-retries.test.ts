import { describe, expect, it } from 'vitest';
import {
  AuthenticationError,
  ConflictError,
  InsufficientCreditsError,
  NetworkError,
  NotFoundError,
  PermissionError,
  RateLimitError,
  ServerError,
  ValidationError,
} from '@/lib/api/errors';
import { domainReport, fail, networkError, ok } from '../support/fake-api';
import { harness, rejectionOf } from '../support/client-harness';

const liveResult = {
  url: 'https://example.com',
  domain: 'example.com',
  mode: 'light',
  detected_at: '2026-11-22T12:00:00Z',
  technologies: [{ id: 1, name: 'React', category: 'JS', version: null, confidence: 90 }],
};
const alertInput = {
  name: 'React adopters',
  webhook_url: 'https://hooks.example.com/x',
  query: { type: 'adoption' as const, technology: 1 },
};

describe('client retries', () => {
  it("waits the server's Retry-After (sleep 3000 for 'Retry-After: 3') and charges once", async () => {
    const { client, fetch, sleep, ledger } = await harness([
      fail(429, 'RATE_LIMIT', 'Rate limit exceeded, retry in 3 seconds', { 'Retry-After': '3' }),
      ok(domainReport()),
    ]);
    const result = await client.call('domain.technologies', { domain: 'example.com' });
    expect(sleep).toHaveBeenCalledTimes(1);
    expect(sleep.mock.calls[0]![0]).toBe(3000);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(result).toMatchObject({ source: 'network', credits: 1 });
    expect(await ledger()).toMatchObject([{ endpoint: 'domain.technologies', status: 200, credits: 1 }]);
  });

  it('throws RateLimitError at once when Retry-After is over 20 s', async () => {
    const { client, fetch, sleep, clock, ledger } = await harness([fail(429, 'RATE_LIMIT', 'wait 45 seconds', { 'Retry-After': '45' })]);
    const error = await rejectionOf(client.call('domain.technologies', { domain: 'example.com' }));
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error).toMatchObject({ retryAfterSeconds: 45, retryAt: clock.now() + 45_000, message: 'Rate limited: wait 45 s' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
    expect(await ledger()).toMatchObject([{ status: 429, credits: 0 }]);
  });

  it.each([
    [0, [150, 300]],
    [1, [300, 600]],
  ])('backs off within bounds on 5xx (random %d → %j ms)', async (r, delays) => {
    const { client, sleep } = await harness([fail(500, 'INTERNAL_ERROR', 'x'), fail(503, 'INTERNAL_ERROR', 'y'), ok(domainReport())], { random: () => r });
    await client.call('domain.technologies', { domain: 'example.com' });
    expect(sleep.mock.calls.map((c) => c[0])).toEqual(delays);
  });

  it('does not repeat a paid signal export after a network error: it may have been billed', async () => {
    const { client, fetch, sleep } = await harness([
      networkError(),
      ok({ events: [], total: 0, window: { since: '2026-10-24', until: '2026-11-23' }, capped: false }),
    ]);
    const error = await rejectionOf(client.call('signals.export', { type: 'adoption', technology: 1, max_rows: 10 }));
    expect(error).toBeInstanceOf(NetworkError);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('sends the same Idempotency-Key on every attempt of a paid POST', async () => {
    const { client, fetch, ledger } = await harness([networkError(), fail(503, 'INTERNAL_ERROR', 'busy'), ok(liveResult)]);
    const result = await client.call('live.detect', { url: 'https://example.com' });
    const keys = fetch.requests.map((r) => r.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(keys).size).toBe(1);
    expect(result.credits).toBe(5);
    expect(await ledger()).toMatchObject([{ endpoint: 'live.detect', status: 200, credits: 5 }]);
  });

  it("uses the caller's Idempotency-Key when given", async () => {
    const { client, fetch } = await harness([ok(liveResult)]);
    await client.call('live.detect', { url: 'https://example.com' }, { idempotencyKey: 'user-click-17' });
    expect(fetch.requests[0]!.headers.get('Idempotency-Key')).toBe('user-click-17');
  });

  it('does not retry a POST that carries no Idempotency-Key', async () => {
    const { client, fetch, sleep } = await harness([fail(503, 'INTERNAL_ERROR', 'busy')]);
    expect(await rejectionOf(client.call('alerts.create', alertInput))).toBeInstanceOf(ServerError);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.requests[0]!.headers.get('Idempotency-Key')).toBeNull();
    expect(sleep).not.toHaveBeenCalled();
  });

  it('does not retry a POST without key after a network error either', async () => {
    const { client, fetch } = await harness([networkError()]);
    expect(await rejectionOf(client.call('alerts.create', alertInput))).toBeInstanceOf(NetworkError);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it.each([
    [400, 'VALIDATION_ERROR', ValidationError],
    [401, 'UNAUTHORIZED', AuthenticationError],
    [402, 'INSUFFICIENT_CREDITS', InsufficientCreditsError],
    [403, 'FORBIDDEN', PermissionError],
    [404, 'NOT_FOUND', NotFoundError],
    [409, 'CONFLICT', ConflictError],
  ] as const)('never retries %i and charges nothing for it', async (status, code, ErrorClass) => {
    const { client, fetch, sleep, ledger } = await harness([fail(status, code, `refused ${status}`)]);
    const error = await rejectionOf(client.call('domain.technologies', { domain: 'example.com' }));
    expect(error).toBeInstanceOf(ErrorClass);
    expect(error).toMatchObject({ status, code, endpoint: 'domain.technologies' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
    expect(await ledger()).toMatchObject([{ status, credits: 0 }]);
  });

  it('gives up after three attempts of a 500 and ledgers one row at 0 credits', async () => {
    const { client, fetch, ledger } = await harness([0, 1, 2].map(() => fail(500, 'INTERNAL_ERROR', 'boom')));
    expect(await rejectionOf(client.call('domain.technologies', { domain: 'example.com' }))).toBeInstanceOf(ServerError);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(await ledger()).toMatchObject([{ status: 500, credits: 0 }]);
  });
});
