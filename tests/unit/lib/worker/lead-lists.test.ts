// Lead-list messages (lib/worker/features/lead-lists.ts) against the real sandbox, with its job timer
// paused and stepped: the charge equals the rows delivered and is ledgered once, polls leave no
// 0-credit ledger rows, cancel bills what was delivered, and a running list cannot be deleted.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dispatch } from '@/lib/messaging/background';
import { listLedger } from '@/lib/metered/ledger';
import { getBalance } from '@/lib/metered/balance';
import { createHandlers } from '@/lib/worker/handlers';
import type { JobPlatform } from '@/lib/jobs/tracker';
import { startJobSandbox, type Sandbox } from '../support/job-sandbox';
import { SANDBOX_KEYS } from '../../../sandbox/keys';
import { freshDb } from '../support/fake-api';

let sandbox: Sandbox;
let tech: number;

const admin = async (path: string, body: unknown = {}) => {
  const res = await fetch(`${sandbox.url}/__sandbox/${path}`, { method: 'POST', body: JSON.stringify(body) });
  expect(res.status).toBe(200);
  return res.json();
};
const sandboxJobCredits = async () => {
  const ledger = (await (await fetch(`${sandbox.url}/__sandbox/ledger`)).json()) as { entries: { method: string; credits: number }[] };
  return ledger.entries.filter((e) => e.method === 'JOB').reduce((s, e) => s + e.credits, 0);
};

beforeAll(async () => void ({ sandbox, tech } = await startJobSandbox()));
afterAll(() => sandbox.close());
beforeEach(async () => {
  await admin('reset');
  await admin('jobs', { paused: true });
});

async function setup() {
  const db = freshDb();
  const notes: { id: string; title: string; message: string }[] = [];
  const platform: JobPlatform = {
    scheduleAlarm: async () => {},
    clearAlarm: async () => {},
    notify: async (id, title, message) => void notes.push({ id, title, message }),
  };
  const handlers = createHandlers({ db, defaultBaseUrl: sandbox.url, jobPlatform: platform, sleep: async () => {} });
  expect(await dispatch(handlers, 'keys.save', { key: SANDBOX_KEYS.pro })).toMatchObject({ ok: true });
  return { db, handlers, notes };
}

const create = (handlers: ReturnType<typeof createHandlers>, name: string, maxRows: number) =>
  handlers['leadLists.create']({ name, technologies: [tech], filters: {}, max_rows: maxRows });

