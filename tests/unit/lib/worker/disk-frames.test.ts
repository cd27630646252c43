// The popup's first frame kept on disk, for the opens that find the worker stopped: written by the
// worker when React hands back its render of a cached answer, read raw by popup-early.js (lib/first-paint/disk-frame.ts)
// only while everything it shows still holds, and handed back by a restarted worker only with the very
// same answer.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatch } from '@/lib/messaging/background';
import { createHandlers } from '@/lib/worker/handlers';
import { readStoredFrame, type StoredFrame } from '@/lib/first-paint/disk-frame';
import { keepStoredFrame, storedFrame } from '@/lib/db/first-frame-rows';
import { KV_API_KEY } from '@/lib/db/kv-keys';
import { creditsBody, domainReport, freshDb, LIVE_KEY, ok, scriptedFetch, TEST_KEY, usageBody, type Step } from '../support/fake-api';

const BASE = 'http://127.0.0.1:9';
const NOW = 1_000_000;
const DAY = 86_400_000;
const open = { input: 'example.com', askFirst: false };
const TREE = JSON.stringify([
  ['h1', {}, 'example.com'],
  ['ul', {}, ['li', {}, 'Shopify']],
]);
type Opened = { ok: boolean; data: { firstFrame: { key: string; tree: string | null } } };
const report = (domain = 'example.com', remaining = '8999') => ok(domainReport(domain), { 'X-Credits-Cost': '1', 'X-Credits-Remaining': remaining });

/** A worker that looked example.com up, opened it from the cache, and was handed React's render of that. */
async function kept(more: Step[] = []) {
  const db = freshDb();
  const fetch = scriptedFetch([ok(creditsBody(9_000, 'pro')), ok(usageBody()), report(), ...more]);
  const start = () => {
    const handlers = createHandlers({ db, defaultBaseUrl: BASE, now: () => NOW, fetch });
    return (type: string, payload: unknown) => dispatch(handlers, type, payload) as Promise<Opened>;
  };
  const ask = start();
  expect((await ask('keys.save', { key: LIVE_KEY })).ok).toBe(true);
  await ask('settings.update', { lookupChoiceMade: true }); // "Look up automatically"
  await ask('popup.open', open); // pays for the lookup
  const cached = await ask('popup.open', open);
  expect(await ask('popup.rendered', { key: cached.data.firstFrame.key, tree: TREE })).toEqual({ ok: true, data: { kept: true } });
  /** What popup-early.js reads, without the worker. */
  const read = (at = NOW) => readStoredFrame(open.input, open.askFirst, at, indexedDB, db.name);
  return { db, ask, key: cached.data.firstFrame.key, read, restart: start };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the popup’s first frame kept on disk', () => {
  it('is read without the worker, and a restarted worker hands it back with the very same answer', async () => {
    const { read, restart, key } = await kept();
    expect(await read()).toMatchObject({ key, tree: TREE, theme: 'system' });
    // The worker stopped (its memory gone) and started again by the next open.
    const again = await restart()('popup.open', open);
    expect(again.data.firstFrame).toEqual({ key, tree: TREE });
  });

  it('keeps only what the popup was asked for: another input of the same site has no frame', async () => {
    const { db } = await kept();
    expect(await readStoredFrame('https://example.com', false, NOW, indexedDB, db.name)).toBeNull();
    expect(await readStoredFrame('example.com', true, NOW, indexedDB, db.name)).toBeNull();
  });

  const changes: [string, Step[], (ask: Awaited<ReturnType<typeof kept>>['ask']) => Promise<{ ok: boolean }>][] = [
    ['a setting changed', [], (ask) => ask('settings.update', { theme: 'dark' })],
    ['the balance changed', [report('example.org', '8998')], (ask) => ask('api.call', { endpoint: 'domain.technologies', params: { domain: 'example.org' } })],
    [
      'the cached answer was refreshed',
      [report()],
      (ask) => ask('api.call', { endpoint: 'domain.technologies', params: { domain: 'example.com' }, refresh: true }),
    ],
    ['the cache was cleared', [], (ask) => ask('cache.clear', {})],
    ['the key was removed', [], (ask) => ask('keys.remove', { clearBrowsingData: false })],
    ['another account’s key was saved', [ok(creditsBody(500, 'starter')), ok(usageBody('org_two'))], (ask) => ask('keys.save', { key: TEST_KEY })],
  ];
  for (const [what, more, change] of changes) {
    it(`is not painted once ${what}, nor handed back by a restarted worker`, async () => {
      const { ask, read, restart } = await kept(more);
      expect((await change(ask)).ok).toBe(true);
      expect(await read()).toBeNull();
      expect((await restart()('popup.open', open)).data.firstFrame.tree).toBeNull();
    });
  }

  it('is not painted once its cached answer is no longer fresh', async () => {
    const { read } = await kept();
    expect(await read(NOW + 7 * DAY - 1)).not.toBeNull();
    expect(await read(NOW + 7 * DAY)).toBeNull();
  });

  it('is dropped with the cache entry it renders, and with the key', async () => {
    const refreshed = await kept([report()]);
    await refreshed.ask('api.call', { endpoint: 'domain.technologies', params: { domain: 'example.com' }, refresh: true });
    expect(await storedFrame(refreshed.db, open.input, open.askFirst)).toBeUndefined();
    const removed = await kept();
    await removed.ask('keys.remove', { clearBrowsingData: false });
    expect(await storedFrame(removed.db, open.input, open.askFirst)).toBeUndefined();
  });

  it('keeps at most 8 frames, the least recently kept going first', async () => {
    const db = freshDb();
    const frame = (n: number): StoredFrame => ({ key: `k${n}`, tree: '[]', theme: 'system', gate: '', freshUntil: NOW, cacheKey: `c${n}` });
    for (let n = 0; n < 10; n++) await keepStoredFrame(db, `site${n}.com`, false, frame(n));
    await keepStoredFrame(db, 'site2.com', false, frame(2)); // kept again: now the most recent
    await keepStoredFrame(db, 'site10.com', false, frame(10));
    const left = await Promise.all(Array.from({ length: 11 }, (_, n) => storedFrame(db, `site${n}.com`, false)));
    expect(left.map((f) => f?.key ?? null)).toEqual([null, null, 'k2', null, 'k4', 'k5', 'k6', 'k7', 'k8', 'k9', 'k10']);
  });

  it('is read from the settings, account and balance rows and its own row only: never the API key’s row, never a whole table', async () => {
    const { read } = await kept();
    const gets: unknown[] = [];
    const get = IDBObjectStore.prototype.get;
    vi.spyOn(IDBObjectStore.prototype, 'get').mockImplementation(function (this: IDBObjectStore, query: IDBValidKey | IDBKeyRange) {
      gets.push(query);
      return get.call(this, query);
    });
    const whole = ['getAll', 'getAllKeys', 'openCursor', 'openKeyCursor', 'count'] as const;
    const spies = whole.map((method) => vi.spyOn(IDBObjectStore.prototype, method));
    expect(await read()).not.toBeNull();
    expect(gets).not.toContain(KV_API_KEY);
    expect(gets).toEqual(['settings', 'apiKeyAccount', 'credits.balance', 'firstFrame:["example.com",false]']);
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });

  it('never creates the database when there is none yet', async () => {
    const name = `absent-${crypto.randomUUID()}`;
    expect(await readStoredFrame('example.com', false, NOW, indexedDB, name)).toBeNull();
    expect((await indexedDB.databases()).map((d) => d.name)).not.toContain(name);
  });
});
