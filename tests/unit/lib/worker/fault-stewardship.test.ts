// Every credit accounted for off the happy path, against the real sandbox: an answer lost after the
// work was done and billed (then the person presses again), calls sent at once under a daily cap, a
// slow server, a worker stopped mid-request and mid-settle, and switching base URL or account. Each
// test checks the sandbox's charge ledger against the local ledger, to the credit, and counts the
// objects the server created.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StackLensDB } from '@/lib/db/database';
import { dispatch } from '@/lib/messaging/background';
import { listLedger } from '@/lib/metered/ledger';
import { RECONCILE_GRACE_MS } from '@/lib/metered/reconcile';
import { createHandlers, type WorkerContext } from '@/lib/worker/handlers';
import type { JobPlatform } from '@/lib/jobs/tracker';
import { startSandbox } from '../../../sandbox/server';
import { sandboxAdmin, sandboxCharges, startJobSandbox, type Sandbox } from '../support/job-sandbox';
import { SANDBOX_KEYS } from '../../../sandbox/keys';
import { freshDb } from '../support/fake-api';
import { eventually } from '../../async-bounds';

let sandbox: Sandbox;
let tech: number;

beforeAll(async () => void ({ sandbox, tech } = await startJobSandbox()));
afterAll(() => sandbox.close());
beforeEach(async () => {
  await admin('reset');
});

const admin = (path: string, body?: unknown, sb: Sandbox = sandbox) => sandboxAdmin(sb, path, body);

interface SandboxEntry {
  endpoint: string | null;
  method: string;
  path: string;
  status: number;
  credits: number;
}
async function sandboxLedger(sb: Sandbox = sandbox): Promise<{ entries: SandboxEntry[]; total: number }> {
  const body = await sandboxCharges(sb);
  return { entries: body.entries as SandboxEntry[], total: body.total_credits };
}
async function serverCounts(): Promise<{ audiences: number; lead_lists: number; jobs: number }> {
  return ((await (await fetch(`${sandbox.url}/__sandbox/state`)).json()) as { counts: { audiences: number; lead_lists: number; jobs: number } }).counts;
}
/** A lookup, a crawl or a question leaves nothing saved on the server. */
const NO_OBJECTS = { audiences: 0, lead_lists: 0, jobs: 0 };
async function localTotal(db: StackLensDB): Promise<number> {
  return (await listLedger(db, { limit: 100_000 })).reduce((sum, r) => sum + r.credits, 0);
}

const platform: JobPlatform = { scheduleAlarm: async () => {}, clearAlarm: async () => {}, notify: async () => {} };

async function worker(db: StackLensDB = freshDb(), ctx: Partial<WorkerContext> = {}, key: string = SANDBOX_KEYS.pro) {
  const handlers = createHandlers({ db, defaultBaseUrl: sandbox.url, sleep: async () => {}, jobPlatform: platform, ...ctx });
  if (key) {
    expect(await dispatch(handlers, 'keys.save', { key })).toMatchObject({ ok: true });
    // "Look up automatically", as Settings asks once the key is saved (until answered, the popup asks first).
    expect(await dispatch(handlers, 'settings.update', { lookupChoiceMade: true })).toMatchObject({ ok: true });
  }
  return { db, handlers };
}

/** Bounded polling: the sandbox may still be finishing work the client stopped waiting for. */
function until(check: () => Promise<boolean>, what: string) {
  return eventually(async () => expect(await check(), `waiting for ${what}`).toBe(true));
}

async function finishJobs(handlers: ReturnType<typeof createHandlers>) {
  await admin('jobs', { step: 50 });
  for (let i = 0; i < 5; i++) await handlers['jobs.poll']({});
}

