// The ledger off the happy path: a paid request's row exists before it leaves (pending, its estimate
// reserved with the budget check), is settled by the answer, says "unknown" (possibly billed) when no
// answer came, and survives a stopped worker; one Idempotency-Key per intent; budgets hold at once.
import { describe, expect, it, vi } from 'vitest';
import { errorText } from '@/lib/display/error-text';
import { BudgetError, NetworkError } from '@/lib/api/errors';
import { createTransport } from '@/lib/api/transport';
import { createApiClient } from '@/lib/metered/client';
import { enforceBudgets, updateCaps } from '@/lib/metered/budgets';
import { getBalance } from '@/lib/metered/balance';
import { getKey, saveKey } from '@/lib/keys/key-store';
import { listLedger } from '@/lib/metered/ledger';
import { domainReport, fail, freshDb, LIVE_KEY, networkError, ok } from '../support/fake-api';
import { harness, rejectionOf } from '../support/client-harness';

const batch = (domains: string[]) => ({ companies: [], not_found: domains });

describe('pending ledger rows', () => {
  it('writes the paid row, pending with its estimate, before the request leaves, and settles it from the answer', async () => {
    let seenWhileSending: unknown[] = [];
    const { client, db, ledger } = await harness([
      async () => {
        seenWhileSending = await db.ledger.toArray();
        return ok(domainReport(), { 'X-Credits-Cost': '1', 'X-Credits-Remaining': '41' });
      },
    ]);
    await client.call('domain.technologies', { domain: 'example.com' });
    expect(seenWhileSending).toMatchObject([{ endpoint: 'domain.technologies', state: 'pending', estimate: 1, credits: 0 }]);
    expect(await ledger()).toMatchObject([{ endpoint: 'domain.technologies', state: 'settled', status: 200, credits: 1 }]);
    expect((await getBalance(db))?.balance).toBe(41);
  });

  it('a paid GET that lost its answer is not repeated: the row says possibly billed and the balance is to be re-read', async () => {
    const { client, db, fetch, ledger } = await harness([networkError()]);
    const error = await rejectionOf(client.call('domain.technologies', { domain: 'example.com' }));
    expect(error).toBeInstanceOf(NetworkError);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await ledger()).toMatchObject([{ endpoint: 'domain.technologies', state: 'unknown', status: 'network', credits: 0, estimate: 1 }]);
    expect((await getBalance(db))?.needsSync).toBe(true);
  });

  it('offline, nothing is sent: no row, no "may have been billed", and the message says nothing was charged', async () => {
    const { client, db, fetch, ledger } = await harness([networkError()]);
    vi.stubGlobal('navigator', { onLine: false });
    try {
      const error = await rejectionOf(client.call('domain.technologies', { domain: 'example.com' }));
      expect(error).toBeInstanceOf(NetworkError);
      expect(fetch).not.toHaveBeenCalled();
      expect(errorText(error as unknown as NetworkError)).toBe('You are offline: nothing was sent and nothing was charged. Try again once you are connected.');
      expect(error.message).not.toMatch(/billed/);
      expect(await ledger()).toEqual([]);
      expect((await getBalance(db))?.needsSync ?? false).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('refused (the check before a paid request cannot connect): nothing is sent, no row, and the message says nothing was charged', async () => {
    const db = freshDb();
    await saveKey(db, LIVE_KEY);
    const sent: string[] = [];
    const refusing = async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(`${init?.method ?? 'GET'} ${String(input)}`);
      throw new TypeError('Failed to fetch');
    };
    const transport = createTransport({
      baseUrl: 'https://api.test',
      getKey: () => getKey(db),
      fetch: refusing as typeof fetch,
      sleep: async () => undefined,
      probeBeforePaid: true,
    });
    const client = createApiClient({ db, transport, syncBalance: false });
    const error = await rejectionOf(client.call('domain.technologies', { domain: 'example.com' }));
    expect(error).toBeInstanceOf(NetworkError);
    expect(sent).toEqual(['HEAD https://api.test/']);
    expect(errorText(error as unknown as NetworkError)).toBe(
      'Could not connect to the API: nothing was sent and nothing was charged. Check your connection and the API address in Settings, then try again.',
    );
    expect(error.message).not.toMatch(/billed/);
    expect(await listLedger(db)).toEqual([]);
  });

  it('checked, sent, then the answer lost: "may have been billed", the row possibly billed', async () => {
    const db = freshDb();
    await saveKey(db, LIVE_KEY);
    const sent: string[] = [];
    const losing = async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(input instanceof Request ? `${input.method} ${input.url}` : `${init?.method ?? 'GET'} ${String(input)}`);
      if (init?.method === 'HEAD') return new Response(null, { status: 404 });
      throw new TypeError('Failed to fetch');
    };
    const transport = createTransport({
      baseUrl: 'https://api.test',
      getKey: () => getKey(db),
      fetch: losing as typeof fetch,
      sleep: async () => undefined,
      probeBeforePaid: true,
    });
    const client = createApiClient({ db, transport, syncBalance: false });
    const error = await rejectionOf(client.call('domain.technologies', { domain: 'example.com' }));
    expect(sent).toEqual(['HEAD https://api.test/', 'GET https://api.test/v1/domain/example.com']);
    expect(error.message).toContain('may have been billed');
    expect(await listLedger(db)).toMatchObject([{ endpoint: 'domain.technologies', state: 'unknown' }]);
  });

  it('a rejected key (401) leaves no stored balance to show beside "The API key was rejected"', async () => {
    const { client, db } = await harness([ok(domainReport(), { 'X-Credits-Cost': '1', 'X-Credits-Remaining': '41' }), fail(401, 'UNAUTHORIZED', 'revoked')]);
    await client.call('domain.technologies', { domain: 'example.com' });
    expect((await getBalance(db))?.balance).toBe(41);
    await rejectionOf(client.call('domain.technologies', { domain: 'example.org' }));
    expect(await getBalance(db)).toBeNull();
  });

  it('a request that never left (aborted first) leaves no row and no reservation', async () => {
    const { client, ledger } = await harness([]);
    const controller = new AbortController();
    controller.abort();
    await rejectionOf(client.call('domain.technologies', { domain: 'example.com' }, { signal: controller.signal }));
    expect(await ledger()).toEqual([]);
  });

  it('a refused request is settled at 0, never left pending', async () => {
    const { client, ledger } = await harness([fail(404, 'NOT_FOUND', 'no such domain')]);
    await rejectionOf(client.call('domain.technologies', { domain: 'example.com' }));
    expect(await ledger()).toMatchObject([{ state: 'settled', status: 404, credits: 0 }]);
  });

  it('a worker that starts again finds the row a stopped worker left pending, and marks it unknown', async () => {
    const { db, ledger } = await harness([]);
    await db.ledger.add({
      at: 1,
      endpoint: 'live.detect',
      feature: 'live_detection',
      params: 'url=https://a.com',
      status: 'pending',
      credits: 0,
      durationMs: 0,
      mode: 'live',
      cached: false,
      state: 'pending',
      estimate: 5,
      session: 'an-earlier-run',
    });
    const transport = createTransport({
      baseUrl: 'https://api.test',
      getKey: () => getKey(db),
      fetch: async () => ok(domainReport()),
      sleep: async () => undefined,
    });
    const restarted = createApiClient({ db, transport, syncBalance: false });
    await restarted.call('domain.technologies', { domain: 'example.com' });
    expect((await ledger()).map((r) => [r.endpoint, r.state])).toEqual([
      ['live.detect', 'unknown'],
      ['domain.technologies', 'settled'],
    ]);
  });
});

