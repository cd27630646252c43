// Previous / Next over a paged listing; each page is a request, so each button states its price.
import { formatNumber } from '../format';
import { costLabel } from './cost';
import { t } from '@/lib/i18n';

export interface PagerProps {
  offset: number;
  limit: number;
  /** Items on this page. */
  shown: number;
  /** Every matching item, when the API says. */
  total?: number;
  cost: number;
  prevCached: boolean;
  nextCached: boolean;
  busy?: boolean;
  onPage(offset: number): void;
  label: string;
}

export function Pager({ offset, limit, shown, total, cost, prevCached, nextCached, busy, onPage, label }: PagerProps) {
  const hasNext = total !== undefined ? offset + shown < total : shown === limit;
  const [from, to] = [formatNumber(offset + 1), formatNumber(offset + shown)];
  let range: string;
  if (total === undefined) range = shown === 0 ? t('technologies_pagerNone') : `${from}–${to}`;
  else range = shown === 0 ? t('technologies_pagerNoneOf', [formatNumber(total)]) : t('technologies_pagerRangeOf', [from, to, formatNumber(total)]);
  return (
    <nav className="pager" aria-label={label}>
      <button type="button" disabled={busy || offset === 0} onClick={() => onPage(Math.max(0, offset - limit))}>
        {t('companies_previousCost', [costLabel(cost, prevCached)])}
      </button>
      <span>{range}</span>
      <button type="button" disabled={busy || !hasNext} onClick={() => onPage(offset + limit)}>
        {t('companies_nextCost', [costLabel(cost, nextCached)])}
      </button>
    </nav>
  );
}
