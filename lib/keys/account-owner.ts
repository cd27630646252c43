// Which account a key belongs to, from the server's own word: GET /v1/usage (free) names the key's
// `owner_id` (published-spec.md, Account), the same for every key of one organization, so a rotated or
// re-pasted key of the first account finds that account's data again. Locally an account is an opaque
// id (KV_ACCOUNT, never derived from the key): this maps each base URL and owner to one.
import { endpoints } from '@/lib/api/catalog';
import type { StackLensDB } from '@/lib/db/database';
import { KV_ACCOUNT, KV_ACCOUNT_OWNERS, KV_DATA_ACCOUNT } from '@/lib/db/kv-keys';

type Owners = Record<string, string>;

const ownerKey = (baseUrl: string, owner: string) => `${baseUrl} ${owner}`;

/** The owners map and the account the data belongs to, in one read (one await inside a caller's transaction). */
async function readAccounts(db: StackLensDB): Promise<{ owners: Owners; unclaimed: string | null }> {
  const [owners, data, account] = await db.kv.bulkGet([KV_ACCOUNT_OWNERS, KV_DATA_ACCOUNT, KV_ACCOUNT]);
  const map = owners?.value && typeof owners.value === 'object' ? (owners.value as Owners) : {};
  // The data's account, or, from before v11 with nothing bound yet, the stored key's.
  const live = typeof data?.value === 'string' ? data.value : account?.value;
  return { owners: map, unclaimed: typeof live === 'string' && !Object.values(map).includes(live) ? live : null };
}

/** The owner_id of a GET /v1/usage answer (already read by the transport), or null when it is not one. */
export function ownerOf(data: unknown): string | null {
  const parsed = endpoints['account.usage'].response.safeParse(data);
  return parsed.success ? parsed.data.owner_id : null;
}

/**
 * The account the data in the tables belongs to (or, from before v11, the stored key's account) when
 * no server account is known to own it yet: the next owner learned adopts it.
 */
export async function unclaimedAccount(db: StackLensDB): Promise<string | null> {
  return (await readAccounts(db)).unclaimed;
}

/**
 * The local id of the account `owner` at `baseUrl`, inside a read-write transaction on kv: the one it
 * was given before; else the unclaimed account (data from before accounts were told apart, adopted by
 * the first account seen); else a new one.
 */
export async function accountOfOwner(db: StackLensDB, baseUrl: string, owner: string): Promise<string> {
  const { owners, unclaimed } = await readAccounts(db);
  const existing = owners[ownerKey(baseUrl, owner)];
  if (existing) return existing;
  const id = unclaimed ?? crypto.randomUUID();
  await db.kv.put({ key: KV_ACCOUNT_OWNERS, value: { ...owners, [ownerKey(baseUrl, owner)]: id } });
  return id;
}
