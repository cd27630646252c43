// The account's own figures for the period (free account endpoints): credits and requests per day,
// credits per endpoint, and requests that succeeded or failed. Each chart has its table.
import { lazy } from 'react';
import { ChartFrame } from '../ChartFrame';
import { formatNumber } from '../format';
import { formatDay } from './period';
import { TableDetails } from '../TableDetails';
import { endpointLabel } from './call-labels';
import { summarizeBars, summarizeDays } from './text';
import type { EndpointUsage, ServerDay } from './types';
import { t } from '@/lib/i18n';

const DailyChart = lazy(() => import('./charts').then((m) => ({ default: m.DailyChart })));
const BreakdownChart = lazy(() => import('./charts').then((m) => ({ default: m.BreakdownChart })));

const MUTED = 'var(--muted, #5b5b72)';
const OK = 'var(--ok, #0f7b4a)';
const ERR = 'var(--err, #b42318)';
/** This browser's series: the warn tone, apart from the account's brand colour in light and dark. */
const BROWSER = 'var(--warn, #8a5a00)';

export interface ServerUsageProps {
  timeline: readonly ServerDay[];
  endpoints: readonly EndpointUsage[];
  /** The key record's request totals for the period; null when the account lists no key. */
  outcome: { successful: number; failed: number } | null;
  /** This browser's credits per day (its own ledger), drawn in the same chart as the account's; absent
   *  while unknown. One chart per measure, not a near-identical pair. */
  browserByDay?: ReadonlyMap<string, number>;
}

const barsHeight = (count: number) => Math.max(96, count * 28);

export function ServerUsage({ timeline, endpoints, outcome, browserByDay }: ServerUsageProps) {
  const credits = timeline.map((d) => ({ date: d.date, value: d.credits_used, second: browserByDay?.get(d.date) ?? 0 }));
  const requests = timeline.map((d) => ({ date: d.date, value: d.requests }));
  // Calls that cost nothing (account reads, audience changes) are left out: this is where credits went.
  const spent = endpoints.filter((e) => e.credits_used > 0).sort((a, b) => b.credits_used - a.credits_used);
  const endpointBars = spent.map((e) => ({ name: endpointLabel(e.endpoint), value: e.credits_used }));
  const endpointsHeight = barsHeight(spent.length);
  return (
    <>
      <h3>{t('credits_perDayHeading')}</h3>
      <ChartFrame
        label={
          browserByDay
            ? `${summarizeDays(t('credits_chartOfCreditsUsed'), credits)} ${summarizeDays(
                t('credits_chartOfBrowserCredits'),
                credits.map((d) => ({ date: d.date, value: d.second })),
              )}`
            : summarizeDays(t('credits_chartOfCreditsUsed'), credits)
        }
        height={180}
      >
        <DailyChart
          points={credits}
          height={180}
          name={t('credits_creditsUsed')}
          second={browserByDay ? { name: t('credits_spentInBrowser'), color: BROWSER } : undefined}
        />
      </ChartFrame>
      <ChartFrame label={summarizeDays(t('credits_chartOfRequests'), requests)} height={140}>
        <DailyChart points={requests} height={140} name={t('credits_requests')} color={MUTED} />
      </ChartFrame>
      <TableDetails
        caption={t('credits_perDayCaption')}
        columns={[t('credits_day'), t('credits_creditsUsed'), t('credits_requests')]}
        rows={[...timeline].reverse().map((d) => [formatDay(d.date, true), formatNumber(d.credits_used), formatNumber(d.requests)])}
      />
      <h3>{t('credits_byCallHeading')}</h3>
      {spent.length === 0 ? (
        <p className="hint">{t('credits_noneSpent')}</p>
      ) : (
        <>
          <ChartFrame label={summarizeBars('call', endpointBars)} height={endpointsHeight}>
            <BreakdownChart bars={endpointBars} height={endpointsHeight} valueName={t('credits_creditsUsed')} labelWidth={220} />
          </ChartFrame>
          <TableDetails
            caption={t('credits_byCallCaption')}
            columns={[t('credits_call'), t('credits_creditsUsed'), t('credits_requests')]}
            rows={spent.map((e) => [endpointLabel(e.endpoint), formatNumber(e.credits_used), formatNumber(e.requests)])}
          />
        </>
      )}
      <h3>{t('credits_outcomeHeading')}</h3>
      {outcome === null ? (
        <p className="hint">{t('credits_noKeyListed')}</p>
      ) : (
        <>
          <ChartFrame label={t('credits_outcomeChart', [formatNumber(outcome.successful), formatNumber(outcome.failed)])} height={96}>
            <BreakdownChart
              bars={[
                { name: t('credits_successful'), value: outcome.successful, color: OK },
                { name: t('credits_failed'), value: outcome.failed, color: ERR },
              ]}
              height={96}
              valueName={t('credits_requests')}
              labelWidth={150}
            />
          </ChartFrame>
          <p className="hint">{t('credits_onlySuccessCharged')}</p>
          <TableDetails
            caption={t('credits_outcomeCaption')}
            columns={[t('credits_outcome'), t('credits_requests')]}
            rows={[
              [t('credits_successful'), formatNumber(outcome.successful)],
              [t('credits_failed'), formatNumber(outcome.failed)],
            ]}
          />
        </>
      )}
    </>
  );
}