describe('an answer lost after the work was done and billed, then the person presses again', () => {
  // Every attempt of the first press loses its answer (the transport's own retries too): the person sees
  // an error, presses again, and gets the first result from the server for nothing.
  const LOST_EVERY_ATTEMPT = 3;

  it.each([
    ['live detection', 'live.detect', { url: 'https://stacklens-fixture-missing.com' }, 5],
    ['Ask about this site', 'ai.extract', { domain: 'stacklens-fixture-shop.com', question: 'Which shop system runs this site?' }, 10],
    ['batch company lookup', 'companies.batch', { domains: ['stacklens-fixture-shop.com', 'stacklens-fixture.co.uk', 'stacklens-fixture-missing.com'] }, 3],
  ] as const)('%s: one charge', async (_, endpoint, params, cost) => {
    const { db, handlers } = await worker();
    await admin('lose', { count: LOST_EVERY_ATTEMPT, endpoint });
    const first = await dispatch(handlers, 'api.call', { endpoint, params });
    expect(first).toMatchObject({ ok: false, error: { kind: 'network' } });
    expect(!first.ok && first.error.message).toContain(
      `No answer came, so this may have been billed (${cost} credits). Trying again does not do or bill it twice`,
    );
    const again = await dispatch(handlers, 'api.call', { endpoint, params });
    expect(again).toMatchObject({ ok: true, data: { source: 'network' } });
    const server = await sandboxLedger();
    expect(server.entries.filter((e) => e.endpoint === endpoint && e.credits > 0)).toHaveLength(1);
    expect(server.total).toBe(cost);
    // The first press's row said "possibly billed"; /v1/usage says it was, once (the replay was free).
    expect(await dispatch(handlers, 'ledger.reconcile', { graceMs: 0 })).toMatchObject({ ok: true, data: { settled: 1, credits: cost } });
    expect(await localTotal(db)).toBe(server.total);
    expect(await serverCounts()).toMatchObject(NO_OBJECTS);
  });

  it('lead list: one list on the server, one tracked, billed once for its rows', async () => {
    const { db, handlers } = await worker();
    const input = { name: 'Shops', technologies: [tech], filters: {}, max_rows: 12 };
    await admin('lose', { count: LOST_EVERY_ATTEMPT, endpoint: 'leadLists.create' });
    expect(await dispatch(handlers, 'leadLists.create', input)).toMatchObject({ ok: false, error: { kind: 'network' } });
    const again = await dispatch(handlers, 'leadLists.create', input);
    expect(again).toMatchObject({ ok: true });
    expect((await serverCounts()).lead_lists).toBe(1);
    expect(await handlers['leadLists.list']({})).toHaveLength(1);
    await finishJobs(handlers);
    const server = await sandboxLedger();
    expect(server.total).toBeGreaterThan(0);
    expect(await localTotal(db)).toBe(server.total);
  });

  it('recipe audience: one audience and one build job on the server', async () => {
    const { db, handlers } = await worker();
    const input = { name: 'Adopters', recipe: { type: 'adoption' as const, technology: tech, filters: {} } };
    await admin('lose', { count: LOST_EVERY_ATTEMPT, endpoint: 'audiences.create' });
    expect(await dispatch(handlers, 'audiences.createFromRecipe', input)).toMatchObject({ ok: false, error: { kind: 'network' } });
    expect(await dispatch(handlers, 'audiences.createFromRecipe', input)).toMatchObject({ ok: true });
    const counts = await serverCounts();
    expect([counts.audiences, counts.jobs]).toEqual([1, 1]);
    await finishJobs(handlers);
    expect(await localTotal(db)).toBe((await sandboxLedger()).total);
  });

  it('audience refresh: one refresh job on the server', async () => {
    const { db, handlers } = await worker();
    const audience = await handlers['audiences.create']({ name: 'Saved' });
    await handlers['audiences.addMembers']({ id: audience.id, lines: ['stacklens-fixture-shop.com', 'stacklens-fixture.co.uk'] });
    await handlers['audiences.sync']({});
    await admin('lose', { count: LOST_EVERY_ATTEMPT, endpoint: 'audiences.refresh' });
    expect(await dispatch(handlers, 'audiences.refreshStart', { id: audience.id })).toMatchObject({ ok: false, error: { kind: 'network' } });
    expect(await dispatch(handlers, 'audiences.refreshStart', { id: audience.id })).toMatchObject({ ok: true });
    expect((await serverCounts()).jobs).toBe(1);
    await finishJobs(handlers);
    const server = await sandboxLedger();
    expect(server.total).toBeGreaterThan(0);
    expect(await localTotal(db)).toBe(server.total);
  });
});

