// Which account a saved key belongs to (lib/keys/account-owner.ts, verify-key.ts): learned from GET
// /v1/usage's owner_id; a key whose owner cannot be read is not saved unless it is the stored one; data
// from before accounts were told apart stays with the stored key's account.
import { describe, expect, it } from 'vitest';
import { dispatch } from '@/lib/messaging/background';
import { getKey } from '@/lib/keys/key-store';
import { createHandlers } from '@/lib/worker/handlers';
import { creditsBody, freshDb, LIVE_KEY, ok, scriptedFetch, TEST_KEY, usageBody } from '../support/fake-api';

const BASE = 'http://127.0.0.1:9';
const TECH = { id: 7, name: 'wordpress', seen: { name: 'WordPress', category: 'CMS' }, seenAt: 1 };

function setup(script: Parameters<typeof scriptedFetch>[0]) {
  const db = freshDb();
  const fetch = scriptedFetch(script);
  const handlers = createHandlers({
    db,
    defaultBaseUrl: BASE,
    fetch,
    jobPlatform: { scheduleAlarm: async () => {}, clearAlarm: async () => {}, notify: async () => {} },
  });
  return { db, fetch, save: (key: string) => dispatch(handlers, 'keys.save', { key }) };
}

describe('the account of a saved key', () => {
  it('refuses another key whose account cannot be read, keeping the data where it was; the stored key keeps its account', async () => {
    const { db, save } = setup([ok(creditsBody()), ok(usageBody('org_a')), ok(creditsBody()), ok({ unexpected: true }), ok(creditsBody()), ok({})]);
    expect(await save(LIVE_KEY)).toMatchObject({ ok: true });
    await db.technologies.put(TECH);

    expect(await save(TEST_KEY)).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/could not ask the API which account this key belongs to .*not saved.*Try again/) },
    });
    expect(await getKey(db)).toBe(LIVE_KEY);
    expect(await db.technologies.toArray()).toEqual([TECH]);

    // The stored key again, same base URL: its account stays, so does its data.
    expect(await save(LIVE_KEY)).toMatchObject({ ok: true });
    expect(await db.technologies.toArray()).toEqual([TECH]);
  });

  it('gives data stored before v11 to the stored key’s account, asked with that key before another account’s key replaces it', async () => {
    const { db, fetch, save } = setup([ok(creditsBody()), ok(usageBody('org_b')), ok(usageBody('org_a')), ok(creditsBody()), ok(usageBody('org_a'))]);
    // As the v11 upgrade leaves a browser that had a key: its account owns the data, no owner known yet.
    await db.kv.bulkPut([
      { key: 'apiKey', value: LIVE_KEY },
      { key: 'apiKeyAccount', value: 'acct-before' },
      { key: 'dataAccount', value: 'acct-before' },
    ]);
    await db.technologies.put(TECH);

    expect(await save(TEST_KEY)).toMatchObject({ ok: true });
    expect(fetch.requests.map((r) => [new URL(r.url).pathname, r.headers.get('authorization')])).toEqual([
      ['/v1/credits', `Bearer ${TEST_KEY}`],
      ['/v1/usage', `Bearer ${TEST_KEY}`],
      ['/v1/usage', `Bearer ${LIVE_KEY}`],
    ]);
    expect(await db.technologies.count()).toBe(0);

    expect(await save(LIVE_KEY)).toMatchObject({ ok: true });
    expect(await db.technologies.toArray()).toEqual([TECH]);
    expect((await db.kv.get('apiKeyAccount'))?.value).toBe('acct-before');
  });
});
