// Whether the answer to a call is in the cache and fresh, asked for free (cache.peek), so a paid
// button can say "free (cached)" before it is clicked.
import { useEffect, useState } from 'react';
import type { EndpointId, ParamsInput } from '@/lib/api/catalog';
import { messenger } from '@/lib/messaging/client';
import { useCacheVersion } from './cache-version';
import { priceOf } from '@/lib/api/prices';

/** True only for a fresh entry: an expired one would be fetched again, and charged. Looked at again
 * after any answer from the network, which may have cached this very call. */
export function useCached<E extends EndpointId>(endpoint: E, params: ParamsInput<E> | null): boolean {
  const key = params ? JSON.stringify(params) : null;
  const version = useCacheVersion();
  const [cached, setCached] = useState<{ key: string; fresh: boolean } | null>(null);
  useEffect(() => {
    if (!key) return;
    let current = true;
    messenger
      .send('cache.peek', { endpoint, params: JSON.parse(key) as Record<string, unknown> })
      .then((hit) => current && setCached({ key, fresh: hit?.source === 'cache' }))
      .catch(() => current && setCached({ key, fresh: false }));
    return () => {
      current = false;
    };
  }, [endpoint, key, version]);
  return cached !== null && cached.key === key && cached.fresh;
}

/**
 * Whether the pages before and after the one shown are cached, so Previous/Next can say "free".
 * `pageAt(offset)` gives the call's parameters for the page at that offset, or null when nothing was asked.
 */
export function useNeighbourPagesCached<E extends EndpointId>(
  endpoint: E,
  offset: number,
  limit: number,
  pageAt: ((offset: number) => ParamsInput<E>) | null,
): { prevCached: boolean; nextCached: boolean } {
  const prevCached = useCached(endpoint, pageAt && offset > 0 ? pageAt(Math.max(0, offset - limit)) : null);
  const nextCached = useCached(endpoint, pageAt ? pageAt(offset + limit) : null);
  return { prevCached, nextCached };
}

type Peekable = 'companies.search' | 'company.get' | 'domain.technologies';

/** The price of the next call (the catalog's, priceOf), or 0 when the worker holds a fresh answer.
 * `params` null: nothing to price (the button is hidden or disabled); the full price is returned. */
export function usePeekCost(endpoint: Peekable, params: Record<string, unknown> | null): number {
  return useCached(endpoint, params as ParamsInput<Peekable> | null) ? 0 : priceOf(endpoint);
}
