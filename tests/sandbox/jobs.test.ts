// Deferred billing: lead lists billed on rows delivered (capped to the balance), cancel and delete,
// audience refresh billed per member crawled (7-day skip), recipe builds, and failed jobs that cost nothing.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Job, LeadList } from '../../lib/api/schemas';
import type { RunningSandbox } from './server';
import { SANDBOX_KEYS } from './keys';
import { FIXTURES, admin, call, expectData, expectError, start, waitFor, type Loose, useSandbox } from './test-helpers';

const PRO = SANDBOX_KEYS.pro;
const finished = (s: string) => s === 'completed' || s === 'failed' || s === 'canceled';

async function waitLeadList(sb: RunningSandbox, id: string, key: string = PRO): Promise<{ last: LeadList; seen: string[] }> {
  const seen: string[] = [];
  const last = await waitFor(async () => {
    const l = expectData('leadLists.get', await call(sb, key, 'leadLists.get', { id })).lead_list;
    seen.push(l.status);
    return finished(l.status) && l;
  }, `lead list ${id}`);
  return { last, seen };
}

async function waitJob(sb: RunningSandbox, id: string): Promise<Job> {
  return waitFor(async () => {
    const j = expectData('jobs.get', await call(sb, PRO, 'jobs.get', { id })).job;
    return finished(j.status) && j;
  }, `job ${id}`);
}

async function jobEntries(sb: RunningSandbox, endpoint: string): Promise<Loose[]> {
  const ledger = await admin(sb, 'GET', 'ledger?account_id=org_sandbox_pro');
  return ledger.entries.filter((e: Loose) => e.method === 'JOB' && e.endpoint === endpoint);
}

const balance = async (sb: RunningSandbox, key: string = PRO) => expectData('account.credits', await call(sb, key, 'account.credits', {})).balance;

