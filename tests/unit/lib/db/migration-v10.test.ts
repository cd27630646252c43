import { describe, expect, it } from 'vitest';
import { StackLensDB, type CacheRow } from '@/lib/db/database';
import { shippedDatabase } from './shipped-schemas';

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
    const v7 = shippedDatabase(name, 7);
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
