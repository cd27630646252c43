// Refresh (POST /v1/audiences/{id}/refresh): the estimated cost first (members not scanned in the
// last 7 days, 1 credit each, after reading the server's last scans a page at a time, with progress
// and a Stop), a confirmation, then the job's progress, polled by the worker's alarm even with this
// page closed, and the final charge, which is only for members crawled.
import { useCallback, useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { ErrorNotice } from '@/components/ErrorNotice';
import type { ApiErrorData } from '@/lib/api/errors';
import { messenger } from '@/lib/messaging/client';
import { isFinishedStatus } from '@/lib/api/schemas';
import type { TrackedJobView } from '@/lib/messaging/features/jobs';
import { toApiError } from '@/lib/api/errors';
import { creditText } from '@/components/format';
import { priceOf, UNIT_PRICES } from '@/lib/api/prices';
import { settingsHash } from '@/lib/ui/routes';
import { useJobWatch } from '@/lib/ui/use-job-watch';
import { ScannedLookups } from './ScannedLookups';
import { formatNumber } from '@/lib/display/format';
import { t, tn } from '@/lib/i18n';

const fmt = (n: number) => formatNumber(n);
/** Always a number of credits, "0 credits" too (a charge, not a price). */
const credits = (n: number) => tn('common_credits', n);
const done = (j: TrackedJobView) => isFinishedStatus(j.status);

interface RefreshPanelProps {
  audienceId: string;
  audienceName: string;
  onFinished: () => void;
  /** After the crawled members' lookups: their stacks are cached now. */
  onLooked?: () => void;
}

export function RefreshPanel({ audienceId, audienceName, onFinished, onLooked = onFinished }: RefreshPanelProps) {
  const [estimate, setEstimate] = useState<{ members: number; stale: number; credits: number } | null>(null);
  const [confirming, setConfirming] = useState<{ balance: number | null } | null>(null);
  const [job, setJob] = useState<TrackedJobView | null>(null);
  const [error, setError] = useState<ApiErrorData | null>(null);
  const [busy, setBusy] = useState(false);
  /** The server's last scans read so far while estimating (a big audience takes many pages). */
  const [reading, setReading] = useState<{ done: number; total: number | null } | null>(null);
  const [stopped, setStopped] = useState(false);
  const stop = useRef(false);
  const buysWhat = t('audienceBuild_refreshBuysWhat', [creditText(priceOf('domain.technologies'))]);

  const latestJob = useCallback(
    async (poll: boolean) => {
      const jobs = await messenger.send(poll ? 'jobs.poll' : 'jobs.list', { kind: 'audience_refresh' });
      return jobs.find((j) => j.context.audienceId === audienceId) ?? null;
    },
    [audienceId],
  );

  // A refresh started earlier (the page was closed meanwhile) shows where it is now.
  useEffect(() => {
    void latestJob(false).then(setJob, () => undefined);
  }, [latestJob]);
  const running = job !== null && !done(job);
  // While it runs, the worker polls it every second and says when it moved on (no timer here).
  useJobWatch(running, () => {
    void latestJob(false).then(
      (j) => {
        setJob(j);
        if (running && j && done(j)) onFinished();
      },
      () => undefined,
    );
  });

  async function estimateCost() {
    setBusy(true);
    setError(null);
    setEstimate(null);
    setStopped(false);
    stop.current = false;
    setReading({ done: 0, total: null });
    try {
      // A page of 1,000 members a message: the page stays responsive and Stop takes effect between pages.
      for (let offset: number | null = 0; offset !== null;) {
        const page: { pulled: number; total: number; next: number | null } = await messenger.send('audiences.pullPage', { id: audienceId, offset });
        setReading({ done: offset + page.pulled, total: page.total });
        offset = page.next;
        if (stop.current) return setStopped(true);
      }
      setEstimate(await messenger.send('audiences.refreshEstimate', { id: audienceId, pulled: true }));
    } catch (e) {
      setError(toApiError(e));
    } finally {
      setBusy(false);
      setReading(null);
    }
  }
  async function askToStart() {
    const balance = await messenger.send('credits.get', {}).then(
      (b) => b.balance,
      () => null,
    );
    setConfirming({ balance });
  }
  async function start() {
    setConfirming(null);
    setBusy(true);
    setError(null);
    try {
      setJob(await messenger.send('audiences.refreshStart', { id: audienceId }));
      setEstimate(null);
    } catch (e) {
      setError(toApiError(e));
    } finally {
      setBusy(false);
    }
  }
  return (
    <section aria-labelledby="refresh-title" className="audience-refresh">
      <h3 id="refresh-title">{t('audienceBuild_refreshTitle')}</h3>
      <p className="hint">
        {t('audienceBuild_refreshHint', [creditText(UNIT_PRICES.refreshedMember)])} {buysWhat}
      </p>
      <button type="button" disabled={busy || running} onClick={() => void estimateCost()}>
        {t('audienceBuild_refreshEstimate')}
      </button>
      {reading && (
        <div role="status" aria-label={t('audienceBuild_refreshEstimateProgress')} className="row">
          <p>
            <progress aria-label={t('audienceBuild_refreshScansRead')} max={Math.max(1, reading.total ?? 1)} value={reading.done} />{' '}
            {reading.total === null ? t('audienceBuild_refreshReadingStart') : tn('audienceBuild_refreshReading', reading.total, [fmt(reading.done)])}
          </p>
          <button type="button" onClick={() => (stop.current = true)}>
            {t('audienceBuild_refreshStop')}
          </button>
        </div>
      )}
      {stopped && (
        <p role="status" className="notice">
          {t('audienceBuild_refreshStopped')}
        </p>
      )}
      {estimate && (
        <div role="status" aria-label={t('audienceBuild_refreshEstimateLabel')}>
          <p>{tn('audienceBuild_refreshStale', estimate.members, [fmt(estimate.stale), credits(estimate.credits)])}</p>
          <button type="button" className="primary" disabled={busy || estimate.stale === 0} onClick={() => void askToStart()}>
            {t('audienceBuild_refreshUpTo', [credits(estimate.credits)])}
          </button>
        </div>
      )}
      {estimate && confirming && (
        <ConfirmDialog
          title={t('audienceBuild_refreshConfirmTitle', [audienceName])}
          cost={estimate.credits}
          balance={confirming.balance}
          cappedToBalance
          feature="audiences"
          billedLater
          confirmLabel={t('audienceBuild_refreshConfirmStart', [credits(estimate.credits)])}
          onConfirm={() => void start()}
          onCancel={() => setConfirming(null)}
        >
          <p>{tn('audienceBuild_refreshConfirmBody', estimate.stale)}</p>
          <p>{buysWhat}</p>
          {confirming.balance !== null && confirming.balance < estimate.credits && (
            <p role="alert" className="notice notice-warn">
              {t('audienceBuild_refreshBalanceLow', [credits(confirming.balance), credits(estimate.credits)])}
            </p>
          )}
        </ConfirmDialog>
      )}
      {error && <ErrorNotice error={error} onRetry={() => void estimateCost()} settingsHref={settingsHash} />}
      {job && <RefreshJobStatus job={job} />}
      {/* What the refresh did not buy: the crawled members' stacks, offered as one priced batch. */}
      {job?.status === 'completed' && <ScannedLookups key={job.key} audienceId={audienceId} audienceName={audienceName} onLooked={onLooked} />}
    </section>
  );
}

/** Where a refresh is, and once done what it crawled and cost. */
function RefreshJobStatus({ job }: { job: TrackedJobView }) {
  return (
    <div role="status" aria-label={t('audienceBuild_refreshJob')} className="notice">
      {!done(job) && (
        <p>
          <progress aria-label={t('audienceBuild_refreshProgress')} max={job.total ?? 1} value={job.processed} />{' '}
          {job.total === null
            ? t('audienceBuild_refreshProcessingUnknown', [fmt(job.processed)])
            : tn('audienceBuild_refreshProcessing', job.total, [fmt(job.processed)])}
        </p>
      )}
      {job.status === 'completed' && (
        <p>
          {job.total === null
            ? tn('audienceBuild_refreshFinished', job.processed, [fmt(job.skipped), credits(job.creditsCharged)])
            : tn('audienceBuild_refreshFinishedOf', job.total, [fmt(job.processed), fmt(job.skipped), credits(job.creditsCharged)])}
        </p>
      )}
      {job.status === 'failed' && <p>{t('audienceBuild_refreshFailed', [job.error ?? t('audienceBuild_jobFailed'), credits(job.creditsCharged)])}</p>}
      {job.status === 'canceled' && <p>{t('audienceBuild_refreshCanceled', [credits(job.creditsCharged)])}</p>}
    </div>
  );
}
