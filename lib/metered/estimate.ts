// What a call will cost before it is made, read from the endpoint catalog (the one place costs live).
import { endpoints, type Billing, type EndpointId, type Feature, type ParamsInput } from '@/lib/api/catalog';
import { priceOf } from '@/lib/api/prices';
import { parseParams } from '@/lib/api/request';

export interface CostEstimate {
  endpoint: EndpointId;
  feature: Feature;
  /** For `capped` billing, the most it can cost; for `deferred`, what is charged now (0). */
  credits: number;
  billing: Billing;
}

/** Throws ParamsError for parameters the endpoint refuses (the same check the client makes). */
export function estimateCost<E extends EndpointId>(id: E, params: ParamsInput<E>): CostEstimate {
  const def = endpoints[id];
  const parsed = parseParams(id, params);
  // The same price every label and button shows (priceOf), from the checked parameters.
  return { endpoint: id, feature: def.feature, credits: priceOf(id, parsed as Parameters<typeof priceOf>[1]), billing: def.billing };
}

/** True when the call can spend credits now or later (deferred work is billed on completion). */
export function isPaid(estimate: Pick<CostEstimate, 'credits' | 'billing'>): boolean {
  return estimate.credits > 0 || estimate.billing !== 'fixed';
}
