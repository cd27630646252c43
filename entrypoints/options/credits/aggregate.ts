// Pure shaping of the local credit ledger's figures for the Credits & usage section (the worker sums
// them from running totals: lib/metered/ledger-figures.ts): days zero-filled, features labelled,
// browser-versus-account figures and the CSV rows. Billed = credits > 0.
import { featureLabel } from '@/lib/display/feature-labels';
import { daysOf, type Period } from '@/components/credits/period';
import type { DayComparison, DaySpend, FeatureSpend, LedgerCall, ServerDay } from '@/components/credits/types';
import { toCsv, type Row } from '@/lib/export/export';

export const isBilled = (call: LedgerCall): boolean => call.credits > 0;

/** No answer came, so the server may have billed it: listed ("possibly billed") until /v1/usage settles it. */
export const isPossiblyBilled = (call: LedgerCall): boolean => call.state === 'unknown';

/** The calls the billed-calls table lists: those billed, and those possibly billed. */
export function billedCalls<T extends LedgerCall>(calls: readonly T[]): T[] {
  return calls.filter((c) => isBilled(c) || isPossiblyBilled(c));
}

/** One entry per UTC day of the period, zero-filled, from the days the ledger's totals list. */
export function fillDays(days: readonly DaySpend[], period: Period): DaySpend[] {
  const byDate = new Map(days.map((d) => [d.date, d]));
  return daysOf(period).map((date) => ({ date, credits: byDate.get(date)?.credits ?? 0, calls: byDate.get(date)?.calls ?? 0 }));
}

/** Billed features with their labels, most credits first (ties by label); features with only unanswered calls left out. */
export function labelFeatures(features: readonly { feature: string; credits: number; calls: number }[]): FeatureSpend[] {
  return features
    .filter((f) => f.calls > 0)
    .map((f) => ({ feature: f.feature, label: featureLabel(f.feature), credits: f.credits, calls: f.calls }))
    .sort((a, b) => b.credits - a.credits || a.label.localeCompare(b.label));
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

/** Columns of the billed-calls CSV, in order: they stay English in every UI language (a machine-read file). */
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
