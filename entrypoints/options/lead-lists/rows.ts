// Every delivered row of a list, read 1,000 at a time (the contract's page limit; rows are free),
// for the table, the CSV and "Add all to audience".
import { messenger } from '@/lib/messaging/client';
import type { LeadRow } from '@/components/lead-lists/lead-rows';

export const ROWS_FETCH_LIMIT = 1000;

export async function fetchAllRows(id: string): Promise<LeadRow[]> {
  const rows: LeadRow[] = [];
  for (let offset = 0; ; offset += ROWS_FETCH_LIMIT) {
    const page = await messenger.send('leadLists.rows', { id, limit: ROWS_FETCH_LIMIT, offset });
    rows.push(...page.rows);
    if (page.rows.length < ROWS_FETCH_LIMIT || rows.length >= page.total) return rows;
  }
}
