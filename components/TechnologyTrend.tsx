// The "Trend" panel's parts: the years-of-history selector and the monthly usage chart with its
// table of the same numbers for screen readers.
import { lazy, useId } from 'react';
import type { ResponseData } from '../lib/api/catalog';
import { ChartFrame, CHART_HEIGHT } from './ChartFrame';
import { formatCompact, formatMonth, formatNumber } from './format';
import { TableDetails } from './TableDetails';

const TrendChart = lazy(() => import('./charts/TrendChart'));

type Trend = ResponseData<'technology.history'>;
/** Published range of `years` for /technology/{id}/history. */
const YEARS = Array.from({ length: 20 }, (_, i) => i + 1);

export function YearsSelect({ years, onChange }: { years: number; onChange(years: number): void }) {
  const id = useId();
  return (
    <div className="inline-field">
      <label htmlFor={id}>Years of history</label>
      <select id={id} value={years} onChange={(e) => onChange(Number(e.target.value))}>
        {YEARS.map((y) => (
          <option key={y} value={y}>
            {y}
          </option>
        ))}
      </select>
    </div>
  );
}

export function summarizeTrend(history: Trend['history']): string {
  const first = history[0];
  const last = history[history.length - 1];
  if (!first || !last) return 'No monthly usage to chart';
  const peak = history.reduce((best, p) => (p.active_domains > best.active_domains ? p : best), first);
  return (
    `Chart of active and total domains per month from ${formatMonth(first.date)} to ${formatMonth(last.date)}: ` +
    `active domains went from ${formatCompact(first.active_domains)} to ${formatCompact(last.active_domains)}, ` +
    `peaking at ${formatCompact(peak.active_domains)} in ${formatMonth(peak.date)}; ` +
    `${formatCompact(last.total_domains)} domains have used it in all. The table below has every month.`
  );
}

/** `years` is the selector's value: when it differs from the loaded data, say so (the page reloads). */
export function TrendBody({ data, years }: { data: Trend; years?: number }) {
  const mismatch = years !== undefined && years !== data.years_requested && (
    <p className="hint">
      Showing {data.years_requested} {data.years_requested === 1 ? 'year' : 'years'}; {years} selected.
    </p>
  );
  if (data.history.length === 0)
    return (
      <>
        {mismatch}
        <p className="hint">No usage history for {data.technology.name}.</p>
      </>
    );
  return (
    <>
      {mismatch}
      <ChartFrame label={summarizeTrend(data.history)}>
        <TrendChart points={data.history} height={CHART_HEIGHT} />
      </ChartFrame>
      <TableDetails
        summary={`Monthly numbers (${data.history.length} months)`}
        caption={`Active and total domains of ${data.technology.name} per month`}
        columns={['Month', 'Active', 'Total ever']}
        rows={[...data.history].reverse().map((p) => [formatMonth(p.date), formatNumber(p.active_domains), formatNumber(p.total_domains)])}
      />
    </>
  );
}
