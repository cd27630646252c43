// What each store of this browser holds, for Settings › Storage: the cache from its running total,
// the ledger's from ledger-figures.ts, the audiences' from counts. Nothing here reads every row.
import type { StackLensDB } from '@/lib/db/database';
import { cacheTotals } from '@/lib/db/cache-rows';
import type { StorageView } from '@/lib/messaging/protocol';
import { ledgerStats } from './ledger-figures';

export async function storageStats(db: StackLensDB, maxBytes: number): Promise<StorageView> {
  const [cache, ledger, audiences, members] = await Promise.all([
    cacheTotals(db),
    ledgerStats(db),
    db.audiences.filter((a) => a.deletedAt === null).count(),
    db.audienceMembers.count(),
  ]);
  return { cache: { ...cache, maxBytes }, ledger, audiences: { audiences, members } };
}