describe('budgets under concurrency', () => {
  it('with a daily cap of 2 credits, 8 lookups sent at once spend at most 2', async () => {
    const { db, handlers } = await worker();
    await handlers['budgets.update']({ daily: 2 });
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, i) => dispatch(handlers, 'api.call', { endpoint: 'domain.technologies', params: { domain: `stacklens-budget-${i}.com` } })),
    );
    expect(replies.filter((r) => r.ok)).toHaveLength(2);
    expect(replies.filter((r) => !r.ok && r.error.kind === 'budget')).toHaveLength(6);
    const server = await sandboxLedger();
    expect(server.entries.filter((e) => e.endpoint === 'domain.technologies')).toHaveLength(2);
    expect(server.total).toBe(2);
    expect(await localTotal(db)).toBe(2);
    expect(await serverCounts()).toMatchObject(NO_OBJECTS);
  });
});

describe('a slow server', () => {
  it('a paid GET that times out is sent once, says possibly billed, and reconciles to what the server charged', async () => {
    const { db, handlers } = await worker(freshDb(), { attemptTimeoutMs: 300 });
    await admin('slow', { count: 3, endpoint: 'domain.technologies', ms: 1200 });
    const balanceReads = async () => (await sandboxLedger()).entries.filter((e) => e.endpoint === 'account.credits').length;
    const readsBefore = await balanceReads();
    const reply = await dispatch(handlers, 'api.call', { endpoint: 'domain.technologies', params: { domain: 'stacklens-fixture-shop.com' } });
    // The balance is re-read at once (free), so the header shows the server's figure.
    expect(await balanceReads()).toBe(readsBefore + 1);
    expect(reply).toMatchObject({ ok: false, error: { kind: 'timeout' } });
    expect(!reply.ok && reply.error.message).toMatch(
      // Up to twice its price: the browser itself may have sent it again before the answer was lost.
      /No answer came, so this may have been billed \(up to 2 credits: the browser itself may have sent it twice\)\. StackLens did not repeat it; trying again sends it again\.$/,
    );
    expect((await listLedger(db)).filter((r) => r.endpoint === 'domain.technologies')).toMatchObject([{ state: 'unknown', estimate: 1, credits: 0 }]);
    // The server finishes the work it was given, once.
    await until(async () => (await sandboxLedger()).entries.some((e) => e.endpoint === 'domain.technologies'), 'the slow answer');
    expect((await sandboxLedger()).entries.filter((e) => e.endpoint === 'domain.technologies')).toHaveLength(1);
    expect(await dispatch(handlers, 'ledger.reconcile', { graceMs: 0 })).toMatchObject({ ok: true, data: { settled: 1, credits: 1 } });
    expect((await listLedger(db)).find((r) => r.endpoint === 'domain.technologies')).toMatchObject({ state: 'settled', credits: 1 });
    expect(await localTotal(db)).toBe((await sandboxLedger()).total);
    expect(await serverCounts()).toMatchObject(NO_OBJECTS);
  });

  it('opening Credits & usage settles a possibly billed call from /v1/usage after answering, once, however often it is opened', async () => {
    let clock = Date.now();
    const db = freshDb();
    // What a page showing the ledger is told (the wiring pushes it: entrypoints/background/changes.ts).
    const told: unknown[] = [];
    const handlers = createHandlers(
      { db, defaultBaseUrl: sandbox.url, sleep: async () => {}, jobPlatform: platform, attemptTimeoutMs: 300, now: () => clock },
      [{ afterReconcile: (report) => void told.push(report) }],
    );
    expect(await dispatch(handlers, 'keys.save', { key: SANDBOX_KEYS.pro })).toMatchObject({ ok: true });
    await admin('slow', { count: 3, endpoint: 'domain.technologies', ms: 1200 });
    await dispatch(handlers, 'api.call', { endpoint: 'domain.technologies', params: { domain: 'stacklens-fixture-shop.com' } });
    await until(async () => (await sandboxLedger()).entries.some((e) => e.endpoint === 'domain.technologies'), 'the slow answer');
    const row = async () => (await listLedger(db)).find((r) => r.endpoint === 'domain.technologies');
    expect(await row()).toMatchObject({ state: 'unknown', estimate: 1 });
    // Past the grace a slow server gets: the page's opens (the balance, re-read each time) settle it.
    clock += RECONCILE_GRACE_MS + 1;
    const opens = await Promise.all([1, 2, 3].map(() => dispatch(handlers, 'credits.get', { sync: true })));
    expect(opens).toMatchObject([{ ok: true }, { ok: true }, { ok: true }]);
    await until(async () => told.length > 0, 'the reconciliation');
    // Settled at 1 of the 2 it may have cost, soon after the call: checked once more later (reconcile-accounts.test.ts).
    expect(told).toEqual([{ settled: 1, credits: 1, waiting: 0, resent: 0, rechecking: 1 }]);
    expect(await row()).toMatchObject({ state: 'settled', credits: 1 });
    // An explicit reconciliation, even two asked at once, finds nothing left and changes nothing.
    const again = await Promise.all([dispatch(handlers, 'ledger.reconcile', { graceMs: 0 }), dispatch(handlers, 'ledger.reconcile', { graceMs: 0 })]);
    expect(again).toMatchObject([
      { ok: true, data: { settled: 0 } },
      { ok: true, data: { settled: 0 } },
    ]);
    expect(await row()).toMatchObject({ state: 'settled', credits: 1 });
    expect(told).toHaveLength(1);
    expect(await localTotal(db)).toBe((await sandboxLedger()).total);
  });
});

