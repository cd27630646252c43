// Key rotation in the only order a revoked key allows (it stops working at once, everywhere:
// published-spec.md): create the new key with the current one (POST /v1/keys), store it only once
// it is verified (GET /v1/credits), then revoke the old one with the new key (DELETE /v1/keys/{id}).
// At every step StackLens holds a working key. The page sees the new secret once, to share it.
import type { ApiClient } from '@/lib/metered/client';
import { ApiError, ServerError } from '@/lib/api/errors';
import type { StackLensDB } from '@/lib/db/database';
import type { KeyRotated } from '@/lib/messaging/protocol';
import { describeKey } from './key-store';
import { revokeOrphan, type OrphanCheck } from './orphan-key';

export interface RotateDeps {
  /** Verifies a candidate key at the current base URL and stores it only if it passes (verify-key.ts). */
  verifyAndSave(secret: string): Promise<unknown>;
}

const reasonOf = (error: unknown) => (error instanceof ApiError ? error.message.replace(/\.$/, '') : 'the request failed');

const DASHBOARD = 'your account dashboard (Settings › Developers)';

/** What a failed POST /v1/keys left behind, as checked afterwards (orphan-key.ts). */
function createFailedMessage(error: unknown, check: OrphanCheck, name: string): string {
  const lost = `No readable answer came back when StackLens asked for a new key (${reasonOf(error)}), so a key may have been created that nobody received`;
  const safe = 'Nothing else changed: your current key still works.';
  switch (check.outcome) {
    case 'revoked':
      return `${lost}. It had been: StackLens found it (${check.key.id}, "${check.key.name}") and revoked it with your current key. ${safe} Rotate again to get a new key.`;
    case 'revoke-failed':
      return `${lost}. It had been (${check.key.id}, "${check.key.name}"), and StackLens could not revoke it (${reasonOf(check.error)}): revoke it in ${DASHBOARD}. ${safe}`;
    case 'ambiguous':
      return `${lost}. ${check.keys.length} new keys named "${name.trim()}" are active (${check.keys.map((k) => k.id).join(', ')}), so StackLens revoked none: revoke the ones you do not use in ${DASHBOARD}. ${safe}`;
    case 'unknown':
      return `${lost}. StackLens could not check (${reasonOf(check.error)}): if ${DASHBOARD} lists an active key named "${name.trim()}" besides the one in use, revoke it. ${safe}`;
    case 'none':
      return error instanceof ApiError && error.kind === 'conflict'
        ? 'The API would not create a second key while this one is active, so nothing changed: your current key still works. Create the new key in your account dashboard (Settings › Developers), then paste it in StackLens Settings.'
        : `No new key was created (${reasonOf(error)}), so nothing changed: your current key still works. Try again later.`;
  }
}

export async function rotateKey(api: ApiClient, db: StackLensDB, name: string, deps: RotateDeps): Promise<KeyRotated> {
  // One key per organization (published-spec.md): the active one is the one to replace.
  const { data } = await api.call('keys.list', {}, { refresh: true });
  const old = data.keys.find((k) => k.status === 'active');
  let created;
  try {
    created = await api.call('keys.create', { name });
  } catch (error) {
    // The server may have created the key even though no answer came: find and revoke it.
    const check = await revokeOrphan(api, new Set(data.keys.map((k) => k.id)), name, old?.id);
    throw new ServerError({ endpoint: 'keys.create', message: createFailedMessage(error, check, name) });
  }
  try {
    await deps.verifyAndSave(created.data.secret);
  } catch (error) {
    // Never leave an unused key behind: the current key (still stored) revokes the new one.
    await api.call('keys.revoke', { key_id: created.data.key.id }).catch(() => undefined);
    throw new ServerError({
      endpoint: 'keys.create',
      message: `The new key could not be verified (${reasonOf(error)}), so StackLens kept your current key, which still works, and did not revoke it. Try again later.`,
    });
  }
  let warning: string | undefined;
  if (old) {
    try {
      // The client reads the stored key, which is now the new one.
      await api.call('keys.revoke', { key_id: old.id });
    } catch (error) {
      warning = `StackLens now uses the new key, but the old one (${old.id}) could not be revoked (${reasonOf(error)}) and still works. Revoke it in your account dashboard (Settings › Developers).`;
    }
  }
  await api.syncBalance().catch(() => undefined);
  return { key: await describeKey(db), secretOnce: created.data.secret, ...(warning ? { warning } : {}) };
}
