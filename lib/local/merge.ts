// The popup's one view of both sources: a technology named by the page and by the database
// is one row with both badges; what only one source names says so. Pure: the merge rules are tested.
import type { LocalTechnology } from './findings';
import { nameKey } from './mapping';
import { compareText } from '@/lib/display/sorted-groups';

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

/**
 * The database's technologies by id and by name key (positions in its order), so matching a page's
 * technology is a look-up, not a scan: merging thousands of technologies stays linear.
 */
function indexOf(list: readonly DatabaseTechnology[]) {
  const byId = new Map<number, number[]>();
  const byName = new Map<string, number[]>();
  const add = <K>(map: Map<K, number[]>, key: K, at: number) => {
    const positions = map.get(key);
    if (positions) positions.push(at);
    else map.set(key, [at]);
  };
  list.forEach((d, at) => {
    add(byId, d.id, at);
    add(byName, nameKey(d.name), at);
  });
  // Positions before a list's cursor are taken; taken positions are never given back, so each list is walked once.
  const cursors = new Map<number[], number>();
  const firstFree = (positions: number[] | undefined, taken: ReadonlySet<number>): number => {
    if (!positions) return Infinity;
    let i = cursors.get(positions) ?? 0;
    while (i < positions.length && taken.has(positions[i]!)) i++;
    cursors.set(positions, i);
    return positions[i] ?? Infinity;
  };
  /** The first technology, in the database's order, that names the same as `tech` and is not `taken`. */
  return (tech: LocalTechnology, taken: ReadonlySet<number> = new Set()): number | null => {
    // A catalog match is the same technology by id or by spelling; an unmatched name only by spelling.
    const at = tech.technology
      ? Math.min(firstFree(byId.get(tech.technology.id), taken), firstFree(byName.get(nameKey(tech.technology.name)), taken))
      : firstFree(byName.get(nameKey(tech.name)), taken);
    return at === Infinity ? null : at;
  };
}

const ORDER: Record<string, number> = { both: 0, 'local-only': 1, 'local-removed': 1, 'database-only': 2 };

/**
 * Merges the page's technologies with the database's. With no database view (no key, not loaded yet)
 * there is nothing to compare: every local technology is listed with no difference.
 */
export function mergeSources(local: readonly LocalTechnology[], database: DatabaseView | null): MergedTechnology[] {
  const rows: MergedTechnology[] = [];
  const matched = new Set<number>();
  const activeMatch = indexOf(database?.active ?? []);
  const historicalMatch = indexOf(database?.historical ?? []);
  for (const tech of local) {
    const at = database ? activeMatch(tech, matched) : null;
    const db = at === null ? null : database!.active[at]!;
    if (at !== null) matched.add(at);
    const removed = !db && database ? historicalMatch(tech) !== null : false;
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
  for (const [at, db] of (database?.active ?? []).entries()) {
    if (matched.has(at)) continue;
    rows.push({ name: db.name, category: db.category, local: null, database: db, difference: 'database-only', versionDiffers: null });
  }
  const rank = (r: MergedTechnology) => ORDER[r.difference ?? 'both']!;
  return rows.sort((a, b) => rank(a) - rank(b) || compareText(a.name, b.name));
}
