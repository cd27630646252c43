// Key setup: a candidate key and base URL are checked together with GET /v1/credits (free) before
// they replace the stored pair, so a rejected key or an unreachable URL is never saved and the
// previous working pair stays. The check is ledgered like any other request.
import { endpoints } from '@/lib/api/catalog';
import { AuthenticationError, ResponseValidationError, ValidationError, toApiError } from '@/lib/api/errors';
import { createTransport } from '@/lib/api/transport';
import { saveServerBalance, type BalanceInfo } from '@/lib/metered/balance';
import { recordCall } from '@/lib/metered/ledger';
import type { StackLensDB } from '@/lib/db/database';
import { updateSettings } from '@/lib/db/settings';
import { keyMode, saveKey, setKeyPlan, type KeyDescription } from './key-store';
import { apiKey } from '@/lib/api/schemas';

export interface VerifyOptions {
  baseUrl: string;
  /** A rotated key of the same account: cached answers and intents stay with it. */
  sameAccount?: boolean;
  /** Store baseUrl as the user's setting with the key, in the same transaction (a new pair). */
  storeBaseUrl?: boolean;
  fetch?: typeof fetch;
  now?: () => number;
}

export async function verifyAndSaveKey(db: StackLensDB, candidate: string, opts: VerifyOptions): Promise<{ key: KeyDescription; balance: BalanceInfo }> {
  const key = candidate.trim();
  // Format first (published key format), with a message that never echoes the input.
  if (!apiKey.safeParse(key).success) {
    throw new ValidationError({ param: 'apiKey', message: 'The API key must be tapi_live_ or tapi_test_ followed by 32 letters or digits. It was not saved.' });
  }
  const now = opts.now ?? Date.now;
  const transport = createTransport({ baseUrl: opts.baseUrl, getKey: async () => key, fetch: opts.fetch });
  const def = endpoints['account.credits'];
  const at = now();
  const row = { at, endpoint: 'account.credits' as const, feature: def.feature, params: '', credits: 0, mode: keyMode(key), cached: false as const };
  let data: unknown;
  try {
    const result = await transport.send({ endpoint: 'account.credits', method: def.method, path: def.path });
    await recordCall(db, { ...row, status: result.status, durationMs: result.durationMs });
    data = result.data;
  } catch (thrown) {
    const error = toApiError(thrown, 'account.credits');
    await recordCall(db, { ...row, status: error.charge?.status ?? error.kind, durationMs: error.charge?.durationMs ?? now() - at });
    if (error.kind === 'authentication') {
      throw new AuthenticationError({
        endpoint: 'account.credits',
        status: 401,
        message:
          'The API rejected this key (401 Unauthorized), so it was not saved. Check that you copied the whole key, or create a new one in your account dashboard.',
      });
    }
    throw error;
  }
  const parsed = def.response.safeParse(data);
  if (!parsed.success) throw new ResponseValidationError({ endpoint: 'account.credits' });
  const { description, balance } = await db.transaction('rw', db.kv, async () => {
    const description = await saveKey(db, key, { sameAccount: opts.sameAccount });
    if (opts.storeBaseUrl) await updateSettings(db, { baseUrl: opts.baseUrl });
    await setKeyPlan(db, parsed.data.plan);
    return { description, balance: await saveServerBalance(db, parsed.data, now()) };
  });
  return { key: { ...description, plan: parsed.data.plan }, balance };
}
