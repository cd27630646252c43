// v7 → current: every audience member is kept as it was and gains its scanKey (lastScannedAt, 0 for
// never), so the last-scan index lists every member and counts the stale ones.
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { StackLensDB, type AudienceMemberRow } from '@/lib/db/database';
import { refreshEstimate, STALE_MS } from '@/lib/audiences/members';
import { shippedDatabase } from './shipped-schemas';

describe('database migration v7 → current (v9: members by last scan)', () => {
  it('keeps every audience member and indexes it by last scan', async () => {
    const name = `migrate-v9-${crypto.randomUUID()}`;
    const now = Date.UTC(2026, 10, 26);
    const v7 = shippedDatabase(name, 7);
    const before = [
      { audienceId: 'a', domain: 'never.com', addedAt: 1, lastScannedAt: null },
      { audienceId: 'a', domain: 'old.com', addedAt: 2, lastScannedAt: now - STALE_MS - 1 },
      { audienceId: 'a', domain: 'fresh.com', addedAt: 3, lastScannedAt: now - 1000 },
      { audienceId: 'b', domain: 'never.com', addedAt: 4, lastScannedAt: null },
    ];
    await v7.table('audienceMembers').bulkAdd(before);
    await v7
      .table('audiences')
      .put({ id: 'a', remoteId: null, name: 'A', kind: 'list', size: 3, createdAt: 1, updatedAt: 1, lastRefreshedAt: null, deletedAt: null, syncError: null });
    v7.close();

    const db = new StackLensDB(name);
    await db.open();
    expect(db.verno).toBe(13);
    const after = await db.audienceMembers.toArray();
    expect(after).toHaveLength(before.length);
    for (const row of before) {
      expect(after).toContainEqual<AudienceMemberRow>({ ...row, scanKey: row.lastScannedAt ?? 0 });
    }
    expect(await db.audiences.get('a')).toMatchObject({ name: 'A', size: 3 });
    // The new index lists every member of the audience, never-scanned ones included.
    const byScan = await db.audienceMembers.where('[audienceId+scanKey]').between(['a', Dexie.minKey], ['a', Dexie.maxKey]).toArray();
    expect(byScan.map((m) => m.domain)).toEqual(['never.com', 'old.com', 'fresh.com']);
    expect(await refreshEstimate(db, 'a', now)).toEqual({ members: 3, stale: 2 });
    db.close();
  });
});
