// API errors are shown in the reader's language: a kind's default message is worded from the catalogs
// (English here, tests/unit/setup.ts), the same text lib/api writes; a message a caller wrote stays as written.
import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { baseUrlText, errorText } from '@/lib/display/error-text';
import { checkBaseUrl } from '@/lib/api/base-url';
import { ApiError, defaultMessage, errorForStatus, toApiError, type ErrorKind } from '@/lib/api/errors';

const KINDS: [ErrorKind, Record<string, unknown>][] = [
  ['authentication', {}],
  ['permission', {}],
  ['not_found', {}],
  ['conflict', { detail: 'audience "Prospects"' }],
  ['rate_limit', { retryAfterSeconds: 30 }],
  ['rate_limit', {}],
  ['insufficient_credits', { cost: 5, balance: 2 }],
  ['budget', { cap: 'daily budget' }],
  ['server', { status: 503 }],
  ['network', {}],
  ['timeout', {}],
  ['response_validation', {}],
  ['too_large', { maxBytes: 5_000_000 }],
  ['no_key', {}],
  ['storage_full', {}],
];

describe('errorText', () => {
  it.each(KINDS)('%s %j: the catalogs’ English is the text lib/api writes', (kind, fields) => {
    const error = { kind, message: defaultMessage(kind, fields), ...fields };
    expect(errorText(error)).toBe(error.message);
  });

  it('reads a default message from the catalogs, so another language shows its own words', () => {
    const real = fakeBrowser.i18n.getMessage;
    fakeBrowser.i18n.getMessage = ((key: string, subs?: string[]) => `[${key}${subs ? `:${subs.join(',')}` : ''}]`) as typeof real;
    try {
      expect(errorText({ kind: 'rate_limit', message: defaultMessage('rate_limit', { retryAfterSeconds: 30 }), retryAfterSeconds: 30 } as never)).toBe(
        '[errors_rateLimitWait:30]',
      );
      expect(errorText({ kind: 'network', message: 'Could not reach the service — check your connection and try again' })).toBe('[errors_network]');
    } finally {
      fakeBrowser.i18n.getMessage = real;
    }
  });

  it('words lib/api’s own refusals, a bug of ours and a refused base URL from the catalogs', () => {
    const english = [
      errorForStatus(400, {}),
      errorForStatus(422, {}),
      errorForStatus(422, { detail: 'domain is required' }),
      toApiError(new TypeError('x is undefined')),
    ];
    expect(english.map(errorText)).toEqual(english.map((e) => e.message));
    const insecure = checkBaseUrl('http://api.example.com');
    expect(!insecure.ok && baseUrlText(insecure)).toBe(!insecure.ok && insecure.message);
    const real = fakeBrowser.i18n.getMessage;
    fakeBrowser.i18n.getMessage = ((key: string, subs?: string[]) => `[${key}${subs ? `:${subs.join(',')}` : ''}]`) as typeof real;
    try {
      expect(english.map(errorText)).toEqual([
        '[errors_refusedParams]',
        '[errors_refusedStatus:422]',
        '[errors_refusedStatusDetail:422,domain is required]',
        '[errors_unexpected]',
      ]);
      expect(!insecure.ok && baseUrlText(insecure)).toBe('[errors_baseUrlInsecure:api.example.com]');
      // The server's own detail of a 400 is shown as it wrote it.
      expect(errorText(errorForStatus(400, { detail: 'domain is required' }))).toBe('domain is required');
    } finally {
      fakeBrowser.i18n.getMessage = real;
    }
  });

  it('says when credits come back, as a date in the reader’s words, and refuses an overlong base URL', () => {
    const fields = { cost: 5, balance: 3, resetAt: '2026-12-01T00:00:00Z' };
    expect(errorText({ kind: 'insufficient_credits', message: defaultMessage('insufficient_credits', fields), ...fields } as never)).toBe(
      'Not enough credits: this costs 5, your balance is 3. Credits reset on Dec 1, 2026.',
    );
    const long = checkBaseUrl(`https://api.example.com/${'a'.repeat(2000)}`);
    expect(!long.ok && baseUrlText(long)).toBe('The API base URL must be at most 2,000 characters.');
  });

  it('keeps a message a caller wrote, and the server’s own detail', () => {
    expect(errorText({ kind: 'network', message: 'The sandbox is offline' })).toBe('The sandbox is offline');
    expect(errorText({ kind: 'validation', message: 'domain must be a registrable domain', detail: 'domain must be a registrable domain' } as never)).toBe(
      'domain must be a registrable domain',
    );
  });

  it('matches a real ApiError', () => {
    const error = ApiError.fromData({ kind: 'timeout', message: defaultMessage('timeout', {}) });
    expect(errorText(error)).toBe(error.message);
  });
});
