import Dexie from 'dexie';
import { describe, expect, it, vi } from 'vitest';
import { cacheKey, canonicalJson, createResponseCache, type CacheSettings } from '@/lib/metered/cache';
import { DEFAULT_CACHE_TTL } from '@/lib/db/settings';
import { freshDb, manualClock } from '../support/fake-api';

const blob = (bytes: number) => ({ text: 'x'.repeat(bytes - 11) }); // JSON {"text":"…"} is `bytes` long

function setup(cacheMaxBytes = 1_000) {
  const db = freshDb();
  const clock = manualClock();
  const settings = async (): Promise<CacheSettings> => ({ cacheTtl: DEFAULT_CACHE_TTL, cacheMaxBytes });
  return { db, clock, cache: createResponseCache(db, { now: clock.now, settings }) };
}

describe('cache keys', () => {
  it('are canonical: key order and undefined do not matter, values do', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: undefined } })).toBe('{"a":{"d":[1,{"x":1,"y":2}]},"b":1}');
    expect(cacheKey('s', 'companies.search', { search: 'ac', limit: 5 })).toBe(cacheKey('s', 'companies.search', { limit: 5, search: 'ac' }));
    expect(cacheKey('s', 'companies.search', { limit: 5 })).not.toBe(cacheKey('s', 'companies.search', { limit: 6 }));
    expect(cacheKey('s', 'domain.technologies', { domain: 'a.com' })).not.toBe(cacheKey('s', 'domain.history', { domain: 'a.com' }));
    // Another base URL or account is another key: its answers are never served here.
    expect(cacheKey('https://a.test|acct1', 'domain.technologies', { domain: 'a.com' })).not.toBe(
      cacheKey('https://b.test|acct1', 'domain.technologies', { domain: 'a.com' }),
    );
    expect(cacheKey('https://a.test|acct1', 'domain.technologies', { domain: 'a.com' })).not.toBe(
      cacheKey('https://a.test|acct2', 'domain.technologies', { domain: 'a.com' }),
    );
  });
});

describe('response cache', () => {
  it('reports freshness by the TTL of the kind', async () => {
    const { cache, clock } = setup();
    await cache.put('technology.stats', { id: 1 }, { n: 1 });
    const storedAt = clock.now();
    clock.advance(DEFAULT_CACHE_TTL.market - 1);
    expect(await cache.get('technology.stats', { id: 1 })).toEqual({ data: { n: 1 }, storedAt, fresh: true });
    clock.advance(1);
    expect(await cache.get('technology.stats', { id: 1 })).toEqual({ data: { n: 1 }, storedAt, fresh: false });
    expect(await cache.get('technology.stats', { id: 2 })).toBeNull();
  });

  it('never stores endpoints without a cache kind', async () => {
    const { cache } = setup();
    await cache.put('alerts.list', {}, { alerts: [] });
    expect(await cache.stats()).toEqual({ entries: 0, bytes: 0 });
  });

  it('evicts the least recently used entries past the size cap', async () => {
    const { cache, clock } = setup(1_000);
    for (const id of [1, 2, 3]) {
      await cache.put('technology.info', { id }, blob(300));
      clock.advance(1);
    }
    await cache.get('technology.info', { id: 1 }); // 1 is now the most recently used
    clock.advance(1);
    await cache.put('technology.info', { id: 4 }, blob(300));
    expect(await cache.get('technology.info', { id: 2 })).toBeNull();
    for (const id of [1, 3, 4]) expect(await cache.get('technology.info', { id })).not.toBeNull();
    expect(await cache.stats()).toEqual({ entries: 3, bytes: 900 });
  });

  it('skips a single response larger than the cap', async () => {
    const { cache } = setup(1_000);
    await cache.put('technology.info', { id: 1 }, blob(1_001));
    expect(await cache.stats()).toEqual({ entries: 0, bytes: 0 });
  });

  it('on QuotaExceededError evicts cache entries (oldest first) and retries, never touching other tables', async () => {
    const { db, cache, clock } = setup(1_000_000);
    await db.kv.put({ key: 'apiKey', value: 'k' });
    await db.ledger.add({
      at: 1,
      endpoint: 'live.detect',
      feature: 'live_detection',
      params: '',
      status: 200,
      credits: 5,
      durationMs: 1,
      mode: 'live',
      cached: false,
      state: 'settled',
    });
    await db.meta.put({ key: 'm', value: 1 });
    for (let id = 1; id <= 30; id++) {
      await cache.put('technology.info', { id }, blob(100));
      clock.advance(1);
    }
    const realPut = db.cache.put.bind(db.cache);
    let failures = 1;
    const spy = vi.spyOn(db.cache, 'put').mockImplementation((...args: Parameters<typeof realPut>) => {
      if (failures-- > 0) return Dexie.Promise.reject(new Dexie.QuotaExceededError('disk full')) as never;
      return realPut(...args);
    });
    await cache.put('technology.info', { id: 99 }, blob(100));
    spy.mockRestore();
    expect(await cache.get('technology.info', { id: 99 })).not.toBeNull();
    expect(await cache.get('technology.info', { id: 1 })).toBeNull(); // oldest went first
    expect(await cache.get('technology.info', { id: 30 })).not.toBeNull();
    expect(await db.kv.count()).toBe(1);
    expect(await db.ledger.count()).toBe(1);
    expect(await db.meta.get('m')).toEqual({ key: 'm', value: 1 });
  });

  it('gives up (throws) when the cache is empty and the disk is still full', async () => {
    const { db, cache } = setup();
    await db.kv.put({ key: 'apiKey', value: 'k' });
    vi.spyOn(db.cache, 'put').mockImplementation(() => Dexie.Promise.reject(new Dexie.QuotaExceededError('disk full')) as never);
    await expect(cache.put('technology.info', { id: 1 }, { a: 1 })).rejects.toMatchObject({ name: 'QuotaExceededError' });
    expect(await db.kv.count()).toBe(1);
  });

  it('clears only the cache', async () => {
    const { db, cache } = setup();
    await db.kv.put({ key: 'apiKey', value: 'k' });
    await cache.put('technology.info', { id: 1 }, { a: 1 });
    await cache.clear();
    expect(await cache.stats()).toEqual({ entries: 0, bytes: 0 });
    expect(await db.kv.count()).toBe(1);
  });
});
