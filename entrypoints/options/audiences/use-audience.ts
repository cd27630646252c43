// One audience as its page reads it (AudienceDetail.tsx): the audience and its member count, read again
// when the worker says the audiences changed, and the members table's pages, the first one asked for
// with the audience (one round trip less before the first rows).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiErrorData } from '@/lib/api/errors';
import { toApiError } from '@/lib/api/errors';
import { messenger } from '@/lib/messaging/client';
import type { AudienceView, MemberPageView } from '@/lib/messaging/features/audiences';
import { useWorkerChanges } from '@/lib/ui/use-worker-changes';
import { PAGE_SIZE, type MemberPageRequest } from './use-member-pages';

/** The page the members table asks for first (domain order, no search). */
const FIRST_PAGE: MemberPageRequest = { sort: 'domain', desc: false, query: '', offset: 0, limit: PAGE_SIZE };
const pageKey = (r: MemberPageRequest) => JSON.stringify([r.sort, r.desc, r.query, r.offset, r.limit]);

/**
 * `fillName` is the rename box's state setter: filled with the audience's name when it is empty (a stable
 * function, as React's setters are). `onChanged` is told of a change made here (`changed`), as the
 * audience is read again.
 */
export function useAudience(id: string, onChanged: () => void, fillName: (update: (name: string) => string) => void) {
  /** The audience and its members here, counted by the worker (the rows come a page at a time, MembersTable). */
  const [state, setState] = useState<{ audience: AudienceView; count: number } | null>(null);
  const [error, setError] = useState<ApiErrorData | null>(null);
  const load = useCallback(
    () =>
      messenger.send('audiences.get', { id }).then(
        (next) => {
          setState(next);
          fillName((n) => n || next.audience.name);
          setError(null);
        },
        (e: unknown) => setError(toApiError(e)),
      ),
    [id, fillName],
  );
  /** The table's first page, asked for with the audience (one round trip less before the first rows). */
  const firstPage = useRef<{ key: string; page: Promise<MemberPageView> } | null>(null);
  useEffect(() => {
    firstPage.current = { key: pageKey(FIRST_PAGE), page: messenger.send('audiences.memberPage', { id, ...FIRST_PAGE }) };
    // An unused or failed prefetch is asked for again by the table itself.
    firstPage.current.page.catch(() => undefined);
    void load();
  }, [id, load]);
  // When the worker says the audiences changed (a queued change replayed, an edit elsewhere): the
  // audience and its count are read again (by index, cheap); the table re-reads only the rows in view.
  useWorkerChanges('audiences', () => void load());
  const changed = useCallback(() => {
    void load();
    onChanged();
  }, [load, onChanged]);
  /** A change's answer carries the new count: shown at once, before the audience is read again. */
  const counted = useCallback((count: number) => setState((s) => (s ? { ...s, count } : s)), []);
  const loadPage = useCallback(
    (request: MemberPageRequest) => {
      const first = firstPage.current;
      firstPage.current = null;
      return first && first.key === pageKey(request) ? first.page : messenger.send('audiences.memberPage', { id, ...request });
    },
    [id],
  );

  return { state, error, load, changed, counted, loadPage };
}
