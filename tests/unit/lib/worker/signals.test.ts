// The worker's alert messages against the sandbox: the list is mirrored in IndexedDB and read from
// there when the server cannot be reached; the signing secret is returned once and never stored;
// changes made offline are refused (nothing sent, nothing queued); plan caps and names get clear errors.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { dispatch } from '@/lib/messaging/background';
import type { StackLensDB } from '@/lib/db/database';
import { createHandlers } from '@/lib/worker/handlers';
import { DUPLICATE_NAME, OFFLINE_CHANGE } from '@/lib/worker/features/signals';
import { startSandbox } from '../../../sandbox/server';
import { SANDBOX_KEYS } from '../../../sandbox/keys';
import { freshDb } from '../support/fake-api';

type Sandbox = Awaited<ReturnType<typeof startSandbox>>;
let sandbox: Sandbox;
let db: StackLensDB;
let handlers: ReturnType<typeof createHandlers>;
const net = { down: false };

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, rateLimits: false });
});
afterAll(() => sandbox.close());
afterEach(() => vi.unstubAllGlobals());

const query = { type: 'adoption', technology: 201, filters: { country: 'United States' } };
const input = (name: string) => ({ name, query, webhook_url: 'https://hooks.example.com/a' });
const sandboxRequests = async () => ((await (await fetch(`${sandbox.url}/__sandbox/ledger`)).json()) as { entries: { path: string }[] }).entries.length;

async function send(type: string, payload: unknown) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- invalid payloads are sent on purpose, and each reply is checked field by field
  return dispatch(handlers, type, payload) as Promise<{ ok: boolean; data?: any; error?: any }>;
}

beforeEach(async () => {
  await fetch(`${sandbox.url}/__sandbox/reset`, { method: 'POST' });
  net.down = false;
  db = freshDb();
  const fetchThroughSwitch: typeof fetch = (i, init) => (net.down ? Promise.reject(new TypeError('fetch failed')) : fetch(i, init));
  handlers = createHandlers({ db, defaultBaseUrl: sandbox.url, fetch: fetchThroughSwitch, sleep: async () => {} });
  expect(await send('keys.save', { key: SANDBOX_KEYS.free })).toMatchObject({ ok: true });
});

describe('alert messages', () => {
  it('creates an alert: the secret is in the reply once, the alert is cached without it', async () => {
    const created = await send('alerts.create', input('Shopify adopters'));
    expect(created.ok).toBe(true);
    expect(created.data.signingSecret).toMatch(/^whsec_[A-Za-z0-9]{32}$/);
    const rows = await db.alerts.toArray();
    expect(rows.map((r) => r.name)).toEqual(['Shopify adopters']);
    expect(JSON.stringify(rows)).not.toContain(created.data.signingSecret);
    expect(JSON.stringify(await db.kv.toArray())).not.toContain(created.data.signingSecret);
    expect(JSON.stringify(await db.cache.toArray())).not.toContain(created.data.signingSecret);
    expect(JSON.stringify(await db.ledger.toArray())).not.toContain(created.data.signingSecret);
    // Alerts are free: the ledger records the call at 0 credits.
    expect((await db.ledger.toArray()).filter((r) => r.endpoint === 'alerts.create').map((r) => r.credits)).toEqual([0]);
  });

  it('reads the list from the cache when the server cannot be reached, saying why', async () => {
    await send('alerts.create', input('One'));
    const synced = await send('alerts.list', { sync: true });
    expect(synced.data).toMatchObject({ error: null, alerts: [{ name: 'One' }] });
    net.down = true;
    const offline = await send('alerts.list', { sync: true });
    expect(offline.ok).toBe(true);
    expect(offline.data.alerts.map((a: { name: string }) => a.name)).toEqual(['One']);
    expect(offline.data.syncedAt).toBe(synced.data.syncedAt);
    expect(offline.data.error.kind).toBe('network');
  });

  it('a list read from the server replaces the cache (an alert deleted elsewhere disappears)', async () => {
    const a = await send('alerts.create', input('One'));
    await fetch(`${sandbox.url}/v1/alerts/${a.data.alert.id}`, { method: 'DELETE', headers: { authorization: `Bearer ${SANDBOX_KEYS.free}` } });
    expect((await send('alerts.list', { sync: true })).data.alerts).toEqual([]);
    expect(await db.alerts.count()).toBe(0);
  });

  it('refuses changes while the browser is offline: nothing is sent, nothing is queued', async () => {
    const a = await send('alerts.create', input('One'));
    vi.stubGlobal('navigator', { onLine: false });
    const before = await sandboxRequests();
    for (const [type, payload] of [
      ['alerts.create', input('Two')],
      ['alerts.update', { id: a.data.alert.id, enabled: false }],
      ['alerts.remove', { id: a.data.alert.id }],
      ['alerts.test', { id: a.data.alert.id }],
    ] as const) {
      expect(await send(type, payload)).toEqual({ ok: false, error: expect.objectContaining({ kind: 'network', message: OFFLINE_CHANGE }) });
    }
    expect(await sandboxRequests()).toBe(before);
    vi.unstubAllGlobals();
    // Back online: nothing queued fires, the alert is as it was.
    expect((await send('alerts.list', { sync: true })).data.alerts).toMatchObject([{ name: 'One', enabled: true }]);
  });

  it('a change that cannot reach the server is refused, not queued, and the cache is unchanged', async () => {
    const a = await send('alerts.create', input('One'));
    net.down = true;
    const reply = await send('alerts.update', { id: a.data.alert.id, name: 'Renamed' });
    expect(reply.error).toMatchObject({ kind: 'network', message: OFFLINE_CHANGE });
    expect((await db.alerts.get(a.data.alert.id))?.name).toBe('One');
  });

  it('updates, tests and removes, mirroring each accepted change', async () => {
    const a = await send('alerts.create', input('One'));
    const id = a.data.alert.id;
    expect((await send('alerts.update', { id, enabled: false })).data.alert.enabled).toBe(false);
    expect((await db.alerts.get(id))?.enabled).toBe(false);
    // The sandbox cannot reach hooks.example.com: the test reports status 0 (unreachable).
    expect((await send('alerts.test', { id })).data).toMatchObject({ statusCode: 0 });
    expect(await send('alerts.remove', { id })).toEqual({ ok: true, data: { deleted: true } });
    expect(await db.alerts.count()).toBe(0);
  });

  it('names the problem: a duplicate name (409), the plan cap (403), a webhook that is not https', async () => {
    await send('alerts.create', input('One'));
    expect((await send('alerts.create', input('ONE'))).error).toMatchObject({ kind: 'conflict', message: DUPLICATE_NAME });
    await send('alerts.create', input('Two'));
    await send('alerts.create', input('Three'));
    expect((await send('alerts.create', input('Four'))).error).toMatchObject({
      kind: 'permission',
      message: 'Alert limit reached: the free plan allows 3 saved alerts. Delete an alert you no longer need, or upgrade your plan to save more.',
    });
    const http = await send('alerts.create', { ...input('Five'), webhook_url: 'http://hooks.example.com/a' });
    expect(http.error).toMatchObject({ kind: 'validation', message: expect.stringContaining('must start with https://') });
    expect(await db.alerts.count()).toBe(3);
  });
});
