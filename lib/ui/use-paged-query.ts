// The paged paid query every listing uses (catalog search, companies using a technology, signals,
// company search): nothing is asked until the user submits; then a page at a time through the
// worker (cache first), with whether the form's first page and the pages either side are cached,
// so Search, Previous and Next can say "free" before they are clicked, and what a page costs otherwise.
import { useCallback, useState } from 'react';
import type { EndpointId, ParamsInput } from '@/lib/api/catalog';
import { priceOf } from '@/lib/api/prices';
import { useApi } from './use-api';
import { useCached, useNeighbourPagesCached } from './use-cached';

export interface PagedQuery<Q> {
  query: Q;
  offset: number;
}

/**
 * `paramsOf(query, offset)`: the call's parameters for a page. `typed`: the query the form holds now
 * (checked), or null when it is not valid; its first page is peeked so the submit button is priced.
 */
export function usePagedQuery<E extends EndpointId, Q>(endpoint: E, limit: number, paramsOf: (query: Q, offset: number) => ParamsInput<E>, typed: Q | null) {
  const [asked, setAsked] = useState<PagedQuery<Q> | null>(null);
  const api = useApi(endpoint, asked && paramsOf(asked.query, asked.offset), 'auto');
  const formCached = useCached(endpoint, typed === null ? null : paramsOf(typed, 0));
  const { prevCached, nextCached } = useNeighbourPagesCached(endpoint, asked?.offset ?? 0, limit, asked && ((o: number) => paramsOf(asked.query, o)));
  /** Asks for the first page of `query`. */
  const ask = useCallback((query: Q) => setAsked({ query, offset: 0 }), []);
  /** Moves to the page at `offset` of the query asked. */
  const page = useCallback((offset: number) => setAsked((a) => a && { ...a, offset }), []);
  return { ...api, asked, ask, page, busy: api.state.status === 'loading', price: priceOf(endpoint), formCached, prevCached, nextCached };
}
