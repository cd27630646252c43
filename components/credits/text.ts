// Words for the credits views: call times, and the one-sentence summaries that screen readers hear
// for each chart (the tables beside them hold every number).
import { formatNumber } from '../format';
import { formatDay } from './period';

/** A ledger time in the user's zone, e.g. "Mar 3, 2026, 6:00 PM". */
export { formatDateTime as formatTime } from '@/lib/display/format';

/** "Chart of credits used per day from Mar 1 to Mar 30, 2026: 57 in all, most on Mar 12 (20). …" */
export function summarizeDays(what: string, days: readonly { date: string; value: number }[]): string {
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) return `No ${what} to chart`;
  const total = days.reduce((s, d) => s + d.value, 0);
  const busiest = days.reduce((best, d) => (d.value > best.value ? d : best), first);
  return (
    `Chart of ${what} per day from ${formatDay(first.date)} to ${formatDay(last.date, true)}: ${formatNumber(total)} in all` +
    (busiest.value > 0 ? `, most on ${formatDay(busiest.date)} (${formatNumber(busiest.value)})` : '') +
    '. The table below has every day.'
  );
}

/** "Chart of credits per feature: AI extractor 9, Live detection 5, Lookups 3 and more. …" */
export function summarizeBars(what: string, per: string, bars: readonly { name: string; value: number }[]): string {
  const top = bars
    .slice(0, 3)
    .map((b) => `${b.name} ${formatNumber(b.value)}`)
    .join(', ');
  return `Chart of ${what} per ${per}: ${top}${bars.length > 3 ? ' and more' : ''}. The table below has every ${per}.`;
}
