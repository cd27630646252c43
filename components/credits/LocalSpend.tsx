// What this browser spent in the period, from its own credit ledger: by day, by feature, and the
// ten costliest calls.
import { lazy, useId } from 'react';
import { ChartFrame } from '../ChartFrame';
import { creditText, formatNumber } from '../format';
import { callColumns } from './CallName';
import { DataTable } from '../DataTable';
import { formatDay } from './period';
import { TableDetails } from '../TableDetails';
import { summarizeBars, summarizeDays } from './text';
import type { DaySpend, FeatureSpend, LedgerCall } from './types';
import type { CallNames } from './call-labels';

const DailyChart = lazy(() => import('./charts').then((m) => ({ default: m.DailyChart })));
const BreakdownChart = lazy(() => import('./charts').then((m) => ({ default: m.BreakdownChart })));

export interface LocalSpendProps {
  byDay: readonly DaySpend[];
  byFeature: readonly FeatureSpend[];
  top: readonly LedgerCall[];
  /** Names this browser knows for the ids calls carry (technologies, audiences, lead lists, jobs, alerts). */
  names?: CallNames;
}

export function LocalSpend({ byDay, byFeature, top, names }: LocalSpendProps) {
  const topId = useId();
  const total = byDay.reduce((s, d) => s + d.credits, 0);
  if (total === 0) return <p className="hint">This browser spent no credits in this period.</p>;
  const points = byDay.map((d) => ({ date: d.date, value: d.credits }));
  const featureBars = byFeature.map((f) => ({ name: f.label, value: f.credits }));
  const featureHeight = Math.max(96, byFeature.length * 28);
  return (
    <>
      <h3>Spend by day</h3>
      <ChartFrame label={summarizeDays('credits this browser spent', points)} height={200}>
        <DailyChart points={points} height={200} name="Credits spent in this browser" />
      </ChartFrame>
      <TableDetails
        caption="Credits this browser spent per day"
        columns={['Day', 'Credits', 'Billed calls']}
        rows={[...byDay].reverse().map((d) => [formatDay(d.date, true), formatNumber(d.credits), formatNumber(d.calls)])}
      />
      <h3>Spend by feature</h3>
      <ChartFrame label={summarizeBars('credits this browser spent', 'feature', featureBars)} height={featureHeight}>
        <BreakdownChart bars={featureBars} height={featureHeight} valueName="Credits" />
      </ChartFrame>
      <TableDetails
        caption="Credits this browser spent per feature"
        columns={['Feature', 'Credits', 'Billed calls']}
        rows={byFeature.map((f) => [f.label, formatNumber(f.credits), formatNumber(f.calls)])}
      />
      <h3 id={topId}>Most expensive actions</h3>
      <DataTable
        className="credits-table"
        labelledBy={topId}
        rowHeader={null}
        columns={[...callColumns({ names }), { header: 'Credits', kind: 'number', cell: (c) => creditText(c.credits) }]}
        rows={top}
        rowKey={(c, i) => c.id ?? i}
      />
    </>
  );
}