describe('budgets under concurrency', () => {
  it('with a daily cap of 2, eight lookups sent at once spend at most 2', async () => {
    const script = Array.from({ length: 8 }, (_, i) => () => ok(domainReport(`site${i}.com`), { 'X-Credits-Cost': '1' }));
    const h = await harness(script, { budgetGuard: (estimate) => enforceBudgets(h.db, estimate, h.clock.now()) });
    await updateCaps(h.db, { daily: 2 });
    const outcomes = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => h.client.call('domain.technologies', { domain: `site${i}.com` })));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(2);
    const refusals = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected').map((o) => o.reason);
    expect(refusals).toHaveLength(6);
    for (const r of refusals) expect(r).toBeInstanceOf(BudgetError);
    expect(h.fetch).toHaveBeenCalledTimes(2);
    expect((await h.ledger()).reduce((sum, r) => sum + r.credits, 0)).toBe(2);
  });

  it('a balance of 3 is not overspent by calls sent at once', async () => {
    const script = Array.from({ length: 3 }, (_, i) => () => ok(domainReport(`site${i}.com`)));
    const { client, fetch } = await harness(script, { balance: 3 });
    const outcomes = await Promise.allSettled(Array.from({ length: 6 }, (_, i) => client.call('domain.technologies', { domain: `site${i}.com` })));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(3);
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});

