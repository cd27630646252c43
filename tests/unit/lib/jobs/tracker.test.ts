// Background jobs (lib/jobs/tracker.ts) against the real sandbox: the deferred charge lands in the
// local ledger once, equal to the sandbox's charge; the alarm is kept while a job runs and cleared
// after; one notification per finished job.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dispatch } from '@/lib/messaging/background';
import { listLedger } from '@/lib/metered/ledger';
import { accountScope } from '@/lib/keys/key-store';
import { createHandlers } from '@/lib/worker/handlers';
import { JOB_ALARM, describeFinish, trackJob, type JobPlatform, type TrackedJob } from '@/lib/jobs/tracker';
import { startJobSandbox, type Sandbox } from '../support/job-sandbox';
import { SANDBOX_KEYS } from '../../../sandbox/keys';
import { freshDb } from '../support/fake-api';
import { eventually } from '../../async-bounds';

let sandbox: Sandbox;

beforeAll(async () => void ({ sandbox } = await startJobSandbox()));
afterAll(() => sandbox.close());
beforeEach(async () => {
  await fetch(`${sandbox.url}/__sandbox/reset`, { method: 'POST' });
});

function fakePlatform() {
  const alarms = new Set<string>();
  const notes: { id: string; title: string; message: string }[] = [];
  const platform: JobPlatform = {
    scheduleAlarm: async (name) => void alarms.add(name),
    clearAlarm: async (name) => void alarms.delete(name),
    notify: async (id, title, message) => void notes.push({ id, title, message }),
  };
  return { platform, alarms, notes };
}

async function sandboxJobCredits(): Promise<number> {
  const ledger = (await (await fetch(`${sandbox.url}/__sandbox/ledger`)).json()) as { entries: { method: string; credits: number }[] };
  return ledger.entries.filter((e) => e.method === 'JOB').reduce((s, e) => s + e.credits, 0);
}

async function setup() {
  const db = freshDb();
  const fake = fakePlatform();
  const handlers = createHandlers({ db, defaultBaseUrl: sandbox.url, jobPlatform: fake.platform, sleep: async () => {} });
  expect(await dispatch(handlers, 'keys.save', { key: SANDBOX_KEYS.pro })).toMatchObject({ ok: true });
  return { db, handlers, ...fake };
}

function pollUntilDone(handlers: ReturnType<typeof createHandlers>) {
  return eventually(async () => {
    const jobs = await handlers['jobs.poll']({});
    expect(
      jobs.map((j) => j.status).filter((s) => !['completed', 'failed', 'canceled'].includes(s)),
      'jobs still running',
    ).toEqual([]);
    return jobs;
  });
}

/** A lead list the server has finished, as describeFinish reads it. */
function finishedLeadList(outcome: Pick<TrackedJob, 'status' | 'total' | 'processed' | 'creditsCharged' | 'error'>): TrackedJob {
  return {
    key: 'lead_list:x',
    kind: 'lead_list',
    remoteId: 'x',
    label: 'L',
    mode: 'live',
    context: {},
    skipped: 0,
    capped: false,
    createdAt: 0,
    updatedAt: 0,
    finishedAt: 1,
    charged: true,
    notified: false,
    ...outcome,
  };
}

describe('job tracker', () => {
  it('records a lead list’s deferred charge once, equal to the sandbox’s, and notifies once', async () => {
    const { db, handlers, alarms, notes } = await setup();
    const report = await handlers['api.call']({ endpoint: 'domain.technologies', params: { domain: 'stacklens-fixture-shop.com' } });
    const techId = (report.data as { active_technologies: { id: number }[] }).active_technologies[0]!.id;
    const created = await handlers['api.call']({ endpoint: 'leadLists.create', params: { name: 'Shopify shops', technologies: [techId], max_rows: 12 } });
    const ll = (created.data as { lead_list: { id: string } }).lead_list;
    const deps = {
      db,
      api: async () => {
        throw new Error('unused');
      },
      platform: { scheduleAlarm: async (n: string) => void alarms.add(n), clearAlarm: async () => {}, notify: async () => {} },
      now: Date.now,
    };
    await trackJob(deps, { kind: 'lead_list', remoteId: ll.id, label: 'Shopify shops', mode: 'live' }, await accountScope(db));
    expect(alarms.has(JOB_ALARM)).toBe(true);

    const [done] = await pollUntilDone(handlers);
    expect(done).toMatchObject({ status: 'completed', charged: true, notified: true });
    expect(done!.processed).toBeGreaterThan(0);
    expect(done!.creditsCharged).toBe(done!.processed);
    // Polling again never charges or notifies twice.
    await handlers['jobs.poll']({});
    await handlers['jobs.poll']({});
    const charges = (await listLedger(db)).filter((r) => r.endpoint === 'leadLists.create');
    expect(charges.map((r) => r.credits).reduce((a, b) => a + b, 0)).toBe(done!.creditsCharged);
    expect(charges.filter((r) => r.status === 'completed')).toHaveLength(1);
    expect(await sandboxJobCredits()).toBe(done!.creditsCharged);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.title).toBe('Lead list “Shopify shops” is ready');
    expect(alarms.has(JOB_ALARM)).toBe(false);
  });

  it('a failed job costs nothing and says so', () => {
    const text = describeFinish(finishedLeadList({ status: 'failed', total: 5, processed: 0, creditsCharged: 0, error: 'The job failed' }));
    expect(text.title).toBe('Lead list “L” failed');
    expect(text.message).toBe('The server could not finish it. It cost nothing: a failed job is never charged. Server said: The job failed.');
  });

  it('a canceled lead list says how many rows were delivered and what they cost', () => {
    const text = describeFinish(finishedLeadList({ status: 'canceled', total: 50, processed: 12, creditsCharged: 12, error: null }));
    expect(text).toEqual({ title: 'Lead list “L” canceled', message: 'Canceled after 12 rows delivered — charged 12 credits.' });
  });
});
