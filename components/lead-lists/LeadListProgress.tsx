// A lead list's state in words and a meter: status, rows delivered of the estimate, credits charged
// (billed on rows delivered: contract.md), and whether the balance capped it.
import { isFinishedStatus } from '@/lib/api/schemas';
import type { TrackedJob } from '@/lib/jobs/tracker';
import { t, tn } from '@/lib/i18n';
import { formatNumber } from '../format';
import { jobStatusLabel } from '@/lib/display/api-values-tables';

export type LeadListLike = Pick<TrackedJob, 'status' | 'total' | 'processed' | 'creditsCharged' | 'capped' | 'error' | 'charged'>;

/** A status the published list does not name yet is shown as the server sent it (lib/display/api-values.ts). */
export const statusText = (status: TrackedJob['status']) => jobStatusLabel(status);

export function progressText(l: LeadListLike): string {
  return l.total === null ? tn('leadLists_rowsCount', l.processed) : tn('leadLists_rowsOf', l.total, [formatNumber(l.processed)]);
}

export function creditsText(l: LeadListLike): string {
  if (l.status === 'failed') return t('leadLists_creditsFailed');
  if (!isFinishedStatus(l.status)) return t('leadLists_billedWhenDone');
  return tn('common_credits', l.creditsCharged);
}

export function LeadListProgress({ list }: { list: LeadListLike }) {
  const max = list.total ?? 0;
  return (
    <dl className="lead-progress">
      <div>
        <dt>{t('leadLists_status')}</dt>
        <dd>{statusText(list.status)}</dd>
      </div>
      <div>
        <dt>{t('leadLists_progress')}</dt>
        <dd>
          {progressText(list)}
          {max > 0 && <progress aria-label={t('leadLists_rowsDelivered')} max={max} value={Math.min(list.processed, max)} />}
        </dd>
      </div>
      <div>
        <dt>{t('leadLists_creditsCharged')}</dt>
        <dd>{creditsText(list)}</dd>
      </div>
      <div>
        <dt>{t('leadLists_capped')}</dt>
        <dd>{list.capped ? t('leadLists_cappedYes') : t('leadLists_cappedNo')}</dd>
      </div>
      {list.error && (
        <div>
          <dt>{t('leadLists_whatHappened')}</dt>
          <dd>
            {t('leadLists_failedBody')}
            <br />
            <small>{t('leadLists_serverSaid', [list.error])}</small>
          </dd>
        </div>
      )}
    </dl>
  );
}
