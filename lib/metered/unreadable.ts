// A paid answer StackLens could not read is kept for a day, so "Try again" re-reads it (free) instead of
// buying it a second time; a newer StackLens that reads it then shows it. Only an explicit refresh pays again.
import type { StackLensDB } from '@/lib/db/database';

export interface KeptAnswer {
  /** The answer's `data`, as the server sent it. */
  data: unknown;
  at: number;
  /** Credits the answer was billed. */
  credits: number;
}

/** Kept as long as the contract's Idempotency-Key window: a repeat of the same intent is free for 24 h. */
export const KEEP_MS = 24 * 60 * 60 * 1000;
const PREFIX = 'unreadable:';

export async function keepUnreadable(db: StackLensDB, key: string, answer: KeptAnswer): Promise<void> {
  await db.kv.put({ key: PREFIX + key, value: answer });
}

/** The kept answer for this request, if one younger than KEEP_MS is there. */
export async function keptUnreadable(db: StackLensDB, key: string, now: number): Promise<KeptAnswer | null> {
  const row = await db.kv.get(PREFIX + key);
  const kept = row?.value as KeptAnswer | undefined;
  if (!kept) return null;
  if (now - kept.at >= KEEP_MS) {
    await db.kv.delete(PREFIX + key);
    return null;
  }
  return kept;
}

export async function forgetUnreadable(db: StackLensDB, key: string): Promise<void> {
  await db.kv.delete(PREFIX + key);
}
