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
import { t, tn } from '@/lib/i18n';

export interface RotateDeps {
  /** Verifies a candidate key at the current base URL and stores it only if it passes (verify-key.ts). */
  verifyAndSave(secret: string): Promise<unknown>;
}

const reasonOf = (error: unknown) => (error instanceof ApiError ? error.message.replace(/\.$/, '') : t('credits_requestFailed'));

/** What a failed POST /v1/keys left behind, as checked afterwards (orphan-key.ts). */
function createFailedMessage(error: unknown, check: OrphanCheck, name: string): string {
  const lost = t('credits_rotateLost', [reasonOf(error)]);
  const safe = t('credits_rotateSafe');
  switch (check.outcome) {
    case 'revoked':
      return t('credits_rotateOrphanRevoked', [lost, check.key.id, check.key.name, safe]);
    case 'revoke-failed':
      return t('credits_rotateOrphanKept', [lost, check.key.id, check.key.name, reasonOf(check.error), safe]);
    case 'ambiguous':
      return tn('credits_rotateOrphansAmbiguous', check.keys.length, [lost, name.trim(), check.keys.map((k) => k.id).join(', '), safe]);
    case 'unknown':
      return t('credits_rotateOrphanUnknown', [lost, reasonOf(check.error), name.trim(), safe]);
    case 'none':
      return error instanceof ApiError && error.kind === 'conflict' ? t('credits_rotateConflict') : t('credits_rotateNotCreated', [reasonOf(error)]);
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
      message: t('credits_rotateNotVerified', [reasonOf(error)]),
    });
  }
  let warning: string | undefined;
  if (old) {
    try {
      // The client reads the stored key, which is now the new one.
      await api.call('keys.revoke', { key_id: old.id });
    } catch (error) {
      warning = t('credits_rotateOldKept', [old.id, reasonOf(error)]);
    }
  }
  await api.syncBalance().catch(() => undefined);
  return { key: await describeKey(db), secretOnce: created.data.secret, ...(warning ? { warning } : {}) };
}
