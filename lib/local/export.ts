// The on-page result as a file: every technology the page showed (and, where the database was compared,
// what only the database lists), with its category, version and each piece of evidence. Pure; the popup
// downloads it through lib/export.
import type { Row } from '@/lib/export/export';
import type { MergedTechnology } from './merge';

export const LOCAL_CSV_COLUMNS = ['name', 'category', 'version', 'other_versions', 'on_page', 'in_database', 'difference', 'evidence'] as const;

/** One CSV row per technology; evidence joined with " | " (each item says what matched). */
export function localCsvRows(merged: readonly MergedTechnology[]): Row[] {
  return merged.map((r) => ({
    name: r.name,
    category: r.category ?? '',
    version: r.local?.version ?? r.database?.version ?? '',
    other_versions: r.local?.otherVersions.join(' ') ?? '',
    on_page: Boolean(r.local),
    in_database: Boolean(r.database),
    difference: r.difference ?? '',
    evidence: r.local?.evidence.map((e) => `${e.kind}: ${e.detail}`).join(' | ') ?? '',
  }));
}

/** The JSON export: the page's host, when it was read, and each technology with its evidence as a list. */
export function localJson(host: string | null, merged: readonly MergedTechnology[], at: Date = new Date()) {
  return {
    host,
    inspected_at: at.toISOString(),
    technologies: merged.map((r) => ({
      name: r.name,
      category: r.category,
      version: r.local?.version ?? r.database?.version ?? null,
      other_versions: r.local?.otherVersions ?? [],
      on_page: Boolean(r.local),
      in_database: Boolean(r.database),
      difference: r.difference,
      evidence: r.local?.evidence ?? [],
    })),
  };
}
