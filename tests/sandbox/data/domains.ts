// Per-domain technology data of the sandbox world: a stable stack for any domain name (active and
// removed technologies with first/last seen), and the published report and history shapes.
import type { ResponseData } from '../../../lib/api/catalog';
import { techCatalog, traitsOf, type TechCatalog, type TechRecord } from './tech-catalog';
import { at, Rng, unit } from './rng';
import { DAY_MS, YEAR_MS, floorSecond, seenTimestamp } from './time';

export interface DomainTech {
  tech: TechRecord;
  status: 'active' | 'removed';
  /** Epoch milliseconds, whole seconds. */
  first: number;
  last: number;
  subdomain: string;
}
export interface DomainData {
  domain: string;
  techs: DomainTech[];
}

/** Share of arbitrary domain names absent from the pre-crawled database (published 404 case). */
export const NOT_IN_DATABASE_SHARE = 0.1;
export const MIN_ACTIVE = 5;
export const MAX_ACTIVE = 40;
const SUBDOMAINS = ['www', 'shop', 'blog', 'app', 'docs', 'store', 'help', 'm', 'news', 'support'] as const;

/** Report order: by technology name, case-insensitive, then id. */
export function byTechName(a: DomainTech, b: DomainTech): number {
  const x = a.tech.name.toLowerCase();
  const y = b.tech.name.toLowerCase();
  return x < y ? -1 : x > y ? 1 : a.tech.id - b.tech.id;
}

/** Whether an arbitrary name is in the database: fixed by the name alone, the same for every seed. */
export function inDatabaseByName(domain: string): boolean {
  return unit(`in-database:${domain}`) >= NOT_IN_DATABASE_SHARE;
}

/** Per-catalog tables for the hot loop of generation: arrays by catalog position, no map lookups. */
interface Tables {
  /** Chance that a site of richness 1 runs each technology, from its popularity. */
  baseChance: Float64Array;
  position: ReadonlyMap<number, number>;
  /** 1 where the technology's category is exclusive. */
  exclusive: Uint8Array;
  exclusiveGroups: { categoryId: number; members: number[] }[];
  /** Cumulative weights: popularity (filling small stacks); popularity, declining x3 (removals). */
  fillCum: Float64Array;
  removeCum: Float64Array;
}
const tablesMemo = new WeakMap<TechCatalog, Tables>();

function cumulative(values: number[]): Float64Array {
  const out = new Float64Array(values.length);
  let sum = 0;
  values.forEach((v, i) => (out[i] = sum += v));
  return out;
}

function tablesOf(cat: TechCatalog): Tables {
  let t = tablesMemo.get(cat);
  if (!t) {
    const pos = new Map(cat.technologies.map((x, i) => [x.id, i]));
    t = {
      position: pos,
      baseChance: Float64Array.from(cat.traitList, (x) => Math.pow(x.popularity / 100, 1.5) * 0.75),
      exclusive: Uint8Array.from(cat.traitList, (x) => (x.exclusive ? 1 : 0)),
      exclusiveGroups: cat.categories
        .map((c) => ({ categoryId: c.id, members: (cat.byCategory.get(c.id) ?? []).map((x) => pos.get(x.id) ?? 0) }))
        .filter((g) => g.members.some((i) => cat.traitList[i]?.exclusive)),
      fillCum: cumulative(cat.traitList.map((x) => x.popularity)),
      removeCum: cumulative(cat.traitList.map((x) => x.popularity * (x.trend < 0 ? 3 : 1))),
    };
    tablesMemo.set(cat, t);
  }
  return t;
}

/** Catalog position drawn in proportion to the cumulative weights, skipping rejected ones; -1 if none found. */
function draw(rng: Rng, cum: Float64Array, reject: (i: number) => boolean): number {
  const total = cum[cum.length - 1] ?? 0;
  for (let attempt = 0; attempt < 50; attempt++) {
    const r = rng.next() * total;
    let lo = 0;
    let hi = cum.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cum[mid] ?? 0) > r) hi = mid;
      else lo = mid + 1;
    }
    if (!reject(lo)) return lo;
  }
  return -1;
}

/** When an active technology was adopted: a realistic share within the last year and month. */
function adoptionTime(rng: Rng, now: number, siteStart: number, trend: number): number {
  const boost = trend > 0 ? 2 : trend < 0 ? 0.5 : 1;
  const r = rng.next();
  let first: number;
  if (r < 0.045 * boost) first = now - rng.between(0.2, 30) * DAY_MS;
  else if (r < 0.22 * boost) first = now - rng.between(30, 365) * DAY_MS;
  else first = now - rng.between(365 * DAY_MS, Math.max(366 * DAY_MS, now - siteStart));
  return Math.max(first, siteStart);
}

/** Last crawl that saw an active technology: within the last 30 days and not before its adoption. */
function activeLastSeen(rng: Rng, now: number, first: number): number {
  const earliest = Math.max(first, now - 30 * DAY_MS);
  return earliest + rng.next() * (now - earliest);
}

