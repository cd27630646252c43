// After POST /v1/keys failed without a readable answer, the server may still have created the key
// (a lost answer: the work is done, the secret never arrives) and nobody holds its secret. Listing keys
// is free (contract.md), so the rotation looks for the key it made and revokes it with the current key.
import type { ApiClient } from '@/lib/metered/client';
import type { ApiKeyRecord } from '@/lib/api/schemas';

export type OrphanCheck =
  | { outcome: 'none' }
  | { outcome: 'revoked'; key: ApiKeyRecord }
  | { outcome: 'revoke-failed'; key: ApiKeyRecord; error: unknown }
  | { outcome: 'ambiguous'; keys: ApiKeyRecord[] }
  | { outcome: 'unknown'; error: unknown };

/**
 * The keys this rotation may have made: active, named as asked, and absent from the list read before
 * the POST (so never a key that existed already, nor the key in use). Key records carry no creation
 * time, so that list is what tells "made by this rotation" apart.
 */
export function orphanCandidates(after: ApiKeyRecord[], before: ReadonlySet<string>, name: string, inUse: string | undefined): ApiKeyRecord[] {
  return after.filter((k) => k.status === 'active' && k.name === name.trim() && !before.has(k.id) && k.id !== inUse);
}

/** Revokes the key this rotation made only when exactly one candidate is found. */
export async function revokeOrphan(api: ApiClient, before: ReadonlySet<string>, name: string, inUse: string | undefined): Promise<OrphanCheck> {
  let keys: ApiKeyRecord[];
  try {
    keys = (await api.call('keys.list', {}, { refresh: true })).data.keys;
  } catch (error) {
    return { outcome: 'unknown', error };
  }
  const found = orphanCandidates(keys, before, name, inUse);
  const [key, ...others] = found;
  if (!key) return { outcome: 'none' };
  if (others.length > 0) return { outcome: 'ambiguous', keys: found };
  try {
    await api.call('keys.revoke', { key_id: key.id });
    return { outcome: 'revoked', key };
  } catch (error) {
    return { outcome: 'revoke-failed', key, error };
  }
}
