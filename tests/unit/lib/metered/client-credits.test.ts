import { afterEach, describe, expect, it, vi } from 'vitest';
import { BudgetError, InsufficientCreditsError, NoKeyError, ResponseValidationError, ValidationError } from '@/lib/api/errors';
import { getBalance, needsSync } from '@/lib/metered/balance';
import { describeKey } from '@/lib/keys/key-store';
import { companyRecord, creditsBody, domainReport, fail, LIVE_KEY, networkError, ok, signalEvents, techSummary, TEST_KEY } from '../support/fake-api';
import { harness, rejectionOf } from '../support/client-harness';

const company = (domain: string) => companyRecord(domain);
const exportBody = (n: number, capped: boolean) => ({
  type: 'adoption',
  technology: techSummary(1),
  other_technology: null,
  window: { since: '2026-10-01', until: '2026-11-01' },
  events: signalEvents(n),
  total: 50,
  capped,
});
const leadList = {
  id: 'll_1',
  name: 'x',
  status: 'queued',
  estimate_rows: 100,
  rows_delivered: 0,
  credits_charged: 0,
  capped: false,
  created_at: '2026-11-22T12:00:00Z',
  finished_at: null,
  error: null,
};

afterEach(() => vi.restoreAllMocks());

describe('client credit accounting', () => {
  it('charges the catalog cost of a 2xx without X-Credits-Cost (1 per unique batch domain)', async () => {
    const { client, ledger, db } = await harness([ok({ companies: [company('a.com')], not_found: ['b.com', 'c.com'] })], { balance: 50 });
    const result = await client.call('companies.batch', { domains: ['a.com', 'B.com', 'b.com', 'c.com'] });
    expect(result.credits).toBe(3);
    expect(await ledger()).toMatchObject([{ endpoint: 'companies.batch', feature: 'companies', status: 200, credits: 3, mode: 'live', cached: false }]);
    expect((await getBalance(db))?.balance).toBe(47);
  });

  it('charges X-Credits-Cost when sent and takes the balance from X-Credits-Remaining', async () => {
    const { client, ledger, db } = await harness([ok(domainReport(), { 'X-Credits-Cost': '2', 'X-Credits-Remaining': '77' })]);
    const result = await client.call('domain.technologies', { domain: 'example.com' });
    expect(result.credits).toBe(2);
    expect((await ledger())[0]).toMatchObject({ credits: 2 });
    expect(await getBalance(db)).toMatchObject({ balance: 77, plan: 'pro' });
  });

  it('records status, duration and a key-free parameter summary', async () => {
    const { client, ledger } = await harness([ok(domainReport())]);
    await client.call('domain.technologies', { domain: 'example.com' });
    const [row] = await ledger();
    expect(row).toMatchObject({ params: 'domain=example.com', status: 200, durationMs: 0 });
    expect(JSON.stringify(row)).not.toContain(LIVE_KEY);
  });

  it('charges capped exports by rows delivered and reports the cap', async () => {
    const { client, ledger } = await harness([ok(exportBody(3, true), { 'X-Export-Capped': 'credits' })], { balance: 3 });
    const result = await client.call('signals.export', { type: 'adoption', technology: 1, max_rows: 100 });
    expect(result).toMatchObject({ credits: 3, capped: true });
    expect((await ledger())[0]).toMatchObject({ endpoint: 'signals.export', credits: 3 });
  });

  it('records 0 now for deferred billing', async () => {
    const { client, ledger } = await harness([ok({ lead_list: leadList }, {}, 202)]);
    const result = await client.call('leadLists.create', { name: 'x', technologies: [1], max_rows: 100 });
    expect(result.credits).toBe(0);
    expect((await ledger())[0]).toMatchObject({ status: 202, credits: 0 });
  });

  it('charges nothing to a test key', async () => {
    const { client, ledger } = await harness([ok(domainReport(), { 'X-Test-Mode': 'true' })], { key: TEST_KEY });
    expect((await client.call('domain.technologies', { domain: 'example.com' })).credits).toBe(0);
    expect((await ledger())[0]).toMatchObject({ credits: 0, mode: 'test' });
  });

  it('still ledgers the charge of a 2xx whose body does not match the schema', async () => {
    const { client, ledger } = await harness([ok({ domain: 42 }, { 'X-Credits-Cost': '1' })]);
    const error = await rejectionOf(client.call('domain.technologies', { domain: 'example.com' }));
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(error.issues).toMatch(/domain/);
    expect(await ledger()).toMatchObject([{ status: 200, credits: 1 }]);
  });
});

