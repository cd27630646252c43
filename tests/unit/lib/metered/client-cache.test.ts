import { describe, expect, it } from 'vitest';
import { AbortedError, RateLimitError, ServerError } from '@/lib/api/errors';
import { domainReport, fail, hang, networkError, ok } from '../support/fake-api';
import { harness, rejectionOf } from '../support/client-harness';
import { eventually } from '../../async-bounds';

const DAY = 86_400_000;
const q = { domain: 'example.com' };
const boom = () => fail(500, 'INTERNAL_ERROR', 'boom');

describe('client cache', () => {
  it('answers a fresh cached read with no request and no charge', async () => {
    const { client, fetch, ledger, clock } = await harness([ok(domainReport())]);
    const first = await client.call('domain.technologies', q);
    clock.advance(DAY);
    const second = await client.call('domain.technologies', q);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(second).toEqual({ data: first.data, source: 'cache', storedAt: first.storedAt, credits: 0, account: first.account, keyMode: 'live' });
    expect(await ledger()).toHaveLength(1);
  });

  it('treats parameters with the same values as the same entry, whatever their order', async () => {
    const { client, fetch } = await harness([ok({ companies: [], total: 0, limit: 10, offset: 0 })]);
    await client.call('companies.search', { search: 'acme', country: 'FR', limit: 10 });
    await client.call('companies.search', { limit: 10, country: 'FR', search: 'acme', offset: 0 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('refetches once the TTL of the kind has passed (domain: 7 days)', async () => {
    const { client, fetch, clock } = await harness([ok(domainReport()), ok(domainReport())]);
    await client.call('domain.technologies', q);
    clock.advance(7 * DAY + 1);
    const again = await client.call('domain.technologies', q);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(again).toMatchObject({ source: 'network', credits: 1, storedAt: clock.now() });
  });

  it('bypasses a fresh entry on refresh: true', async () => {
    const { client, fetch, ledger } = await harness([ok(domainReport()), ok(domainReport())]);
    await client.call('domain.technologies', q);
    const refreshed = await client.call('domain.technologies', q, { refresh: true });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(refreshed.source).toBe('network');
    expect((await ledger()).map((r) => r.credits)).toEqual([1, 1]);
  });

  it('does not cache account reads', async () => {
    const { client, fetch } = await harness([ok({ alerts: [] }), ok({ alerts: [] })]);
    await client.call('alerts.list', {});
    await client.call('alerts.list', {});
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('client coalescing', () => {
  it('shares one request and one credit between two identical calls in flight', async () => {
    const { client, fetch, ledger, db } = await harness([ok(domainReport())]);
    const [a, b] = await Promise.all([client.call('domain.technologies', q), client.call('domain.technologies', q)]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(a.data).toEqual(b.data);
    expect(a.credits + b.credits).toBe(1);
    expect(await ledger()).toMatchObject([{ credits: 1 }]);
    expect((await db.kv.get('credits.balance'))?.value).toMatchObject({ balance: 99 });
  });

  it('shares non-cached GETs too', async () => {
    const { client, fetch } = await harness([ok({ alerts: [] })]);
    await Promise.all([client.call('alerts.list', {}), client.call('alerts.list', {})]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does not share different parameters', async () => {
    const { client, fetch } = await harness([ok(domainReport('a.com')), ok(domainReport('b.com'))]);
    await Promise.all([client.call('domain.technologies', { domain: 'a.com' }), client.call('domain.technologies', { domain: 'b.com' })]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('keeps the request alive for the caller that stays when another cancels', async () => {
    let release!: (r: Response) => void;
    const { client, fetch } = await harness([
      () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    ]);
    const leaving = new AbortController();
    const a = client.call('domain.technologies', q, { signal: leaving.signal });
    const b = client.call('domain.technologies', q);
    await eventually(() => expect(fetch).toHaveBeenCalledTimes(1));
    leaving.abort();
    expect(await rejectionOf(a)).toBeInstanceOf(AbortedError);
    release(ok(domainReport()));
    expect((await b).source).toBe('network');
    expect(fetch.requests[0]!.signal.aborted).toBe(false);
  });

  it('aborts the request when every caller cancels, and ledgers it at 0', async () => {
    const { client, fetch, ledger } = await harness([hang]);
    const controller = new AbortController();
    const a = client.call('domain.technologies', q, { signal: controller.signal });
    await eventually(() => expect(fetch).toHaveBeenCalledTimes(1));
    controller.abort();
    expect(await rejectionOf(a)).toBeInstanceOf(AbortedError);
    await eventually(async () => expect(await ledger()).toMatchObject([{ status: 'aborted', credits: 0 }]));
    expect(fetch.requests[0]!.signal.aborted).toBe(true);
  });
});

describe('client stale fallback', () => {
  it('returns the stale entry with its age when the server fails', async () => {
    const { client, clock, ledger } = await harness([ok(domainReport()), boom(), boom(), boom()]);
    const stored = (await client.call('domain.technologies', q)).storedAt;
    clock.advance(8 * DAY);
    const result = await client.call('domain.technologies', q);
    expect(result).toMatchObject({ source: 'stale-cache', storedAt: stored, credits: 0, data: domainReport(), staleBecause: { kind: 'server', status: 500 } });
    expect(clock.now() - result.storedAt).toBe(8 * DAY);
    expect((await ledger()).map((r) => [r.status, r.credits])).toEqual([
      [200, 1],
      [500, 0],
    ]);
  });

  it('returns the stale entry on a network failure, even on refresh', async () => {
    const { client } = await harness([ok(domainReport()), networkError(), networkError(), networkError()]);
    const stored = (await client.call('domain.technologies', q)).storedAt;
    const result = await client.call('domain.technologies', q, { refresh: true });
    expect(result).toMatchObject({ source: 'stale-cache', storedAt: stored, staleBecause: { kind: 'network' } });
  });

  it('throws when there is nothing cached to fall back on', async () => {
    const { client } = await harness([boom(), boom(), boom()]);
    expect(await rejectionOf(client.call('domain.technologies', q))).toBeInstanceOf(ServerError);
  });

  it('does not hide a rate limit behind stale data', async () => {
    const { client, clock } = await harness([ok(domainReport()), fail(429, 'RATE_LIMIT', 'wait', { 'Retry-After': '60' })]);
    await client.call('domain.technologies', q);
    clock.advance(8 * DAY);
    expect(await rejectionOf(client.call('domain.technologies', q))).toBeInstanceOf(RateLimitError);
  });
});