export function generateDomain(seed: string, domain: string, nowMs: number, cat: TechCatalog = techCatalog()): DomainData {
  const rng = new Rng(`${seed}:domain:${domain}`);
  const tables = tablesOf(cat);
  const techAt = (i: number) => at(cat.technologies, i);
  const traitAt = (i: number) => at(cat.traitList, i);
  const now = floorSecond(nowMs);
  const siteStart = now - (0.5 + 19.5 * Math.pow(rng.next(), 1.4)) * YEAR_MS;
  const richness = rng.between(0.45, 1.8);
  const chosen = new Map<number, DomainTech>();
  const pinned = new Set<number>();
  const takenCategories = new Set<number>();
  const taken = new Uint8Array(cat.technologies.length);
  const add = (tech: TechRecord, status: DomainTech['status'], first: number, last: number) => {
    taken[tables.position.get(tech.id) ?? 0] = 1;
    chosen.set(tech.id, { tech, status, first: floorSecond(first), last: floorSecond(last), subdomain: '' });
    if (status === 'active' && traitsOf(cat, tech.id).exclusive) takenCategories.add(tech.category_id);
  };
  const addActive = (i: number) => {
    const first = adoptionTime(rng, now, siteStart, traitAt(i).trend);
    add(techAt(i), 'active', first, activeLastSeen(rng, now, first));
  };

  // Switch pairs first: `to` adopted at T, `from` dropped within weeks of T (switch signals).
  const pairCount = rng.chance(0.3) ? (rng.chance(0.25) ? 2 : 1) : 0;
  for (let i = 0; i < pairCount; i++) {
    const [from, to] = rng.weighted(cat.switchPairs, (p) => p[2]);
    if (chosen.has(from.id) || chosen.has(to.id) || takenCategories.has(to.category_id)) continue;
    const r = rng.next();
    const ago = r < 0.15 ? rng.between(0.5, 30) : r < 0.5 ? rng.between(30, 365) : rng.between(365, (now - siteStart) / DAY_MS);
    const adopted = now - ago * DAY_MS;
    if (adopted < siteStart + 60 * DAY_MS) continue;
    const dropped = Math.min(now - 3_600_000, adopted + rng.between(-60, 30) * DAY_MS);
    add(to, 'active', adopted, activeLastSeen(rng, now, adopted));
    add(from, 'removed', siteStart + rng.next() * (dropped - 30 * DAY_MS - siteStart), dropped);
    pinned.add(to.id);
  }

  // Active stack: independent draws, then at most one technology of each exclusive category.
  const n = cat.technologies.length;
  for (let i = 0; i < n; i++) {
    if (tables.exclusive[i] === 1 || taken[i] === 1) continue;
    if (rng.next() < Math.min(0.95, (tables.baseChance[i] ?? 0) * richness)) addActive(i);
  }
  for (const group of tables.exclusiveGroups) {
    if (takenCategories.has(group.categoryId)) continue;
    const free = group.members.filter((i) => !chosen.has(techAt(i).id));
    const chance = (i: number) => Math.min(0.95, (tables.baseChance[i] ?? 0) * richness);
    const total = free.reduce((sum, i) => sum + chance(i), 0);
    if (free.length > 0 && rng.chance(Math.min(0.9, total))) addActive(rng.weighted(free, chance));
  }
  let activeCount = [...chosen.values()].filter((d) => d.status === 'active').length;
  while (activeCount < MIN_ACTIVE) {
    const i = draw(rng, tables.fillCum, (j) => chosen.has(techAt(j).id) || takenCategories.has(techAt(j).category_id));
    if (i < 0) break;
    addActive(i);
    activeCount++;
  }
  const excess = [...chosen.values()].filter((d) => d.status === 'active' && !pinned.has(d.tech.id));
  for (const d of rng.sample(excess, Math.max(0, activeCount - MAX_ACTIVE))) chosen.delete(d.tech.id);

  // Removed technologies: declining ones are the likeliest to have been dropped.
  const removedCount = rng.int(0, Math.round(6 * richness));
  for (let n = 0; n < removedCount; n++) {
    const i = draw(rng, tables.removeCum, (j) => chosen.has(techAt(j).id));
    if (i < 0) break;
    const r = rng.next();
    const ago = r < 0.07 ? rng.between(0.5, 30) : r < 0.35 ? rng.between(30, 365) : rng.between(365, 365 * 20);
    const last = Math.max(now - ago * DAY_MS, siteStart + 30 * DAY_MS);
    if (last >= now) continue;
    add(techAt(i), 'removed', siteStart + rng.next() * (last - 14 * DAY_MS - siteStart), last);
  }

  const techs = [...chosen.values()].sort(byTechName);
  for (const d of techs) {
    d.subdomain = rng.chance(0.82) ? '' : rng.pick(SUBDOMAINS);
    if (d.first > d.last) d.first = d.last;
  }
  return { domain, techs };
}

/** GET /v1/domain/{domain}. */
export function toReport(d: DomainData): ResponseData<'domain.technologies'> {
  const row = (x: DomainTech) => ({
    id: x.tech.id,
    name: x.tech.name,
    category: x.tech.category,
    first_seen: seenTimestamp(x.first),
    last_seen: seenTimestamp(x.last),
    subdomain: x.subdomain,
  });
  return {
    domain: d.domain,
    active_technologies: d.techs.filter((x) => x.status === 'active').map(row),
    historical_technologies: d.techs.filter((x) => x.status === 'removed').map(row),
  };
}

/** GET /v1/domain/{domain}/history: the same rows, active first, with their status. */
export function toHistory(d: DomainData): ResponseData<'domain.history'> {
  const row = (x: DomainTech) => ({
    id: x.tech.id,
    name: x.tech.name,
    category: x.tech.category,
    status: x.status,
    first_seen: seenTimestamp(x.first),
    last_seen: seenTimestamp(x.last),
  });
  const active = d.techs.filter((x) => x.status === 'active').map(row);
  return { domain: d.domain, technologies: [...active, ...d.techs.filter((x) => x.status === 'removed').map(row)] };
}
