// Pure sums over the local credit ledger for the Credits & usage section: spend by day and by
// feature, the costliest calls, browser-versus-account figures and the CSV rows. Billed = credits > 0.
import { featureLabel } from '@/lib/display/feature-labels';
import { daysOf, isoDay, type Period } from '@/components/credits/period';
import type { DayComparison, DaySpend, FeatureSpend, LedgerCall, ServerDay } from '@/components/credits/types';
import { toCsv, type Row } from '@/lib/export/export';

export const isBilled = (call: LedgerCall): boolean => call.credits > 0;

/** No answer came, so the server may have billed it: listed ("possibly billed") until /v1/usage settles it. */
export const isPossiblyBilled = (call: LedgerCall): boolean => call.state === 'unknown';

/** The calls the billed-calls table lists: those billed, and those possibly billed. */
export function billedCalls<T extends LedgerCall>(calls: readonly T[]): T[] {
  return calls.filter((c) => isBilled(c) || isPossiblyBilled(c));
}

export function totalCredits(calls: readonly LedgerCall[]): number {
  return calls.reduce((sum, c) => sum + (isBilled(c) ? c.credits : 0), 0);
}

/** One entry per UTC day of the period, zero-filled; calls outside the period are left out. */
export function spendByDay(calls: readonly LedgerCall[], period: Period): DaySpend[] {
  const days = new Map(daysOf(period).map((date) => [date, { date, credits: 0, calls: 0 }]));
  for (const call of calls) {
    const day = isBilled(call) ? days.get(isoDay(call.at)) : undefined;
    if (!day) continue;
    day.credits += call.credits;
    day.calls += 1;
  }
  return [...days.values()];
}

/** Billed features, most credits first (ties by label). */
export function spendByFeature(calls: readonly LedgerCall[]): FeatureSpend[] {
  const byFeature = new Map<string, FeatureSpend>();
  for (const call of calls.filter(isBilled)) {
    const row = byFeature.get(call.feature) ?? { feature: call.feature, label: featureLabel(call.feature), credits: 0, calls: 0 };
    row.credits += call.credits;
    row.calls += 1;
    byFeature.set(call.feature, row);
  }
  return [...byFeature.values()].sort((a, b) => b.credits - a.credits || a.label.localeCompare(b.label));
}

/** The `limit` billed calls that cost most; among equal costs, the newest first. */
export function topExpensive<T extends LedgerCall>(calls: readonly T[], limit = 10): T[] {
  return calls
    .filter(isBilled)
    .sort((a, b) => b.credits - a.credits || b.at - a.at)
    .slice(0, limit);
}

/** Browser and account credits per day; the difference is what the account spent elsewhere. */
export function compareByDay(local: readonly DaySpend[], server: readonly ServerDay[]): DayComparison[] {
  const serverByDay = new Map(server.map((d) => [d.date, d.credits_used]));
  const dates = [...new Set([...local.map((d) => d.date), ...server.map((d) => d.date)])].sort();
  const localByDay = new Map(local.map((d) => [d.date, d.credits]));
  return dates.map((date) => {
    const browser = localByDay.get(date) ?? 0;
    const account = serverByDay.get(date) ?? 0;
    return { date, browser, account, difference: account - browser };
  });
}

/** Columns of the billed-calls CSV, in order. */
export const LEDGER_CSV_COLUMNS = ['time', 'endpoint', 'feature', 'params', 'status', 'credits', 'duration_ms', 'mode'] as const;

/** One CSV row per billed call; free calls are not in the file. */
export function ledgerCsvRows(calls: readonly LedgerCall[]): Row[] {
  return billedCalls(calls).map((c) => ({
    time: new Date(c.at).toISOString(),
    endpoint: c.endpoint,
    feature: c.feature,
    params: c.params,
    status: c.status,
    credits: c.credits,
    duration_ms: Math.round(c.durationMs),
    mode: c.mode,
  }));
}

export function ledgerCsv(calls: readonly LedgerCall[]): string {
  return toCsv(ledgerCsvRows(calls), LEDGER_CSV_COLUMNS);
}
