// The usage period: presets and a checked custom range of whole days. Days are UTC, because the API
// counts usage per UTC day (contract.md: timestamps are UTC), so browser and server figures line up.
import { formatDay, formatNumber, formatSentenceDay } from '@/lib/display/format';
import { t, tn } from '@/lib/i18n';

export const DAY_MS = 86_400_000;
/** The longest range the section asks for, in days (both ends included). */
export const MAX_DAYS = 365;

export type PresetId = 'last7' | 'last30' | 'month' | 'last90';
export type PeriodChoice = PresetId | 'custom';
export interface Period {
  /** YYYY-MM-DD, UTC, included. */
  start: string;
  /** YYYY-MM-DD, UTC, included. */
  end: string;
}

/** The presets in the order shown; `label` is read when shown, in the UI language. */
export const PRESETS: readonly { id: PresetId; label(): string }[] = [
  { id: 'last7', label: () => tn('credits_lastDays', 7) },
  { id: 'last30', label: () => tn('credits_lastDays', 30) },
  { id: 'month', label: () => t('credits_thisMonth') },
  { id: 'last90', label: () => tn('credits_lastDays', 90) },
];
export const DEFAULT_PRESET: PresetId = 'last30';

export const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
export const dayStart = (day: string): number => Date.parse(`${day}T00:00:00.000Z`);
export const addDays = (day: string, n: number): string => isoDay(dayStart(day) + n * DAY_MS);

export function presetPeriod(id: PresetId, now: number): Period {
  const end = isoDay(now);
  switch (id) {
    case 'last7':
      return { start: addDays(end, -6), end };
    case 'last30':
      return { start: addDays(end, -29), end };
    case 'last90':
      return { start: addDays(end, -89), end };
    case 'month':
      return { start: `${end.slice(0, 8)}01`, end };
  }
}

/** Days in the period, both ends included. */
export function dayCount(p: Period): number {
  return Math.round((dayStart(p.end) - dayStart(p.start)) / DAY_MS) + 1;
}

/** Every day of the period, oldest first. */
export function daysOf(p: Period): string[] {
  const days: string[] = [];
  for (let d = p.start; d <= p.end && days.length <= MAX_DAYS * 2; d = addDays(d, 1)) days.push(d);
  return days;
}

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isDay(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(dayStart(text)) && isoDay(dayStart(text)) === text;
}

export type RangeCheck = { ok: true; period: Period } | { ok: false; field: 'start' | 'end'; message: string };

/** Checks a custom range before anything is requested; the message names what is wrong. */
export function checkRange(start: string, end: string, now: number): RangeCheck {
  const today = isoDay(now);
  if (!start) return { ok: false, field: 'start', message: t('credits_rangeNoStart') };
  if (!isDay(start)) return { ok: false, field: 'start', message: t('credits_rangeBadStart', ['2026-03-01']) };
  if (!end) return { ok: false, field: 'end', message: t('credits_rangeNoEnd') };
  if (!isDay(end)) return { ok: false, field: 'end', message: t('credits_rangeBadEnd', ['2026-03-31']) };
  if (start > end) return { ok: false, field: 'start', message: t('credits_rangeOrder') };
  if (end > today) return { ok: false, field: 'end', message: t('credits_rangeFuture', [formatDay(today, true)]) };
  const days = dayCount({ start, end });
  if (days > MAX_DAYS) return { ok: false, field: 'start', message: t('credits_rangeTooLong', [formatNumber(MAX_DAYS), formatNumber(days)]) };
  return { ok: true, period: { start, end } };
}

/** "Mar 4", or "Mar 4, 2026" with the year, in the browser's locale. */
export { formatDay };

export function describePeriod(p: Period): string {
  return p.start === p.end
    ? formatDay(p.start, true)
    : t('credits_periodRange', [formatSentenceDay(p.start, p.start.slice(0, 4) !== p.end.slice(0, 4)), formatSentenceDay(p.end, true)]);
}
