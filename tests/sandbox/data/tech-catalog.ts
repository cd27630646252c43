// The technology catalog as records (TechRecord, Category) with lookups and search, built once from
// the raw data in technologies.ts. Seed-independent: ids, icons and descriptions never change.
import type { TechnologySummary } from '../../../lib/api/schemas';
import { GROUPS, RAW_CATEGORIES, SWITCH_PAIRS, type RawCategory } from './technologies';
import { unit } from './rng';

export interface TechRecord extends TechnologySummary {
  description: string | null;
  website: string | null;
  groups: { id: number; name: string }[];
}
export interface Category {
  id: number;
  name: string;
  group: string | null;
}

/** What generation needs beyond the public record. */
export interface TechTraits {
  popularity: number;
  trend: -1 | 0 | 1;
  exclusive: boolean;
  versioned: boolean;
}

export interface TechCatalog {
  technologies: readonly TechRecord[];
  categories: readonly Category[];
  traits: ReadonlyMap<number, TechTraits>;
  /** Traits in the order of `technologies` (hot loops index arrays, not maps). */
  traitList: readonly TechTraits[];
  byId: ReadonlyMap<number, TechRecord>;
  byName: ReadonlyMap<string, TechRecord>;
  byCategory: ReadonlyMap<number, readonly TechRecord[]>;
  /** [from, to, weight] resolved to records. */
  switchPairs: readonly (readonly [TechRecord, TechRecord, number])[];
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function groupsOf(cat: RawCategory): { id: number; name: string }[] {
  if (cat.group === null) return [];
  const index = (GROUPS as readonly string[]).indexOf(cat.group);
  if (index < 0) throw new Error(`unknown technology group ${cat.group}`);
  return [{ id: index + 1, name: cat.group }];
}

function buildCatalog(): TechCatalog {
  const technologies: TechRecord[] = [];
  const traits = new Map<number, TechTraits>();
  const byCategory = new Map<number, TechRecord[]>();
  for (const cat of RAW_CATEGORIES) {
    const list: TechRecord[] = [];
    cat.techs.forEach(([name, host, popularity, trend = 0], index) => {
      const id = cat.id * 100 + index + 1;
      // About 70 % of technologies have an icon and 92 % a description, as in the real catalog.
      const record: TechRecord = {
        id,
        name,
        category: cat.name,
        category_id: cat.id,
        icon: unit(`icon:${name}`) < 0.7 ? `https://icons.stacklens.test/${slug(name)}.svg` : null,
        description: unit(`description:${name}`) < 0.92 ? `${name} is ${cat.blurb}.` : null,
        website: host === null ? null : `https://${host}`,
        groups: groupsOf(cat),
      };
      technologies.push(record);
      list.push(record);
      traits.set(id, { popularity, trend, exclusive: cat.exclusive === true, versioned: cat.versioned === true });
    });
    byCategory.set(cat.id, list);
  }
  const byId = new Map(technologies.map((t) => [t.id, t]));
  const byName = new Map(technologies.map((t) => [t.name.toLowerCase(), t]));
  const named = (name: string) => {
    const t = byName.get(name.toLowerCase());
    if (!t) throw new Error(`switch pair names unknown technology ${name}`);
    return t;
  };
  return {
    technologies,
    categories: RAW_CATEGORIES.map((c) => ({ id: c.id, name: c.name, group: c.group })),
    traits,
    traitList: technologies.map((t) => traits.get(t.id) as TechTraits),
    byId,
    byName,
    byCategory,
    switchPairs: SWITCH_PAIRS.map(([from, to, weight]) => [named(from), named(to), weight] as const),
  };
}

let catalog: TechCatalog | undefined;

/** The catalog, built on first use and shared by every world (it does not depend on the seed). */
export function techCatalog(): TechCatalog {
  catalog ??= buildCatalog();
  return catalog;
}

export function traitsOf(cat: TechCatalog, id: number): TechTraits {
  const t = cat.traits.get(id);
  if (!t) throw new Error(`no traits for technology ${id}`);
  return t;
}

export function toSummary(t: TechRecord): TechnologySummary {
  return { id: t.id, name: t.name, category: t.category, category_id: t.category_id, icon: t.icon };
}

/**
 * Case-insensitive substring of name or category. Ranked so a person typing a name finds it first:
 * exact name, name prefix, name substring, then category matches; by id within a rank.
 */
export function searchCatalog(cat: TechCatalog, term: string | undefined): TechRecord[] {
  const q = (term ?? '').trim().toLowerCase();
  if (q === '') return [...cat.technologies];
  const rank = (t: TechRecord): number => {
    const name = t.name.toLowerCase();
    if (name === q) return 0;
    if (name.startsWith(q)) return 1;
    if (name.includes(q)) return 2;
    if (t.category.toLowerCase().includes(q)) return 3;
    return -1;
  };
  return cat.technologies
    .map((t) => ({ t, r: rank(t) }))
    .filter((x) => x.r >= 0)
    .sort((a, b) => a.r - b.r || a.t.id - b.t.id)
    .map((x) => x.t);
}