describe('a worker stopped', () => {
  it('in the middle of a paid request: after the restart the ledger has its row, and totals match after reconciliation', async () => {
    const db = freshDb();
    // This worker's request reaches the server, but the worker is gone before the answer.
    const stopped = (input: RequestInfo | URL, init?: RequestInit) => {
      void fetch(input, init).catch(() => undefined);
      return new Promise<Response>(() => {});
    };
    await worker(db);
    const first = await worker(db, { fetch: stopped as typeof fetch, attemptTimeoutMs: 29_000 }, '');
    void first.handlers['api.call']({ endpoint: 'live.detect', params: { url: 'https://stacklens-fixture-missing.com' } }).catch(() => undefined);
    await until(async () => (await sandboxLedger()).entries.some((e) => e.endpoint === 'live.detect'), 'the request to reach the server');
    expect((await listLedger(db)).filter((r) => r.endpoint === 'live.detect')).toMatchObject([{ state: 'pending', estimate: 5 }]);

    const restarted = await worker(db, {}, '');
    expect(await dispatch(restarted.handlers, 'ledger.reconcile', { graceMs: 0 })).toMatchObject({ ok: true, data: { settled: 1, credits: 5 } });
    expect((await listLedger(db)).filter((r) => r.endpoint === 'live.detect')).toMatchObject([{ state: 'settled', credits: 5 }]);
    expect(await localTotal(db)).toBe((await sandboxLedger()).total);
    expect(await serverCounts()).toMatchObject(NO_OBJECTS);
  });

  it('while settling a job: the charge is never marked done without its ledger row, and is written once after the restart', async () => {
    const { db, handlers } = await worker();
    await handlers['leadLists.create']({ name: 'Settle', technologies: [tech], filters: {}, max_rows: 8 });
    await admin('jobs', { step: 50 });
    // The worker stops while writing the charge: the transaction that marks the job charged is undone.
    const stop = (_key: unknown, row: { endpoint?: string; credits?: number }) => {
      if (row.endpoint === 'leadLists.create' && (row.credits ?? 0) > 0) throw new Error('worker stopped');
    };
    db.ledger.hook('creating', stop);
    await handlers['jobs.poll']({});
    db.ledger.hook('creating').unsubscribe(stop);
    expect((await db.jobs.toArray()).map((j) => [j.status, j.charged])).toEqual([['completed', false]]);

    const restarted = await worker(db, {}, '');
    await restarted.handlers['jobs.poll']({});
    await restarted.handlers['jobs.poll']({});
    const charges = (await listLedger(db)).filter((r) => r.endpoint === 'leadLists.create' && r.credits > 0);
    expect(charges).toHaveLength(1);
    expect(await localTotal(db)).toBe((await sandboxLedger()).total);
    expect((await serverCounts()).lead_lists).toBe(1);
  });
});