describe('client refusals before any request', () => {
  it('refuses locally when the known balance is below the cost', async () => {
    const { client, fetch, ledger } = await harness([], { balance: 3 });
    const error = await rejectionOf(client.call('live.detect', { url: 'https://example.com' }));
    expect(error).toBeInstanceOf(InsufficientCreditsError);
    expect(error).toMatchObject({ cost: 5, balance: 3, message: 'Not enough credits: this costs 5, your balance is 3; credits reset on 2026-12-01' });
    expect(fetch).not.toHaveBeenCalled();
    expect(await ledger()).toEqual([]);
  });

  it('refuses a capped export when the balance is 0', async () => {
    const { client, fetch } = await harness([], { balance: 0 });
    expect(await rejectionOf(client.call('signals.export', { type: 'adoption', technology: 1 }))).toBeInstanceOf(InsufficientCreditsError);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses out-of-range parameters with the allowed range', async () => {
    const { client, fetch } = await harness([]);
    const error = await rejectionOf(client.call('technology.history', { id: 1, years: 25 }));
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ param: 'years', message: 'years must be a whole number from 1 to 20' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks for a key when none is set', async () => {
    const { client, fetch } = await harness([], { key: null });
    expect(await rejectionOf(client.call('domain.technologies', { domain: 'example.com' }))).toBeInstanceOf(NoKeyError);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('lets the budget guard refuse with the estimate it was given', async () => {
    const budgetGuard = vi.fn(async () => {
      throw new BudgetError({ cap: 'daily cap of 4 credits' });
    });
    const { client, fetch } = await harness([], { budgetGuard });
    expect(await rejectionOf(client.call('live.detect', { url: 'https://example.com' }))).toBeInstanceOf(BudgetError);
    expect(budgetGuard).toHaveBeenCalledWith({ endpoint: 'live.detect', feature: 'live_detection', credits: 5, billing: 'fixed', mode: 'live' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('does not consult the budget guard for free endpoints', async () => {
    const budgetGuard = vi.fn(async () => undefined);
    const { client } = await harness([ok({ alerts: [] })], { budgetGuard });
    await client.call('alerts.list', {});
    expect(budgetGuard).not.toHaveBeenCalled();
  });
});

describe('client balance', () => {
  it('syncs the balance (free, ledgered at 0) before a paid call when unknown', async () => {
    const { client, fetch, ledger, db } = await harness([ok(creditsBody(40, 'scale')), ok(domainReport())], { balance: null, syncBalance: true });
    await client.call('domain.technologies', { domain: 'example.com' });
    expect(fetch.requests.map((r) => new URL(r.url).pathname)).toEqual(['/v1/credits', '/v1/domain/example.com']);
    expect(await ledger()).toMatchObject([
      { endpoint: 'account.credits', credits: 0 },
      { endpoint: 'domain.technologies', credits: 1 },
    ]);
    expect(await getBalance(db)).toMatchObject({ balance: 39, plan: 'scale', limit: 10_000 });
    expect((await describeKey(db)).plan).toBe('scale');
  });

  it('refuses after a sync shows too few credits', async () => {
    const { client, fetch } = await harness([ok(creditsBody(2))], { balance: null, syncBalance: true });
    expect(await rejectionOf(client.call('live.detect', { url: 'https://example.com' }))).toBeInstanceOf(InsufficientCreditsError);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does not re-sync a balance younger than five minutes', async () => {
    const { client, fetch, clock } = await harness([ok(domainReport()), ok(creditsBody(90)), ok(domainReport('b.com'))], { syncBalance: true });
    await client.call('domain.technologies', { domain: 'example.com' });
    expect(fetch).toHaveBeenCalledTimes(1);
    clock.advance(5 * 60_000 + 1);
    await client.call('domain.technologies', { domain: 'b.com' });
    expect(fetch.requests.map((r) => new URL(r.url).pathname)).toEqual(['/v1/domain/example.com', '/v1/credits', '/v1/domain/b.com']);
  });

  it('after a 402 reports cost and balance, and marks the balance for a resync', async () => {
    const { client, db, clock } = await harness([fail(402, 'INSUFFICIENT_CREDITS', 'out of credits', { 'X-Credits-Remaining': '0' })]);
    const error = await rejectionOf(client.call('domain.technologies', { domain: 'example.com' }));
    expect(error).toBeInstanceOf(InsufficientCreditsError);
    expect(error).toMatchObject({ status: 402, cost: 1, balance: 0, resetAt: '2026-12-01T00:00:00Z' });
    expect(await needsSync(db, clock.now())).toBe(true);
  });

  it('marks the balance for a resync when a paid call got no answer', async () => {
    const { client, db, clock } = await harness([networkError(), networkError(), networkError()]);
    await rejectionOf(client.call('live.detect', { url: 'https://example.com' }));
    expect(await needsSync(db, clock.now())).toBe(true);
  });

  it('never logs the key', async () => {
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((m) => vi.spyOn(console, m));
    const { client } = await harness([fail(401, 'UNAUTHORIZED', `Invalid API key ${LIVE_KEY}`)]);
    const error = await rejectionOf(client.call('domain.technologies', { domain: 'example.com' }));
    expect(JSON.stringify(error)).not.toContain(LIVE_KEY);
    expect(error.message).not.toContain(LIVE_KEY);
    for (const spy of spies) for (const args of spy.mock.calls) expect(JSON.stringify(args)).not.toContain(LIVE_KEY);
  });
});
