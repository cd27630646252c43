// Local data belongs to an account (lib/db/account-data.ts), against the real sandbox: the pro key's
// lead list and audience are not shown, polled or replayed once the scale key (another organization)
// is saved, and come back, nothing lost, when the pro key is saved again.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dispatch } from '@/lib/messaging/background';
import { createHandlers } from '@/lib/worker/handlers';
import type { JobPlatform } from '@/lib/jobs/tracker';
import { freshDb } from '../support/fake-api';
import { keyRecordingFetch, sandboxAdmin, startJobSandbox, type Sandbox } from '../support/job-sandbox';
import { SANDBOX_KEYS } from '../../../sandbox/keys';

let sandbox: Sandbox;
let tech: number;

beforeAll(async () => void ({ sandbox, tech } = await startJobSandbox()));
afterAll(() => sandbox.close());
beforeEach(async () => {
  await sandboxAdmin(sandbox, 'reset');
  // The list stays unfinished: the poller has a reason to ask for it.
  await sandboxAdmin(sandbox, 'jobs', { paused: true });
});

/** A worker whose every request is recorded with the key it carried. */
function recordingWorker() {
  const { sent, fetch: recording } = keyRecordingFetch();
  const alarms = new Set<string>();
  const platform: JobPlatform = {
    scheduleAlarm: async (name) => void alarms.add(name),
    clearAlarm: async (name) => void alarms.delete(name),
    notify: async () => {},
  };
  const db = freshDb();
  const handlers = createHandlers({ db, defaultBaseUrl: sandbox.url, fetch: recording, jobPlatform: platform, sleep: async () => {} });
  const save = async (key: string) => expect(await dispatch(handlers, 'keys.save', { key })).toMatchObject({ ok: true });
  return { db, handlers, sent, alarms, save };
}

describe('switching accounts', () => {
  it("hides the first account's lead lists and audiences from another account's key, never sends their ids with it, and shows them again on switching back", async () => {
    const { handlers, sent, alarms, save } = recordingWorker();
    await save(SANDBOX_KEYS.pro);
    const list = await handlers['leadLists.create']({ name: 'Pro GA sites', technologies: [tech], filters: {}, max_rows: 20 });
    const audience = await handlers['audiences.create']({ name: 'Pro prospects' });
    await handlers['audiences.addMembers']({ id: audience.id, lines: ['shopify.com', 'stripe.com'] });
    await handlers['audiences.sync']({});
    const remoteAudience = (await handlers['audiences.get']({ id: audience.id })).audience.remoteId;
    expect(remoteAudience).toMatch(/\S/);
    const proIds = [list.remoteId, remoteAudience!];

    await save(SANDBOX_KEYS.scale);
    const fromScale = sent.length;
    expect(await handlers['leadLists.list']({})).toEqual([]);
    expect((await handlers['audiences.list']({})).audiences).toEqual([]);
    expect(await handlers['jobs.poll']({})).toEqual([]);
    await handlers['audiences.sync']({});
    // Nothing of the pro account is asked for, and nothing with its key.
    expect(sent.slice(fromScale).filter((r) => proIds.some((id) => r.url.includes(id)) || r.key !== SANDBOX_KEYS.scale)).toEqual([]);

    alarms.clear();
    await save(SANDBOX_KEYS.pro);
    expect((await handlers['leadLists.list']({})).map((j) => j.remoteId)).toEqual([list.remoteId]);
    const back = await handlers['audiences.list']({});
    expect(back.audiences.map((a) => [a.name, a.remoteId, a.size])).toEqual([['Pro prospects', remoteAudience, 2]]);
    expect((await handlers['audiences.get']({ id: audience.id })).count).toBe(2);
    // Its unfinished list is polled again, with its own key.
    expect(alarms.size).toBeGreaterThan(0);
    const fromPro = sent.length;
    await sandboxAdmin(sandbox, 'jobs', { step: 1 });
    expect((await handlers['jobs.poll']({})).map((j) => j.remoteId)).toEqual([list.remoteId]);
    expect(
      sent
        .slice(fromPro)
        .filter((r) => r.url.includes(list.remoteId))
        .map((r) => r.key),
    ).toEqual([SANDBOX_KEYS.pro]);
  });

  it('keeps the data with a rotated key of the same account', async () => {
    const { handlers, save } = recordingWorker();
    await save(SANDBOX_KEYS.pro);
    await handlers['audiences.create']({ name: 'Kept' });
    const rotated = await handlers['keys.rotate']({ name: 'StackLens' });
    await save(SANDBOX_KEYS.scale);
    await save(rotated.secretOnce);
    expect((await handlers['audiences.list']({})).audiences.map((a) => a.name)).toEqual(['Kept']);
  });
});
