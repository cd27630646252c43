// Key setup: a candidate key and base URL are checked together with GET /v1/credits (free) before
// they replace the stored pair, so a rejected key or an unreachable URL is never saved and the
// previous working pair stays. GET /v1/usage (free) then names the key's account (its owner_id), whose
// data becomes the current data (account-owner.ts, lib/db/account-data.ts). Both are ledgered like any
// other request.
import { endpoints } from '@/lib/api/catalog';
import { ApiError, AuthenticationError, ResponseValidationError, ServerError, ValidationError, toApiError } from '@/lib/api/errors';
import { createTransport, type Transport } from '@/lib/api/transport';
import { saveServerBalance, type BalanceInfo } from '@/lib/metered/balance';
import { recordCall } from '@/lib/metered/ledger';
import type { StackLensDB } from '@/lib/db/database';
import { updateSettings } from '@/lib/db/settings';
import { accountDataTables } from '@/lib/db/account-data';
import { getKey, keyMode, saveKey, setKeyPlan, type KeyDescription } from './key-store';
import { accountOfOwner, ownerOf, unclaimedAccount } from './account-owner';
import { apiKey } from '@/lib/api/schemas';
import { t } from '@/lib/i18n';

export interface VerifyOptions {
  baseUrl: string;
  /** A rotated key of the same account: cached answers and intents stay with it. */
  sameAccount?: boolean;
  /** Store baseUrl as the user's setting with the key, in the same transaction (a new pair). */
  storeBaseUrl?: boolean;
  /** The base URL in use until now (default baseUrl): where the stored key's owner is asked, if never learned. */
  currentBaseUrl?: string;
  fetch?: typeof fetch;
  now?: () => number;
}

/** A free account call with `key`, ledgered; its answer as read, or the typed error. */
async function freeCall(
  db: StackLensDB,
  transport: Transport,
  endpoint: 'account.credits' | 'account.usage',
  key: string,
  now: () => number,
): Promise<unknown> {
  const def = endpoints[endpoint];
  const at = now();
  const row = { at, endpoint, feature: def.feature, params: '', credits: 0, mode: keyMode(key), cached: false as const };
  try {
    const result = await transport.send({ endpoint, method: def.method, path: def.path });
    await recordCall(db, { ...row, status: result.status, durationMs: result.durationMs });
    return result.data;
  } catch (thrown) {
    const error = toApiError(thrown, endpoint);
    await recordCall(db, { ...row, status: error.charge?.status ?? error.kind, durationMs: error.charge?.durationMs ?? now() - at });
    throw error;
  }
}

const transportFor = (baseUrl: string, key: string, opts: VerifyOptions) => createTransport({ baseUrl, getKey: async () => key, fetch: opts.fetch });

/**
 * The owners of the candidate key and, when the data in the tables has no known owner yet (stored before
 * v11), of the stored key first, so that data stays with its own account rather than the new key's. A
 * candidate whose owner cannot be read is saved only if it is the stored key at the same base URL (its
 * account is kept): another key could be another account's, so it is refused and the data stays put.
 */
async function learnOwners(db: StackLensDB, key: string, opts: VerifyOptions, now: () => number) {
  const currentBaseUrl = opts.currentBaseUrl ?? opts.baseUrl;
  const stored = await getKey(db);
  const samePair = stored === key && currentBaseUrl === opts.baseUrl;
  let owner: string | null = null;
  let failure: unknown = null;
  try {
    owner = ownerOf(await freeCall(db, transportFor(opts.baseUrl, key, opts), 'account.usage', key, now));
  } catch (error) {
    failure = error;
  }
  if (owner === null && !samePair) {
    const reason = failure instanceof ApiError ? failure.message.replace(/\.$/, '') : t('settings_keyOwnerNotNamed');
    throw new ServerError({
      endpoint: 'account.usage',
      message: t('settings_keyOwnerUnknown', [reason]),
    });
  }
  let previous: string | null = null;
  if (owner !== null && stored !== null && !samePair && (await unclaimedAccount(db)) !== null) {
    // The stored key's answer is only a hint: a revoked or unreachable key leaves the data to the first owner learned.
    previous = await freeCall(db, transportFor(currentBaseUrl, stored, opts), 'account.usage', stored, now).then(ownerOf, () => null);
  }
  return { owner, previous, currentBaseUrl };
}

export async function verifyAndSaveKey(db: StackLensDB, candidate: string, opts: VerifyOptions): Promise<{ key: KeyDescription; balance: BalanceInfo }> {
  const key = candidate.trim();
  // Format first (published key format), with a message that never echoes the input.
  if (!apiKey.safeParse(key).success) {
    throw new ValidationError({ param: 'apiKey', message: t('settings_keyFormatInvalid') });
  }
  const now = opts.now ?? Date.now;
  let data: unknown;
  try {
    data = await freeCall(db, transportFor(opts.baseUrl, key, opts), 'account.credits', key, now);
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'authentication') {
      throw new AuthenticationError({
        endpoint: 'account.credits',
        status: 401,
        message:
          'The API rejected this key (401 Unauthorized), so it was not saved. Check that you copied the whole key, or create a new one in your account dashboard.',
      });
    }
    throw error;
  }
  const parsed = endpoints['account.credits'].response.safeParse(data);
  if (!parsed.success) throw new ResponseValidationError({ endpoint: 'account.credits' });
  // A rotated key is the same account by construction: nothing to ask.
  const owners = opts.sameAccount ? null : await learnOwners(db, key, opts, now);
  const { description, balance } = await db.transaction('rw', accountDataTables(db), async () => {
    if (owners?.previous) await accountOfOwner(db, owners.currentBaseUrl, owners.previous);
    const account = owners?.owner ? await accountOfOwner(db, opts.baseUrl, owners.owner) : undefined;
    const description = await saveKey(db, key, { sameAccount: opts.sameAccount || !account, account });
    if (opts.storeBaseUrl) await updateSettings(db, { baseUrl: opts.baseUrl });
    await setKeyPlan(db, parsed.data.plan);
    return { description, balance: await saveServerBalance(db, parsed.data, now()) };
  });
  return { key: { ...description, plan: parsed.data.plan }, balance };
}
