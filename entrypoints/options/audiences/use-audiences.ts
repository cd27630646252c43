// The audiences list as the section sees it: read from the worker (local, free), re-read after each
// change and every few seconds while changes wait for the server.
import { useCallback, useEffect, useState } from 'react';
import { toApiError, type ApiError } from '@/lib/api/errors';
import { messenger } from '@/lib/messaging/client';
import type { AudienceView } from '@/lib/messaging/features/audiences';

export function useAudiences() {
  const [audiences, setAudiences] = useState<AudienceView[] | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const reload = useCallback(
    () =>
      messenger.send('audience.list', {}).then(
        ({ audiences }) => {
          setAudiences(audiences);
          setError(null);
        },
        (e: unknown) => setError(toApiError(e)),
      ),
    [],
  );
  useEffect(() => {
    void reload();
  }, [reload]);
  const waiting = audiences?.some((a) => a.pending > 0) ?? false;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => void reload(), 2000);
    return () => clearInterval(timer);
  }, [waiting, reload]);
  return { audiences, error, reload };
}
