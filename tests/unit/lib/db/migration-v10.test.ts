import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { SCHEMA_V1, StackLensDB, type CacheRow } from '@/lib/db/database';

/** The schema as shipped in version 7 (2026-11-24), the last before the cache's running total. */
class StackLensDBv7 extends Dexie {
  constructor(name: string) {
    super(name);
    this.version(7).stores({
      ...SCHEMA_V1,
      cache: '&key, kind, expiresAt, lastUsedAt, size, [kind+lastUsedAt]',
      ledger: '++id, at, endpoint, feature, status, state',
      technologies: '&id, name',
      jobs: '&key, kind, status, createdAt',
      alerts: '&id, name',
      audiences: '&id, remoteId, deletedAt',
      audienceMembers: '&[audienceId+domain]',
      audienceOps: '++seq, audienceId',
      intents: '&id, createdAt',
    });
  }
}

const row = (key: string, size: number, lastUsedAt: number): CacheRow => ({
  key,
  kind: 'domain',
  endpoint: 'domain.technologies',
  data: { technologies: [], pad: 'x'.repeat(size) },
  storedAt: 1,
  expiresAt: 2,
  lastUsedAt,
  size,
});

describe('database migration v7 → v10', () => {
  it('keeps every cache entry and counts them once into the running total', async () => {
    const name = `migrate-v10-${crypto.randomUUID()}`;
    const v7 = new StackLensDBv7(name);
    const rows = [
      row('https://api.test|a#domain.technologies:{"domain":"a.com"}', 120, 5),
      row('https://api.test|a#domain.technologies:{"domain":"b.com"}', 3_400, 9),
      row('https://api.test|b#technology.info:{"id":7}', 77, 1),
    ];
    await v7.table('cache').bulkPut(rows);
    await v7.table('meta').put({ key: 'installedAt', value: 123 });
    v7.close();

    const db = new StackLensDB(name);
    await db.open();
    expect(await db.cache.orderBy('key').toArray()).toEqual([...rows].sort((a, b) => (a.key < b.key ? -1 : 1)));
    expect((await db.meta.get('cacheTotals'))?.value).toEqual({ entries: 3, bytes: 3_597 });
    expect(await db.meta.get('installedAt')).toEqual({ key: 'installedAt', value: 123 });
    db.close();
  });
});
