// Idempotency per intent: a paid or job-creating POST the person confirmed keeps one Idempotency-Key
// for its endpoint and inputs (in this base URL and account) until an answer settles it, so a retry by
// the transport, a second press after a lost answer or a restarted worker never bills the work twice
// (contract.md: a repeat with the same key within 24 h returns the first result, charging nothing).
import type { EndpointId } from '@/lib/api/catalog';
import type { StackLensDB } from '@/lib/db/database';
import { canonicalJson } from './cache-key';

/** Below the server's 24 h: an older key may be forgotten there, so a fresh one says so honestly. */
export const INTENT_TTL_MS = 23 * 3_600_000;

export function intentId(scope: string, endpoint: EndpointId, params: unknown): string {
  return `${scope}#${endpoint}:${canonicalJson(params)}`;
}

/** The key of this intent: the stored one while it is young enough, else a new one, stored first. */
export async function intentKey(db: StackLensDB, id: string, now: number, uuid: () => string): Promise<string> {
  return db.transaction('rw', db.intents, async () => {
    const row = await db.intents.get(id);
    if (row && now - row.createdAt < INTENT_TTL_MS) return row.idempotencyKey;
    const idempotencyKey = uuid();
    await db.intents.put({ id, idempotencyKey, createdAt: now });
    // Expired intents are of no further use to anyone.
    await db.intents
      .where('createdAt')
      .below(now - INTENT_TTL_MS)
      .delete();
    return idempotencyKey;
  });
}

/** The server answered this intent for good (a readable 2xx, or a refusal): the next press is a new intent. */
export async function settleIntent(db: StackLensDB, id: string, idempotencyKey: string): Promise<void> {
  await db.transaction('rw', db.intents, async () => {
    const row = await db.intents.get(id);
    if (row?.idempotencyKey === idempotencyKey) await db.intents.delete(id);
  });
}
