// The API key, kept only in the worker's IndexedDB: chrome.storage is readable by content scripts,
// IndexedDB of the extension origin is not. Nothing here ever returns or logs the key but getKey().
import { apiKey } from '@/lib/api/schemas';
import { ValidationError } from '@/lib/api/errors';
import type { StackLensDB } from '@/lib/db/database';
import { BALANCE_KV_KEY } from '@/lib/metered/balance';
import { accountDataTables, bindAccountData } from '@/lib/db/account-data';
import { KV_ACCOUNT as ACCOUNT_KV_KEY, KV_API_KEY as KEY_KV_KEY } from '@/lib/db/kv-keys';
import { t } from '@/lib/i18n';

const PLAN_KV_KEY = 'apiKeyPlan';

export type KeyMode = 'live' | 'test';

export interface KeyDescription {
  configured: boolean;
  mode: KeyMode | null;
  last4: string | null;
  plan: string | null;
}

/** live or test from the published key prefixes. */
export function keyMode(key: string): KeyMode {
  return key.startsWith('tapi_test_') ? 'test' : 'live';
}

/** Validates the published format before storing; the refusal never echoes the input. */
/**
 * `account`: the key's account as its owner_id maps it (account-owner.ts); that account's data becomes
 * the current data (lib/db/account-data.ts). `sameAccount`: a rotated key keeps the account it replaces.
 */
export async function saveKey(db: StackLensDB, key: string, opts: { sameAccount?: boolean; account?: string } = {}): Promise<KeyDescription> {
  const parsed = apiKey.safeParse(key);
  if (!parsed.success) {
    throw new ValidationError({ message: t('settings_keyFormatInvalid'), param: 'apiKey' });
  }
  await db.transaction('rw', accountDataTables(db), async () => {
    const previous = await db.kv.get(KEY_KV_KEY);
    const changed = previous?.value !== parsed.data;
    await db.kv.put({ key: KEY_KV_KEY, value: parsed.data });
    // Plan and balance belong to the key (one key per organisation): a new key starts unknown.
    if (changed) await db.kv.bulkDelete([PLAN_KV_KEY, BALANCE_KV_KEY]);
    // A pasted key of unknown owner may be another account's: its answers, intents and data start apart.
    const account = opts.account ?? (changed && !opts.sameAccount ? crypto.randomUUID() : null);
    if (account === null) return;
    await db.kv.put({ key: ACCOUNT_KV_KEY, value: account });
    await bindAccountData(db, account);
  });
  return describeKey(db);
}

export async function getKey(db: StackLensDB): Promise<string | null> {
  const row = await db.kv.get(KEY_KV_KEY);
  return typeof row?.value === 'string' ? row.value : null;
}

export async function removeKey(db: StackLensDB): Promise<void> {
  await db.kv.bulkDelete([KEY_KV_KEY, PLAN_KV_KEY, BALANCE_KV_KEY, ACCOUNT_KV_KEY]);
}

/** The account's opaque id; a key saved before accounts were told apart gets one on first use. */
export async function accountScope(db: StackLensDB): Promise<string> {
  const row = await db.kv.get(ACCOUNT_KV_KEY);
  if (typeof row?.value === 'string') return row.value;
  return db.transaction('rw', db.kv, async () => {
    const again = await db.kv.get(ACCOUNT_KV_KEY);
    if (typeof again?.value === 'string') return again.value;
    const id = crypto.randomUUID();
    await db.kv.put({ key: ACCOUNT_KV_KEY, value: id });
    return id;
  });
}

/**
 * The key and its account, read together: a request sends this key, and its answer belongs to this
 * account, whatever is saved while it is on its way (lib/db/account-data.ts, whileCurrent).
 */
export async function keyAndAccount(db: StackLensDB): Promise<{ key: string | null; account: string }> {
  const [key, account] = await db.kv.bulkGet([KEY_KV_KEY, ACCOUNT_KV_KEY]);
  if (typeof key?.value === 'string' && typeof account?.value === 'string') return { key: key.value, account: account.value };
  return { key: typeof key?.value === 'string' ? key.value : null, account: await accountScope(db) };
}

export async function setKeyPlan(db: StackLensDB, plan: string | null): Promise<void> {
  if (plan === null) await db.kv.delete(PLAN_KV_KEY);
  else await db.kv.put({ key: PLAN_KV_KEY, value: plan });
}

/** What the UI may show about the key: never more than its mode and last four characters. */
export async function describeKey(db: StackLensDB): Promise<KeyDescription> {
  const [key, plan] = await Promise.all([getKey(db), db.kv.get(PLAN_KV_KEY)]);
  return {
    configured: key !== null,
    mode: key ? keyMode(key) : null,
    last4: key ? key.slice(-4) : null,
    plan: typeof plan?.value === 'string' ? plan.value : null,
  };
}
