// Signal events of the sandbox world, derived from the per-domain data of the signal universe
// (directory + fixtures), plus synthetic events made on demand so that alerts have something new.
import type { SignalEvent, SignalType, TechnologySummary } from '../../../lib/api/schemas';
import type { SignalQuery } from '../../../lib/signals/form';
import { hasFilters, matchesFilters, pickFilters, toCompanySummary } from './companies';
import type { WorldCore } from './core';
import type { DomainTech } from './domains';
import { hash32, hexId } from './rng';
import { toSummary, type TechRecord } from './tech-catalog';
import { DAY_MS, dayOf, floorSecond, isoTimestamp } from './time';

/** A switch: the old technology was last seen within this many days of the new one's adoption. */
export const SWITCH_GAP_DAYS = 90;

/** The explorer's query (its window is inclusive, 'YYYY-MM-DD'): the extension's own type. */
export type { SignalQuery };

export type MakeEventQuery = { type: SignalType; technology: number; other_technology?: number; domain?: string; at: Date };

/** When `entry` makes a signal of the query's kind, or null. */
function occurrence(
  core: WorldCore,
  type: SignalType,
  domain: string,
  entry: DomainTech,
  other: TechRecord | undefined,
  inWindow: (ms: number) => boolean,
): number | null {
  switch (type) {
    case 'adoption':
      return inWindow(entry.first) ? entry.first : null;
    case 'churn':
      return entry.status === 'removed' && inWindow(entry.last) ? entry.last : null;
    case 'switch': {
      if (!other || !inWindow(entry.first)) return null;
      const old = core.entryOf(domain, other.id);
      const close = old && old.status === 'removed' && Math.abs(old.last - entry.first) <= SWITCH_GAP_DAYS * DAY_MS;
      return close ? entry.first : null;
    }
    case 'gap': {
      if (!other || entry.status !== 'active' || !inWindow(entry.first)) return null;
      return core.entryOf(domain, other.id)?.status === 'active' ? null : entry.first;
    }
  }
}

const newestFirst = (a: SignalEvent, b: SignalEvent) =>
  a.occurred_at < b.occurred_at ? 1 : a.occurred_at > b.occurred_at ? -1 : a.domain < b.domain ? -1 : a.domain > b.domain ? 1 : a.id < b.id ? -1 : 1;

export class SignalBook {
  private readonly made: SignalEvent[] = [];
  private counter = 0;

  constructor(private readonly core: WorldCore) {}

  private event(type: SignalType, domain: string, tech: TechRecord, other: TechRecord | undefined, at: number, salt: string): SignalEvent {
    const company = this.core.company(domain);
    const otherSummary: TechnologySummary | null = other && (type === 'switch' || type === 'gap') ? toSummary(other) : null;
    return {
      id: `sig_${hexId(`${this.core.seed}:${salt}:${type}:${tech.id}:${otherSummary?.id ?? 0}:${domain}:${at}`)}`,
      type,
      domain,
      technology: toSummary(tech),
      other_technology: otherSummary,
      occurred_at: isoTimestamp(at),
      company: company ? toCompanySummary(company) : null,
    };
  }

  /** Every event of the query in its window, newest first; filters apply to the event's company. */
  events(q: SignalQuery): SignalEvent[] {
    const { catalog } = this.core;
    const tech = catalog.byId.get(q.technology);
    const other = q.other_technology === undefined ? undefined : catalog.byId.get(q.other_technology);
    if (!tech || ((q.type === 'switch' || q.type === 'gap') && !other)) return [];
    const inWindow = (ms: number) => {
      const day = dayOf(ms);
      return day >= q.since && day <= q.until;
    };
    const filters = pickFilters(q);
    const filtered = hasFilters(filters);
    const keep = (e: SignalEvent) => !filtered || (e.company !== null && matchesFilters(e.company, filters));
    const out: SignalEvent[] = [];
    for (const { domain, entry } of this.core.techIndex().get(tech.id) ?? []) {
      const at = occurrence(this.core, q.type, domain, entry, other, inWindow);
      if (at === null) continue;
      const e = this.event(q.type, domain, tech, other, at, 'derived');
      if (keep(e)) out.push(e);
    }
    for (const e of this.made) {
      const sameOther = q.type === 'adoption' || q.type === 'churn' || e.other_technology?.id === q.other_technology;
      if (e.type === q.type && e.technology.id === q.technology && sameOther && inWindow(Date.parse(e.occurred_at)) && keep(e)) out.push(e);
    }
    return out.sort(newestFirst);
  }

  /**
   * One new event at `at`. Without a domain, the n-th call picks a directory domain from n. The
   * event is remembered: later queries whose window covers `at` include it.
   */
  make(q: MakeEventQuery): SignalEvent {
    const { catalog, directory } = this.core;
    const tech = catalog.byId.get(q.technology);
    if (!tech) throw new RangeError(`no technology with id ${q.technology}`);
    const other = q.other_technology === undefined ? undefined : catalog.byId.get(q.other_technology);
    const n = this.counter++;
    const offset = hash32(`${this.core.seed}:make-event`);
    const picked = directory[(offset + n * 7919) % Math.max(1, directory.length)];
    const domain = (q.domain ?? picked?.domain ?? 'example.com').trim().toLowerCase();
    const e = this.event(q.type, domain, tech, other, floorSecond(q.at.getTime()), `made:${n}`);
    this.made.push(e);
    return e;
  }
}
