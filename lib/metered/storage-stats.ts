// What each store of this browser holds, for Settings › Storage: the cache from its running total,
// the ledger's from ledger-figures.ts, the audiences' from the member count each keeps. Nothing here
// reads or counts every row.
import type { StackLensDB } from '@/lib/db/database';
import { cacheTotals } from '@/lib/db/cache-rows';
import { countMembers } from '@/lib/audiences/member-pages';
import type { StorageView } from '@/lib/messaging/protocol';
import { ledgerStats } from './ledger-figures';

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
