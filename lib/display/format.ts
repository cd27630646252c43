// Every number, date and time StackLens shows, written by Intl in the browser's UI language (the one
// its messages are shown in: lib/i18n/ui-language.ts), and the plural category of a count. One date style, one
// date-and-time style, one relative style. Days the API counts in UTC (usage days, credit resets,
// event days: contract.md) are written in UTC so a day never shifts by the reader's time zone.
import { t } from '@/lib/i18n/message';
import { uiLanguage } from '@/lib/i18n/ui-language';

const SEEN_RE = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const JUST_NOW_MS = 45_000;

export type Instant = Date | number | string;

/** Epoch ms of an API timestamp ('YYYY-MM-DD HH:MM:SS' UTC, ISO 8601, YYYY-MM-DD); NaN when it is not one. */
export function parseApiTime(s: string): number {
  const m = SEEN_RE.exec(s.trim());
  if (m) {
    const [, y, mo, d, h, mi, se] = m.map(Number) as [number, number, number, number, number, number, number];
    return Date.UTC(y, mo - 1, d, h, mi, se);
  }
  // ISO 8601 (with Z or an offset) and plain YYYY-MM-DD, which Date.parse reads as UTC.
  return Date.parse(s);
}

/** Whether `at` is what `relative` calls "just now" (within 45 s of `now`): a sentence may word that case whole. */
export function isJustNow(at: Instant, now: number): boolean {
  return Math.abs(toEpochMs(at) - now) < JUST_NOW_MS;
}

export function toEpochMs(value: Instant): number {
  if (value instanceof Date) return value.getTime();
  return typeof value === 'number' ? value : parseApiTime(value);
}

export interface Formats {
  /** 12,345 */
  number(n: number): string;
  /** 4.5M */
  compact(n: number): string;
  /** A percentage already scaled to 0–100: 43.1% */
  share(percent: number): string;
  /** A byte-like figure with one decimal at most: 1.5 */
  decimal(n: number): string;
  /** Nov 26, 2026 (the reader's zone) */
  date(at: Instant): string;
  /** Nov 26, 2026 (UTC: a day the API counts, such as a credit reset) */
  utcDate(at: Instant): string;
  /** Nov 26, 2026, 10:07 AM (the reader's zone) */
  dateTime(at: Instant): string;
  /** Nov 26, 2026, 10:07:09 AM UTC: the exact time, for titles */
  exactUtc(at: Instant): string;
  /** A UTC day written YYYY-MM-DD as "Mar 4", or "Mar 4, 2026" with the year. */
  day(isoDay: string, withYear?: boolean): string;
  /**
   * A UTC day among others in one sentence ("Mar 1 – Mar 30, 2026"), in the style of the full date:
   * `day` where the full date names its month (en "Mar 1", fr "1er mars"), the month as a number where
   * the full date writes one (de "01.03." before "30.03.2026", ja "03/01" before "2026/03/30"), so a
   * sentence never mixes "2. Nov." with "01.12.2026".
   */
  sentenceDay(isoDay: string, withYear?: boolean): string;
  /** 'YYYY-MM' as "Mar 2024"; anything else is shown as given. */
  month(yearMonth: string): string;
  /** The UTC month of an instant: "Mar 2024" */
  monthOf(at: Instant): string;
  /** The UTC year of an instant: "2019" */
  yearOf(at: Instant): string;
  /** "just now", "5 minutes ago", "1 day ago", "in 2 days", "4 years ago": whole units, never rounded up. */
  relative(at: Instant, now: number): string;
  /** Which plural form a count takes in this language ("one", "other"…): lib/i18n/plural.ts picks its message by it. */
  plural(n: number): Intl.LDMLPluralRule;
}

