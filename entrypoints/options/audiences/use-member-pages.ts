// Pages of an audience's members as the table scrolls: each page in view is asked of the worker once
// (again after the members changed, showing the older rows meanwhile), and only a few pages are kept,
// so a 100,000-member audience costs the page the rows near the view, never the whole list.
import { useEffect, useRef, useState } from 'react';
import type { MemberPageView, MemberView } from '@/lib/messaging/features/audiences';
import type { MemberSort } from '@/lib/audiences/member-pages';

export const PAGE_SIZE = 100;
/** Pages kept in memory (those farthest from the view are dropped first). */
const PAGES_KEPT = 30;

export interface MemberQuery {
  sort: MemberSort;
  desc: boolean;
  query: string;
}
export type MemberPageRequest = MemberQuery & { offset: number; limit: number };
export type LoadMemberPage = (request: MemberPageRequest) => Promise<MemberPageView>;

interface Loaded {
  /** The search and order these pages belong to. */
  view: string;
  matched: number | null;
  total: number | null;
  pages: ReadonlyMap<number, { version: string; rows: MemberView[] }>;
}

const empty = (view: string): Loaded => ({ view, matched: null, total: null, pages: new Map() });

/**
 * `version` changes when the members may have changed (an add, a removal, a pull); `first` and `last`
 * are the row indexes in view. Rows not loaded yet are undefined.
 */
export function useMemberPages(load: LoadMemberPage, { sort, desc, query }: MemberQuery, version: string, first: number, last: number) {
  const view = JSON.stringify([sort, desc, query]);
  const [loaded, setLoaded] = useState<Loaded>(() => empty(view));
  const [error, setError] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);
  // Another search or order: its own pages from the top (adjusting state to a prop, as React documents).
  if (loaded.view !== view) setLoaded(empty(view));
  const asked = useRef(new Set<string>());
  const firstPage = Math.floor(first / PAGE_SIZE);
  const lastPage = Math.floor(Math.max(first, last) / PAGE_SIZE);

  useEffect(() => {
    for (let page = firstPage; page <= lastPage; page++) {
      if (loaded.view !== view || loaded.pages.get(page)?.version === version) continue;
      const tag = `${view}|${version}|${page}|${attempt}`;
      if (asked.current.has(tag)) continue;
      asked.current.add(tag);
      load({ sort, desc, query, offset: page * PAGE_SIZE, limit: PAGE_SIZE }).then(
        (answer) => {
          asked.current.delete(tag);
          setError(null);
          setLoaded((prev) => {
            if (prev.view !== view) return prev;
            const pages = new Map(prev.pages).set(page, { version, rows: answer.members });
            // Drop the pages farthest from this one.
            const far = [...pages.keys()].sort((a, b) => Math.abs(b - page) - Math.abs(a - page));
            for (const p of far.slice(0, Math.max(0, pages.size - PAGES_KEPT))) pages.delete(p);
            return { view, matched: answer.matched, total: answer.total, pages };
          });
        },
        (e: unknown) => {
          asked.current.delete(tag);
          setError(e instanceof Error ? e : new Error(String(e)));
        },
      );
    }
  }, [firstPage, lastPage, view, version, attempt, loaded, load, sort, desc, query]);

  return {
    matched: loaded.view === view ? loaded.matched : null,
    total: loaded.view === view ? loaded.total : null,
    row: (index: number): MemberView | undefined => loaded.pages.get(Math.floor(index / PAGE_SIZE))?.rows[index % PAGE_SIZE],
    error,
    retry: () => {
      setError(null);
      setAttempt((n) => n + 1);
    },
  };
}
