// The ledger keeps every row for at least 13 months; older settled rows are folded into monthly
// totals (db.ledgerFolded, still counted by Credits & usage) and deleted, a small batch per
// transaction so a lookup never waits behind it. The day totals lose exactly what the months gain.
import type { LedgerFoldedRow, StackLensDB } from '@/lib/db/database';
import { addFigures, figuresOf, utcMonth, zeroFigures } from '@/lib/db/ledger-totals';

export const KEEP_MONTHS = 13;
export const FOLD_BATCH = 500;

/** Rows before this instant (the first UTC month start at least 13 months back) are folded. */
export function foldCutoff(now: number): number {
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - KEEP_MONTHS, 1);
}

/** Folds up to `batch` old settled rows in one transaction; returns how many. */
export async function foldBatch(db: StackLensDB, now: number, batch = FOLD_BATCH): Promise<number> {
  return db.transaction('rw', db.ledger, db.ledgerTotals, db.ledgerFolded, async () => {
    // Pending or unknown rows wait: they may still be settled (reconciliation reads them).
    const rows = await db.ledger
      .where('at')
      .below(foldCutoff(now))
      .filter((row) => row.state === 'settled')
      .limit(batch)
      .toArray();
    if (rows.length === 0) return 0;
    const months = new Map<string, LedgerFoldedRow>();
    for (const row of rows) {
      const key = [utcMonth(row.at), row.feature, row.endpoint] as const;
      const id = key.join('\u0000');
      const month = months.get(id) ?? { month: key[0], feature: key[1], endpoint: key[2], ...zeroFigures() };
      // A folded row keeps no parameters, so it names nothing Remove key would clear.
      months.set(id, addFigures(month, { ...figuresOf(row), named: 0 }));
    }
    const keys = [...months.values()].map((m) => [m.month, m.feature, m.endpoint] as [string, string, string]);
    const existing = await db.ledgerFolded.bulkGet(keys);
    await db.ledgerFolded.bulkPut([...months.values()].map((m, i) => (existing[i] ? addFigures({ ...existing[i] }, m) : m)));
    await db.ledger.bulkDelete(rows.map((row) => row.id!));
    return rows.length;
  });
}

/** Folds every old row, batch after batch, yielding between batches; returns how many. */
export async function foldLedger(db: StackLensDB, now: number, batch = FOLD_BATCH): Promise<number> {
  const oldest = await db.ledger.orderBy('at').first();
  if (!oldest || oldest.at >= foldCutoff(now)) return 0;
  let folded = 0;
  for (;;) {
    const n = await foldBatch(db, now, batch);
    folded += n;
    if (n < batch) return folded;
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}
