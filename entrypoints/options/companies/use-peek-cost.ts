// The price of a cached endpoint's next call: its cost, or free when the worker already holds a fresh
// answer (useCached: cache.peek is free and spends nothing; an expired entry is priced in full).
import type { ParamsInput } from '@/lib/api/catalog';
import { useCached } from '../technologies/use-cached';

type Peekable = 'companies.search' | 'company.get';

/** `params` null: nothing to price (the button is hidden or disabled); the full cost is returned. */
export function usePeekCost(endpoint: Peekable, params: Record<string, unknown> | null, cost = 1): number {
  return useCached(endpoint, params as ParamsInput<Peekable> | null) ? 0 : cost;
}