describe('lead-list messages', () => {
  it('creates, tracks and settles a list: charge = rows delivered, one ledger row, no poll rows', async () => {
    const { db, handlers, notes } = await setup();
    const created = await create(handlers, 'GA sites', 30);
    expect(created).toMatchObject({ kind: 'lead_list', status: 'queued', total: 30, processed: 0, charged: false });
    expect(await handlers['leadLists.list']({})).toHaveLength(1);

    await admin('jobs', { step: 2 });
    const mid = (await handlers['jobs.poll']({}))[0]!;
    expect(mid.status).toBe('running');
    expect(mid.processed).toBeGreaterThan(0);
    expect(mid.processed).toBeLessThan(30);
    await admin('jobs', { step: 10 });
    await handlers['jobs.poll']({});
    await handlers['jobs.poll']({});
    const done = await handlers['leadLists.get']({ id: created.remoteId });
    expect(done).toMatchObject({ status: 'completed', processed: 30, creditsCharged: 30, capped: false, charged: true, notified: true });
    expect(await sandboxJobCredits()).toBe(30);

    const ledger = await listLedger(db);
    const listRows = ledger.filter((r) => r.feature === 'lead_lists');
    // The create (0: a request sent) and the deferred charge; the polls (free GETs) are not in the ledger.
    expect(listRows.map((r) => [r.endpoint, r.credits]).sort()).toEqual([
      ['leadLists.create', 0],
      ['leadLists.create', 30],
    ]);
    expect(ledger.filter((r) => r.endpoint === 'leadLists.get')).toEqual([]);
    expect(notes.map((n) => n.title)).toEqual(['Lead list “GA sites” is ready']);

    const page = await handlers['leadLists.rows']({ id: created.remoteId, limit: 10, offset: 20 });
    expect([page.total, page.rows.length]).toEqual([30, 10]);
    expect(page.rows[0]!.technologies.map((t) => t.id)).toContain(tech);
    // Technologies seen in rows are known locally, so the picker offers them for free.
    const known = await handlers['catalog.suggest']({ query: 'google ana', limit: 5 });
    expect(known.map((t) => t.id)).toContain(tech);
  });

  it('cancels a running list, billing the rows delivered so far, and deletes it only once finished', async () => {
    const { db, handlers, notes } = await setup();
    const created = await create(handlers, 'Cancel me', 40);
    await admin('jobs', { step: 2 });
    await expect(handlers['leadLists.delete']({ id: created.remoteId })).rejects.toThrow(/cancel it first/);
    const canceled = await handlers['leadLists.cancel']({ id: created.remoteId });
    expect(canceled.status).toBe('canceled');
    expect(canceled.processed).toBeGreaterThan(0);
    expect(canceled.processed).toBeLessThan(40);
    expect(canceled.creditsCharged).toBe(canceled.processed);
    expect(canceled.charged).toBe(true);
    expect(await sandboxJobCredits()).toBe(canceled.processed);
    const charges = (await listLedger(db)).filter((r) => r.endpoint === 'leadLists.create' && r.credits > 0);
    expect(charges.map((r) => r.credits)).toEqual([canceled.processed]);
    expect(notes[0]!.title).toBe('Lead list “Cancel me” canceled');

    expect(await handlers['leadLists.delete']({ id: created.remoteId })).toEqual({ deleted: true });
    expect(await handlers['leadLists.list']({})).toEqual([]);
    await expect(handlers['leadLists.get']({ id: created.remoteId })).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('caps a list to a small balance and charges only that', async () => {
    const { db, handlers } = await setup();
    await admin('balance', { plan: 'pro', balance: 7 });
    const created = await create(handlers, 'Small balance', 30);
    await admin('jobs', { step: 12 });
    await handlers['jobs.poll']({});
    const done = await handlers['leadLists.get']({ id: created.remoteId });
    expect(done).toMatchObject({ status: 'completed', processed: 7, creditsCharged: 7, capped: true });
    expect((await listLedger(db)).filter((r) => r.endpoint === 'leadLists.create').reduce((s, r) => s + r.credits, 0)).toBe(7);
    expect((await getBalance(db))?.balance).toBe(0);
  });

  it('settles a failed list at 0 credits and says a failed list costs nothing', async () => {
    const { db, handlers, notes } = await setup();
    await admin('fail-next-job', { count: 1 });
    const created = await create(handlers, 'Doomed', 30);
    await admin('jobs', { step: 12 });
    await handlers['jobs.poll']({});
    expect(await handlers['leadLists.get']({ id: created.remoteId })).toMatchObject({ status: 'failed', creditsCharged: 0, charged: true });
    expect((await listLedger(db)).filter((r) => r.endpoint === 'leadLists.create').map((r) => r.credits)).toEqual([0, 0]);
    expect(notes[0]!.message).toContain('It cost nothing: a failed job is never charged.');
  });

  it('shows a list this browser does not track without tracking or charging it', async () => {
    const first = await setup();
    const created = await create(first.handlers, 'Elsewhere', 10);
    await admin('jobs', { step: 12 });
    const other = await setup();
    const seen = await other.handlers['leadLists.get']({ id: created.remoteId });
    expect(seen).toMatchObject({ label: 'Elsewhere', status: 'completed', processed: 10, creditsCharged: 10, context: { untracked: 'true' } });
    expect(await other.handlers['leadLists.list']({})).toEqual([]);
    expect((await listLedger(other.db)).filter((r) => r.credits > 0)).toEqual([]);
    await expect(other.handlers['leadLists.cancel']({ id: created.remoteId })).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('refuses out-of-bounds input before any request, naming what is allowed', async () => {
    const { handlers } = await setup();
    const before = (await (await fetch(`${sandbox.url}/__sandbox/ledger`)).json()) as { entries: unknown[] };
    const tooMany = await dispatch(handlers, 'leadLists.create', {
      name: 'x',
      technologies: Array.from({ length: 11 }, (_, i) => i + 1),
      filters: {},
      max_rows: 10,
    });
    expect(tooMany).toMatchObject({ ok: false, error: { kind: 'validation' } });
    expect(JSON.stringify(tooMany)).toMatch(/1 to 10/);
    const rows = await dispatch(handlers, 'leadLists.create', { name: 'x', technologies: [tech], filters: {}, max_rows: 10_001 });
    expect(JSON.stringify(rows)).toMatch(/max_rows must be a whole number from 1 to 10000/);
    const after = (await (await fetch(`${sandbox.url}/__sandbox/ledger`)).json()) as { entries: unknown[] };
    expect(after.entries.length).toBe(before.entries.length);
  });

  it('a name with bidi controls reaches no page and no system notification with them', async () => {
    // `Shops ‮txt.exe` reads as "Shops exe.txt": a name that pretends to be something else.
    const name = 'Shops \u202Etxt.exe\u2066';
    const { handlers, notes } = await setup();
    const created = await dispatch(handlers, 'leadLists.create', { name, technologies: [tech], filters: {}, max_rows: 5 });
    expect(created).toMatchObject({ ok: true, data: { label: 'Shops txt.exe' } });
    await admin('jobs', { step: 50 });
    const polled = await dispatch(handlers, 'jobs.poll', {});
    expect(polled).toMatchObject({ ok: true, data: [{ label: 'Shops txt.exe', status: 'completed' }] });
    for (const type of ['leadLists.list', 'jobs.list'] as const) {
      const reply = await dispatch(handlers, type, {});
      expect(reply.ok).toBe(true);
      expect(JSON.stringify(reply)).not.toMatch(/\p{Bidi_Control}/u);
      expect(JSON.stringify(reply)).toContain('Shops txt.exe');
    }
    expect(notes).toHaveLength(1);
    expect(notes[0]!.title).toBe('Lead list “Shops txt.exe” is ready');
    expect(`${notes[0]!.title}${notes[0]!.message}`).not.toMatch(/\p{Bidi_Control}/u);
  });
});
