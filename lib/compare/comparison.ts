// Sites compared side by side: their technologies in rows grouped by category, a column per site, each
// cell saying whether the site runs it (since when), ran it (until when) or never did, and whether
// that changed recently. Pure: built from the cached answers of GET /v1/domain/{domain}.
import { parseApiTime } from '@/lib/display/format';
import type { Row } from '@/lib/export/export';

/** The part of a domain answer a comparison reads (lib/api/schemas.ts domainTechnology). */
export interface ComparedTechnology {
  id: number;
  name: string;
  category: string;
  first_seen: string;
  last_seen: string;
}
export interface ComparedAnswer {
  active_technologies: readonly ComparedTechnology[];
  historical_technologies: readonly ComparedTechnology[];
}

/** A change within this many days counts as recent. */
export const RECENT_DAYS = 90;
const DAY_MS = 86_400_000;

export type Cell = { state: 'active'; since: string; recent: boolean } | { state: 'removed'; until: string; recent: boolean } | { state: 'none' };

export interface ComparisonRow {
  id: number;
  name: string;
  /** Per site, in the comparison's order. */
  cells: Cell[];
}

export interface ComparisonGroup {
  category: string;
  rows: ComparisonRow[];
}

const isRecent = (at: string, now: number) => now - parseApiTime(at) <= RECENT_DAYS * DAY_MS;

/** Rows for every technology any site runs or ran, grouped by category (both in alphabetical order). */
export function compareSites(answers: readonly ComparedAnswer[], now: number): ComparisonGroup[] {
  const rows = new Map<number, ComparisonRow & { category: string }>();
  answers.forEach((answer, column) => {
    const put = (t: ComparedTechnology, cell: Cell) => {
      const row = rows.get(t.id) ?? { id: t.id, name: t.name, category: t.category, cells: answers.map((): Cell => ({ state: 'none' })) };
      // Running it beats having run it, when an answer lists both.
      if (row.cells[column]!.state !== 'active') row.cells[column] = cell;
      rows.set(t.id, row);
    };
    for (const t of answer.historical_technologies) put(t, { state: 'removed', until: t.last_seen, recent: isRecent(t.last_seen, now) });
    for (const t of answer.active_technologies) put(t, { state: 'active', since: t.first_seen, recent: isRecent(t.first_seen, now) });
  });
  const groups = new Map<string, ComparisonRow[]>();
  for (const { category, ...row } of rows.values()) groups.set(category, [...(groups.get(category) ?? []), row]);
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  return [...groups].map(([category, list]) => ({ category, rows: list.sort(byName) })).sort((a, b) => a.category.localeCompare(b.category));
}

/** Whether the sites differ on a row: one runs it and another does not, or one dropped it and another
 *  never ran it. Running it since different months is the same answer ("runs it"). */
export function rowDiffers(row: ComparisonRow): boolean {
  return new Set(row.cells.map((c) => c.state)).size > 1;
}

/** "Only differences": the rows where the sites differ, in their groups; a group left empty goes. */
export function onlyDifferences(groups: readonly ComparisonGroup[]): ComparisonGroup[] {
  return groups.map((g) => ({ ...g, rows: g.rows.filter(rowDiffers) })).filter((g) => g.rows.length > 0);
}

/** What changed recently on one site (the column): technologies added and removed. */
export function recentChanges(groups: readonly ComparisonGroup[], column: number): { added: string[]; removed: string[] } {
  const added: string[] = [];
  const removed: string[] = [];
  for (const row of groups.flatMap((g) => g.rows)) {
    const cell = row.cells[column];
    if (cell?.state === 'active' && cell.recent) added.push(row.name);
    if (cell?.state === 'removed' && cell.recent) removed.push(row.name);
  }
  return { added, removed };
}

/** The CSV: one row per technology, its category, and a column per site ("since 2024-03", "removed 2026-06" or empty).
 * Its headers and cells stay English in every language: the file is read by machines (spreadsheets, scripts). */
export function comparisonCsvRows(groups: readonly ComparisonGroup[], sites: readonly string[]): { columns: string[]; rows: Row[] } {
  const month = (at: string) => at.slice(0, 7);
  const text = (cell: Cell) => (cell.state === 'active' ? `since ${month(cell.since)}` : cell.state === 'removed' ? `removed ${month(cell.until)}` : '');
  const rows = groups.flatMap((g) =>
    g.rows.map((row): Row => Object.fromEntries([['technology', row.name], ['category', g.category], ...sites.map((site, i) => [site, text(row.cells[i]!)])])),
  );
  return { columns: ['technology', 'category', ...sites], rows };
}
