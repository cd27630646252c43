// What this browser's StackLens keeps that was derived from browsing: cached answers (which name the
// sites looked up), the visits kept for "changed since your last visit", and the domains in the credit
// ledger's rows. "Remove key" offers to clear them; the ledger keeps every row and its credits, only
// without the domain, so the spend still adds up to the credit.
import { clearCacheRows } from '@/lib/db/cache-rows';
import type { StackLensDB } from '@/lib/db/database';
import { KV_VISIT_PREFIX as VISIT_PREFIX } from '@/lib/db/kv-keys';

export interface BrowsingData {
  cacheEntries: number;
  visits: number;
  ledgerDomains: number;
}

const visits = (db: StackLensDB) => db.kv.where('key').startsWith(VISIT_PREFIX);
const ledgerWithParams = (db: StackLensDB) => db.ledger.filter((row) => typeof row.params === 'string' && row.params !== '');

/** Ledger rows that name something, from the ledger's running totals (no scan of the rows). */
async function countNamedRows(db: StackLensDB): Promise<number> {
  let named = 0;
  await db.ledgerTotals.each((bucket) => {
    named += bucket.named;
  });
  return named;
}

export async function countBrowsingData(db: StackLensDB): Promise<BrowsingData> {
  const [cacheEntries, visitCount, ledgerDomains] = await Promise.all([db.cache.count(), visits(db).count(), countNamedRows(db)]);
  return { cacheEntries, visits: visitCount, ledgerDomains };
}

export async function clearBrowsingData(db: StackLensDB): Promise<BrowsingData> {
  return db.transaction('rw', [db.cache, db.meta, db.kv, db.ledger, db.ledgerTotals], async () => {
    const cleared = await countBrowsingData(db);
    await clearCacheRows(db);
    await visits(db).delete();
    await ledgerWithParams(db).modify({ params: '' });
    return cleared;
  });
}
