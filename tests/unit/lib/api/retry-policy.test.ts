import { describe, expect, it } from 'vitest';
import { backoffDelay, decideRetry, DEFAULT_RETRY_POLICY, parseRetryAfter, type RetryInput } from '@/lib/api/retry-policy';

const base: RetryInput = { method: 'GET', hasIdempotencyKey: false, attempt: 1, random: () => 0.5 };
const NOW = Date.UTC(2026, 10, 22, 12);

describe('decideRetry', () => {
  it.each<[string, Partial<RetryInput>, ReturnType<typeof decideRetry>]>([
    ['429 waits Retry-After seconds', { status: 429, retryAfterHeader: '3' }, { retry: true, delayMs: 3000 }],
    ['429 waits an HTTP-date Retry-After', { status: 429, retryAfterHeader: new Date(NOW + 7000).toUTCString(), now: NOW }, { retry: true, delayMs: 7000 }],
    ['429 waits exactly the 20 s limit', { status: 429, retryAfterHeader: '20' }, { retry: true, delayMs: 20_000 }],
    ['429 without Retry-After backs off', { status: 429 }, { retry: true, delayMs: 225 }],
    ['500 backs off', { status: 500 }, { retry: true, delayMs: 225 }],
    ['502 backs off', { status: 502, attempt: 2 }, { retry: true, delayMs: 450 }],
    ['503 backs off', { status: 503 }, { retry: true, delayMs: 225 }],
    ['504 backs off', { status: 504 }, { retry: true, delayMs: 225 }],
    ['network error backs off', { errorKind: 'network' }, { retry: true, delayMs: 225 }],
    ['timeout backs off', { errorKind: 'timeout' }, { retry: true, delayMs: 225 }],
    ['POST with an Idempotency-Key retries', { status: 503, method: 'POST', hasIdempotencyKey: true }, { retry: true, delayMs: 225 }],
    ['a paid export retries a 500 (an error is never billed)', { status: 500, lostAnswerMayBeBilled: true }, { retry: true, delayMs: 225 }],
  ])('%s', (_, input, expected) => {
    expect(decideRetry({ ...base, ...input })).toEqual(expected);
  });

  it.each<[string, Partial<RetryInput>]>([
    ['429 with Retry-After over 20 s', { status: 429, retryAfterHeader: '21' }],
    ['429 for a screen that counts the wait down itself', { status: 429, retryAfterHeader: '8', waitOnRateLimit: false }],
    ['429 with a far HTTP date', { status: 429, retryAfterHeader: new Date(NOW + 60_000).toUTCString(), now: NOW }],
    ['400', { status: 400 }],
    ['401', { status: 401 }],
    ['402', { status: 402 }],
    ['403', { status: 403 }],
    ['404', { status: 404 }],
    ['409', { status: 409 }],
    ['501', { status: 501 }],
    ['a success', { status: 200 }],
    ['POST without an Idempotency-Key on 503', { status: 503, method: 'POST' }],
    ['POST without an Idempotency-Key on a network error', { errorKind: 'network', method: 'POST' }],
    ['PATCH without an Idempotency-Key', { status: 500, method: 'PATCH' }],
    ['DELETE without an Idempotency-Key', { status: 500, method: 'DELETE' }],
    ['the third attempt of a 500', { status: 500, attempt: 3 }],
    ['the third attempt of a 429, even with a short wait', { status: 429, retryAfterHeader: '1', attempt: 3 }],
    ['the third timeout', { errorKind: 'timeout', attempt: 3 }],
    ['a paid GET or export that timed out (it may have been billed)', { errorKind: 'timeout', lostAnswerMayBeBilled: true }],
    ['a paid GET or export that lost its connection (it may have been billed)', { errorKind: 'network', lostAnswerMayBeBilled: true }],
  ])('does not retry %s', (_, input) => {
    const decision = decideRetry({ ...base, ...input });
    expect(decision.retry).toBe(false);
    if (!decision.retry) expect(decision.reason).toMatch(/\w/);
  });
});

describe('backoffDelay', () => {
  it.each([
    [1, 150, 300],
    [2, 300, 600],
    [3, 600, 1200],
    [6, 2000, 4000],
    [20, 2000, 4000],
  ])('attempt %i stays within [%i, %i] ms', (attempt, min, max) => {
    expect(backoffDelay(attempt, () => 0)).toBe(min);
    expect(backoffDelay(attempt, () => 0.999999)).toBeLessThanOrEqual(max);
    expect(backoffDelay(attempt, () => 1)).toBe(max);
    expect(backoffDelay(attempt, () => 0.5, DEFAULT_RETRY_POLICY)).toBeGreaterThan(min);
  });
});

describe('parseRetryAfter', () => {
  it.each([
    ['3', 3000],
    [' 12 ', 12_000],
    ['0', 0],
    ['', null],
    ['soon', null],
  ])('%j → %s ms', (header, expected) => {
    expect(parseRetryAfter(header, NOW)).toBe(expected);
  });

  it('reads a past HTTP date as no wait', () => {
    expect(parseRetryAfter(new Date(NOW - 5000).toUTCString(), NOW)).toBe(0);
    expect(parseRetryAfter(null, NOW)).toBeNull();
  });
});
