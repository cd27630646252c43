// The lead lists this browser tracks, newest first: name (a link to the list), status, progress,
// credits charged and capped.
import type { TrackedJob } from '@/lib/jobs/tracker';
import { DataTable, type Column } from '../DataTable';
import { creditsText, progressText, statusText } from './LeadListProgress';

export function LeadListsTable({ lists, hrefFor }: { lists: TrackedJob[]; hrefFor(id: string): string }) {
  if (lists.length === 0) return <p className="hint">No lead lists yet. Create one above.</p>;
  const columns: Column<TrackedJob>[] = [
    { header: 'Name', cell: (l) => <a href={hrefFor(l.remoteId)}>{l.label}</a> },
    { header: 'Status', cell: (l) => statusText(l.status) },
    { header: 'Progress', cell: progressText },
    { header: 'Credits charged', kind: 'number', cell: creditsText },
    { header: 'Capped', cell: (l) => (l.capped ? 'Capped' : '—') },
  ];
  return <DataTable className="lead-lists" caption="Your lead lists" columns={columns} rows={lists} rowKey={(l) => l.key} />;
}