describe('idempotency per intent', () => {
  it('a second press after a lost answer sends the same key; once answered, the next press is a new intent', async () => {
    const { client, fetch } = await harness([networkError(), networkError(), networkError(), ok(batch(['a.com', 'b.com'])), ok(batch(['a.com', 'b.com']))]);
    const params = { domains: ['a.com', 'b.com'] };
    expect(await rejectionOf(client.call('companies.batch', params))).toBeInstanceOf(NetworkError);
    await client.call('companies.batch', { domains: ['b.com', 'a.com'].reverse() });
    await client.call('companies.batch', params);
    const keys = fetch.requests.map((r) => r.headers.get('Idempotency-Key'));
    // Three transport attempts and the person's second press: one key. After the answer: a new one.
    expect(new Set(keys.slice(0, 4)).size).toBe(1);
    expect(keys[4]).not.toBe(keys[0]);
  });

  it('other inputs are another intent, with another key', async () => {
    const { client, fetch } = await harness([networkError(), networkError(), networkError(), ok(batch(['c.com']))]);
    await rejectionOf(client.call('companies.batch', { domains: ['a.com'] }));
    await client.call('companies.batch', { domains: ['c.com'] });
    const keys = fetch.requests.map((r) => r.headers.get('Idempotency-Key'));
    expect(keys[3]).not.toBe(keys[0]);
  });

  it('the key survives a worker restart', async () => {
    const { client, db, fetch, clock } = await harness([networkError(), networkError(), networkError()]);
    await rejectionOf(client.call('leadLists.create', { name: 'L', technologies: [1], max_rows: 10 }));
    const first = fetch.requests[0]!.headers.get('Idempotency-Key');
    const seen: (string | null)[] = [];
    const transport = createTransport({
      baseUrl: 'https://api.test',
      getKey: () => getKey(db),
      sleep: async () => undefined,
      fetch: async (input, init) => {
        seen.push(new Request(input, init).headers.get('Idempotency-Key'));
        return fail(503, 'INTERNAL_ERROR', 'busy');
      },
    });
    clock.advance(60_000);
    const restarted = createApiClient({ db, transport, syncBalance: false, now: clock.now });
    await rejectionOf(restarted.call('leadLists.create', { name: 'L', technologies: [1], max_rows: 10 }));
    expect(seen[0]).toBe(first);
  });

  it('two presses while the first is still on its way make one request', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const { client, fetch } = await harness([
      async () => {
        await gate;
        return ok(batch(['a.com']));
      },
    ]);
    const a = client.call('companies.batch', { domains: ['a.com'] });
    const b = client.call('companies.batch', { domains: ['a.com'] });
    await new Promise((r) => setTimeout(r, 0));
    release();
    const [ra, rb] = await Promise.all([a, b]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect([ra.credits, rb.credits]).toEqual([1, 0]);
  });
});
