// The deterministic data "world" behind the sandbox API server: createWorld(seed, now) answers every
// data question the server's routes ask. See README.md for the fixtures and how data is derived.
import type { ResponseData } from '../../../lib/api/catalog';
import type { CompanyFilters, CompanyRecord, CompanySummary, SignalEvent, SignalType } from '../../../lib/api/schemas';
import { audienceProfile, leadRows } from './audiences';
import { matchesFilters, matchesSearch, pickFilters, toCompanySummary } from './companies';
import { WorldCore } from './core';
import { toHistory, toReport } from './domains';
import { FIXTURES } from './fixtures';
import { aiExtract, liveDetect } from './live';
import { marketShare, techHistory, techStats } from './market';
import { SignalBook } from './signals';
import { searchCatalog, type Category, type TechRecord } from './tech-catalog';
import { seenTimestamp } from './time';

export type { Category, TechRecord } from './tech-catalog';
export type { Fixture, FixtureKey, FixtureTech } from './fixtures';
export { FIXTURES, FIXTURE_TIME_MS, fixtureInstant } from './fixtures';
export { SWITCH_PAIRS } from './technologies';
export { DIRECTORY_SIZE } from './companies';
export { NOT_IN_DATABASE_SHARE } from './domains';
export { SWITCH_GAP_DAYS } from './signals';

export interface WorldOptions {
  seed: string;
  /** The sandbox's "today": every date is computed relative to it. */
  now: Date;
}

export interface World {
  readonly seed: string;
  readonly now: Date;
  readonly technologies: readonly TechRecord[];
  readonly categories: readonly Category[];
  techById(id: number): TechRecord | undefined;
  /** Exact name, case-insensitive. */
  techByName(name: string): TechRecord | undefined;
  /** Case-insensitive substring of name or category; exact, prefix and name matches rank first. */
  searchTechnologies(term: string | undefined): TechRecord[];
  /** GET /v1/domain/{domain}; null = "not in the database" (about 1 domain in 10, fixed by name). */
  domainReport(domain: string): ResponseData<'domain.technologies'> | null;
  domainHistory(domain: string): ResponseData<'domain.history'> | null;
  company(domain: string): CompanyRecord | null;
  readonly directory: readonly CompanyRecord[];
  /** ALL matches, sorted by members desc (the server pages them). */
  searchCompanies(filters: CompanyFilters & { search?: string }): CompanySummary[];
  companiesUsing(techId: number, filters: CompanyFilters): CompanySummary[];
  /** Sorted by last_detected desc. */
  domainsUsing(techId: number): { domain: string; first_detected: string; last_detected: string }[];
  techStats(id: number): ResponseData<'technology.stats'> | null;
  techHistory(id: number, years: number): ResponseData<'technology.history'> | null;
  marketShare(categoryId: number, limit: number): ResponseData<'category.marketShare'> | null;
  /** All events of a signal query in the window (inclusive dates YYYY-MM-DD), newest first. Filters apply to the event's company. */
  signalEvents(q: { type: SignalType; technology: number; other_technology?: number; since: string; until: string } & CompanyFilters): SignalEvent[];
  /** One new synthetic event at `at`, remembered so later queries covering `at` include it. */
  makeEvent(q: { type: SignalType; technology: number; other_technology?: number; domain?: string; at: Date }): SignalEvent;
  /** A crawl made now: `atMs` is the sandbox clock's time (detected_at), not the dataset's. */
  liveDetect(url: string, mode: 'full' | 'light' | 'fetch', atMs?: number): ResponseData<'live.detect'>;
  aiExtract(domain: string, question: string): ResponseData<'ai.extract'>;
  audienceProfile(domains: string[], slice: { technology?: string; category?: string }): Omit<ResponseData<'audiences.profile'>, 'cache'>;
  leadRows(q: { technologies: number[]; filters: CompanyFilters; maxRows: number }): ResponseData<'leadLists.rows'>['rows'];
  readonly fixtures: typeof FIXTURES;
}

const cloneCompany = (c: CompanyRecord): CompanyRecord => ({ ...c, specialties: [...c.specialties] });

export function createWorld(opts: WorldOptions): World {
  const core = new WorldCore(opts.seed, new Date(opts.now.getTime()));
  const { catalog } = core;
  const signals = new SignalBook(core);

  /** Universe domains running a technology now. */
  const activeUsers = (techId: number) => (core.techIndex().get(techId) ?? []).filter((x) => x.entry.status === 'active');

  return {
    seed: core.seed,
    now: core.now,
    technologies: catalog.technologies,
    categories: catalog.categories,
    techById: (id) => catalog.byId.get(id),
    techByName: (name) => catalog.byName.get(name.toLowerCase()),
    searchTechnologies: (term) => searchCatalog(catalog, term),
    domainReport(domain) {
      const data = core.domainData(domain);
      return data ? toReport(data) : null;
    },
    domainHistory(domain) {
      const data = core.domainData(domain);
      return data ? toHistory(data) : null;
    },
    company(domain) {
      const c = core.company(domain);
      return c ? cloneCompany(c) : null;
    },
    directory: core.directory,
    searchCompanies(filters) {
      const f = pickFilters(filters);
      return core.directory.filter((c) => matchesSearch(c, filters.search) && matchesFilters(c, f)).map(toCompanySummary);
    },
    companiesUsing(techId, filters) {
      const users = new Set(activeUsers(techId).map((x) => x.domain));
      const f = pickFilters(filters);
      return core.directory.filter((c) => users.has(c.domain) && matchesFilters(c, f)).map(toCompanySummary);
    },
    domainsUsing(techId) {
      return activeUsers(techId)
        .slice()
        .sort((a, b) => b.entry.last - a.entry.last || (a.domain < b.domain ? -1 : 1))
        .map(({ domain, entry }) => ({ domain, first_detected: seenTimestamp(entry.first), last_detected: seenTimestamp(entry.last) }));
    },
    techStats: (id) => techStats(core.seed, catalog, id),
    techHistory: (id, years) => techHistory(core.seed, catalog, core.nowMs, id, years),
    marketShare: (categoryId, limit) => marketShare(core.seed, catalog, categoryId, limit),
    signalEvents: (q) => signals.events(q),
    makeEvent: (q) => signals.make(q),
    liveDetect: (url, mode, atMs) => liveDetect(core, url, mode, atMs),
    aiExtract: (domain, question) => aiExtract(core, domain, question),
    audienceProfile: (domains, slice) => audienceProfile(core, domains, slice),
    leadRows: (q) => leadRows(core, q),
    fixtures: FIXTURES,
  };
}
