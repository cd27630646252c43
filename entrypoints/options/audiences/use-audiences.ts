// The audiences list as the section sees it: read from the worker (local, free), re-read after each
// change made here and whenever the worker says the audiences changed (a sync replayed, an edit in
// another page or the context menu): no timer.
import { useCallback, useEffect, useState } from 'react';
import { toApiError, type ApiError } from '@/lib/api/errors';
import { messenger } from '@/lib/messaging/client';
import type { AudienceView } from '@/lib/messaging/features/audiences';
import { useWorkerChanges } from '@/lib/ui/use-worker-changes';

export function useAudiences() {
  const [audiences, setAudiences] = useState<AudienceView[] | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const reload = useCallback(
    () =>
      messenger.send('audiences.list', {}).then(
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
  useWorkerChanges('audiences', () => void reload());
  return { audiences, error, reload };
}
