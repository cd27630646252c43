import { describe, expect, it } from 'vitest';
import {
  AbortedError,
  ApiError,
  AuthenticationError,
  BudgetError,
  ConflictError,
  InsufficientCreditsError,
  NetworkError,
  NoKeyError,
  NotFoundError,
  PermissionError,
  RateLimitError,
  ResponseValidationError,
  ServerError,
  TimeoutError,
  ValidationError,
  errorForStatus,
  scrubSecrets,
  toApiError,
} from '@/lib/api/errors';
import { ParamsError } from '@/lib/api/request';
import { LIVE_KEY, TEST_KEY } from '../support/fake-api';

describe('ApiError', () => {
  const samples: ApiError[] = [
    new ValidationError({
      message: 'limit must be a whole number from 1 to 100',
      param: 'limit',
      status: 400,
      code: 'VALIDATION_ERROR',
      endpoint: 'companies.search',
    }),
    new AuthenticationError({ status: 401, code: 'UNAUTHORIZED' }),
    new PermissionError({ status: 403, code: 'FORBIDDEN', endpoint: 'signals.query' }),
    new NotFoundError({ status: 404, detail: 'No data found for example.com' }),
    new ConflictError({ status: 409, detail: 'name already used' }),
    new RateLimitError({ status: 429, retryAfterSeconds: 12, retryAt: 1_800_000_012_000 }),
    new InsufficientCreditsError({ cost: 5, balance: 3, resetAt: '2026-12-01T00:00:00Z', endpoint: 'live.detect' }),
    new BudgetError({ cap: 'daily cap of 50 credits for live_detection' }),
    new ServerError({ status: 503 }),
    new NetworkError(),
    new TimeoutError(),
    new ResponseValidationError({ issues: 'domain: expected string' }),
    new AbortedError(),
    new NoKeyError(),
  ];

  it.each(samples.map((e) => [e.name, e] as const))('%s survives JSON and is rebuilt as the same class', (_, error) => {
    const wire = JSON.parse(JSON.stringify(error)) as unknown;
    const rebuilt = ApiError.fromData(wire);
    expect(rebuilt).toBeInstanceOf(error.constructor);
    expect(rebuilt).toBeInstanceOf(ApiError);
    expect(rebuilt.kind).toBe(error.kind);
    expect(rebuilt.message).toBe(error.message);
    expect(rebuilt.toJSON()).toEqual(error.toJSON());
  });

  it('words messages as what the user can do', () => {
    expect(new NoKeyError().message).toBe('Set your API key in Settings');
    expect(new RateLimitError({ retryAfterSeconds: 12 }).message).toBe('Rate limited: wait 12 s');
    expect(new InsufficientCreditsError({ cost: 5, balance: 3, resetAt: '2026-12-01T00:00:00Z' }).message).toBe(
      'Not enough credits: this costs 5, your balance is 3; credits reset on 2026-12-01',
    );
    expect(new PermissionError().message).toBe('Your plan does not include this feature — upgrade your plan');
  });

  it('keeps the fields a caller needs', () => {
    const e = ApiError.fromData(JSON.parse(JSON.stringify(new RateLimitError({ retryAfterSeconds: 12, retryAt: 42 })))) as RateLimitError;
    expect(e).toMatchObject({ retryAfterSeconds: 12, retryAt: 42, kind: 'rate_limit' });
  });

  it('does not serialise the ledger charge', () => {
    const e = new ServerError({ status: 500 });
    e.charge = { status: 500, creditsCost: 0, creditsRemaining: 9, testMode: false, attempts: 3, durationMs: 10 };
    expect(JSON.stringify(e)).not.toContain('attempts');
  });

  it('rebuilds unknown data as a ServerError rather than throwing', () => {
    expect(ApiError.fromData({ kind: 'martian', message: 'x' })).toBeInstanceOf(ServerError);
    expect(ApiError.fromData(null)).toBeInstanceOf(ServerError);
  });

  it('turns a local parameter refusal into a ValidationError naming the parameter', () => {
    const e = toApiError(new ParamsError('years must be a whole number from 1 to 20', 'years'), 'technology.history');
    expect(e).toBeInstanceOf(ValidationError);
    expect(e).toMatchObject({ param: 'years', endpoint: 'technology.history', message: 'years must be a whole number from 1 to 20' });
  });
});

