// The "Market share" panel's body: a ranked bar chart of the category's leaders and the table of
// rank, name, domains and share, with the technology being viewed marked.
import { lazy } from 'react';
import type { ResponseData } from '../lib/api/catalog';
import { ChartFrame } from './ChartFrame';
import { formatNumber, formatShare } from './format';

const MarketShareChart = lazy(() => import('./charts/MarketShareChart'));

type Share = ResponseData<'category.marketShare'>;
/** Bars that fit a ~180 px chart and stay legible; the table lists them all. */
const CHART_BARS = 8;

export function summarizeShare(data: Share, top: Share['technologies']): string {
  const list = top.map((t) => `${t.name} ${formatShare(t.market_share)}`).join(', ');
  return `Chart of the top ${top.length} technologies in ${data.category.name} by share of domains: ${list}. The table below has the numbers.`;
}

export function MarketShareBody({ data, currentId }: { data: Share; currentId: number }) {
  const top = data.technologies.slice(0, CHART_BARS);
  const current = data.technologies.find((t) => t.id === currentId);
  return (
    <>
      <p className="subhead">
        Category: <strong>{data.category.name}</strong>
        {data.category.group && <span className="hint"> ({data.category.group})</span>}
      </p>
      {top.length > 0 && (
        <ChartFrame label={summarizeShare(data, top)} height={Math.max(96, top.length * 24)}>
          <MarketShareChart rows={top} currentId={currentId} height={Math.max(96, top.length * 24)} />
        </ChartFrame>
      )}
      <table className="data-table">
        <caption className="visually-hidden">Market share in {data.category.name}</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col" className="text">
              Technology
            </th>
            <th scope="col">Domains</th>
            <th scope="col">Share</th>
          </tr>
        </thead>
        <tbody>
          {data.technologies.map((t, i) => (
            <tr key={t.id} aria-current={t.id === currentId ? 'true' : undefined} className={t.id === currentId ? 'current-row' : undefined}>
              <td>{i + 1}</td>
              <th scope="row">
                {t.name}
                {t.id === currentId && <span className="visually-hidden"> (this technology)</span>}
              </th>
              <td>{formatNumber(t.domain_count)}</td>
              <td>{formatShare(t.market_share)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="hint">
        {!current && 'This technology is not among the ranked entries. '}
        {formatNumber(data.total_technologies)} technologies on {formatNumber(data.total_domains)} domains in this category.
      </p>
    </>
  );
}
