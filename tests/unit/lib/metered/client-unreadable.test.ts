// A paid answer StackLens cannot read says what it cost, and trying again re-reads it instead of paying again.
import { describe, expect, it } from 'vitest';
import { ResponseValidationError } from '@/lib/api/errors';
import { cacheKey } from '@/lib/metered/cache';
import { KEEP_MS, keepUnreadable } from '@/lib/metered/unreadable';
import { companyRecord, ok } from '../support/fake-api';
import { harness, rejectionOf } from '../support/client-harness';

const company = (overrides: Record<string, unknown> = {}) => companyRecord('acme.com', { name: 'Acme', employees: '51-200', ...overrides });

describe('answers the client cannot read', () => {
  it('accepts and keeps a value the published lists do not name, billed once', async () => {
    const { client, ledger } = await harness([ok(company({ employees: '10001-50000', company_type: 'Cooperative' }))]);
    const result = await client.call('company.get', { domain: 'acme.com' });
    expect(result.data).toMatchObject({ employees: '10001-50000', company_type: 'Cooperative' });
    expect((await ledger()).map((r) => r.credits)).toEqual([1]);
  });

  it('says what an unreadable answer cost, and a retry re-reads it without a request or a charge', async () => {
    const { client, ledger, fetch } = await harness([ok(company({ employees: 10001 }), { 'X-Credits-Cost': '1' })]);
    const first = await rejectionOf(client.call('company.get', { domain: 'acme.com' }));
    expect(first).toBeInstanceOf(ResponseValidationError);
    expect(first.message).toMatch(/billed 1 credit\b/);
    expect(first.message).toMatch(/trying again re-reads it without paying again/);
    expect(first).toMatchObject({ spent: 1, kept: true });
    expect((first as unknown as ResponseValidationError).toJSON()).toMatchObject({ spent: 1, kept: true });

    const again = await rejectionOf(client.call('company.get', { domain: 'acme.com' }));
    expect(again).toMatchObject({ kind: 'response_validation', spent: 1, kept: true });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect((await ledger()).map((r) => r.credits)).toEqual([1]);
  });

  it('shows a kept answer for free once this version can read it', async () => {
    const { client, fetch, db, clock, ledger } = await harness([]);
    // As after an update of StackLens: the kept answer now matches the schema.
    await keepUnreadable(db, cacheKey(await client.scope(), 'company.get', { domain: 'acme.com' }), {
      data: company({ employees: '10001-50000' }),
      at: clock.now(),
      credits: 1,
    });
    const result = await client.call('company.get', { domain: 'acme.com' });
    expect(result).toMatchObject({ source: 'cache', credits: 0, data: { employees: '10001-50000' } });
    expect(await client.call('company.get', { domain: 'acme.com' })).toMatchObject({ source: 'cache', credits: 0 });
    expect(fetch).not.toHaveBeenCalled();
    expect(await ledger()).toEqual([]);
  });

  it('pays again only on an explicit refresh', async () => {
    const { client, fetch, ledger } = await harness([ok(company({ employees: 10001 })), ok(company())]);
    await rejectionOf(client.call('company.get', { domain: 'acme.com' }));
    expect((await client.call('company.get', { domain: 'acme.com' }, { refresh: true })).credits).toBe(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect((await ledger()).map((r) => r.credits)).toEqual([1, 1]);
  });

  it('forgets the kept answer after a day: the next try is a new request', async () => {
    const { client, fetch, clock, ledger } = await harness([ok({ ...company(), employees: 10001 }), ok(company())]);
    await rejectionOf(client.call('company.get', { domain: 'acme.com' }));
    clock.advance(KEEP_MS);
    const result = await client.call('company.get', { domain: 'acme.com' });
    expect(result).toMatchObject({ source: 'network', credits: 1 });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect((await ledger()).map((r) => r.credits)).toEqual([1, 1]);
  });

  it('keeps nothing for an unreadable free answer: asking again is simply a new free request', async () => {
    const { client, fetch } = await harness([ok({ plan: 'pro' }), ok({ plan: 'pro', balance: 5, limit: 10, used: 5, reset_at: '2026-12-01T00:00:00Z' })]);
    const error = await rejectionOf(client.call('account.credits', {}));
    expect(error).toMatchObject({ kind: 'response_validation', spent: 0, kept: false });
    expect(error.message).toMatch(/It cost nothing/);
    await client.call('account.credits', {});
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
