// Words for the credits views: call times, and the one-sentence summaries that screen readers hear
// for each chart (the tables beside them hold every number).
import { formatNumber } from '../format';
import { formatSentenceDay } from '@/lib/display/format';
import { t } from '@/lib/i18n';

/** A ledger time in the user's zone, e.g. "Mar 3, 2026, 6:00 PM". */
export { formatDateTime as formatTime } from '@/lib/display/format';

/**
 * "Chart of credits used per day from Mar 1 to Mar 30, 2026: 57 in all, most on Mar 12 (20). …";
 * `what` is what is counted, as a phrase that fits "Chart of … per day" (credits_chartOfBrowserCredits…).
 */
export function summarizeDays(what: string, days: readonly { date: string; value: number }[]): string {
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) return t('credits_chartNone', [what]);
  const total = days.reduce((s, d) => s + d.value, 0);
  const busiest = days.reduce((best, d) => (d.value > best.value ? d : best), first);
  const span = [what, formatSentenceDay(first.date), formatSentenceDay(last.date, true), formatNumber(total)] as const;
  return busiest.value > 0
    ? t('credits_chartDaysBusiest', [...span, formatSentenceDay(busiest.date), formatNumber(busiest.value)])
    : t('credits_chartDays', [...span]);
}

/** "Chart of credits this browser spent per feature: AI extractor 9, Live detection 5, Lookups 3 and more. …" */
export function summarizeBars(per: 'feature' | 'call', bars: readonly { name: string; value: number }[]): string {
  const top = bars
    .slice(0, 3)
    .map((b) => t('credits_chartBar', [b.name, formatNumber(b.value)]))
    .join(', ');
  const more = bars.length > 3;
  if (per === 'feature') return more ? t('credits_chartFeaturesMore', [top]) : t('credits_chartFeatures', [top]);
  return more ? t('credits_chartCallsMore', [top]) : t('credits_chartCalls', [top]);
}
