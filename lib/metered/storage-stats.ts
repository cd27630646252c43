// What each store of this browser holds, for Settings › Storage: the cache from its running total,
// the ledger's from ledger-figures.ts, the audiences' from the member count each keeps. Nothing here
// reads or counts every row.
import type { StackLensDB } from '@/lib/db/database';
import { cacheTotals } from '@/lib/db/cache-rows';
import { countMembers } from '@/lib/audiences/member-pages';
import type { StorageView } from '@/lib/messaging/protocol';
import { ledgerStats } from './ledger-figures';
import type { StorageTaker } from '@/lib/api/errors';

/** About what a ledger row and an audience member take on disk, with their indexes. */
const LEDGER_ROW_BYTES = 400;
const MEMBER_BYTES = 150;
/** Below this, none of StackLens's stores is what fills the disk. */
const SMALL_BYTES = 1_000_000;

/** Which store takes most of the space, from its estimated size; `other` when every one is small. */
export function takenBy(view: StorageView): StorageTaker {
  const sizes: [StorageTaker, number][] = [
    ['cache', view.cache.bytes],
    ['ledger', view.ledger.rows * LEDGER_ROW_BYTES],
    ['audiences', view.audiences.members * MEMBER_BYTES],
  ];
  const [largest, bytes] = sizes.reduce((a, b) => (b[1] > a[1] ? b : a));
  return bytes < SMALL_BYTES ? 'other' : largest;
}

export async function storageStats(db: StackLensDB, maxBytes: number): Promise<StorageView> {
  const [cache, ledger, audiences] = await Promise.all([cacheTotals(db), ledgerStats(db), audienceStats(db)]);
  return { cache: { ...cache, maxBytes }, ledger, audiences };
}

/** The audiences kept and their members, from the count each audience keeps with its members (no member is read). */
async function audienceStats(db: StackLensDB): Promise<StorageView['audiences']> {
  const kept = await db.audiences.filter((a) => a.deletedAt === null).toArray();
  const counts = await Promise.all(kept.map((a) => (a.memberCount !== undefined ? a.memberCount : countMembers(db, a.id))));
  return { audiences: kept.length, members: counts.reduce((sum, n) => sum + n, 0) };
}
