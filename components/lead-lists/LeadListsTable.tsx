// The lead lists this browser tracks, newest first: name (a link to the list), status, progress,
// credits charged and capped.
import type { TrackedJob } from '@/lib/jobs/tracker';
import { t } from '@/lib/i18n';
import { DataTable, type Column } from '../DataTable';
import { creditsText, progressText, statusText } from './LeadListProgress';

export function LeadListsTable({ lists, hrefFor }: { lists: TrackedJob[]; hrefFor(id: string): string }) {
  if (lists.length === 0) return <p className="hint">{t('leadLists_none')}</p>;
  const columns: Column<TrackedJob>[] = [
    { header: t('leadLists_name'), cell: (l) => <a href={hrefFor(l.remoteId)}>{l.label}</a> },
    { header: t('leadLists_status'), cell: (l) => statusText(l.status) },
    { header: t('leadLists_progress'), cell: progressText },
    { header: t('leadLists_creditsCharged'), kind: 'number', cell: creditsText },
    { header: t('leadLists_capped'), cell: (l) => (l.capped ? t('leadLists_capped') : '—') },
  ];
  return <DataTable className="lead-lists" caption={t('leadLists_yours')} columns={columns} rows={lists} rowKey={(l) => l.key} />;
}