describe('lead lists', () => {
  let sb: RunningSandbox;
  let tech: number;

  beforeAll(async () => {
    sb = await start();
    // The shop's technology with the most companies, so a list can have 25 rows.
    const report = expectData('domain.technologies', await call(sb, SANDBOX_KEYS.scale, 'domain.technologies', { domain: FIXTURES.shop }));
    let best = { id: 0, total: -1 };
    for (const t of report.active_technologies) {
      const { total } = expectData('technology.companies', await call(sb, SANDBOX_KEYS.scale, 'technology.companies', { id: t.id, limit: 1 }));
      if (total > best.total) best = { id: t.id, total };
    }
    expect(best.total).toBeGreaterThanOrEqual(25);
    tech = best.id;
  });
  afterAll(async () => {
    await sb.close();
  });
  beforeEach(async () => {
    await admin(sb, 'POST', 'reset');
  });

  it('progresses, then bills the rows delivered at completion', async () => {
    const reply = await call(sb, PRO, 'leadLists.create', { name: 'Leads', technologies: [tech], max_rows: 25 }, { 'Idempotency-Key': 'll-1' });
    const { lead_list } = expectData('leadLists.create', reply);
    expect(lead_list).toMatchObject({ status: 'queued', estimate_rows: 25, rows_delivered: 0, credits_charged: 0 });
    expect(reply.headers.get('X-Credits-Cost')).toBe('0');
    const { last, seen } = await waitLeadList(sb, lead_list.id);
    expect(seen).toContain('running');
    expect(last).toMatchObject({ status: 'completed', rows_delivered: 25, credits_charged: 25, capped: false, error: null });
    expect(last.finished_at).not.toBeNull();
    expect((await jobEntries(sb, 'leadLists.create')).map((e) => [e.status, e.credits])).toEqual([[200, 25]]);
    expect(await balance(sb)).toBe(9_975);
    const rows = expectData('leadLists.rows', await call(sb, PRO, 'leadLists.rows', { id: lead_list.id, limit: 10, offset: 20 }));
    expect([rows.total, rows.rows.length]).toEqual([25, 5]);
    expect(rows.rows[0]!.technologies.map((t) => t.id)).toContain(tech);
    // The idempotent repeat returns the same list and starts nothing.
    const again = expectData(
      'leadLists.create',
      await call(sb, PRO, 'leadLists.create', { name: 'Leads', technologies: [tech], max_rows: 25 }, { 'Idempotency-Key': 'll-1' }),
    );
    expect(again.lead_list.id).toBe(lead_list.id);
    expect(expectData('leadLists.list', await call(sb, PRO, 'leadLists.list', {})).lead_lists).toHaveLength(1);
  });

  it('caps the rows delivered to the balance', async () => {
    await admin(sb, 'POST', 'balance', { plan: 'pro', balance: 7 });
    const { lead_list } = expectData('leadLists.create', await call(sb, PRO, 'leadLists.create', { name: 'Capped', technologies: [tech], max_rows: 25 }));
    const { last } = await waitLeadList(sb, lead_list.id);
    expect(last).toMatchObject({ status: 'completed', estimate_rows: 25, rows_delivered: 7, credits_charged: 7, capped: true });
    expect(await balance(sb)).toBe(0);
    expect(expectData('leadLists.rows', await call(sb, PRO, 'leadLists.rows', { id: lead_list.id })).total).toBe(7);
  });

  it('charges nothing when the job fails', async () => {
    await admin(sb, 'POST', 'fail-next-job', { count: 1 });
    const { lead_list } = expectData('leadLists.create', await call(sb, PRO, 'leadLists.create', { name: 'Doomed', technologies: [tech], max_rows: 25 }));
    const { last } = await waitLeadList(sb, lead_list.id);
    expect(last).toMatchObject({ status: 'failed', rows_delivered: 0, credits_charged: 0 });
    expect(last.error).toMatch(/failed/);
    expect((await jobEntries(sb, 'leadLists.create')).map((e) => [e.status, e.credits])).toEqual([[500, 0]]);
    expect(await balance(sb)).toBe(10_000);
    // The fault was used up: the next list completes and is billed.
    const next = expectData('leadLists.create', await call(sb, PRO, 'leadLists.create', { name: 'Fine', technologies: [tech], max_rows: 3 }));
    expect((await waitLeadList(sb, next.lead_list.id)).last.credits_charged).toBe(3);
  });

  it('never charges a test key', async () => {
    const { lead_list } = expectData(
      'leadLists.create',
      await call(sb, SANDBOX_KEYS.test, 'leadLists.create', { name: 'Test', technologies: [tech], max_rows: 10 }),
    );
    const { last } = await waitLeadList(sb, lead_list.id, SANDBOX_KEYS.test);
    expect(last).toMatchObject({ status: 'completed', rows_delivered: 10, credits_charged: 0 });
    expect((await admin(sb, 'GET', 'ledger?account_id=org_sandbox_test')).total_credits).toBe(0);
  });
});

describe('cancelling a lead list', () => {
  let sb: RunningSandbox;
  beforeAll(async () => {
    sb = await start({ jobTickMs: 150 });
  });
  afterAll(async () => {
    await sb.close();
  });

  it('cancels a running list billing the delivered rows, then deletes it', async () => {
    const tech = expectData('technology.byName', await call(sb, SANDBOX_KEYS.scale, 'technology.byName', { name: 'Google Analytics' })).technology!.id;
    const { lead_list } = expectData('leadLists.create', await call(sb, PRO, 'leadLists.create', { name: 'Cancel me', technologies: [tech], max_rows: 40 }));
    const running = await waitFor(async () => {
      const l = expectData('leadLists.get', await call(sb, PRO, 'leadLists.get', { id: lead_list.id })).lead_list;
      return l.status === 'running' && l.rows_delivered > 0 && l;
    }, 'first rows');
    expect(running.rows_delivered).toBeLessThan(40);
    const canceled = expectData('leadLists.delete', await call(sb, PRO, 'leadLists.delete', { id: lead_list.id }));
    expect(canceled.deleted).toBe(false);
    expect(canceled.lead_list).toMatchObject({ status: 'canceled', rows_delivered: running.rows_delivered, credits_charged: running.rows_delivered });
    expect((await jobEntries(sb, 'leadLists.create')).map((e) => e.credits)).toEqual([running.rows_delivered]);
    expect(await balance(sb)).toBe(10_000 - running.rows_delivered);
    expect(expectData('leadLists.delete', await call(sb, PRO, 'leadLists.delete', { id: lead_list.id }))).toEqual({ deleted: true });
    expectError(await call(sb, PRO, 'leadLists.get', { id: lead_list.id }), 404, 'NOT_FOUND');
  });
});

