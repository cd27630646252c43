// A recipe audience's server-side build (job kind audience_build): progress while it runs (polled
// by the worker's alarm too, so closing the page loses nothing), then its members are pulled (free).
import { useEffect, useState } from 'react';
import { messenger } from '@/lib/messaging/client';
import { isFinishedStatus } from '@/lib/api/schemas';
import type { TrackedJobView } from '@/lib/messaging/features/jobs';
import { formatNumber } from '@/lib/display/format';
import { t, tn } from '@/lib/i18n';

const finished = (j: TrackedJobView) => isFinishedStatus(j.status);
/** Always a number of credits, "0 credits" too (a charge, not a price). */
const credits = (n: number) => tn('common_credits', n);

export function BuildStatus({ audienceId, onBuilt }: { audienceId: string; onBuilt: () => void }) {
  const [job, setJob] = useState<TrackedJobView | null>(null);
  useEffect(() => {
    let stop = false;
    let pulled = false;
    const tick = async (poll: boolean) => {
      const jobs = await messenger.send(poll ? 'jobs.poll' : 'jobs.list', { kind: 'audience_build' });
      const mine = jobs.find((j) => j.context.audienceId === audienceId) ?? null;
      if (stop) return;
      setJob(mine);
      if (mine?.status === 'completed' && !pulled) {
        pulled = true;
        await messenger.send('audiences.pull', { id: audienceId }).catch(() => undefined);
        onBuilt();
      }
      if (mine && !finished(mine)) setTimeout(() => void tick(true).catch(() => undefined), 1000);
    };
    void tick(false).catch(() => undefined);
    return () => {
      stop = true;
    };
  }, [audienceId, onBuilt]);
  if (!job) return null;
  return (
    <div role="status" aria-label={t('audienceBuild_buildJob')} className="notice">
      {!finished(job) && (
        <p>
          <progress aria-label={t('audienceBuild_buildProgress')} max={job.total ?? 1} value={job.processed} />{' '}
          {t('audienceBuild_building', [formatNumber(job.processed), job.total === null ? '…' : formatNumber(job.total)])}
        </p>
      )}
      {job.status === 'completed' && <p>{tn('audienceBuild_built', job.total ?? job.processed, [credits(job.creditsCharged)])}</p>}
      {job.status === 'failed' && <p>{t('audienceBuild_buildFailed', [job.error ?? t('audienceBuild_jobFailed'), credits(job.creditsCharged)])}</p>}
    </div>
  );
}
