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

const DailyChart = lazy(() => import('./charts').then((m) => ({ default: m.DailyChart })));
const BreakdownChart = lazy(() => import('./charts').then((m) => ({ default: m.BreakdownChart })));

const MUTED = 'var(--muted, #5b5b72)';
const OK = 'var(--ok, #0f7b4a)';
const ERR = 'var(--err, #b42318)';

export interface ServerUsageProps {
  timeline: readonly ServerDay[];
  endpoints: readonly EndpointUsage[];
  /** The key record's request totals for the period; null when the account lists no key. */
  outcome: { successful: number; failed: number } | null;
}

const barsHeight = (count: number) => Math.max(96, count * 28);

export function ServerUsage({ timeline, endpoints, outcome }: ServerUsageProps) {
  const credits = timeline.map((d) => ({ date: d.date, value: d.credits_used }));
  const requests = timeline.map((d) => ({ date: d.date, value: d.requests }));
  // Calls that cost nothing (account reads, audience changes) are left out: this is where credits went.
  const spent = endpoints.filter((e) => e.credits_used > 0).sort((a, b) => b.credits_used - a.credits_used);
  const endpointBars = spent.map((e) => ({ name: endpointLabel(e.endpoint), value: e.credits_used }));
  const endpointsHeight = barsHeight(spent.length);
  return (
    <>
      <h3>Credits and requests per day</h3>
      <ChartFrame label={summarizeDays('credits used', credits)} height={180}>
        <DailyChart points={credits} height={180} name="Credits used" />
      </ChartFrame>
      <ChartFrame label={summarizeDays('requests', requests)} height={140}>
        <DailyChart points={requests} height={140} name="Requests" color={MUTED} />
      </ChartFrame>
      <TableDetails
        caption="Credits used and requests per day, your account"
        columns={['Day', 'Credits used', 'Requests']}
        rows={[...timeline].reverse().map((d) => [formatDay(d.date, true), formatNumber(d.credits_used), formatNumber(d.requests)])}
      />
      <h3>Credits by kind of call</h3>
      {spent.length === 0 ? (
        <p className="hint">No credits spent in this period.</p>
      ) : (
        <>
          <ChartFrame label={summarizeBars('credits used', 'kind of call', endpointBars)} height={endpointsHeight}>
            <BreakdownChart bars={endpointBars} height={endpointsHeight} valueName="Credits used" labelWidth={220} />
          </ChartFrame>
          <TableDetails
            caption="Credits used and requests per kind of call, your account"
            columns={['Call', 'Credits used', 'Requests']}
            rows={spent.map((e) => [endpointLabel(e.endpoint), formatNumber(e.credits_used), formatNumber(e.requests)])}
          />
        </>
      )}
      <h3>Successful and failed requests</h3>
      {outcome === null ? (
        <p className="hint">Your account lists no key for this period.</p>
      ) : (
        <>
          <ChartFrame
            label={`Chart of requests by outcome: ${formatNumber(outcome.successful)} successful, ${formatNumber(outcome.failed)} failed.`}
            height={96}
          >
            <BreakdownChart
              bars={[
                { name: 'Successful', value: outcome.successful, color: OK },
                { name: 'Failed', value: outcome.failed, color: ERR },
              ]}
              height={96}
              valueName="Requests"
              labelWidth={90}
            />
          </ChartFrame>
          <p className="hint">Only successful requests are charged; failed ones are free.</p>
          <TableDetails
            caption="Requests by outcome, current key"
            columns={['Outcome', 'Requests']}
            rows={[
              ['Successful', formatNumber(outcome.successful)],
              ['Failed', formatNumber(outcome.failed)],
            ]}
          />
        </>
      )}
    </>
  );
}
