// A vendor that grows its lists, against the real sandbox: a drifted value (a size band, a company type,
// a job status, a signal type) is shown as sent and billed
// once; an answer that cannot be read says what it cost and "Try again" does not bill it again. The
// worker's ledger equals the sandbox's charge ledger to the credit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatch } from '@/lib/messaging/background';
import { sandboxAdmin, sandboxCharges, sandboxWorker, startJobSandbox, type Sandbox } from '../support/job-sandbox';

let sandbox: Sandbox;

beforeAll(async () => void ({ sandbox } = await startJobSandbox()));
afterAll(() => sandbox.close());

const admin = (path: string, body?: unknown) => sandboxAdmin(sandbox, path, body);

const sandboxLedger = () => sandboxCharges(sandbox);

/** What the server saved: a lookup, a page of signals or a company record saves nothing. */
async function serverObjects(): Promise<{ audiences: number; lead_lists: number; jobs: number }> {
  const { counts } = (await (await fetch(`${sandbox.url}/__sandbox/state`)).json()) as { counts: { audiences: number; lead_lists: number; jobs: number } };
  return { audiences: counts.audiences, lead_lists: counts.lead_lists, jobs: counts.jobs };
}
const NO_OBJECTS = { audiences: 0, lead_lists: 0, jobs: 0 };

const worker = () => sandboxWorker(sandbox);

describe('a vendor whose lists grow', () => {
  it('shows a drifted company size band and type as sent, billed once', async () => {
    const { handlers, localCredits } = await worker();
    await admin('drift', { count: 1, endpoint: 'company.get' });
    const reply = await dispatch(handlers, 'api.call', { endpoint: 'company.get', params: { domain: 'stacklens-fixture-shop.com' } });
    expect(reply).toMatchObject({ ok: true, data: { source: 'network', credits: 1, data: { employees: '10001-50000', company_type: 'Cooperative' } } });
    // Shown again from the cache, with the same value, for nothing.
    const again = await dispatch(handlers, 'api.call', { endpoint: 'company.get', params: { domain: 'stacklens-fixture-shop.com' } });
    expect(again).toMatchObject({ ok: true, data: { source: 'cache', credits: 0, data: { employees: '10001-50000' } } });
    const ledger = await sandboxLedger();
    expect(ledger.entries.filter((e) => e.path === '/v1/company/stacklens-fixture-shop.com').map((e) => e.credits)).toEqual([1]);
    expect(await localCredits()).toBe(ledger.total_credits);
    expect(await serverObjects()).toEqual(NO_OBJECTS);
  });

  it('reads a drifted batch answer (a new band on every company) without refusing it, billed once', async () => {
    const { handlers, localCredits } = await worker();
    await admin('drift', { count: 1, endpoint: 'companies.batch' });
    const reply = await dispatch(handlers, 'api.call', {
      endpoint: 'companies.batch',
      params: { domains: ['stacklens-fixture-shop.com', 'stacklens-fixture-missing.com'] },
    });
    expect(reply.ok).toBe(true);
    const companies = (reply as { data: { data: { companies: { employees: string | null }[] } } }).data.data.companies;
    expect(companies.length).toBeGreaterThan(0);
    expect(companies.filter((c) => c.employees !== null).every((c) => c.employees === '10001-50000')).toBe(true);
    expect(await localCredits()).toBe((await sandboxLedger()).total_credits);
    expect(await serverObjects()).toEqual(NO_OBJECTS);
  });

  it('keeps tracking a lead list whose status is one the published lists do not name, and bills it once when it completes', async () => {
    const { db, handlers, localCredits } = await worker();
    await admin('jobs', { paused: true });
    const tech = sandbox.state.world.techByName('Google Analytics')!.id;
    await handlers['leadLists.create']({ name: 'Drifting', technologies: [tech], filters: {}, max_rows: 6 });
    await admin('jobs', { step: 50 });
    // The next poll reads "paused": shown as sent, still under way, nothing charged yet.
    await admin('drift', { count: 1, endpoint: 'leadLists.get' });
    expect(await dispatch(handlers, 'jobs.poll', {})).toMatchObject({ ok: true });
    expect((await db.jobs.toArray()).map((j) => [j.status, j.charged])).toEqual([['paused', false]]);
    expect(await localCredits()).toBe(0);
    // The poll after it reads "completed": billed once, for its rows.
    expect(await dispatch(handlers, 'jobs.poll', {})).toMatchObject({ ok: true });
    expect((await db.jobs.toArray()).map((j) => [j.status, j.charged])).toEqual([['completed', true]]);
    const ledger = await sandboxLedger();
    expect(ledger.entries.filter((e) => e.method === 'JOB').map((e) => e.credits)).toEqual([6]);
    expect(await localCredits()).toBe(ledger.total_credits);
    expect(await serverObjects()).toEqual({ ...NO_OBJECTS, lead_lists: 1 });
  });

  it('shows a signal type the published lists do not name as sent, billed once', async () => {
    const { handlers, localCredits } = await worker();
    const tech = sandbox.state.world.techByName('Google Analytics')!.id;
    await admin('drift', { count: 1, endpoint: 'signals.query' });
    const params = { type: 'adoption', technology: tech, limit: 5 };
    const reply = await dispatch(handlers, 'api.call', { endpoint: 'signals.query', params });
    expect(reply).toMatchObject({ ok: true, data: { source: 'network', credits: 1, data: { type: 'expansion' } } });
    const events = (reply as { data: { data: { events: { type: string }[] } } }).data.data.events;
    expect(events.every((e) => e.type === 'expansion')).toBe(true);
    expect(await dispatch(handlers, 'api.call', { endpoint: 'signals.query', params })).toMatchObject({ ok: true, data: { source: 'cache', credits: 0 } });
    const ledger = await sandboxLedger();
    expect(ledger.total_credits).toBe(1);
    expect(await localCredits()).toBe(ledger.total_credits);
    expect(await serverObjects()).toEqual(NO_OBJECTS);
  });

  it('an unreadable paid answer says what it cost; Try again does not bill it again', async () => {
    const { handlers, localCredits } = await worker();
    await admin('unreadable', { count: 1, endpoint: 'company.get' });
    const first = await dispatch(handlers, 'api.call', { endpoint: 'company.get', params: { domain: 'stacklens-fixture-shop.com' } });
    expect(first).toMatchObject({ ok: false, error: { kind: 'response_validation', spent: 1, kept: true } });
    expect(!first.ok && first.error.message).toMatch(/billed 1 credit\b/);
    const retry = await dispatch(handlers, 'api.call', { endpoint: 'company.get', params: { domain: 'stacklens-fixture-shop.com' } });
    expect(retry).toMatchObject({ ok: false, error: { kind: 'response_validation', spent: 1, kept: true } });
    const ledger = await sandboxLedger();
    expect(ledger.entries.filter((e) => e.path === '/v1/company/stacklens-fixture-shop.com').map((e) => e.credits)).toEqual([1]);
    expect(await localCredits()).toBe(1);
    expect(await localCredits()).toBe(ledger.total_credits);
    expect(await serverObjects()).toEqual(NO_OBJECTS);
  });
});
