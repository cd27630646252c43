// Audiences are local first and replayed to the real sandbox in order, idempotently: offline changes,
// a lost answer, a duplicate name (409), the plan cap (403), and delete with undo.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dispatch } from '@/lib/messaging/background';
import { createHandlers } from '@/lib/worker/handlers';
import type { Outputs } from '@/lib/messaging/protocol';
import { UNDO_MS } from '@/lib/audiences/store';
import { startSandbox } from '../../../sandbox/server';
import { SANDBOX_KEYS } from '../../../sandbox/keys';
import { freshDb } from '../support/fake-api';
import { eventually } from '../../async-bounds';

type Sandbox = Awaited<ReturnType<typeof startSandbox>>;
let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, rateLimits: false });
});
afterAll(() => sandbox.close());

/**
 * Unplugs every browser set up so far (waiting for its requests already on their way), then resets the
 * sandbox. A browser of an earlier test still has work of its own to do: the debounced replay
 * (KICK_DELAY_MS, a real timer) of changes it queued last, and replays started by its calls. After the
 * reset the sandbox hands out the same ids again (`aud_1`, …), so such a replay would change this
 * test's audiences: e.g. remove a member it had removed from its own `aud_1`.
 */
/** Every member of an audience, one page. */
const ALL = { offset: 0, limit: 500, sort: 'domain', desc: false, query: '' } as const;
const unplugs: (() => Promise<unknown>)[] = [];
async function startOver() {
  await Promise.all(unplugs.splice(0).map((unplug) => unplug()));
  await fetch(`${sandbox.url}/__sandbox/reset`, { method: 'POST' });
}
beforeEach(startOver);

interface Net {
  offline: boolean;
  /** Paths whose next answer is lost after the server applied the request. */
  loseAnswer: Set<string>;
  /** Goes offline when an answer is lost (so the client's own retry cannot fetch it either). */
  offlineAfterLoss?: boolean;
  /** Requests (`METHOD /path`) held until the promise resolves: a slow answer mid-replay. */
  hold: Map<string, Promise<void>>;
  requests: string[];
  /** Set when a later test starts over: no request leaves this browser from then on. */
  unplugged?: boolean;
}

async function setup(key: string = SANDBOX_KEYS.pro) {
  const net: Net = { offline: false, loseAnswer: new Set(), hold: new Map(), requests: [] };
  const inFlight = new Set<Promise<unknown>>();
  unplugs.push(() => {
    net.unplugged = true;
    return Promise.allSettled([...inFlight]);
  });
  let t = Date.parse('2026-11-23T12:00:00Z');
  const clock = { now: () => t, advance: (ms: number) => (t += ms) };
  const fakeFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    const path = new URL(req.url).pathname;
    net.requests.push(`${req.method} ${path}`);
    if (net.offline) throw new TypeError('Failed to fetch');
    await net.hold.get(`${req.method} ${path}`);
    if (net.unplugged) throw new TypeError('Failed to fetch');
    const sent = fetch(req);
    inFlight.add(sent);
    void sent.catch(() => undefined).then(() => inFlight.delete(sent));
    const res = await sent;
    const lose = `${req.method} ${path}`;
    if (net.loseAnswer.has(lose)) {
      net.loseAnswer.delete(lose);
      if (net.offlineAfterLoss) net.offline = true;
      throw new TypeError('Failed to fetch');
    }
    return res;
  }) as typeof fetch;
  const db = freshDb();
  const jobPlatform = { scheduleAlarm: async () => {}, clearAlarm: async () => {}, notify: async () => {} };
  const handlers = createHandlers({ db, defaultBaseUrl: sandbox.url, fetch: fakeFetch, sleep: async () => {}, now: clock.now, jobPlatform });
  async function send<T extends keyof Outputs>(type: T, payload: unknown): Promise<Outputs[T]> {
    const reply = await dispatch(handlers, type, payload);
    if (!reply.ok) throw Object.assign(new Error(reply.error.message), reply.error);
    return reply.data as Outputs[T];
  }
  await send('keys.save', { key });
  /** Waits for any replay a change started, then replays once more. */
  const sync = async () => {
    await send('audiences.sync', {});
    return send('audiences.sync', {});
  };
  async function server() {
    const res = await fetch(`${sandbox.url}/v1/audiences`, { headers: { authorization: `Bearer ${key}` } });
    const { data } = (await res.json()) as { data: { audiences: { id: string; name: string; size: number }[] } };
    const withMembers = [];
    for (const a of data.audiences) {
      const m = await fetch(`${sandbox.url}/v1/audiences/${a.id}/members?limit=1000`, { headers: { authorization: `Bearer ${key}` } });
      withMembers.push({
        name: a.name,
        size: a.size,
        members: ((await m.json()) as { data: { members: { domain: string }[] } }).data.members.map((x) => x.domain).sort(),
      });
    }
    return withMembers;
  }
  return { db, net, clock, send, sync, server };
}

