// Every extension URL, built and parsed in one place: the options page's sections and their deep
// links (a technology, the explorer prefilled, a lead list, an audience) and the domain view (the
// popup page opened in a tab). Zod-free and React-free, so the popup, the options page and the worker
// (notifications, install) can all read it.
import { browser } from 'wxt/browser';
import type { SignalType } from '@/lib/api/schemas';

export const SECTION_IDS = ['credits', 'audiences', 'signals', 'lead-lists', 'technologies', 'companies', 'compare', 'settings'] as const;
export type SectionId = (typeof SECTION_IDS)[number];

/** Published signal types (schemas.ts SIGNAL_TYPES), repeated here so the popup does not load zod. */
const SIGNAL_TYPES: readonly SignalType[] = ['adoption', 'churn', 'switch', 'gap'];

// ---- hashes inside the options page ------------------------------------------------------------

export const sectionHash = (id: SectionId) => `#${id}`;
export const settingsHash = '#settings';
/** Credits & usage scrolled to its Budgets, the cap fields focused: where a cap that refused a spend is raised. */
export const budgetsHash = '#credits/budgets';
export const technologyHash = (id: number) => `#technologies/${id}`;
export const leadListHash = (id: string) => `#lead-lists/${encodeURIComponent(id)}`;
export const audienceHash = (id: string) => `#audiences/${encodeURIComponent(id)}`;
/** Sites compared side by side (at most COMPARE_MAX, as given): the link that reopens the same comparison. */
export const compareHash = (domains: readonly string[]) => `#compare${domains.length ? `?${new URLSearchParams({ sites: domains.join(',') })}` : ''}`;
export function explorerHash(type: SignalType, technology: { id: number; name: string }): string {
  return `#signals/explore?${new URLSearchParams({ type, technology: String(technology.id), name: technology.name })}`;
}

// ---- absolute URLs (a new tab, a notification, another page) -----------------------------------

/** The options page at a hash, as an absolute extension URL. */
export const optionsUrl = (hash = '') => browser.runtime.getURL(`/options.html${hash}`);
export const settingsUrl = () => optionsUrl(settingsHash);
/** Credits & usage: the plan, its limit, the reset date and the budgets (the way forward at 0 credits or at a cap). */
export const creditsUrl = () => optionsUrl(sectionHash('credits'));
/** Credits & usage › Budgets: the way forward when a cap refuses a spend. */
export const budgetsUrl = () => optionsUrl(budgetsHash);

/**
 * A domain's view: the popup page in a tab with ?domain=. `&ask=1` makes it ask before its lookup (a
 * cached answer still shows for free): a link never spends a credit the user has not seen the price of.
 */
export const domainViewPath = (domain: string): `/popup.html${string}` => `/popup.html?domain=${encodeURIComponent(domain)}&ask=1`;
export const domainViewUrl = (domain: string) => browser.runtime.getURL(domainViewPath(domain));
/**
 * The domain view opened by the user's own Look up from outside the popup (a link's context menu, the
 * address bar's keyword): priced as the popup's Look up, so a cached answer shows for free and an
 * uncached one is looked up only when Settings › Popup says so (else the view asks first).
 */
export const lookupViewUrl = (domain: string) => browser.runtime.getURL(`/popup.html?domain=${encodeURIComponent(domain)}`);

// ---- parsing ---------------------------------------------------------------------------------

/**
 * Addresses from earlier versions that still arrive (bookmarks, notifications already shown): the
 * section they named, spelled as it is now.
 */
const FORMER_SECTION_IDS: Readonly<Record<string, SectionId>> = { leadlists: 'lead-lists' };

/** The section a hash opens; no hash (the toolbar's workspace link) opens the first, Credits & usage. */
export function sectionFromHash(hash: string): SectionId {
  const id = hash.replace(/^#/, '').split(/[/?]/)[0] ?? '';
  return SECTION_IDS.find((s) => s === id) ?? FORMER_SECTION_IDS[id] ?? SECTION_IDS[0];
}

const decoded = (text: string): string | null => {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
};

/** How many sites a comparison holds side by side. */
export const COMPARE_MAX = 5;

/** #compare?sites=a.com,b.com: the sites named, lower case, each once, at most COMPARE_MAX (normalised by the page). */
export function compareSitesFromHash(hash: string): string[] {
  const m = /^#?compare\?(.*)$/.exec(hash);
  if (!m) return [];
  const sites = (new URLSearchParams(m[1]).get('sites') ?? '').split(',').map((d) => d.trim().toLowerCase());
  return [...new Set(sites.filter(Boolean))].slice(0, COMPARE_MAX);
}

export function technologyIdFromHash(hash: string): number | null {
  const m = /^#?technologies\/(\d+)\/?$/.exec(hash);
  const id = m ? Number(m[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function leadListIdFromHash(hash: string): string | null {
  const m = /^#?(?:lead-lists|leadlists)\/([^/?#]+)\/?$/.exec(hash);
  return m ? decoded(m[1]!) : null;
}

export function audienceIdFromHash(hash: string): string | null {
  const m = /^#?audiences\/(.+)$/.exec(hash);
  return m ? decoded(m[1]!) : null;
}

export interface ExplorerPrefill {
  type: SignalType;
  technology: { id: number; name: string } | null;
}

/** #signals/explore?type=…&technology=<id>&name=<name>: the explorer prefilled (the popup's "Who adopted this recently"). */
export function prefillFromHash(hash: string): ExplorerPrefill | null {
  const m = /^#?signals\/explore\?(.*)$/.exec(hash);
  if (!m) return null;
  const q = new URLSearchParams(m[1]);
  const type = SIGNAL_TYPES.find((t) => t === q.get('type')) ?? 'adoption';
  const id = Number(q.get('technology'));
  const name = q.get('name')?.trim();
  return { type, technology: Number.isSafeInteger(id) && id > 0 ? { id, name: name || `Technology #${id}` } : null };
}
