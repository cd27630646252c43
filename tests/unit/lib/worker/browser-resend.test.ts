// The browser's own resend (issue 34, point 7): when the connection drops before any answer, Chromium
// sends a GET once more by itself. The server then charged 2 credits for one lookup. What the person is
// told must not state less than that, and the ledger ends at the server's figure. And the reconciliation
// that settles it runs whenever the balance is shown, its one re-check too.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { dispatch } from '@/lib/messaging/background';
import { listLedger } from '@/lib/metered/ledger';
import { RECONCILE_GRACE_MS } from '@/lib/metered/reconcile';
import { USAGE_CATCH_UP_MS } from '@/lib/metered/reconcile-plan';
import { createHandlers } from '@/lib/worker/handlers';
import type { JobPlatform } from '@/lib/jobs/tracker';
import { SANDBOX_KEYS } from '../../../sandbox/keys';
import { sandboxAdmin, sandboxCharges, startJobSandbox, type Sandbox } from '../support/job-sandbox';
import { freshDb } from '../support/fake-api';
import { eventually } from '../../async-bounds';

let sandbox: Sandbox;
beforeAll(async () => void ({ sandbox } = await startJobSandbox()));
afterAll(() => sandbox.close());

const platform: JobPlatform = { scheduleAlarm: async () => {}, clearAlarm: async () => {}, notify: async () => {} };

it('a lookup the browser sent twice, answer lost: the message says up to 2 credits, and the ledger settles at 2', async () => {
  await sandboxAdmin(sandbox, 'reset');
  let armed = false;
  // The browser's network stack: the lookup reaches the server, the connection drops, the browser
  // sends it again on its own, that connection drops too; the page sees one failed fetch.
  const browserFetch: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (armed && url.pathname.startsWith('/v1/domain/')) {
      armed = false;
      for (let i = 0; i < 2; i++) await (await fetch(input instanceof Request ? input.clone() : input, init)).arrayBuffer();
      throw new TypeError('Failed to fetch');
    }
    return fetch(input, init);
  };
  const db = freshDb();
  const handlers = createHandlers({ db, defaultBaseUrl: sandbox.url, sleep: async () => {}, jobPlatform: platform, fetch: browserFetch });
  expect(await dispatch(handlers, 'keys.save', { key: SANDBOX_KEYS.pro })).toMatchObject({ ok: true });
  expect(await dispatch(handlers, 'credits.get', { sync: true })).toMatchObject({ ok: true });

  armed = true;
  const reply = await dispatch(handlers, 'api.call', { endpoint: 'domain.technologies', params: { domain: 'stacklens-fixture-shop.com' } });
  expect(reply).toMatchObject({ ok: false, error: { kind: 'network' } });
  const charged = (await sandboxCharges(sandbox)).entries.filter((e) => e.path.startsWith('/v1/domain/') && e.credits > 0);
  expect(charged.map((e) => e.credits)).toEqual([1, 1]);
  const message = !reply.ok ? reply.error.message : '';
  // Never an amount below what the server may have charged.
  expect(message).not.toContain('(1 credit)');
  expect(message).toContain('up to 2 credits');

  const report = await dispatch(handlers, 'ledger.reconcile', { graceMs: 0 });
  expect(report).toMatchObject({ ok: true, data: { settled: 1, credits: 2 } });
  const rows = (await listLedger(db)).filter((r) => r.endpoint === 'domain.technologies');
  // One row, settled at the server's figure: more than one request's estimate, and it says so.
  expect(rows).toMatchObject([{ state: 'settled', credits: 2, estimate: 1, resent: true }]);
  const local = (await listLedger(db, { limit: 1000 })).reduce((sum, r) => sum + r.credits, 0);
  expect(local).toBe((await sandboxCharges(sandbox)).total_credits);
});

it('showing the balance settles a possibly billed lookup past its grace, and later runs its one re-check, without a sync asked for', async () => {
  await sandboxAdmin(sandbox, 'reset');
  let clock = Date.now();
  const db = freshDb();
  const told: { settled: number; rechecking: number }[] = [];
  const handlers = createHandlers({ db, defaultBaseUrl: sandbox.url, sleep: async () => {}, jobPlatform: platform, attemptTimeoutMs: 300, now: () => clock }, [
    { afterReconcile: (report) => void told.push(report) },
  ]);
  expect(await dispatch(handlers, 'keys.save', { key: SANDBOX_KEYS.pro })).toMatchObject({ ok: true });
  await sandboxAdmin(sandbox, 'slow', { count: 1, endpoint: 'domain.technologies', ms: 1200 });
  expect(await dispatch(handlers, 'api.call', { endpoint: 'domain.technologies', params: { domain: 'stacklens-fixture-shop.com' } })).toMatchObject({
    ok: false,
    error: { kind: 'timeout' },
  });
  const row = async () => (await listLedger(db)).find((r) => r.endpoint === 'domain.technologies')!;
  await eventually(async () => expect((await sandboxCharges(sandbox)).entries.some((e) => e.path.startsWith('/v1/domain/'))).toBe(true));
  expect(await row()).toMatchObject({ state: 'unknown', estimate: 1, ceiling: 2 });

  // The balance was re-read right after the lost answer: showing it again asks for no sync.
  clock += RECONCILE_GRACE_MS + 1;
  expect(await dispatch(handlers, 'credits.get', {})).toMatchObject({ ok: true });
  await eventually(async () => expect(told).toHaveLength(1));
  expect(told[0]).toMatchObject({ settled: 1, credits: 1, rechecking: 1 });
  expect(await row()).toMatchObject({ state: 'settled', credits: 1, recheckAt: expect.any(Number) });

  // After the usage report's catch-up time, the next time the balance is shown checks it once more.
  clock += USAGE_CATCH_UP_MS;
  expect(await dispatch(handlers, 'credits.get', {})).toMatchObject({ ok: true });
  await eventually(async () => expect(await row()).not.toHaveProperty('recheckAt'));
  expect(await row()).toMatchObject({ state: 'settled', credits: 1 });
  const local = (await listLedger(db, { limit: 1000 })).reduce((sum, r) => sum + r.credits, 0);
  expect(local).toBe((await sandboxCharges(sandbox)).total_credits);
});
