import { describe, expect, it } from 'vitest';
import { dispatch } from '@/lib/messaging/background';
import { updateCaps } from '@/lib/metered/budgets';
import { listLedger, recordCall } from '@/lib/metered/ledger';
import { getKey } from '@/lib/keys/key-store';
import { createHandlers } from '@/lib/worker/handlers';
import { creditsBody, usageBody, domainReport, fail, freshDb, ledgerCall, LIVE_KEY, ok, scriptedFetch, tech, TEST_KEY } from '../support/fake-api';

const BASE = 'http://127.0.0.1:9';

function setup(script: Parameters<typeof scriptedFetch>[0]) {
  const db = freshDb();
  const fetch = scriptedFetch(script);
  const handlers = createHandlers({ db, defaultBaseUrl: BASE, fetch });
  const replies: unknown[] = [];
  const ask = async (type: string, payload: unknown) => {
    const reply = await dispatch(handlers, type, payload);
    replies.push(reply);
    return reply;
  };
  return { db, fetch, ask, replies };
}

describe('worker handlers: key custody', () => {
  it('verifies a key with GET /v1/credits before saving, and shows only its description', async () => {
    const { db, fetch, ask, replies } = setup([ok(creditsBody(9_000, 'pro')), ok(usageBody())]);
    const reply = await ask('keys.save', { key: LIVE_KEY });
    expect(reply).toMatchObject({
      ok: true,
      data: { key: { configured: true, mode: 'live', last4: LIVE_KEY.slice(-4), plan: 'pro' }, balance: { balance: 9_000, limit: 10_000, plan: 'pro' } },
    });
    expect(fetch.requests.map((r) => r.url)).toEqual([`${BASE}/v1/credits`, `${BASE}/v1/usage`]);
    expect(fetch.requests[0]!.headers.get('authorization')).toBe(`Bearer ${LIVE_KEY}`);
    expect(await getKey(db)).toBe(LIVE_KEY);
    await ask('keys.describe', {});
    await ask('credits.get', {});
    expect(JSON.stringify(replies)).not.toContain(LIVE_KEY);
    expect(JSON.stringify(await listLedger(db))).not.toContain(LIVE_KEY);
  });

  it('does not save a key the API rejects, and says so', async () => {
    const { db, ask, replies } = setup([ok(creditsBody()), ok(usageBody()), fail(401, 'UNAUTHORIZED', `API key ${TEST_KEY} is invalid`)]);
    await ask('keys.save', { key: LIVE_KEY });
    const reply = await ask('keys.save', { key: TEST_KEY });
    expect(reply).toMatchObject({ ok: false, error: { kind: 'authentication', message: expect.stringMatching(/rejected this key.*not saved/) } });
    expect(await getKey(db)).toBe(LIVE_KEY);
    expect(JSON.stringify(replies)).not.toContain(TEST_KEY);
  });

  it('refuses a malformed key without a request and without echoing it', async () => {
    const { db, fetch, ask } = setup([]);
    const reply = await ask('keys.save', { key: 'tapi_live_short' });
    expect(reply).toMatchObject({ ok: false, error: { kind: 'validation', message: expect.stringMatching(/tapi_live_ or tapi_test_ followed by 32/) } });
    expect(JSON.stringify(reply)).not.toContain('tapi_live_short');
    expect(fetch).not.toHaveBeenCalled();
    expect(await getKey(db)).toBeNull();
  });

  it('asks for a key before any API call', async () => {
    const { fetch, ask } = setup([]);
    expect(await ask('api.call', { endpoint: 'domain.technologies', params: { domain: 'example.com' } })).toMatchObject({
      ok: false,
      error: { kind: 'no_key', message: 'Set your API key in Settings' },
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('serves a repeat lookup from the cache for 0 credits', async () => {
    const { db, fetch, ask } = setup([ok(creditsBody()), ok(usageBody()), ok(domainReport('example.com'), { 'X-Credits-Cost': '1' })]);
    await ask('keys.save', { key: LIVE_KEY });
    const first = await ask('api.call', { endpoint: 'domain.technologies', params: { domain: 'example.com' } });
    const second = await ask('api.call', { endpoint: 'domain.technologies', params: { domain: 'example.com' } });
    expect(first).toMatchObject({ ok: true, data: { source: 'network', credits: 1 } });
    expect(second).toMatchObject({ ok: true, data: { source: 'cache', credits: 0 } });
    expect(fetch).toHaveBeenCalledTimes(3);
    expect((await listLedger(db)).reduce((n, r) => n + r.credits, 0)).toBe(1);
  });

  it('stores a new base URL and uses it for the next call', async () => {
    const { fetch, ask } = setup([ok(creditsBody()), ok(usageBody())]);
    const reply = await ask('keys.save', { key: LIVE_KEY, baseUrl: 'http://localhost:4000' });
    expect(fetch.requests[0]!.url).toBe('http://localhost:4000/v1/credits');
    expect(reply).toMatchObject({ ok: true });
    expect(await ask('settings.get', {})).toMatchObject({ ok: true, data: { baseUrl: 'http://localhost:4000', defaultBaseUrl: BASE } });
  });

  it('refuses an http base URL outside this computer before anything is sent, and keeps the stored pair', async () => {
    const { db, fetch, ask } = setup([ok(creditsBody()), ok(usageBody())]);
    await ask('keys.save', { key: LIVE_KEY });
    for (const [type, payload] of [
      ['keys.save', { key: TEST_KEY, baseUrl: 'http://api.example.test' }],
      ['settings.update', { baseUrl: 'http://api.example.test' }],
    ] as const) {
      const reply = await ask(type, payload);
      expect(reply).toMatchObject({ ok: false, error: { kind: 'validation', message: expect.stringContaining('must start with https://') } });
      expect((reply as { error: { message: string } }).error.message).toContain('127.0.0.1, ::1, localhost');
    }
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(await getKey(db)).toBe(LIVE_KEY);
    expect(await ask('settings.get', {})).toMatchObject({ ok: true, data: { baseUrl: BASE } });
  });

  it('stores a new key and base URL only together, when the key is verified there', async () => {
    const { db, fetch, ask } = setup([
      ok(creditsBody()),
      ok(usageBody()),
      fail(401, 'UNAUTHORIZED', 'API key is missing or invalid'),
      fail(401, 'UNAUTHORIZED', 'API key is missing or invalid'),
      ok(creditsBody(50, 'free')),
      ok(usageBody()),
    ]);
    await ask('keys.save', { key: LIVE_KEY });
    // A rejected key at a new URL: neither is kept.
    expect(await ask('keys.save', { key: TEST_KEY, baseUrl: 'https://other.example' })).toMatchObject({ ok: false, error: { kind: 'authentication' } });
    expect(await getKey(db)).toBe(LIVE_KEY);
    expect(await ask('settings.get', {})).toMatchObject({ ok: true, data: { baseUrl: BASE } });
    // A new URL alone is checked with the stored key; refused there, it is not kept.
    expect(await ask('settings.update', { baseUrl: 'https://elsewhere.example' })).toMatchObject({ ok: false, error: { kind: 'authentication' } });
    expect(fetch.requests[3]!.url).toBe('https://elsewhere.example/v1/credits');
    expect(await ask('settings.get', {})).toMatchObject({ ok: true, data: { baseUrl: BASE } });
    // Verified there, it is kept with the key's new balance.
    expect(await ask('settings.update', { baseUrl: 'https://api.example.com' })).toMatchObject({ ok: true, data: { baseUrl: 'https://api.example.com' } });
    expect(await ask('credits.get', {})).toMatchObject({ ok: true, data: { balance: 50, plan: 'free' } });
  });

  it('sends nothing when the build has no default base URL and none is set', async () => {
    const db = freshDb();
    const fetch = scriptedFetch([]);
    const handlers = createHandlers({ db, defaultBaseUrl: '', fetch });
    const reply = await dispatch(handlers, 'keys.save', { key: LIVE_KEY });
    expect(reply).toMatchObject({ ok: false, error: { kind: 'no_key', message: expect.stringContaining('Set the API base URL') } });
    expect(fetch).not.toHaveBeenCalled();
    expect(await getKey(db)).toBeNull();
  });

  it('hands pages answers without bidi controls, fresh or cached', async () => {
    const report = { domain: 'example.com', active_technologies: [tech(1, '\u202Etpircs\u202C')], historical_technologies: [] };
    const { ask } = setup([ok(creditsBody()), ok(usageBody()), ok(report)]);
    await ask('keys.save', { key: LIVE_KEY });
    for (const source of ['network', 'cache']) {
      const reply = await ask('api.call', { endpoint: 'domain.technologies', params: { domain: 'example.com' } });
      expect(reply).toMatchObject({ ok: true, data: { source, data: { active_technologies: [{ name: 'tpircs' }] } } });
    }
  });

  it('offers to clear the data derived from browsing on remove, counted, keeping every credit recorded', async () => {
    const { db, ask } = setup([ok(creditsBody()), ok(usageBody()), ok(domainReport('example.com'))]);
    await ask('keys.save', { key: LIVE_KEY });
    await ask('api.call', { endpoint: 'domain.technologies', params: { domain: 'example.com' } });
    await ask('visit.record', { domain: 'example.com', technologies: ['React'] });
    expect(await ask('browsingData.count', {})).toEqual({ ok: true, data: { cacheEntries: 1, visits: 1, ledgerDomains: 1 } });
    // Without the choice, only the key goes.
    await ask('keys.remove', {});
    expect(await ask('browsingData.count', {})).toMatchObject({ ok: true, data: { cacheEntries: 1, visits: 1 } });
    await ask('keys.remove', { clearBrowsingData: true });
    expect(await ask('browsingData.count', {})).toEqual({ ok: true, data: { cacheEntries: 0, visits: 0, ledgerDomains: 0 } });
    const ledger = await listLedger(db);
    expect(ledger.length).toBeGreaterThanOrEqual(2);
    expect(ledger.reduce((n, r) => n + r.credits, 0)).toBe(1);
    expect(JSON.stringify(ledger)).not.toContain('example.com');
  });

  it('forgets the key on remove', async () => {
    const { db, ask } = setup([ok(creditsBody()), ok(usageBody())]);
    await ask('keys.save', { key: LIVE_KEY });
    expect(await ask('keys.remove', {})).toMatchObject({ ok: true, data: { configured: false, last4: null } });
    expect(await getKey(db)).toBeNull();
  });

  it('sends an Idempotency-Key only to endpoints that take one, and ignores one a page makes up', async () => {
    const live = { url: 'https://example.com', domain: 'example.com', mode: 'light', detected_at: '2026-11-22T00:00:00Z', technologies: [] };
    const { fetch, ask } = setup([ok(creditsBody()), ok(usageBody()), ok(domainReport('example.com')), ok(live)]);
    await ask('keys.save', { key: LIVE_KEY });
    await ask('api.call', { endpoint: 'domain.technologies', params: { domain: 'example.com' } });
    await ask('api.call', { endpoint: 'live.detect', params: { url: 'https://example.com' }, idempotencyKey: 'page-key-0002' } as never);
    expect(fetch.requests[2]!.headers.get('idempotency-key')).toBeNull();
    expect(fetch.requests[3]!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('worker handlers: the balance the popup shows', () => {
  it('after a 402 the next plain balance read asks the server (free) instead of showing the old figure', async () => {
    const { fetch, ask } = setup([
      ok(creditsBody(10_000, 'pro')),
      ok(usageBody()),
      fail(402, 'INSUFFICIENT_CREDITS', 'Insufficient credits'),
      ok(creditsBody(0, 'pro')),
    ]);
    await ask('keys.save', { key: LIVE_KEY });
    // The server says 0 while StackLens still believes 10,000 (spent elsewhere, e.g. another device).
    expect(await ask('api.call', { endpoint: 'domain.technologies', params: { domain: 'example.com' } })).toMatchObject({
      ok: false,
      error: { kind: 'insufficient_credits' },
    });
    expect(await ask('credits.get', { sync: false })).toMatchObject({ ok: true, data: { balance: 0 } });
    expect(fetch.requests.map((r) => new URL(r.url).pathname)).toEqual(['/v1/credits', '/v1/usage', '/v1/domain/example.com', '/v1/credits']);
    // Now in step with the server: a second read is local again.
    await ask('credits.get', { sync: false });
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('a plain balance read with nothing doubtful makes no request', async () => {
    const { fetch, ask } = setup([ok(creditsBody(9_000, 'pro')), ok(usageBody())]);
    await ask('keys.save', { key: LIVE_KEY });
    expect(await ask('credits.get', { sync: false })).toMatchObject({ ok: true, data: { balance: 9_000 } });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('worker handlers: popup.open from a link (askFirst)', () => {
  it('makes no lookup for an uncached domain, and serves a cached one for free', async () => {
    const { fetch, ask } = setup([ok(creditsBody(9_000, 'pro')), ok(usageBody()), ok(domainReport('example.com'), { 'X-Credits-Cost': '1' })]);
    await ask('keys.save', { key: LIVE_KEY });
    expect(await ask('popup.open', { input: 'example.com', askFirst: true })).toMatchObject({ ok: true, data: { technologies: { result: null } } });
    expect(fetch).toHaveBeenCalledTimes(2);
    await ask('api.call', { endpoint: 'domain.technologies', params: { domain: 'example.com' } });
    expect(await ask('popup.open', { input: 'example.com', askFirst: true })).toMatchObject({
      ok: true,
      data: { technologies: { result: { source: 'cache', credits: 0 } } },
    });
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});

describe('worker handlers: the popup’s first frame', () => {
  const open = { input: 'example.com', askFirst: false };
  type Opened = { ok: true; data: { firstFrame: { key: string; tree: string | null } } };
  /** A fixed clock: the same lookup made again gives the very same answer, so only forgetting can drop its frame. */
  function fixedClock(script: Parameters<typeof scriptedFetch>[0]) {
    const handlers = createHandlers({ db: freshDb(), defaultBaseUrl: BASE, now: () => 1_000_000, fetch: scriptedFetch(script) });
    return (type: string, payload: unknown) => dispatch(handlers, type, payload) as Promise<Opened>;
  }
  const report = () => ok(domainReport('example.com'), { 'X-Credits-Cost': '1', 'X-Credits-Remaining': '8999' });
  const TREE = JSON.stringify([['h1', {}, 'example.com']]);
  const TREE_PAID = JSON.stringify([['h1', {}, 'paid']]);

  it('hands back React’s first frame only for the very same answer', async () => {
    const ask = fixedClock([ok(creditsBody(9_000, 'pro')), ok(usageBody()), report()]);
    await ask('keys.save', { key: LIVE_KEY });
    await ask('settings.update', { lookupChoiceMade: true }); // "Look up automatically"
    // The first open pays for the lookup: its answer (from the network) is not the one the next opens get.
    const paid = await ask('popup.open', open);
    expect(paid.data.firstFrame.tree).toBeNull();
    await ask('popup.rendered', { key: paid.data.firstFrame.key, tree: TREE_PAID });
    const cached = await ask('popup.open', open);
    expect(cached.data.firstFrame.tree).toBeNull();
    expect(cached.data.firstFrame.key).not.toBe(paid.data.firstFrame.key);
    expect(await ask('popup.rendered', { key: cached.data.firstFrame.key, tree: TREE })).toEqual({ ok: true, data: { kept: true } });
    expect((await ask('popup.open', open)).data.firstFrame.tree).toBe(TREE);
    // Another page of the same site asks with another input: another answer, no frame.
    expect((await ask('popup.open', { input: 'https://example.com/cart', askFirst: false })).data.firstFrame.tree).toBeNull();
    // A changed setting changes the answer; changed back, the frame fits again.
    await ask('settings.update', { theme: 'dark' });
    expect((await ask('popup.open', open)).data.firstFrame.tree).toBeNull();
    await ask('settings.update', { theme: 'system' });
    expect((await ask('popup.open', open)).data.firstFrame.tree).toBe(TREE);
  });

  it('forgets every frame when the cache is cleared, even for an answer that comes back the same', async () => {
    const ask = fixedClock([ok(creditsBody(9_000, 'pro')), ok(usageBody()), report(), report()]);
    await ask('keys.save', { key: LIVE_KEY });
    await ask('popup.open', open);
    const cached = await ask('popup.open', open);
    await ask('popup.rendered', { key: cached.data.firstFrame.key, tree: TREE });
    await ask('cache.clear', {});
    await ask('popup.open', open); // looked up again (1 credit): the same report, stored at the same (fixed) time
    expect((await ask('popup.open', open)).data.firstFrame).toEqual({ key: cached.data.firstFrame.key, tree: null });
  });

  it('keeps no frame under a key it did not issue, nor a second one under a key it did', async () => {
    const ask = fixedClock([ok(creditsBody(9_000, 'pro')), ok(usageBody()), report()]);
    await ask('keys.save', { key: LIVE_KEY });
    await ask('popup.open', open);
    const cached = await ask('popup.open', open);
    // Another extension page guessing or reusing keys plants nothing.
    expect(await ask('popup.rendered', { key: 'planted', tree: TREE })).toEqual({ ok: true, data: { kept: false } });
    expect(await ask('popup.rendered', { key: cached.data.firstFrame.key, tree: TREE })).toEqual({ ok: true, data: { kept: true } });
    expect(await ask('popup.rendered', { key: cached.data.firstFrame.key, tree: TREE_PAID })).toEqual({ ok: true, data: { kept: false } });
    expect((await ask('popup.open', open)).data.firstFrame.tree).toBe(TREE);
  });

  it('refuses a frame larger than a popup’s, naming the limit', async () => {
    const ask = fixedClock([]);
    expect(await ask('popup.rendered', { key: 'k', tree: 'x'.repeat(300_000) })).toMatchObject({ ok: false, error: { kind: 'validation', param: 'tree' } });
  });
});

describe('worker handlers: the lookup question after an update', () => {
  const open = { input: 'example.com', askFirst: true };
  it('is offered in the popup to someone updated with a key, until answered; never after a first install', async () => {
    const { db, ask } = setup([ok(creditsBody(9_000, 'pro')), ok(usageBody())]);
    await ask('keys.save', { key: LIVE_KEY });
    expect(await ask('popup.open', open)).toMatchObject({ ok: true, data: { offerLookupChoice: false } });
    await db.meta.put({ key: 'lastUpdate', value: { from: '0.1.0', to: '0.2.0', at: 1 } });
    expect(await ask('popup.open', open)).toMatchObject({ ok: true, data: { offerLookupChoice: true, settings: { askBeforeLookup: false } } });
    await ask('settings.update', { askBeforeLookup: false, lookupChoiceMade: true });
    expect(await ask('popup.open', open)).toMatchObject({ ok: true, data: { offerLookupChoice: false } });
  });
  it('until a new user answers it, the popup asks first: an uncached site is not looked up, nothing is sent', async () => {
    const { ask, fetch } = setup([ok(creditsBody(9_000, 'pro')), ok(usageBody()), ok(domainReport('example.com'), { 'X-Credits-Cost': '1' })]);
    await ask('keys.save', { key: LIVE_KEY });
    const sent = fetch.requests.length;
    const unanswered = await ask('popup.open', { input: 'example.com', askFirst: false });
    expect(unanswered).toMatchObject({ ok: true, data: { technologies: { result: null }, settings: { askBeforeLookup: true } } });
    expect(fetch.requests.length).toBe(sent);
    // Answered "Look up automatically": the next open looks the site up.
    await ask('settings.update', { askBeforeLookup: false, lookupChoiceMade: true });
    const answered = await ask('popup.open', { input: 'example.com', askFirst: false });
    expect(answered).toMatchObject({ ok: true, data: { settings: { askBeforeLookup: false }, technologies: { result: { source: 'network' } } } });
    expect(fetch.requests.length).toBe(sent + 1);
  });
});

describe('worker handlers: popup.open budget banner', () => {
  it('names only a cap a lookup could meet: the total caps and the lookup feature’s, never another feature’s', async () => {
    const db = freshDb();
    const now = new Date(2026, 10, 26, 12).getTime();
    const handlers = createHandlers({ db, defaultBaseUrl: BASE, fetch: scriptedFetch([ok(creditsBody(9_000, 'pro')), ok(usageBody())]), now: () => now });
    const ask = (type: string, payload: unknown) => dispatch(handlers, type, payload);
    await ask('keys.save', { key: LIVE_KEY });
    await recordCall(db, ledgerCall({ at: now, endpoint: 'ai.extract', feature: 'ai_extractor', credits: 9 }));
    await recordCall(db, ledgerCall({ at: now, credits: 4 }));
    const open = async () => ((await ask('popup.open', { input: 'example.com', askFirst: true })) as { data: { budgetNear: unknown } }).data.budgetNear;

    // The AI extractor's cap is at 90%, but a lookup cannot meet it: no banner.
    await updateCaps(db, { perFeature: { ai_extractor: { daily: 10, monthly: null } } });
    expect(await open()).toBeNull();
    // The lookup's own cap at 80%, and a total cap at 81%: each is named.
    await updateCaps(db, { perFeature: { lookup: { daily: 5, monthly: null } } });
    expect(await open()).toEqual({ label: 'Lookups daily budget', spent: 4, cap: 5 });
    await updateCaps(db, { perFeature: { lookup: { daily: null, monthly: null } }, daily: 16 });
    expect(await open()).toEqual({ label: 'daily budget', spent: 13, cap: 16 });
  });
});

describe('worker handlers: a page’s own call and a rate limit', () => {
  it('hands a 429 back at once with its wait (the page counts it down and tries again), sending the request once', async () => {
    const { fetch, ask } = setup([ok(creditsBody()), ok(usageBody()), fail(429, 'RATE_LIMITED', 'Rate limit exceeded', { 'Retry-After': '8' })]);
    await ask('keys.save', { key: LIVE_KEY });
    const before = Date.now();
    const reply = (await ask('api.call', { endpoint: 'domain.technologies', params: { domain: 'example.com' } })) as {
      ok: boolean;
      error: { kind: string; retryAt?: number; retryAfterSeconds?: number };
    };
    expect(reply).toMatchObject({ ok: false, error: { kind: 'rate_limit', retryAfterSeconds: 8 } });
    expect(reply.error.retryAt).toBeGreaterThanOrEqual(before + 7_000);
    expect(fetch.requests.filter((r) => r.url.includes('/v1/domain/'))).toHaveLength(1);
  });
});
