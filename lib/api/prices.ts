// What each endpoint costs, in credits (published-spec.md, contract.md): the one table the catalog's
// `cost` reads (so the client's estimate and the sandbox's charge), and `priceOf`, which every label
// and button shows. Kept free of the catalog's schemas (zod), so the popup can read prices without
// loading them.
// The parameters a price depends on (already checked by the catalog when the client estimates).
type Params = { domains?: readonly string[]; max_rows?: number };

const free = () => 0;
const one = () => 1;

/** Unique domains, the way the server counts them for POST /v1/companies/batch. */
export function uniqueDomains(domains: readonly string[]): string[] {
  return [...new Set(domains.map((d) => d.trim().toLowerCase()).filter(Boolean))];
}

export const PRICES = {
  'domain.technologies': one,
  'domain.history': one,
  'technology.domains': one,
  'technology.info': one,
  'technology.byName': one,
  'technologies.search': one,
  'technologies.lookup': one,
  'technology.stats': one,
  'technology.history': one,
  'category.marketShare': one,
  'technology.companies': one,
  'company.get': one,
  'companies.search': one,
  'companies.batch': (p: Params) => uniqueDomains(p.domains ?? []).length,
  'live.detect': () => 5,
  'ai.extract': () => 10,
  'account.usage': free,
  'account.credits': free,
  'keys.usage': free,
  'keys.list': free,
  'keys.create': free,
  'keys.revoke': free,
  'signals.query': one,
  'signals.export': (p: Params) => p.max_rows ?? 0,
  'alerts.list': free,
  'alerts.create': free,
  'alerts.get': free,
  'alerts.update': free,
  'alerts.delete': free,
  'alerts.test': free,
  'audiences.list': free,
  'audiences.create': free,
  'audiences.get': free,
  'audiences.update': free,
  'audiences.delete': free,
  'audiences.members': free,
  'audiences.addMembers': free,
  'audiences.removeMember': free,
  'audiences.profile': one,
  'audiences.refresh': free,
  'jobs.get': free,
  'leadLists.create': free,
  'leadLists.list': free,
  'leadLists.get': free,
  'leadLists.rows': free,
  'leadLists.delete': free,
} as const satisfies Record<string, (params: Params) => number>;

/** Every catalog endpoint (catalog.ts checks that the two lists are the same). */
export type PricedEndpoint = keyof typeof PRICES;

/**
 * Work billed per item as it is done (a lead list's rows, a refresh's members, an export's rows, a
 * batch's domains), or per block of names for the technology lookup: what a label states as "N a row".
 */
export const UNIT_PRICES = {
  /** leadLists.create: per row delivered, capped to the balance. */
  leadListRow: 1,
  /** audiences.refresh: per member crawled. */
  refreshedMember: 1,
  /** signals.export: per row exported. */
  exportedRow: 1,
  /** companies.batch: per unique domain. */
  batchDomain: 1,
  /** technologies.lookup: one call names up to this many technologies. */
  namesPerLookup: 100,
} as const;

/**
 * Credits a call costs if it is sent (a fresh cached answer costs nothing; callers say so). Params
 * are needed only where the price depends on them (a batch's domains, an export's rows).
 */
export function priceOf(endpoint: PricedEndpoint, params: Params = {}): number {
  return (PRICES[endpoint] as (params: Params) => number)(params);
}