describe('errorForStatus: a non-2xx answer as what the user can do about it', () => {
  it.each([
    [400, ValidationError, 'validation'],
    [401, AuthenticationError, 'authentication'],
    [402, InsufficientCreditsError, 'insufficient_credits'],
    [403, PermissionError, 'permission'],
    [404, NotFoundError, 'not_found'],
    [408, TimeoutError, 'timeout'],
    [409, ConflictError, 'conflict'],
    [418, ValidationError, 'validation'],
    [429, RateLimitError, 'rate_limit'],
    [500, ServerError, 'server'],
    [503, ServerError, 'server'],
  ] as const)('HTTP %i is a %O', (status, Class, kind) => {
    const error = errorForStatus(status, { endpoint: 'domain.technologies', code: 'X' });
    expect(error).toBeInstanceOf(Class);
    expect(error).toMatchObject({ kind, status, endpoint: 'domain.technologies', code: 'X' });
  });

  it('says how long a rate limit lasts when the server said so, and names an unlisted status', () => {
    expect(errorForStatus(429, {}, { retryAfterSeconds: 3, retryAt: 5_000 })).toMatchObject({ retryAfterSeconds: 3, retryAt: 5_000 });
    expect(errorForStatus(418, { detail: 'teapot' }).message).toBe('The service refused the request (HTTP 418): teapot');
  });
});

describe('toApiError on a page', () => {
  it('rebuilds the plain-data form a page kept in state as the typed error, with what the user can do', () => {
    const e = toApiError({ kind: 'rate_limit', message: 'Too many requests.', retryAt: 123, retryAfterSeconds: 30 });
    expect(e).toBeInstanceOf(RateLimitError);
    expect(e).toMatchObject({ retryAt: 123, retryAfterSeconds: 30, message: 'Too many requests.' });
  });

  it('keeps the message of a local error that names its kind (an offline store refusal)', () => {
    const e = toApiError(Object.assign(new Error('StackLens could not reach the API. Check your connection.'), { kind: 'network' }));
    expect(e.kind).toBe('network');
    expect(e.message).toBe('StackLens could not reach the API. Check your connection.');
  });
});

describe('an unexpected (non-API) error', () => {
  it('is shown as a fixed plain message saying what to do; the JS text is kept out of the message', () => {
    const e = toApiError(new TypeError("Cannot read properties of undefined (reading 'active_technologies')"), 'domain.technologies');
    expect(e.kind).toBe('server');
    expect(e.message).toBe('Something unexpected went wrong in StackLens. Try again; if it keeps happening, report it.');
    expect(e.message).not.toMatch(/Cannot read|undefined|TypeError/);
    expect(ApiError.fromData(e.toJSON()).message).toBe(e.message);
  });
});

describe('key scrubbing', () => {
  it('removes live and test keys from any text', () => {
    expect(scrubSecrets(`bad key ${LIVE_KEY} and ${TEST_KEY}`)).toBe('bad key tapi_live_[redacted] and tapi_test_[redacted]');
  });

  it('never lets a key into a message, a detail or the JSON form', () => {
    const e = new AuthenticationError({ message: `Key ${LIVE_KEY} is invalid`, detail: `Key ${LIVE_KEY} is invalid` });
    const json = JSON.stringify(e);
    expect(e.message).not.toContain(LIVE_KEY);
    expect(e.detail).not.toContain(LIVE_KEY);
    expect(json).not.toContain(LIVE_KEY);
    expect(String(e.stack)).not.toContain(LIVE_KEY);
    expect(ApiError.fromData({ kind: 'server', message: `oops ${TEST_KEY}` }).message).not.toContain(TEST_KEY);
  });
});
