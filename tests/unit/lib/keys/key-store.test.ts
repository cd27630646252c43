import { describe, expect, it } from 'vitest';
import { ValidationError } from '@/lib/api/errors';
import { getBalance, saveServerBalance } from '@/lib/metered/balance';
import { describeKey, getKey, removeKey, saveKey, setKeyPlan } from '@/lib/keys/key-store';
import { creditsBody, freshDb, LIVE_KEY, TEST_KEY } from '../support/fake-api';

describe('key store', () => {
  it('saves a well-formed key (trimmed) and gives it back only through getKey', async () => {
    const db = freshDb();
    await saveKey(db, `  ${LIVE_KEY}\n`);
    expect(await getKey(db)).toBe(LIVE_KEY);
  });

  it.each([
    ['a wrong prefix', `tapi_prod_${'a'.repeat(32)}`],
    ['too short', `tapi_live_${'a'.repeat(31)}`],
    ['too long', `tapi_live_${'a'.repeat(33)}`],
    ['punctuation', `tapi_live_${'a'.repeat(31)}!`],
    ['empty', ''],
  ])('refuses %s without echoing the input', async (_, bad) => {
    const db = freshDb();
    const error = await saveKey(db, bad).catch((e: unknown) => e as ValidationError);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).message).toBe('The API key must be tapi_live_ or tapi_test_ followed by 32 letters or digits. Nothing was saved.');
    if (bad) expect(JSON.stringify(error)).not.toContain(bad);
    expect(await getKey(db)).toBeNull();
  });

  it('describes the key without revealing it', async () => {
    const db = freshDb();
    expect(await describeKey(db)).toEqual({ configured: false, mode: null, last4: null, plan: null });
    const described = await saveKey(db, TEST_KEY);
    await setKeyPlan(db, 'pro');
    const after = await describeKey(db);
    expect(described).toMatchObject({ configured: true, mode: 'test', last4: TEST_KEY.slice(-4) });
    expect(after).toEqual({ configured: true, mode: 'test', last4: TEST_KEY.slice(-4), plan: 'pro' });
    expect(JSON.stringify(after)).not.toContain(TEST_KEY.slice(10, 30));
  });

  it('forgets the plan and balance of the previous key when the key changes or is removed', async () => {
    const db = freshDb();
    await saveKey(db, LIVE_KEY);
    await setKeyPlan(db, 'scale');
    await saveServerBalance(db, creditsBody(10), 1);
    await saveKey(db, LIVE_KEY);
    expect((await describeKey(db)).plan).toBe('scale');
    await saveKey(db, TEST_KEY);
    expect((await describeKey(db)).plan).toBeNull();
    expect(await getBalance(db)).toBeNull();
    await removeKey(db);
    expect(await describeKey(db)).toEqual({ configured: false, mode: null, last4: null, plan: null });
  });

  it('keeps the key in IndexedDB, not in extension storage', async () => {
    const db = freshDb();
    await saveKey(db, LIVE_KEY);
    const { fakeBrowser } = await import('wxt/testing/fake-browser');
    expect(JSON.stringify(await fakeBrowser.storage.local.get(null))).not.toContain(LIVE_KEY);
    expect(JSON.stringify(await fakeBrowser.storage.sync.get(null))).not.toContain(LIVE_KEY);
  });
});
