// A lead list's state in words and a meter: status, rows delivered of the estimate, credits charged
// (billed on rows delivered: contract.md), and whether the balance capped it.
import { isFinishedStatus, isPublished, JOB_STATUSES } from '@/lib/api/schemas';
import type { TrackedJob } from '@/lib/jobs/tracker';
import { formatNumber } from '../format';

export type LeadListLike = Pick<TrackedJob, 'status' | 'total' | 'processed' | 'creditsCharged' | 'capped' | 'error' | 'charged'>;

const STATUS: Record<(typeof JOB_STATUSES)[number], string> = {
  queued: 'Queued',
  running: 'Running',
  completed: 'Completed',
  failed: 'Failed',
  canceled: 'Canceled',
};

/** A status the published list does not name yet is shown as the server sent it. */
export const statusText = (status: TrackedJob['status']) => (isPublished(JOB_STATUSES, status) ? STATUS[status] : status);

export function progressText(l: LeadListLike): string {
  return l.total === null ? `${formatNumber(l.processed)} rows` : `${formatNumber(l.processed)} of ${formatNumber(l.total)} rows`;
}

export function creditsText(l: LeadListLike): string {
  if (l.status === 'failed') return '0 credits (a failed list costs nothing)';
  if (!isFinishedStatus(l.status)) return 'Billed when it finishes';
  return `${formatNumber(l.creditsCharged)} credit${l.creditsCharged === 1 ? '' : 's'}`;
}

export function LeadListProgress({ list }: { list: LeadListLike }) {
  const max = list.total ?? 0;
  return (
    <dl className="lead-progress">
      <div>
        <dt>Status</dt>
        <dd>{statusText(list.status)}</dd>
      </div>
      <div>
        <dt>Progress</dt>
        <dd>
          {progressText(list)}
          {max > 0 && <progress aria-label="Rows delivered" max={max} value={Math.min(list.processed, max)} />}
        </dd>
      </div>
      <div>
        <dt>Credits charged</dt>
        <dd>{creditsText(list)}</dd>
      </div>
      <div>
        <dt>Capped</dt>
        <dd>{list.capped ? 'Yes — capped to your credit balance' : 'No'}</dd>
      </div>
      {list.error && (
        <div>
          <dt>What happened</dt>
          <dd>
            The server could not finish this list. It cost nothing: a failed list is never charged.
            <br />
            <small>Server said: {list.error}</small>
          </dd>
        </div>
      )}
    </dl>
  );
}
