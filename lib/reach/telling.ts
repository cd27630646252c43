// Which of a site's technologies say the most about the business, for the address bar's short line
// ("shop.example — Shopify, Klaviyo, Google Analytics"): what it sells with and markets with before what
// every site runs (libraries, fonts, CDNs, servers). Pure: ranked by the API's category name; a table
// test (tests/unit/lib/reach/telling.test.ts) holds the order.

/** Category names (the API's, compared case-insensitively), most telling first; a tier is one rank. */
const TIERS: readonly (readonly string[])[] = [
  ['ecommerce', 'cms', 'page builders', 'blogs'],
  ['marketing automation', 'crm', 'advertising', 'email', 'affiliate programs', 'reviews', 'surveys', 'form builders', 'push notifications'],
  ['analytics', 'tag managers', 'a/b testing', 'customer data platform', 'heatmaps'],
  ['payment processors', 'buy now pay later', 'live chat', 'helpdesk', 'search'],
];
/** What nearly every site runs: listed last. */
const COMMON: readonly string[] = [
  'javascript libraries',
  'javascript frameworks',
  'ui frameworks',
  'font scripts',
  'cdn',
  'web servers',
  'web frameworks',
  'programming languages',
  'reverse proxies',
  'caching',
  'databases',
  'operating systems',
  'ssl certificate authorities',
  'static site generators',
  'miscellaneous',
];

const RANK = new Map<string, number>([
  ...TIERS.flatMap((names, rank) => names.map((n) => [n, rank] as const)),
  ...COMMON.map((n) => [n, TIERS.length + 1] as const),
]);
/** A category not named above (monitoring, hosting, one the API adds later) sits between the tiers and the common ones. */
const UNLISTED = TIERS.length;

/** How telling a category is: lower is more telling. */
export function categoryRank(category: string | null | undefined): number {
  return RANK.get((category ?? '').trim().toLowerCase()) ?? UNLISTED;
}

/** The `count` most telling technologies, ranked by category; within a rank, in the order given. */
export function tellingFirst<T extends { name: string; category?: string | null }>(technologies: readonly T[], count: number): T[] {
  return technologies
    .map((tech, index) => ({ tech, index, rank: categoryRank(tech.category) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .slice(0, Math.max(0, count))
    .map((r) => r.tech);
}
