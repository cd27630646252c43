// What each store of this browser holds, for Settings › Storage: the cache from its running total,
// the ledger and the audiences from counts and one index seek. Nothing here reads every row.
import type { StackLensDB } from '@/lib/db/database';
import { cacheTotals } from '@/lib/db/cache-rows';
import type { StorageView } from '@/lib/messaging/protocol';

/** The ledger's size: its rows, the months kept only as totals, the oldest row's time. */
export async function ledgerStats(db: StackLensDB): Promise<StorageView['ledger']> {
  const [rows, oldest] = await Promise.all([db.ledger.count(), db.ledger.orderBy('at').first()]);
  return { rows, foldedMonths: 0, oldestAt: oldest?.at ?? null };
}

/** Deletes every ledger row: spend history, and what budgets count this day and month. */
export async function clearLedger(db: StackLensDB): Promise<void> {
  await db.ledger.clear();
}

export async function storageStats(db: StackLensDB, maxBytes: number): Promise<StorageView> {
  const [cache, ledger, audiences, members] = await Promise.all([
    cacheTotals(db),
    ledgerStats(db),
    db.audiences.filter((a) => a.deletedAt === null).count(),
    db.audienceMembers.count(),
  ]);
  return { cache: { ...cache, maxBytes }, ledger, audiences: { audiences, members } };
}
