// Key rotation as the contract has it: revoke the current key (DELETE /v1/keys/{id}), then create a
// new one (POST /v1/keys). The new secret is stored at once; the page sees it once, to share it.
import type { ApiClient } from '@/lib/metered/client';
import { ApiError, ServerError } from '@/lib/api/errors';
import type { StackLensDB } from '@/lib/db/database';
import type { KeyRotated } from '@/lib/messaging/protocol';
import { describeKey, saveKey } from './key-store';

export async function rotateKey(api: ApiClient, db: StackLensDB, name: string): Promise<KeyRotated> {
  // One key per organization (published-spec.md): the active one is the one to revoke.
  const { data } = await api.call('keys.list', {}, { refresh: true });
  const active = data.keys.find((k) => k.status === 'active') ?? data.keys[0];
  if (active) await api.call('keys.revoke', { key_id: active.id });
  let created;
  try {
    created = await api.call('keys.create', { name });
  } catch (error) {
    const reason = error instanceof ApiError ? error.message : 'the request failed';
    throw new ServerError({
      endpoint: 'keys.create',
      message: `Your old key was revoked, but a new one could not be created (${reason}). Create a key in your account dashboard (Settings › Developers) and paste it in StackLens Settings.`,
    });
  }
  // The same account: its cached answers stay valid under the new key.
  await saveKey(db, created.data.secret, { sameAccount: true });
  await api.syncBalance().catch(() => undefined);
  return { key: await describeKey(db), secretOnce: created.data.secret };
}
