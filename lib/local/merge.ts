// The popup's one view of both sources: a technology named by the page and by the database
// is one row with both badges; what only one source names says so. Pure: the merge rules are tested.
import type { LocalTechnology } from './findings';
import { nameKey } from './mapping';

/** A technology as the database (or a paid live detection) reports it for the domain. */
export interface DatabaseTechnology {
  id: number;
  name: string;
  category: string;
  /** Only a live detection reports versions; the domain lookup does not. */
  version?: string | null;
}

export type Difference =
  /** "seen on this page, not in the database yet" */
  | 'local-only'
  /** Seen on this page; the database lists it as no longer detected on the site. */
  | 'local-removed'
  /** "in the database, not seen on this page" (it may be on other pages of the site) */
  | 'database-only';

export interface MergedTechnology {
  name: string;
  category: string | null;
  local: LocalTechnology | null;
  database: DatabaseTechnology | null;
  /** Null when both sources agree that it is there. */
  difference: Difference | null;
  /** Both sources give a version and they differ. */
  versionDiffers: { page: string; database: string } | null;
}

export interface DatabaseView {
  active: readonly DatabaseTechnology[];
  historical: readonly DatabaseTechnology[];
}

function sameTechnology(local: LocalTechnology, db: DatabaseTechnology): boolean {
  if (local.technology) return local.technology.id === db.id || nameKey(local.technology.name) === nameKey(db.name);
  return nameKey(local.name) === nameKey(db.name);
}

const ORDER: Record<string, number> = { both: 0, 'local-only': 1, 'local-removed': 1, 'database-only': 2 };

/**
 * Merges the page's technologies with the database's. With no database view (no key, not loaded yet)
 * there is nothing to compare: every local technology is listed with no difference.
 */
export function mergeSources(local: readonly LocalTechnology[], database: DatabaseView | null): MergedTechnology[] {
  const rows: MergedTechnology[] = [];
  const matched = new Set<DatabaseTechnology>();
  for (const tech of local) {
    const db = database?.active.find((d) => !matched.has(d) && sameTechnology(tech, d)) ?? null;
    if (db) matched.add(db);
    const removed = !db && database ? database.historical.find((d) => sameTechnology(tech, d)) : undefined;
    const pageVersion = tech.version;
    const dbVersion = db?.version ?? null;
    rows.push({
      name: db?.name ?? tech.technology?.name ?? tech.name,
      category: db?.category ?? tech.technology?.category ?? tech.category ?? null,
      local: tech,
      database: db,
      difference: !database || db ? null : removed ? 'local-removed' : 'local-only',
      versionDiffers: pageVersion && dbVersion && pageVersion !== dbVersion ? { page: pageVersion, database: dbVersion } : null,
    });
  }
  for (const db of database?.active ?? []) {
    if (matched.has(db)) continue;
    rows.push({ name: db.name, category: db.category, local: null, database: db, difference: 'database-only', versionDiffers: null });
  }
  const rank = (r: MergedTechnology) => ORDER[r.difference ?? 'both']!;
  return rows.sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
}
