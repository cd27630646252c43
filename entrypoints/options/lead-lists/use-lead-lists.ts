// The tracked lead lists, kept live while the page is open: polled once on open, then, while one is
// queued, running or not yet charged, the page watches and the worker polls every second (free GETs,
// no ledger rows) and pushes each change, which the page reads locally (useJobWatch). No page timer.
import { useCallback, useEffect, useRef, useState } from 'react';
import { toApiError, type ApiError } from '@/lib/api/errors';
import { messenger } from '@/lib/messaging/client';
import { isFinishedStatus } from '@/lib/api/schemas';
import type { LeadListView } from '@/lib/messaging/features/lead-lists';
import { useJobWatch } from '@/lib/ui/use-job-watch';

/** Finished for good: no more progress to poll (the worker's tracker owns the same rule). */
export const isFinished = (status: LeadListView['status']) => isFinishedStatus(status);

export function useLeadLists() {
  const [lists, setLists] = useState<LeadListView[] | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const busy = useRef(false);

  /** `jobs.poll` asks the API for progress (on open, and on Retry); `jobs.list` reads what the worker has. */
  const read = useCallback(async (poll: boolean) => {
    if (busy.current) return;
    busy.current = true;
    await messenger
      .send(poll ? 'jobs.poll' : 'jobs.list', { kind: 'lead_list' })
      .then(
        (all) => {
          setLists(all);
          setError(null);
        },
        (e: unknown) => setError(toApiError(e)),
      )
      .finally(() => {
        busy.current = false;
      });
  }, []);

  const poll = useCallback(() => read(true), [read]);
  useEffect(() => {
    void poll();
  }, [poll]);

  const active = (lists ?? []).some((l) => !isFinished(l.status) || !l.charged);
  useJobWatch(active, () => void read(false));

  return { lists, error, reload: poll };
}
