// The tracked lead lists, kept live while the page is open: while one is queued or running the page
// polls every second (free GETs, no ledger rows), on top of the worker's 30 s alarm.
import { useCallback, useEffect, useRef, useState } from 'react';
import { toApiError, type ApiError } from '@/lib/api/errors';
import { messenger } from '@/lib/messaging/client';
import { isFinishedStatus } from '@/lib/api/schemas';
import type { LeadListView } from '@/lib/messaging/features/leadlists';

export const PAGE_POLL_MS = 1000;

/** Finished for good: no more progress to poll (the worker's tracker owns the same rule). */
export const isFinished = (status: LeadListView['status']) => isFinishedStatus(status);

export function useLeadLists() {
  const [lists, setLists] = useState<LeadListView[] | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const busy = useRef(false);

  const poll = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    await messenger
      .send('jobs.poll', { kind: 'lead_list' })
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

  useEffect(() => {
    void poll();
  }, [poll]);

  const active = (lists ?? []).some((l) => !isFinished(l.status) || !l.charged);
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => void poll(), PAGE_POLL_MS);
    return () => clearInterval(timer);
  }, [active, poll]);

  return { lists, error, reload: poll };
}