describe('pausing and stepping jobs (POST /__sandbox/jobs)', () => {
  let sb: RunningSandbox;
  useSandbox((started) => (sb = started), { jobTickMs: 10 });
  afterEach(() => vi.useRealTimers());

  it('holds a paused list where it is, moves it one tick per step, and resumes', async () => {
    const tech = expectData('technology.byName', await call(sb, SANDBOX_KEYS.scale, 'technology.byName', { name: 'Google Analytics' })).technology!.id;
    expect(await admin(sb, 'POST', 'jobs', { paused: true })).toEqual({ paused: true, active: 0 });
    // The job timer is an interval: faked, so "ten ticks' worth of time" passes at once (HTTP keeps real timeouts).
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { lead_list } = expectData('leadLists.create', await call(sb, PRO, 'leadLists.create', { name: 'Stepped', technologies: [tech], max_rows: 40 }));
    const get = async () => expectData('leadLists.get', await call(sb, PRO, 'leadLists.get', { id: lead_list.id })).lead_list;
    vi.advanceTimersByTime(100); // ten ticks' worth of time: nothing moves while paused
    expect(await get()).toMatchObject({ status: 'queued', rows_delivered: 0 });
    expect(await admin(sb, 'POST', 'jobs', { step: 1 })).toEqual({ paused: true, active: 1 });
    expect(await get()).toMatchObject({ status: 'running', rows_delivered: 0 });
    await admin(sb, 'POST', 'jobs', { step: 1 });
    const once = await get();
    expect(once.status).toBe('running');
    expect(once.rows_delivered).toBeGreaterThan(0);
    expect(once.rows_delivered).toBeLessThan(once.estimate_rows);
    vi.advanceTimersByTime(100);
    expect((await get()).rows_delivered).toBe(once.rows_delivered);
    vi.useRealTimers();
    expect(await admin(sb, 'POST', 'jobs', { paused: false })).toMatchObject({ paused: false });
    const { last } = await waitLeadList(sb, lead_list.id);
    expect(last).toMatchObject({ status: 'completed', rows_delivered: last.estimate_rows, credits_charged: last.estimate_rows });
  });

  it('refuses an empty or out-of-range request, and reset unpauses', async () => {
    const empty = await fetch(`${sb.url}/__sandbox/jobs`, { method: 'POST', body: '{}' });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as Loose).error.message).toMatch(/paused.*step/);
    const big = await fetch(`${sb.url}/__sandbox/jobs`, { method: 'POST', body: JSON.stringify({ step: 5000 }) });
    expect(big.status).toBe(400);
    expect(((await big.json()) as Loose).error.message).toMatch(/step/);
    await admin(sb, 'POST', 'jobs', { paused: true });
    await admin(sb, 'POST', 'reset');
    expect((await admin(sb, 'GET', 'state')).jobs).toEqual({ paused: false, active: 0 });
  });
});

