// An answer that arrives after an account switch (issue 34, point 1), against the real sandbox with its
// `slow` fault: the work is done and billed, then the answer waits while another organization's key is
// saved. A lead list lands in the account that created it (tracked, polled with its key, its credits in
// the ledger once it is back); the mirrors (audiences, alerts) drop the late answer.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dispatch } from '@/lib/messaging/background';
import { createHandlers } from '@/lib/worker/handlers';
import { createApiClient } from '@/lib/metered/client';
import { createTransport } from '@/lib/api/transport';
import { getKey } from '@/lib/keys/key-store';
import { pullAudiences } from '@/lib/audiences/sync';
import { listLedger } from '@/lib/metered/ledger';
import type { JobPlatform } from '@/lib/jobs/tracker';
import { freshDb } from '../support/fake-api';
import { eventually } from '../../async-bounds';
import { keyRecordingFetch, sandboxAdmin, startJobSandbox, type Sandbox } from '../support/job-sandbox';
import { SANDBOX_KEYS } from '../../../sandbox/keys';

let sandbox: Sandbox;
let tech: number;

beforeAll(async () => void ({ sandbox, tech } = await startJobSandbox()));
afterAll(() => sandbox.close());
beforeEach(async () => {
  await sandboxAdmin(sandbox, 'reset');
  await sandboxAdmin(sandbox, 'jobs', { paused: true });
});

/** A worker whose every request is recorded with the key it carried. */
function recordingWorker() {
  const { sent, fetch: recording } = keyRecordingFetch();
  const platform: JobPlatform = { scheduleAlarm: async () => {}, clearAlarm: async () => {}, notify: async () => {} };
  const db = freshDb();
  const handlers = createHandlers({ db, defaultBaseUrl: sandbox.url, fetch: recording, jobPlatform: platform, sleep: async () => {} });
  const save = async (key: string) => expect(await dispatch(handlers, 'keys.save', { key })).toMatchObject({ ok: true });
  return { db, handlers, sent, recording, save };
}

/** Holds the next answer of `endpoint` and resolves once the sandbox has done (and billed) its work. */
async function slowNext(endpoint: string) {
  await sandboxAdmin(sandbox, 'slow', { count: 1, endpoint, ms: 600 });
  return () => eventually(() => expect(sandbox.state.faults.holding).toBe(1));
}

describe('an answer that arrives after an account switch', () => {
  it('tracks a lead list under the account that created it, never polls it with the other key, and bills it there', async () => {
    const { db, handlers, sent, save } = recordingWorker();
    await save(SANDBOX_KEYS.pro);
    const held = await slowNext('leadLists.create');
    const creating = handlers['leadLists.create']({ name: 'Pro GA sites', technologies: [tech], filters: {}, max_rows: 20 });
    await held();
    await save(SANDBOX_KEYS.scale);
    const list = await creating;

    expect(await handlers['leadLists.list']({})).toEqual([]);
    const fromScale = sent.length;
    await handlers['jobs.poll']({});
    expect(sent.slice(fromScale).filter((r) => r.url.includes(list.remoteId))).toEqual([]);

    await save(SANDBOX_KEYS.pro);
    expect((await handlers['leadLists.list']({})).map((j) => j.remoteId)).toEqual([list.remoteId]);
    await sandboxAdmin(sandbox, 'jobs', { paused: false });
    const fromPro = sent.length;
    await eventually(async () => expect((await handlers['jobs.poll']({})).every((j) => j.charged)).toBe(true));
    const polls = sent.slice(fromPro).filter((r) => r.url.includes(list.remoteId));
    expect(polls.length).toBeGreaterThan(0);
    expect(new Set(polls.map((r) => r.key))).toEqual(new Set([SANDBOX_KEYS.pro]));
    const job = (await handlers['leadLists.list']({}))[0]!;
    const charge = (await listLedger(db, { limit: 100 })).filter((r) => r.params.includes(`job=${list.remoteId}`));
    expect(charge.map((r) => r.credits)).toEqual([job.creditsCharged]);
  });

  it('keeps the mode of the key that created a lead list (live) when a test key is saved before the answer', async () => {
    const { handlers, save } = recordingWorker();
    await save(SANDBOX_KEYS.pro);
    const held = await slowNext('leadLists.create');
    const creating = handlers['leadLists.create']({ name: 'Pro GA sites', technologies: [tech], filters: {}, max_rows: 20 });
    await held();
    await save(SANDBOX_KEYS.test);
    expect((await creating).mode).toBe('live');
    await save(SANDBOX_KEYS.pro);
    expect((await handlers['leadLists.list']({})).map((j) => j.mode)).toEqual(['live']);
  });

  it('ends a job its own key does not know (404) instead of polling it forever', async () => {
    const { db, handlers, sent, save } = recordingWorker();
    await save(SANDBOX_KEYS.pro);
    const list = await handlers['leadLists.create']({ name: 'Pro GA sites', technologies: [tech], filters: {}, max_rows: 20 });
    // Filed under the other account before answers kept their account: its key answers 404.
    const row = (await db.jobs.get(list.key))!;
    await save(SANDBOX_KEYS.scale);
    await db.jobs.put(row);
    const [polled] = await handlers['jobs.poll']({});
    expect(polled).toMatchObject({ status: 'failed', charged: true });
    const asked = sent.length;
    await handlers['jobs.poll']({});
    expect(sent.slice(asked).filter((r) => r.url.includes(list.remoteId))).toEqual([]);
  });

  it("drops an audience list answered for the first account instead of adding its audiences to the second's", async () => {
    const { db, handlers, recording, save } = recordingWorker();
    await save(SANDBOX_KEYS.pro);
    await handlers['api.call']({ endpoint: 'audiences.create', params: { name: 'Pro prospects' } });
    const transport = createTransport({ baseUrl: sandbox.url, getKey: () => getKey(db), fetch: recording, sleep: async () => {} });
    const api = createApiClient({ db, transport, baseUrl: sandbox.url });
    const held = await slowNext('audiences.list');
    const pulling = pullAudiences({ db, api: async () => api, now: Date.now });
    await held();
    await save(SANDBOX_KEYS.scale);
    await pulling.catch(() => undefined);
    expect((await handlers['audiences.list']({})).audiences).toEqual([]);
  });

  it("drops an alert list answered for the first account instead of showing its alerts under the second's", async () => {
    const { handlers, save } = recordingWorker();
    await save(SANDBOX_KEYS.pro);
    const query = { type: 'adoption', technology: tech, filters: { country: 'United States' } };
    const created = await dispatch(handlers, 'alerts.create', { name: 'Pro alert', query, webhook_url: 'https://hooks.example.com/pro' });
    expect(created).toMatchObject({ ok: true });
    const held = await slowNext('alerts.list');
    const listing = handlers['alerts.list']({ sync: true });
    await held();
    await save(SANDBOX_KEYS.scale);
    const answer = await listing;
    expect(answer.alerts).toEqual([]);
    expect((await handlers['alerts.list']({ sync: false })).alerts).toEqual([]);
  });
});