describe('switching base URL or account', () => {
  it('never serves one’s cached answer to the other', async () => {
    const other = await startSandbox({ port: 0, rateLimits: false });
    try {
      const { db, handlers } = await worker();
      const lookup = () => dispatch(handlers, 'api.call', { endpoint: 'domain.technologies', params: { domain: 'stacklens-fixture-shop.com' } });
      expect(await lookup()).toMatchObject({ ok: true, data: { source: 'network' } });
      expect(await lookup()).toMatchObject({ ok: true, data: { source: 'cache' } });
      // Another account on the same server: its own request, charged to it.
      await handlers['keys.save']({ key: SANDBOX_KEYS.scale });
      expect(await lookup()).toMatchObject({ ok: true, data: { source: 'network' } });
      // Another server: its own request too.
      await handlers['settings.update']({ baseUrl: other.url });
      expect(await lookup()).toMatchObject({ ok: true, data: { source: 'network' } });
      expect((await sandboxLedger(other)).entries.filter((e) => e.endpoint === 'domain.technologies')).toHaveLength(1);
      expect((await sandboxLedger()).entries.filter((e) => e.endpoint === 'domain.technologies')).toHaveLength(2);
      // This browser's ledger holds every charge of both servers and both accounts, to the credit.
      expect(await localTotal(db)).toBe((await sandboxLedger()).total + (await sandboxLedger(other)).total);
      expect(await serverCounts()).toMatchObject(NO_OBJECTS);
    } finally {
      await other.close();
    }
  });
});

describe('repeats within the cache’s life', () => {
  it('the same batch lookup again is served from the cache: one charge, for the companies on screen', async () => {
    const { db, handlers } = await worker();
    const params = { domains: ['stacklens-fixture-shop.com', 'stacklens-fixture.co.uk'] };
    const first = await dispatch(handlers, 'api.call', { endpoint: 'companies.batch', params });
    expect(first).toMatchObject({ ok: true, data: { source: 'network', credits: 2 } });
    const again = await dispatch(handlers, 'api.call', { endpoint: 'companies.batch', params });
    expect(again).toMatchObject({ ok: true, data: { source: 'cache', credits: 0 } });
    const server = await sandboxLedger();
    expect(server.entries.filter((e) => e.endpoint === 'companies.batch')).toHaveLength(1);
    expect(server.total).toBe(2);
    expect(await localTotal(db)).toBe(server.total);
    expect(await serverCounts()).toMatchObject(NO_OBJECTS);
  });

  it('the same signal export again is served from the cache; one capped by the balance is not kept', async () => {
    const { db, handlers } = await worker();
    const params = { type: 'adoption', technology: tech, max_rows: 4 };
    expect(await dispatch(handlers, 'api.call', { endpoint: 'signals.export', params })).toMatchObject({ ok: true, data: { source: 'network', credits: 4 } });
    expect(await dispatch(handlers, 'api.call', { endpoint: 'signals.export', params })).toMatchObject({ ok: true, data: { source: 'cache', credits: 0 } });
    // With 3 credits left a 5-row export stops at 3 rows: asked again (after a top-up) it is fetched again.
    await fetch(`${sandbox.url}/__sandbox/balance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ plan: 'pro', balance: 3 }),
    });
    await handlers['credits.get']({ sync: true });
    const bigger = { ...params, max_rows: 5 };
    expect(await dispatch(handlers, 'api.call', { endpoint: 'signals.export', params: bigger })).toMatchObject({
      ok: true,
      data: { source: 'network', credits: 3, capped: true },
    });
    await fetch(`${sandbox.url}/__sandbox/balance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ plan: 'pro', balance: 100 }),
    });
    await handlers['credits.get']({ sync: true });
    expect(await dispatch(handlers, 'api.call', { endpoint: 'signals.export', params: bigger })).toMatchObject({
      ok: true,
      data: { source: 'network', credits: 5 },
    });
    const server = await sandboxLedger();
    expect(server.entries.filter((e) => e.endpoint === 'signals.export').map((e) => e.credits)).toEqual([4, 3, 5]);
    expect(await localTotal(db)).toBe(server.total);
    expect(await serverCounts()).toMatchObject(NO_OBJECTS);
  });

  it('a refreshed audience shows its members as scanned by the refresh it paid for', async () => {
    const { db, handlers } = await worker();
    const audience = await handlers['audiences.create']({ name: 'Crawled' });
    const domains = ['stacklens-fixture-shop.com', 'stacklens-fixture.co.uk', 'stacklens-fixture-missing.com'];
    await handlers['audiences.addMembers']({ id: audience.id, lines: domains });
    await handlers['audiences.sync']({});
    const all = { id: audience.id, offset: 0, limit: 500, sort: 'domain', desc: false, query: '' } as const;
    expect((await handlers['audiences.memberPage'](all)).members.map((m) => m.lastScannedAt)).toEqual([null, null, null]);
    expect(await dispatch(handlers, 'audiences.refreshStart', { id: audience.id })).toMatchObject({ ok: true });
    await finishJobs(handlers);
    const server = await sandboxLedger();
    const crawled = server.entries.filter((e) => e.method === 'JOB').reduce((sum, e) => sum + e.credits, 0);
    expect(crawled).toBeGreaterThan(0);
    // Every member the refresh crawled (and billed) reads as scanned, not as never looked at.
    const members = (await handlers['audiences.memberPage'](all)).members;
    expect(members.filter((m) => m.lastScannedAt !== null)).toHaveLength(crawled);
    expect(await localTotal(db)).toBe(server.total);
    expect(await serverCounts()).toMatchObject({ audiences: 1, jobs: 1, lead_lists: 0 });
  });
});

