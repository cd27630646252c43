import { describe, expect, it } from 'vitest';
import { StackLensDB, type CacheRow } from '@/lib/db/database';
import { dispatch } from '@/lib/messaging/background';
import { listLedger } from '@/lib/metered/ledger';
import { createHandlers } from '@/lib/worker/handlers';
import { domainReport, LIVE_KEY, scriptedFetch } from '../support/fake-api';
import { shippedDatabase } from './shipped-schemas';

const HOUR = 3_600_000;
const NOW = Date.parse('2026-11-23T12:00:00Z');
const BUILD_DEFAULT = 'http://127.0.0.1:8787';

/** A row as v1–v6 wrote it: `${endpoint}:${canonical JSON of the parsed params}`, no base URL, no account. */
const unscoped = (key: string, endpoint: string, kind: string, data: unknown): CacheRow =>
  ({ key, kind, endpoint, data, storedAt: NOW - HOUR, expiresAt: NOW + HOUR, lastUsedAt: NOW - HOUR, size: 100 }) as CacheRow;

const COMPANIES = { technology: { id: 7, name: 'React' }, companies: [], total: 0 };

async function seedV6(kv: { key: string; value: unknown }[]): Promise<string> {
  const name = `migrate-v6-${crypto.randomUUID()}`;
  const v6 = shippedDatabase(name, 6);
  await v6.table('kv').bulkPut(kv);
  await v6.table('cache').bulkPut([
    unscoped('domain.technologies:{"domain":"example.com"}', 'domain.technologies', 'domain', domainReport('example.com')),
    // Stored before `limit` and `offset` had defaults: the current client names it with them.
    unscoped('technology.companies:{"id":7}', 'technology.companies', 'company', COMPANIES),
    // An endpoint today's catalog no longer has: it could never be read again.
    unscoped('domain.legacy:{"domain":"example.com"}', 'domain.legacy', 'domain', {}),
  ]);
  await v6.table('ledger').add({
    at: NOW - HOUR,
    endpoint: 'domain.technologies',
    feature: 'lookup',
    params: 'domain=example.com',
    status: 200,
    credits: 1,
    durationMs: 9,
    mode: 'live',
    cached: false,
  });
  v6.close();
  return name;
}

/** The worker as it starts after the update: no request may leave (scriptedFetch([]) throws on any). */
async function upgradedWorker(name: string) {
  const db = new StackLensDB(name, { defaultBaseUrl: BUILD_DEFAULT });
  await db.open();
  const fetch = scriptedFetch([]);
  const handlers = createHandlers({ db, defaultBaseUrl: BUILD_DEFAULT, now: () => NOW, fetch });
  return { db, fetch, ask: (type: string, payload: unknown) => dispatch(handlers, type, payload) };
}

describe('database migration v6 → v7: the cache is re-keyed, not dropped', () => {
  it('serves a site answered before the update from the cache at 0 credits, through the popup and the client', async () => {
    const name = await seedV6([
      { key: 'apiKey', value: LIVE_KEY },
      { key: 'settings', value: { baseUrl: 'http://127.0.0.1:4000/' } },
    ]);
    const { db, fetch, ask } = await upgradedWorker(name);
    expect(db.verno).toBeGreaterThanOrEqual(7);
    const account = (await db.kv.get('apiKeyAccount'))?.value;
    expect(account).toEqual(expect.any(String));
    expect((await db.cache.toCollection().primaryKeys()).sort()).toEqual([
      `http://127.0.0.1:4000|${account}#domain.technologies:{"domain":"example.com"}`,
      `http://127.0.0.1:4000|${account}#technology.companies:{"id":7,"limit":50,"offset":0}`,
    ]);

    expect(await ask('popup.open', { input: 'https://example.com/pricing', askFirst: false })).toMatchObject({
      ok: true,
      data: { technologies: { result: { source: 'cache', credits: 0, storedAt: NOW - HOUR, data: { domain: 'example.com' } } } },
    });
    expect(await ask('api.call', { endpoint: 'technology.companies', params: { id: 7 } })).toMatchObject({
      ok: true,
      data: { source: 'cache', credits: 0, data: COMPANIES },
    });
    expect(fetch).not.toHaveBeenCalled();
    expect((await listLedger(db)).map((row) => row.credits)).toEqual([1]);
    db.close();
  });

  it('uses the build’s base URL when Settings stored none', async () => {
    const name = await seedV6([{ key: 'apiKey', value: LIVE_KEY }]);
    const { db, fetch, ask } = await upgradedWorker(name);
    expect(await ask('popup.open', { input: 'example.com', askFirst: false })).toMatchObject({
      ok: true,
      data: { technologies: { result: { source: 'cache', credits: 0 } } },
    });
    expect(fetch).not.toHaveBeenCalled();
    expect(await db.cache.count()).toBe(2);
    db.close();
  });

  it('drops the entries when no key is stored: the next key may be another account’s', async () => {
    const name = await seedV6([{ key: 'settings', value: { theme: 'dark' } }]);
    const { db } = await upgradedWorker(name);
    expect(await db.cache.count()).toBe(0);
    expect(await db.kv.get('apiKeyAccount')).toBeUndefined();
    expect(await db.kv.get('settings')).toEqual({ key: 'settings', value: { theme: 'dark' } });
    db.close();
  });
});
