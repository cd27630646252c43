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
import { t } from '@/lib/i18n';

const DailyChart = lazy(() => import('./charts').then((m) => ({ default: m.DailyChart })));
const BreakdownChart = lazy(() => import('./charts').then((m) => ({ default: m.BreakdownChart })));

export interface LocalSpendProps {
  byDay: readonly DaySpend[];
  byFeature: readonly FeatureSpend[];
  top: readonly LedgerCall[];
  /** Names this browser knows for the ids calls carry (technologies, audiences, lead lists, jobs, alerts). */
  names?: CallNames;
  /** Draws its own per-day chart (default); off when the account's chart already shows this series. */
  dailyChart?: boolean;
}

export function LocalSpend({ byDay, byFeature, top, names, dailyChart = true }: LocalSpendProps) {
  const topId = useId();
  const total = byDay.reduce((s, d) => s + d.credits, 0);
  if (total === 0) return <p className="hint">{t('credits_browserSpentNone')}</p>;
  const points = byDay.map((d) => ({ date: d.date, value: d.credits }));
  const featureBars = byFeature.map((f) => ({ name: f.label, value: f.credits }));
  const featureHeight = Math.max(96, byFeature.length * 28);
  return (
    <>
      <h3>{t('credits_spendByDay')}</h3>
      {dailyChart && (
        <ChartFrame label={summarizeDays(t('credits_chartOfBrowserCredits'), points)} height={200}>
          <DailyChart points={points} height={200} name={t('credits_spentInBrowser')} />
        </ChartFrame>
      )}
      <TableDetails
        caption={t('credits_browserPerDayCaption')}
        columns={[t('credits_day'), t('credits_credits'), t('credits_billedCalls')]}
        rows={[...byDay].reverse().map((d) => [formatDay(d.date, true), formatNumber(d.credits), formatNumber(d.calls)])}
      />
      <h3>{t('credits_spendByFeature')}</h3>
      <ChartFrame label={summarizeBars('feature', featureBars)} height={featureHeight}>
        <BreakdownChart bars={featureBars} height={featureHeight} valueName={t('credits_credits')} />
      </ChartFrame>
      <TableDetails
        caption={t('credits_browserPerFeatureCaption')}
        columns={[t('credits_feature'), t('credits_credits'), t('credits_billedCalls')]}
        rows={byFeature.map((f) => [f.label, formatNumber(f.credits), formatNumber(f.calls)])}
      />
      <h3 id={topId}>{t('credits_mostExpensive')}</h3>
      <DataTable
        className="credits-table"
        labelledBy={topId}
        rowHeader={null}
        columns={[...callColumns({ names }), { header: t('credits_credits'), kind: 'number', cell: (c) => creditText(c.credits) }]}
        rows={top}
        rowKey={(c, i) => c.id ?? i}
      />
    </>
  );
}
