// 20 domain lookups against the real sandbox with injected 429, 500, dropped
// connections and malformed bodies end in data or a typed error, and the worker's ledger equals the
// sandbox's charge ledger to the credit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { dispatch } from '@/lib/messaging/background';
import { listLedger } from '@/lib/metered/ledger';
import { createHandlers } from '@/lib/worker/handlers';
import { startSandbox } from '../../../sandbox/server';
import { SANDBOX_KEYS } from '../../../sandbox/keys';
import { sandboxAdmin } from '../support/job-sandbox';
import { freshDb } from '../support/fake-api';

type Sandbox = Awaited<ReturnType<typeof startSandbox>>;
let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, rateLimits: false });
});
afterAll(() => sandbox.close());

const admin = (path: string, body?: unknown) => sandboxAdmin(sandbox, path, body);

async function sandboxCharges(): Promise<number> {
  const ledger = (await (await fetch(`${sandbox.url}/__sandbox/ledger`)).json()) as { entries: { credits: number; key_id?: string }[]; total_credits: number };
  return ledger.total_credits;
}

const FAULTS: [string, () => Promise<void>][] = [
  ['none', async () => {}],
  ['429 with a short Retry-After', () => admin('fail', { count: 1, status: 429, retry_after: 1 })],
  ['429 with a long Retry-After', () => admin('fail', { count: 1, status: 429, retry_after: 90 })],
  ['one 500', () => admin('fail', { count: 1, status: 500 })],
  ['500 on every attempt', () => admin('fail', { count: 3, status: 503 })],
  ['a dropped connection', () => admin('drop', { count: 1 })],
  // A paid lookup whose answer is lost is not repeated (it may have been billed); the balance re-read after it is dropped too.
  ['dropped on every attempt', () => admin('drop', { count: 2 })],
  ['a malformed body', () => admin('malformed', { count: 1, kind: 'schema' })],
  ['a body that is not JSON', () => admin('malformed', { count: 1, kind: 'json' })],
  ['402', () => admin('fail', { count: 1, status: 402 })],
];

describe('worker against the sandbox with injected faults', () => {
  it('ends every lookup in data or a typed error, and both ledgers agree to the credit', async () => {
    await admin('reset');
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    const db = freshDb();
    const handlers = createHandlers({ db, defaultBaseUrl: sandbox.url, sleep: async () => {} });
    expect(await dispatch(handlers, 'keys.save', { key: SANDBOX_KEYS.pro })).toMatchObject({ ok: true });

    const outcomes: string[] = [];
    for (let i = 0; i < 20; i++) {
      const [name, inject] = FAULTS[i % FAULTS.length]!;
      // A pending balance re-sync (after a 402 or an unanswered paid call) would take the fault itself.
      expect(await dispatch(handlers, 'credits.get', { sync: true })).toMatchObject({ ok: true });
      await inject();
      const reply = await dispatch(handlers, 'api.call', { endpoint: 'domain.technologies', params: { domain: `stacklens-fault-${i}.com` } });
      if (reply.ok) {
        outcomes.push(`${name}: data`);
      } else {
        expect(ApiError.fromData(reply.error), name).toBeInstanceOf(ApiError);
        expect(['rate_limit', 'server', 'network', 'response_validation', 'insufficient_credits', 'not_found']).toContain(reply.error.kind);
        outcomes.push(`${name}: ${reply.error.kind}`);
      }
    }
    process.off('unhandledRejection', onUnhandled);
    expect(unhandled).toEqual([]);

    // Each fault kind produced its expected outcome at least once.
    expect(outcomes).toContain('429 with a long Retry-After: rate_limit');
    expect(outcomes).toContain('500 on every attempt: server');
    expect(outcomes).toContain('dropped on every attempt: network');
    expect(outcomes).toContain('a malformed body: response_validation');
    expect(outcomes).toContain('402: insufficient_credits');
    expect(outcomes).toContain('a body that is not JSON: response_validation');
    expect(outcomes.some((o) => o.startsWith('one 500') && (o.endsWith('data') || o.endsWith('not_found')))).toBe(true);

    const rows = await listLedger(db, { limit: 1000 });
    const workerCredits = rows.reduce((sum, r) => sum + r.credits, 0);
    expect(workerCredits).toBeGreaterThan(0);
    expect(workerCredits).toBe(await sandboxCharges());
  });

  it('charges one credit for two identical lookups at once, and nothing for a repeat within the TTL', async () => {
    await admin('reset');
    const handlers = createHandlers({ db: freshDb(), defaultBaseUrl: sandbox.url });
    await dispatch(handlers, 'keys.save', { key: SANDBOX_KEYS.pro });
    const lookup = () => dispatch(handlers, 'api.call', { endpoint: 'domain.technologies', params: { domain: 'stacklens-fixture-shop.com' } });
    const [a, b] = await Promise.all([lookup(), lookup()]);
    expect([a, b]).toEqual([expect.objectContaining({ ok: true }), expect.objectContaining({ ok: true })]);
    const repeat = await lookup();
    expect(repeat).toMatchObject({ ok: true, data: { source: 'cache', credits: 0 } });
    const ledger = (await (await fetch(`${sandbox.url}/__sandbox/ledger`)).json()) as { entries: { path: string; credits: number }[] };
    const lookups = ledger.entries.filter((e) => e.path === '/v1/domain/stacklens-fixture-shop.com');
    expect(lookups).toHaveLength(1);
    expect(lookups[0]!.credits).toBe(1);
  });
});
