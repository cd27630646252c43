// The "Market share" panel's body: a ranked bar chart of the category's leaders and the table of
// rank, name, domains and share, with the technology being viewed marked.
import { lazy } from 'react';
import type { ResponseData } from '../lib/api/catalog';
import { ChartFrame } from './ChartFrame';
import { formatNumber, formatShare } from './format';
import { t, tn } from '@/lib/i18n';
import { categoryLabel, groupLabel } from '@/lib/display/api-values';
import { Sentence } from './Sentence';

const MarketShareChart = lazy(() => import('./charts/MarketShareChart'));

type Share = ResponseData<'category.marketShare'>;
/** Bars that fit a ~180 px chart and stay legible; the table lists them all. */
const CHART_BARS = 8;

export function summarizeShare(data: Share, top: Share['technologies']): string {
  const list = top.map((tech) => `${tech.name} ${formatShare(tech.market_share)}`).join(', ');
  return tn('components_shareChart', top.length, [categoryLabel(data.category.name), list]);
}

export function MarketShareBody({ data, currentId }: { data: Share; currentId: number }) {
  const top = data.technologies.slice(0, CHART_BARS);
  const current = data.technologies.find((t) => t.id === currentId);
  return (
    <>
      <p className="subhead">
        <Sentence message={(name) => t('components_shareCategory', [name])}>
          <strong>{categoryLabel(data.category.name)}</strong>
        </Sentence>
        {data.category.group && <span className="hint"> ({groupLabel(data.category.group)})</span>}
      </p>
      {top.length > 0 && (
        <ChartFrame label={summarizeShare(data, top)} height={Math.max(96, top.length * 24)}>
          <MarketShareChart rows={top} currentId={currentId} height={Math.max(96, top.length * 24)} />
        </ChartFrame>
      )}
      <table className="data-table">
        <caption className="visually-hidden">{t('components_shareCaption', [categoryLabel(data.category.name)])}</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col" className="text">
              {t('components_colTechnology')}
            </th>
            <th scope="col">{t('components_colDomains')}</th>
            <th scope="col">{t('components_colShare')}</th>
          </tr>
        </thead>
        <tbody>
          {data.technologies.map((tech, i) => (
            <tr key={tech.id} aria-current={tech.id === currentId ? 'true' : undefined} className={tech.id === currentId ? 'current-row' : undefined}>
              <td>{i + 1}</td>
              <th scope="row">
                {tech.name}
                {tech.id === currentId && <span className="visually-hidden"> {t('components_shareThisTechnology')}</span>}
              </th>
              <td>{formatNumber(tech.domain_count)}</td>
              <td>{formatShare(tech.market_share)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="hint">
        {!current && `${t('components_shareNotRanked')} `}
        {tn('components_shareTotals', data.total_technologies, [formatNumber(data.total_domains)])}
      </p>
    </>
  );
}