describe('the first lookup of a new site is a visible spend', () => {
  it('opening the popup on a new site reports the credit it cost; a second open reports none; asking first sends nothing', async () => {
    const { db, handlers } = await worker();
    const first = await handlers['popup.open']({ input: 'https://stacklens-fixture-shop.com/', askFirst: false });
    expect(first.technologies).toMatchObject({ result: { source: 'network', credits: 1 } });
    const second = await handlers['popup.open']({ input: 'https://stacklens-fixture-shop.com/cart', askFirst: false });
    expect(second.technologies).toMatchObject({ result: { source: 'cache', credits: 0 } });
    await handlers['settings.update']({ askBeforeLookup: true, lookupChoiceMade: true });
    const asked = await handlers['popup.open']({ input: 'https://stacklens-fixture.co.uk/', askFirst: false });
    expect(asked.technologies).toEqual({ result: null });
    const server = await sandboxLedger();
    expect(server.entries.filter((e) => e.endpoint === 'domain.technologies').map((e) => [e.path, e.credits])).toEqual([
      ['/v1/domain/stacklens-fixture-shop.com', 1],
    ]);
    expect(await localTotal(db)).toBe(server.total);
    expect(await serverCounts()).toMatchObject(NO_OBJECTS);
  });

  it('a budget a confirmation would cross is known before anything is sent, and the call is refused unsent', async () => {
    const { db, handlers } = await worker();
    await handlers['budgets.update']({ daily: 4 });
    expect(await dispatch(handlers, 'api.call', { endpoint: 'domain.technologies', params: { domain: 'stacklens-fixture-shop.com' } })).toMatchObject({
      ok: true,
    });
    // What the confirmation dialog asks before the person confirms a 5-credit live detection.
    expect(await handlers['budgets.check']({ spend: { live_detection: 5 } })).toEqual({ label: 'daily budget', cap: 4, spent: 1, left: 3 });
    expect(await handlers['budgets.check']({ spend: { live_detection: 3 } })).toBeNull();
    const before = (await sandboxLedger()).entries.length;
    expect(await dispatch(handlers, 'api.call', { endpoint: 'live.detect', params: { url: 'https://stacklens-fixture-missing.com' } })).toMatchObject({
      ok: false,
      error: { kind: 'budget' },
    });
    const server = await sandboxLedger();
    expect(server.entries.length).toBe(before);
    expect(await localTotal(db)).toBe(server.total);
    expect(await serverCounts()).toMatchObject(NO_OBJECTS);
  });
});
