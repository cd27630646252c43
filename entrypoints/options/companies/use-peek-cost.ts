// The price of a cached endpoint's next call: its cost, or free when the worker already holds the
// answer (cache.peek is free and spends nothing).
import { useEffect, useState } from 'react';
import { messenger } from '@/lib/messaging/client';

type Peekable = 'companies.search' | 'company.get';

/** `params` null: nothing to price (the button is hidden or disabled); the full cost is returned. */
export function usePeekCost(endpoint: Peekable, params: Record<string, unknown> | null, cost = 1): number {
  const key = params ? JSON.stringify(params) : '';
  const [hit, setHit] = useState<{ key: string; cached: boolean } | null>(null);
  useEffect(() => {
    if (!params) return;
    let current = true;
    messenger.send('cache.peek', { endpoint, params }).then(
      // Only a fresh entry is free: an expired one ('stale-cache') would be fetched again, and charged.
      (answer) => current && setHit({ key, cached: answer?.source === 'cache' }),
      // A failed peek only means the price is not known to be zero: the full cost is shown.
      () => current && setHit({ key, cached: false }),
    );
    return () => {
      current = false;
    };
    // `key` stands for `params`.
  }, [endpoint, key]);
  return hit && hit.key === key && hit.cached ? 0 : cost;
}
