// Signal queries over the seeded world plus the events made since start (admin emit, the feed):
// window defaults and limits (contract.md: default the last 30 days, at most 365) and filter matching.
import { SIGNAL_WINDOW, type CompanyFilters, type CompanySummary, type SignalEvent, type SignalType } from '../../lib/api/schemas';
import { DAY_MS, isoDay } from './clock';
import { pickFilters } from './data/companies';
import { invalid } from './errors';
import type { SandboxState } from './state';

/** Only the company filters of a parameter object, without undefined entries: the world's own. */
export { pickFilters };

export function resolveWindow(since: string | null | undefined, until: string | null | undefined, now: Date) {
  const end = until ?? isoDay(now);
  const start = since ?? isoDay(Date.parse(end) - SIGNAL_WINDOW.defaultDays * DAY_MS);
  const days = (Date.parse(end) - Date.parse(start)) / DAY_MS;
  if (days < 0) throw invalid('since must be on or before until');
  if (days > SIGNAL_WINDOW.maxDays) throw invalid(`the window from since to until may be at most ${SIGNAL_WINDOW.maxDays} days`);
  return { since: start, until: end };
}

const sameText = (a: string | null, b: string | undefined) => b === undefined || (a !== null && a.toLowerCase() === b.toLowerCase());

export function matchesFilters(company: CompanySummary | null, f: CompanyFilters): boolean {
  if (Object.keys(pickFilters(f)).length === 0) return true;
  if (!company) return false;
  return (
    sameText(company.country, f.country) &&
    sameText(company.state, f.state) &&
    sameText(company.city, f.city) &&
    sameText(company.industry, f.industry) &&
    (f.industry_code === undefined || company.industry_code === f.industry_code) &&
    (f.employees === undefined || company.employees === f.employees) &&
    (f.company_type === undefined || company.company_type === f.company_type) &&
    (f.founded_min === undefined || (company.founded !== null && company.founded >= f.founded_min)) &&
    (f.founded_max === undefined || (company.founded !== null && company.founded <= f.founded_max))
  );
}

export interface SignalMatch {
  type: SignalType;
  technology: number;
  other_technology?: number | null;
  filters: CompanyFilters;
}

export function matchesQuery(q: SignalMatch, e: SignalEvent): boolean {
  if (e.type !== q.type || e.technology.id !== q.technology) return false;
  if (q.other_technology != null && e.other_technology?.id !== q.other_technology) return false;
  return matchesFilters(e.company, q.filters);
}

/** Every matching event in the window, newest first: the world's and the ones made since start. */
export function findSignals(state: SandboxState, q: SignalMatch & { since: string; until: string }): SignalEvent[] {
  const fromWorld = state.world.signalEvents({
    type: q.type,
    technology: q.technology,
    since: q.since,
    until: q.until,
    ...q.filters,
    ...(q.other_technology != null ? { other_technology: q.other_technology } : {}),
  });
  const startMs = Date.parse(q.since);
  const endMs = Date.parse(q.until) + DAY_MS - 1;
  const seen = new Set(fromWorld.map((e) => e.id));
  const made = state.emitted.filter((e) => {
    const t = Date.parse(e.occurred_at);
    return !seen.has(e.id) && t >= startMs && t <= endMs && matchesQuery(q, e);
  });
  return [...made, ...fromWorld].sort((a, b) => Date.parse(b.occurred_at) - Date.parse(a.occurred_at));
}
