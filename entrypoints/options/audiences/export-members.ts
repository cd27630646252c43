// The members CSV, streamed: the worker sends it a page at a time (keyset on the domain), the parts
// become one file here, and each page reports progress, so 100,000 members never cross in one message.
import { messenger } from '@/lib/messaging/client';
import { downloadText } from '@/lib/export/export';
import { EXPORT_PAGE_MAX } from '@/lib/messaging/features/audiences';

export interface ExportProgress {
  done: number;
  total: number;
}

/** Saves the audience's members as CSV; returns the file name and the rows written. */
export async function exportMembers(id: string, onProgress: (p: ExportProgress) => void): Promise<{ filename: string; rows: number }> {
  const parts: string[] = [];
  let after: string | null = null;
  let filename: string;
  let rows = 0;
  do {
    const page: { filename: string; csv: string; rows: number; total: number; next: string | null } = await messenger.send('audiences.exportPage', {
      id,
      after,
      limit: EXPORT_PAGE_MAX,
    });
    parts.push(page.csv);
    filename = page.filename;
    rows += page.rows;
    after = page.next;
    onProgress({ done: rows, total: Math.max(rows, page.total) });
  } while (after !== null);
  downloadText(filename, parts, 'text/csv');
  return { filename, rows };
}
