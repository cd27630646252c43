// A domain's technology history as events (adopted at first_seen, removed at last_seen of a removed
// entry) and as counts per year for the timeline chart.
import type { ResponseData } from '../lib/api/catalog';
import { formatNumber, parseApiTime } from '@/lib/display/format';
import { t } from '@/lib/i18n';

export type HistoryEntry = ResponseData<'domain.history'>['technologies'][number];

export interface HistoryEvent {
  kind: 'adopted' | 'removed';
  at: number;
  entry: HistoryEntry;
}

export interface YearCount {
  year: number;
  adopted: number;
  removed: number;
}

/** Newest first; on the same instant a removal comes before an adoption, then by name. */
export function historyEvents(entries: readonly HistoryEntry[]): HistoryEvent[] {
  const events: HistoryEvent[] = [];
  for (const entry of entries) {
    const adopted = parseApiTime(entry.first_seen);
    if (Number.isFinite(adopted)) events.push({ kind: 'adopted', at: adopted, entry });
    const removed = parseApiTime(entry.last_seen);
    if (entry.status === 'removed' && Number.isFinite(removed)) events.push({ kind: 'removed', at: removed, entry });
  }
  return events.sort((a, b) => b.at - a.at || (a.kind === b.kind ? a.entry.name.localeCompare(b.entry.name) : a.kind === 'removed' ? -1 : 1));
}

/** Every year from the first event to the last, empty years included, oldest first. */
export function countByYear(events: readonly HistoryEvent[]): YearCount[] {
  if (events.length === 0) return [];
  const years = events.map((e) => new Date(e.at).getUTCFullYear());
  const first = Math.min(...years);
  const rows: YearCount[] = [];
  for (let year = first; year <= Math.max(...years); year++) rows.push({ year, adopted: 0, removed: 0 });
  events.forEach((e, i) => rows[years[i]! - first]![e.kind]++);
  return rows;
}

export function summarizeYears(rows: readonly YearCount[]): string {
  const first = rows[0];
  const last = rows[rows.length - 1];
  if (!first || !last) return t('components_historyNoChart');
  const adopted = rows.reduce((n, r) => n + r.adopted, 0);
  const removed = rows.reduce((n, r) => n + r.removed, 0);
  const busiest = rows.reduce((best, r) => (r.adopted + r.removed > best.adopted + best.removed ? r : best), first);
  // Years are written without grouping ("2024", not "2,024"); counts in the UI language.
  const counts = [adopted, removed].map(formatNumber);
  const busy = [String(busiest.year), formatNumber(busiest.adopted), formatNumber(busiest.removed)];
  return first.year === last.year
    ? t('components_historyChartOneYear', [String(first.year), ...counts, ...busy])
    : t('components_historyChartYears', [String(first.year), String(last.year), ...counts, ...busy]);
}

/** The most recent change in a domain's history, in a sentence's words (without its time). */
export interface LatestChange {
  text: string;
  at: number;
}

/** Two events this close in the same category read as one switch, e.g. "Switched Mailchimp → Klaviyo". */
const SWITCH_WINDOW_MS = 90 * 86_400_000;

/** The newest event, paired with the opposite event in its category when they are close enough. */
export function latestChange(entries: readonly HistoryEntry[]): LatestChange | null {
  const events = historyEvents(entries);
  const newest = events[0];
  if (!newest) return null;
  const partner = events.find(
    (e) =>
      e.kind !== newest.kind && e.entry.category === newest.entry.category && e.entry.id !== newest.entry.id && Math.abs(e.at - newest.at) <= SWITCH_WINDOW_MS,
  );
  if (partner) {
    const [from, to] = newest.kind === 'adopted' ? [partner, newest] : [newest, partner];
    return { text: t('components_historySwitched', [from.entry.name, to.entry.name]), at: newest.at };
  }
  return { text: t(newest.kind === 'adopted' ? 'components_historyAdoptedName' : 'components_historyDroppedName', [newest.entry.name]), at: newest.at };
}
