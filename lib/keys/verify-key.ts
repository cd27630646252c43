// Key setup: a candidate key is checked with GET /v1/credits (free) before it replaces the stored
// one, so a rejected key is never saved. The check is ledgered like any other request.
import { endpoints } from '@/lib/api/catalog';
import { AuthenticationError, ResponseValidationError, ValidationError, toApiError } from '@/lib/api/errors';
import { createTransport } from '@/lib/api/transport';
import { saveServerBalance, type BalanceInfo } from '@/lib/metered/balance';
import { recordCall } from '@/lib/metered/ledger';
import type { StackLensDB } from '@/lib/db/database';
import { keyMode, saveKey, setKeyPlan, type KeyDescription } from './key-store';
import { apiKey } from '@/lib/api/schemas';

export interface VerifyOptions {
  baseUrl: string;
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
        message: 'The API rejected this key (401 Unauthorized), so it was not saved. Check that you copied the whole key, or create a new one in your account dashboard.',
      });
    }
    throw error;
  }
  const parsed = def.response.safeParse(data);
  if (!parsed.success) throw new ResponseValidationError({ endpoint: 'account.credits' });
  const description = await saveKey(db, key);
  await setKeyPlan(db, parsed.data.plan);
  const balance = await saveServerBalance(db, parsed.data, now());
  return { key: { ...description, plan: parsed.data.plan }, balance };
}