/** The formatters of one locale and time zone; `undefined` is Intl's default. */
export function formatsFor(locale?: string, timeZone?: string): Formats {
  const whole = new Intl.NumberFormat(locale);
  const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  const share = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1, minimumFractionDigits: 1 });
  const decimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone });
  const utcDate = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  const exact = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' });
  const dayOnly = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const monthYear = new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const yearOnly = new Intl.DateTimeFormat(locale, { year: 'numeric', timeZone: 'UTC' });
  // 'always': "1 year ago", never "last year", which would name a calendar year the count does not.
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
  // Intl's word for the present ("now", "jetzt"); English reads "just now" for an event a moment ago.
  const nowWord = relative.resolvedOptions().locale.startsWith('en')
    ? t('format_justNow')
    : new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(0, 'second');
  // Whether the full date writes its month as a number (de 01.12.2026, ja 2026/12/01): then a day in a
  // sentence beside it does too.
  const numericMonth = /^\d+$/.test(utcDate.formatToParts(Date.UTC(2026, 11, 1)).find((p) => p.type === 'month')?.value ?? '');
  const dayNumeric = new Intl.DateTimeFormat(locale, { month: '2-digit', day: '2-digit', timeZone: 'UTC' });
  // French writes the first of a month as an ordinal: "1er déc. 2026", never "1 déc. 2026" (Intl omits it).
  const firstOrdinal = date.resolvedOptions().locale.split('-')[0] === 'fr';
  const write = (f: Intl.DateTimeFormat, ms: number) =>
    firstOrdinal
      ? f
          .formatToParts(ms)
          .map((p) => (p.type === 'day' && p.value === '1' ? '1er' : p.value))
          .join('')
      : f.format(ms);
  const plural = new Intl.PluralRules(locale);
  const orDash = (ms: number, f: Intl.DateTimeFormat) => (Number.isFinite(ms) ? write(f, ms) : t('format_unknownTime'));
  return {
    number: (n) => whole.format(n),
    compact: (n) => compact.format(n),
    share: (percent) => share.format(percent / 100),
    decimal: (n) => decimal.format(n),
    date: (at) => orDash(toEpochMs(at), date),
    utcDate: (at) => orDash(toEpochMs(at), utcDate),
    dateTime: (at) => orDash(toEpochMs(at), dateTime),
    exactUtc: (at) => `${orDash(toEpochMs(at), exact)} UTC`,
    day(isoDay, withYear = false) {
      const ms = Date.parse(`${isoDay}T00:00:00Z`);
      if (!Number.isFinite(ms)) return isoDay;
      return write(withYear ? utcDate : dayOnly, ms);
    },
    sentenceDay(isoDay, withYear = false) {
      const ms = Date.parse(`${isoDay}T00:00:00Z`);
      if (!Number.isFinite(ms)) return isoDay;
      return write(withYear ? utcDate : numericMonth ? dayNumeric : dayOnly, ms);
    },
    month(yearMonth) {
      const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(yearMonth);
      return m ? monthYear.format(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1)) : yearMonth;
    },
    monthOf: (at) => orDash(toEpochMs(at), monthYear),
    yearOf: (at) => orDash(toEpochMs(at), yearOnly),
    relative(at, now) {
      const diff = toEpochMs(at) - now;
      if (!Number.isFinite(diff)) return t('format_unknownTime');
      const abs = Math.abs(diff);
      const sign = diff < 0 ? -1 : 1;
      if (abs < JUST_NOW_MS) return nowWord;
      const days = Math.floor(abs / DAY);
      const [count, unit]: [number, Intl.RelativeTimeFormatUnit] =
        abs < HOUR
          ? [Math.max(1, Math.floor(abs / MINUTE)), 'minute']
          : abs < DAY
            ? [Math.floor(abs / HOUR), 'hour']
            : days < 30
              ? [days, 'day']
              : days < 365
                ? [Math.min(11, Math.max(1, Math.floor(days / 30.4))), 'month']
                : [Math.floor(days / 365), 'year'];
      return relative.format(sign * count, unit);
    },
    plural: (n) => plural.select(n),
  };
}

const browser = formatsFor(uiLanguage());
export const formatNumber = browser.number;
export const formatCompact = browser.compact;
export const formatShare = browser.share;
export const formatDecimal = browser.decimal;
export const formatDate = browser.date;
export const formatUtcDate = browser.utcDate;
export const formatDateTime = browser.dateTime;
export const formatExactUtc = browser.exactUtc;
export const formatDay = browser.day;
export const formatSentenceDay = browser.sentenceDay;
export const formatMonth = browser.month;
export const formatMonthOf = browser.monthOf;
export const formatYearOf = browser.yearOf;
export const formatRelative = browser.relative;
export const pluralCategory = browser.plural;
