// What the user saw of each domain last time: the active technologies shown, kept locally so the
// popup can say what changed since the last visit without paying for anything.
import type { StackLensDB } from '@/lib/db/database';
import { KV_VISIT_PREFIX } from '@/lib/db/kv-keys';

interface Visit {
  at: number;
  technologies: string[];
}

const keyOf = (domain: string) => `${KV_VISIT_PREFIX}${domain}`;

/** Stores this visit and returns the previous one, if any. */
export async function recordVisit(db: StackLensDB, domain: string, technologies: string[], now: number): Promise<Visit | null> {
  return db.transaction('rw', db.kv, async () => {
    const previous = ((await db.kv.get(keyOf(domain)))?.value as Visit | undefined) ?? null;
    await db.kv.put({ key: keyOf(domain), value: { at: now, technologies: [...new Set(technologies)].sort() } satisfies Visit });
    return previous;
  });
}