describe('audience sync', () => {
  it('a browser from an earlier test changes nothing on the server once the next test started over', async () => {
    const earlier = await setup();
    const gone = await earlier.send('audiences.create', { name: 'Earlier' });
    await earlier.send('audiences.addMembers', { id: gone.id, lines: ['example.org'] });
    await earlier.sync();
    // Its last change is still queued (its debounced replay fires later) when the next test starts.
    await earlier.send('audiences.removeMembers', { id: gone.id, domains: ['example.org'] });
    await startOver();
    const { send, sync, server } = await setup();
    const a = await send('audiences.create', { name: 'Current' });
    await send('audiences.addMembers', { id: a.id, lines: ['example.org'] });
    await sync();
    // The same id as the earlier browser's audience had before the reset.
    expect((await send('audiences.get', { id: a.id })).audience.remoteId).toBe((await earlier.send('audiences.get', { id: gone.id })).audience.remoteId);
    // What its debounced replay does when it fires.
    await earlier.send('audiences.sync', {});
    expect(await server()).toEqual([{ name: 'Current', size: 1, members: ['example.org'] }]);
  });

  it('keeps offline changes queued and replays them in order, once, when the server answers', async () => {
    const { net, send, sync, server } = await setup();
    net.offline = true;
    const a = await send('audiences.create', { name: 'Prospects' });
    const added = await send('audiences.addMembers', { id: a.id, lines: ['https://www.example.com/pricing', 'example.org'] });
    expect(added.added).toBe(2);
    const offline = await sync();
    expect(offline.pending).toBe(2);
    expect(offline.stoppedBy).toMatch(/reach|network|connect/i);
    expect((await send('audiences.list', {})).audiences).toMatchObject([{ name: 'Prospects', size: 2, pending: 2, remoteId: null }]);

    net.offline = false;
    expect(await sync()).toMatchObject({ pending: 0, stoppedBy: null });
    await sync();
    expect(await server()).toEqual([{ name: 'Prospects', size: 2, members: ['example.com', 'example.org'] }]);
    const [local] = (await send('audiences.list', {})).audiences;
    expect(local).toMatchObject({ pending: 0, size: 2, syncError: null });
    expect(local!.remoteId).toMatch(/\w/);
  });

  it('never creates a second audience or adds twice when the answer was lost after the server applied it', async () => {
    const { net, send, sync, server } = await setup();
    // The create and the add reach the server, but the first answer to each is lost.
    net.loseAnswer.add('POST /v1/audiences');
    const a = await send('audiences.create', { name: 'Customers' });
    await sync();
    const remoteId = (await send('audiences.list', {})).audiences[0]!.remoteId!;
    net.loseAnswer.add(`POST /v1/audiences/${remoteId}/members`);
    await send('audiences.addMembers', { id: a.id, lines: ['example.com'] });
    await sync();
    await sync();
    expect(await server()).toEqual([{ name: 'Customers', size: 1, members: ['example.com'] }]);
    // The lost create was sent again with its Idempotency-Key.
    expect(net.requests.filter((r) => r === 'POST /v1/audiences').length).toBeGreaterThanOrEqual(2);
    expect((await send('audiences.list', {})).audiences).toHaveLength(1);
  });

  it('keeps local data with a clear message on a duplicate name (409), and syncs after a rename', async () => {
    const { send, sync, server } = await setup();
    await fetch(`${sandbox.url}/v1/audiences`, {
      method: 'POST',
      headers: { authorization: `Bearer ${SANDBOX_KEYS.pro}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Partners' }),
    });
    const a = await send('audiences.create', { name: 'partners' });
    await send('audiences.addMembers', { id: a.id, lines: ['example.net'] });
    await sync();
    const { audience } = await send('audiences.get', { id: a.id });
    const { members } = await send('audiences.memberPage', { id: a.id, ...ALL });
    expect(audience.syncError).toMatch(/already has an audience named “partners”.*Rename/);
    expect(members.map((m) => m.domain)).toEqual(['example.net']);
    await send('audiences.rename', { id: a.id, name: 'Partners 2' });
    await sync();
    expect((await server()).map((s) => [s.name, s.members])).toEqual([
      ['Partners', []],
      ['Partners 2', ['example.net']],
    ]);
  });

  it('keeps an audience over the plan cap (403) locally, saying so', async () => {
    const { send, sync, server } = await setup(SANDBOX_KEYS.free);
    const ids = [];
    for (const name of ['A', 'B', 'C', 'D']) ids.push((await send('audiences.create', { name })).id);
    await sync();
    expect((await server()).map((s) => s.name).sort()).toEqual(['A', 'B', 'C']);
    const d = await send('audiences.get', { id: ids[3]! });
    expect(d.audience.syncError).toMatch(/limit of saved audiences.*“D” is kept in this browser/);
  });

  it('undoes a delete without telling the server; after the undo window the server deletes it', async () => {
    const { send, sync, server, clock, net } = await setup();
    const a = await send('audiences.create', { name: 'Temp' });
    await sync();
    await send('audiences.delete', { id: a.id });
    expect((await send('audiences.list', {})).audiences).toEqual([]);
    await sync();
    await send('audiences.undoDelete', { id: a.id });
    expect((await send('audiences.list', {})).audiences.map((x) => x.name)).toEqual(['Temp']);
    expect(net.requests.filter((r) => r.startsWith('DELETE'))).toEqual([]);

    await send('audiences.delete', { id: a.id });
    clock.advance(UNDO_MS + 1);
    await sync();
    expect(await server()).toEqual([]);
    await expect(send('audiences.undoDelete', { id: a.id })).rejects.toThrow(/undo window has passed/);
  });

  it('an undo while a replay is already under way still keeps the audience on the server', async () => {
    const { db, send, sync, server, net } = await setup();
    const a = await send('audiences.create', { name: 'Keep' });
    await sync();
    // The replay has read its queue (create "Slow", then delete "Keep") and waits on the first answer.
    let release!: () => void;
    net.hold.set('POST /v1/audiences', new Promise<void>((r) => (release = r)));
    await send('audiences.create', { name: 'Slow' });
    await send('audiences.delete', { id: a.id });
    await db.audienceOps.count().then((n) => expect(n).toBe(2));
    const replay = send('audiences.sync', {});
    await eventually(() => expect(net.requests).toContain('POST /v1/audiences'));
    await send('audiences.undoDelete', { id: a.id });
    release();
    await replay;
    await sync();
    expect(net.requests.filter((r) => r.startsWith('DELETE'))).toEqual([]);
    expect((await server()).map((x) => x.name).sort()).toEqual(['Keep', 'Slow']);
  });

  it('replaces a rename the server refused (409) with the next one, which then syncs', async () => {
    const { send, sync, server, db } = await setup();
    const a = await send('audiences.create', { name: 'Mine' });
    await send('audiences.addMembers', { id: a.id, lines: ['example.com'] });
    await sync();
    // Made elsewhere (another browser) since this one last read the server's list.
    await fetch(`${sandbox.url}/v1/audiences`, {
      method: 'POST',
      headers: { authorization: `Bearer ${SANDBOX_KEYS.pro}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Taken' }),
    });
    await send('audiences.rename', { id: a.id, name: 'taken' });
    await sync();
    expect((await send('audiences.get', { id: a.id })).audience.syncError).toMatch(/already has an audience named “taken”.*Rename this one/);
    // The advice works: the next rename takes the refused one's place and syncs.
    await send('audiences.rename', { id: a.id, name: 'Mine 2' });
    expect((await db.audienceOps.toArray()).map((o) => [o.type, o.name])).toEqual([['rename', 'Mine 2']]);
    await send('audiences.addMembers', { id: a.id, lines: ['example.org'] });
    await sync();
    expect((await server()).map((s) => [s.name, s.members])).toEqual([
      ['Mine 2', ['example.com', 'example.org']],
      ['Taken', []],
    ]);
    expect((await send('audiences.get', { id: a.id })).audience).toMatchObject({ syncError: null, pending: 0 });
  });

  it('renames a create that was never sent in place: one request with the new name', async () => {
    const { net, send, sync, server, db } = await setup();
    net.offline = true;
    const a = await send('audiences.create', { name: 'Draft' });
    await send('audiences.rename', { id: a.id, name: 'Final' });
    expect((await db.audienceOps.toArray()).map((o) => [o.type, o.name])).toEqual([['create', 'Final']]);
    net.offline = false;
    await sync();
    expect((await server()).map((s) => s.name)).toEqual(['Final']);
    expect(net.requests.filter((r) => r.startsWith('PATCH'))).toEqual([]);
  });

  it('renames on the server a create whose answer was lost, instead of replaying it under the old name', async () => {
    const { net, send, sync, server } = await setup();
    net.loseAnswer.add('POST /v1/audiences');
    net.offlineAfterLoss = true;
    const a = await send('audiences.create', { name: 'Old name' });
    await sync();
    expect((await send('audiences.get', { id: a.id })).audience.remoteId).toBeNull();
    await send('audiences.rename', { id: a.id, name: 'New name' });
    net.offline = false;
    await sync();
    await sync();
    expect((await server()).map((s) => s.name)).toEqual(['New name']);
    expect((await send('audiences.list', {})).audiences).toMatchObject([{ name: 'New name', pending: 0, syncError: null }]);
  });

  it('forgets the profiles saved in this browser when members are added or removed', async () => {
    const { send, sync } = await setup();
    const a = await send('audiences.create', { name: 'Profiled' });
    await send('audiences.addMembers', { id: a.id, lines: ['example.com'] });
    await sync();
    const remoteId = (await send('audiences.get', { id: a.id })).audience.remoteId!;
    const peek = () => send('cache.peek', { endpoint: 'audiences.profile', params: { id: remoteId } });
    const first = await send('audiences.profile', { id: a.id });
    expect(first).toMatchObject({ source: 'network', credits: 1, data: { members: 1 } });
    await send('audiences.profile', { id: a.id, technology: 'React' });
    expect(await peek()).toMatchObject({ source: 'cache' });

    await send('audiences.addMembers', { id: a.id, lines: ['example.org'] });
    expect(await peek()).toBeNull();
    expect(await send('cache.peek', { endpoint: 'audiences.profile', params: { id: remoteId, technology: 'React' } })).toBeNull();
    await sync();
    expect(await send('audiences.profile', { id: a.id })).toMatchObject({ source: 'network', credits: 1, data: { members: 2 } });

    await send('audiences.removeMembers', { id: a.id, domains: ['example.org'] });
    expect(await peek()).toBeNull();
  });

  it('shows an audience named elsewhere without bidi control characters, as other server strings', async () => {
    const { db, send, sync } = await setup();
    // A teammate's audience, named on the server with a right-to-left override that would reverse it.
    const res = await fetch(`${sandbox.url}/v1/audiences`, {
      method: 'POST',
      headers: { authorization: `Bearer ${SANDBOX_KEYS.pro}`, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({ name: 'Team \u202Egnicirp\u202C leads' }),
    });
    expect(res.status).toBe(201);
    await send('audiences.create', { name: 'Mine' });
    await sync();
    expect((await send('audiences.list', {})).audiences.map((a) => a.name)).toEqual(['Mine', 'Team gnicirp leads']);
    expect((await send('audiences.forDomain', { domain: 'example.com' })).audiences.map((a) => a.name)).toEqual(['Mine', 'Team gnicirp leads']);
    // A name stored before this rule is shown without them too.
    const mine = (await db.audiences.toArray()).find((a) => a.name === 'Mine')!;
    await db.audiences.update(mine.id, { name: '\u2067Mine\u2069' });
    expect((await send('audiences.get', { id: mine.id })).audience.name).toBe('Mine');
  });

  it('re-reads last refresh and last scans from the server when a refresh job finishes', async () => {
    const { send, sync } = await setup();
    const a = await send('audiences.create', { name: 'Refreshed' });
    await send('audiences.addMembers', { id: a.id, lines: ['example.com', 'example.org'] });
    await sync();
    await send('audiences.profile', { id: a.id });
    const before = (await send('audiences.get', { id: a.id })).audience;
    const remoteId = before.remoteId!;
    await send('audiences.refreshStart', { id: a.id, idempotencyKey: crypto.randomUUID() });
    await fetch(`${sandbox.url}/__sandbox/jobs`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ step: 20 }) });
    const jobs = await send('jobs.poll', { kind: 'audience_refresh' });
    expect(jobs[0]).toMatchObject({ status: 'completed' });
    const { audience } = await send('audiences.get', { id: a.id });
    const { members } = await send('audiences.memberPage', { id: a.id, ...ALL });
    expect(audience.lastRefreshedAt).not.toBeNull();
    expect(members.map((m) => m.lastScannedAt !== null)).toEqual([true, true]);
    // The audience says its members changed, so an open members table re-reads its rows (no reload).
    expect(audience.membersPulledAt).toBeDefined();
    expect(audience.membersPulledAt).not.toBe(before.membersPulledAt);
    expect(await send('cache.peek', { endpoint: 'audiences.profile', params: { id: remoteId } })).toBeNull();
  });

  it('pulls a big audience’s last scans a page at a time, then estimates from what was pulled', async () => {
    const { send, sync } = await setup();
    const a = await send('audiences.create', { name: 'Big' });
    const domains = Array.from({ length: 2100 }, (_, i) => `site-${i}.com`);
    await send('audiences.addMembers', { id: a.id, lines: domains });
    await sync();
    const pages = [];
    for (let offset: number | null = 0; offset !== null;) {
      const page: Outputs['audiences.pullPage'] = await send('audiences.pullPage', { id: a.id, offset });
      pages.push([offset, page.pulled, page.total]);
      offset = page.next;
    }
    expect(pages).toEqual([
      [0, 1000, 2100],
      [1000, 1000, 2100],
      [2000, 100, 2100],
    ]);
    expect(await send('audiences.refreshEstimate', { id: a.id, pulled: true })).toEqual({ members: 2100, stale: 2100, credits: 2100 });
  });
});