describe('audience jobs', () => {
  let sb: RunningSandbox;
  useSandbox((started) => (sb = started));

  async function refresh(id: string): Promise<Job> {
    const { job } = expectData('audiences.refresh', await call(sb, PRO, 'audiences.refresh', { id }));
    return waitJob(sb, job.id);
  }

  it('bills 1 per member crawled and skips members scanned in the last 7 days', async () => {
    const { audience } = expectData(
      'audiences.create',
      await call(sb, PRO, 'audiences.create', { name: 'Crawl', domains: [FIXTURES.shop, FIXTURES.noCompany, 'crawl-me.example.com'] }),
    );
    expect(await refresh(audience.id)).toMatchObject({ status: 'completed', total: 3, processed: 3, skipped: 0, credits_charged: 3 });
    const members = expectData('audiences.members', await call(sb, PRO, 'audiences.members', { id: audience.id })).members;
    expect(members.every((m) => m.last_scanned_at !== null)).toBe(true);
    expect(expectData('audiences.get', await call(sb, PRO, 'audiences.get', { id: audience.id })).audience.last_refreshed_at).not.toBeNull();
    expect(await refresh(audience.id)).toMatchObject({ skipped: 3, credits_charged: 0 });
    await call(sb, PRO, 'audiences.addMembers', { id: audience.id, domains: ['fresh.example.com'] });
    expect(await refresh(audience.id)).toMatchObject({ total: 4, skipped: 3, credits_charged: 1 });
    await admin(sb, 'POST', 'clock', { advance_ms: 8 * 86_400_000 });
    expect(await refresh(audience.id)).toMatchObject({ skipped: 0, credits_charged: 4 });
    expect((await jobEntries(sb, 'audiences.refresh')).map((e) => e.credits)).toEqual([3, 0, 1, 4]);
    expect(await balance(sb)).toBe(10_000 - 8);
  });

  it('crawls only what the balance covers, and a failed refresh charges nothing', async () => {
    const { audience } = expectData(
      'audiences.create',
      await call(sb, PRO, 'audiences.create', { name: 'Short', domains: ['a.example.com', 'b.example.com', 'c.example.com'] }),
    );
    await admin(sb, 'POST', 'fail-next-job', {});
    expect(await refresh(audience.id)).toMatchObject({ status: 'failed', credits_charged: 0 });
    await admin(sb, 'POST', 'balance', { plan: 'pro', balance: 2 });
    expect(await refresh(audience.id)).toMatchObject({ status: 'completed', credits_charged: 2 });
    const members = expectData('audiences.members', await call(sb, PRO, 'audiences.members', { id: audience.id })).members;
    expect(members.filter((m) => m.last_scanned_at === null)).toHaveLength(1);
    expect(await balance(sb)).toBe(0);
  });

  it('builds a recipe audience with an audience_build job', async () => {
    const tech = expectData('technology.byName', await call(sb, SANDBOX_KEYS.scale, 'technology.byName', { name: 'Shopify' })).technology!.id;
    const emitted = ['recipe-one.example.com', 'recipe-two.example.com'];
    for (const domain of emitted) await admin(sb, 'POST', 'signals/emit', { type: 'adoption', technology: tech, domain });
    const created = expectData(
      'audiences.create',
      await call(sb, PRO, 'audiences.create', { name: 'New Shopify stores', recipe: { type: 'adoption', technology: tech } }),
    );
    expect(created.audience.kind).toBe('recipe');
    expect(created.job).toMatchObject({ kind: 'audience_build', status: 'queued' });
    const job = await waitJob(sb, created.job!.id);
    expect(job).toMatchObject({ status: 'completed', credits_charged: 0 });
    expect(job.total).toBeGreaterThanOrEqual(2);
    const members = expectData('audiences.members', await call(sb, PRO, 'audiences.members', { id: created.audience.id }));
    expect(members.total).toBe(job.total);
    expect(members.members.map((m) => m.domain)).toEqual(expect.arrayContaining(emitted));
    expect(await balance(sb)).toBe(10_000);
  });
});
