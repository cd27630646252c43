// Audience profiles and lead-list rows of the sandbox world, computed from the per-domain stacks
// and the company directory.
import type { ResponseData } from '../../../lib/api/catalog';
import type { CompanyFilters, CompanyRecord } from '../../../lib/api/schemas';
import { matchesFilters, pickFilters, toCompanySummary } from './companies';
import { CONTACT_TITLES, FIRST_NAMES, LAST_NAMES } from './company-words';
import type { WorldCore } from './core';
import { Rng } from './rng';
import { toSummary, type TechRecord } from './tech-catalog';

type Profile = Omit<ResponseData<'audiences.profile'>, 'cache'>;
type LeadRow = ResponseData<'leadLists.rows'>['rows'][number];

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 100);
const byCountThenName = <T extends { domains: number; name: string }>(a: T, b: T) => b.domains - a.domains || (a.name < b.name ? -1 : 1);

/** A technology named by its name (case-insensitive) or its numeric id. */
function resolveTech(core: WorldCore, ref: string): TechRecord | undefined {
  return /^\d+$/.test(ref.trim()) ? core.catalog.byId.get(Number(ref)) : core.catalog.byName.get(ref.trim().toLowerCase());
}

/**
 * members: distinct domains given; profiled: those in the database (and, with a `technology` slice,
 * running it). A `category` slice (name or id) keeps only that category's rows. Shares are
 * percentages of the profiled domains, two decimals.
 */
export function audienceProfile(core: WorldCore, domains: string[], slice: { technology?: string; category?: string }): Profile {
  const members = [...new Set(domains.map((d) => d.trim().toLowerCase()).filter(Boolean))];
  const sliceTech = slice.technology === undefined ? undefined : resolveTech(core, slice.technology);
  const catRef = slice.category?.trim().toLowerCase();
  const inCategory = (t: TechRecord) => catRef === undefined || t.category.toLowerCase() === catRef || String(t.category_id) === catRef;
  const stacks = members.flatMap((d) => {
    const data = core.domainData(d);
    if (!data) return [];
    const active = data.techs.filter((x) => x.status === 'active').map((x) => x.tech);
    if (slice.technology !== undefined && !active.some((t) => t.id === sliceTech?.id)) return [];
    return [active];
  });
  const techCounts = new Map<number, { t: TechRecord; domains: number }>();
  const catCounts = new Map<string, number>();
  for (const active of stacks) {
    const cats = new Set<string>();
    for (const t of active.filter(inCategory)) {
      const row = techCounts.get(t.id) ?? { t, domains: 0 };
      row.domains++;
      techCounts.set(t.id, row);
      cats.add(t.category);
    }
    for (const c of cats) catCounts.set(c, (catCounts.get(c) ?? 0) + 1);
  }
  const profiled = stacks.length;
  return {
    members: members.length,
    profiled,
    technologies: [...techCounts.values()]
      .map(({ t, domains: n }) => ({ id: t.id, name: t.name, category: t.category, domains: n, share: percent(n, profiled) }))
      .sort(byCountThenName),
    categories: [...catCounts.entries()].map(([name, n]) => ({ name, domains: n, share: percent(n, profiled) })).sort(byCountThenName),
  };
}

const ascii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();

/** 1–3 people at the company, with an email at its domain for most of them. */
export function contactsFor(seed: string, company: CompanyRecord): LeadRow['contacts'] {
  const rng = new Rng(`${seed}:contacts:${company.domain}`);
  return rng.sample(CONTACT_TITLES, rng.int(1, 3)).map((title) => {
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    const email = rng.chance(0.8) ? `${ascii(first)}.${ascii(last)}@${company.domain}` : null;
    return { name: `${first} ${last}`, title, email };
  });
}

/** Directory companies running ANY of the technologies (each row lists which), by members, up to maxRows. */
export function leadRows(core: WorldCore, q: { technologies: number[]; filters: CompanyFilters; maxRows: number }): LeadRow[] {
  const wanted = q.technologies.flatMap((id) => core.catalog.byId.get(id) ?? []);
  const filters = pickFilters(q.filters);
  const index = core.techIndex();
  const users = new Map<string, TechRecord[]>();
  for (const t of wanted) {
    for (const { domain, entry } of index.get(t.id) ?? []) {
      if (entry.status !== 'active') continue;
      const list = users.get(domain) ?? [];
      if (!list.some((x) => x.id === t.id)) list.push(t);
      users.set(domain, list);
    }
  }
  const rows: LeadRow[] = [];
  for (const company of core.directory) {
    if (rows.length >= q.maxRows) break;
    const matched = users.get(company.domain);
    const summary = toCompanySummary(company);
    if (!matched || !matchesFilters(summary, filters)) continue;
    rows.push({ domain: company.domain, company: summary, technologies: matched.map(toSummary), contacts: contactsFor(core.seed, company) });
  }
  return rows;
}
