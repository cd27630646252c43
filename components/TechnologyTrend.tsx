// The "Trend" panel's parts: the years-of-history selector and the monthly usage chart with its
// table of the same numbers for screen readers.
import { lazy, useId } from 'react';
import type { ResponseData } from '../lib/api/catalog';
import { ChartFrame, CHART_HEIGHT } from './ChartFrame';
import { formatCompact, formatMonth, formatNumber } from './format';
import { TableDetails } from './TableDetails';
import { t, tn } from '@/lib/i18n';

const TrendChart = lazy(() => import('./charts/TrendChart'));

type Trend = ResponseData<'technology.history'>;
/** Published range of `years` for /technology/{id}/history. */
const YEARS = Array.from({ length: 20 }, (_, i) => i + 1);

export function YearsSelect({ years, onChange }: { years: number; onChange(years: number): void }) {
  const id = useId();
  return (
    <div className="inline-field">
      <label htmlFor={id}>{t('components_trendYears')}</label>
      <select id={id} value={years} onChange={(e) => onChange(Number(e.target.value))}>
        {YEARS.map((y) => (
          <option key={y} value={y}>
            {formatNumber(y)}
          </option>
        ))}
      </select>
    </div>
  );
}

export function summarizeTrend(history: Trend['history']): string {
  const first = history[0];
  const last = history[history.length - 1];
  if (!first || !last) return t('components_trendNoChart');
  const peak = history.reduce((best, p) => (p.active_domains > best.active_domains ? p : best), first);
  return t('components_trendChart', [
    formatMonth(first.date),
    formatMonth(last.date),
    formatCompact(first.active_domains),
    formatCompact(last.active_domains),
    formatCompact(peak.active_domains),
    formatMonth(peak.date),
    formatCompact(last.total_domains),
  ]);
}

/** `years` is the selector's value: when it differs from the loaded data, say so (the page reloads). */
export function TrendBody({ data, years }: { data: Trend; years?: number }) {
  const mismatch = years !== undefined && years !== data.years_requested && (
    <p className="hint">{tn('components_trendShowing', data.years_requested, [formatNumber(years)])}</p>
  );
  if (data.history.length === 0)
    return (
      <>
        {mismatch}
        <p className="hint">{t('components_trendNone', [data.technology.name])}</p>
      </>
    );
  return (
    <>
      {mismatch}
      <ChartFrame label={summarizeTrend(data.history)}>
        <TrendChart points={data.history} height={CHART_HEIGHT} />
      </ChartFrame>
      <TableDetails
        summary={tn('components_trendTable', data.history.length)}
        caption={t('components_trendCaption', [data.technology.name])}
        columns={[t('components_colMonth'), t('components_colActive'), t('components_colTotalEver')]}
        rows={[...data.history].reverse().map((p) => [formatMonth(p.date), formatNumber(p.active_domains), formatNumber(p.total_domains)])}
      />
    </>
  );
}
