// A listing's states after its request: loading, failed (with the last data), or loaded with where
// it came from ("from cache" and its age) and a Refresh that states its price. Nothing when idle.
// The words are PaidPanel's: one renderer (PanelBody) for every paid panel and listing.
import type { ReactNode } from 'react';
import type { Loadable } from '@/lib/ui/loadable';
import { PanelBody } from '../PaidPanel';
import { Pager } from './Pager';

export interface ResultFrameProps<T> {
  title: string;
  state: Loadable<T>;
  cost: number;
  onRetry(): void;
  onRefresh(): void;
  now?: number;
  children: (data: T) => ReactNode;
}

export function ResultFrame<T>({ title, state, cost, onRetry, onRefresh, now, children }: ResultFrameProps<T>) {
  // Nothing until asked (the form's button states the price); then the same states and words as a PaidPanel.
  if (state.status === 'idle') return null;
  return (
    <PanelBody title={title} cost={cost} state={state} onLoad={onRetry} onRefresh={onRefresh} now={now}>
      {children}
    </PanelBody>
  );
}

/** What PagedResults needs from usePagedQuery. */
export interface PagedListing<T> {
  state: Loadable<T>;
  load(): void;
  refresh(): void;
  page(offset: number): void;
  prevCached: boolean;
  nextCached: boolean;
  busy: boolean;
  /** What a page not cached costs. */
  price: number;
}

export interface PagedResultsProps<T extends { offset: number; limit: number }> {
  title: string;
  /** The pager's accessible name. */
  pagesLabel: string;
  listing: PagedListing<T>;
  now?: number;
  /** Items on the page shown, and every matching item. */
  count(data: T): { shown: number; total: number };
  /** The page's items (above the pager). */
  children: (data: T) => ReactNode;
  /** What follows the pager. */
  after?: (data: T) => ReactNode;
}

/** A paged listing's results: its states (ResultFrame), the page's items, then Previous/Next. */
export function PagedResults<T extends { offset: number; limit: number }>({ title, pagesLabel, listing, now, count, children, after }: PagedResultsProps<T>) {
  return (
    <ResultFrame title={title} state={listing.state} cost={listing.price} onRetry={listing.load} onRefresh={listing.refresh} now={now}>
      {(data) => (
        <>
          {children(data)}
          <Pager
            label={pagesLabel}
            offset={data.offset}
            limit={data.limit}
            {...count(data)}
            cost={listing.price}
            prevCached={listing.prevCached}
            nextCached={listing.nextCached}
            busy={listing.busy}
            onPage={listing.page}
          />
          {after?.(data)}
        </>
      )}
    </ResultFrame>
  );
}
