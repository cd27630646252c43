// Previous / Next over a paged listing; each page is a request, so each button states its price.
import { formatNumber } from '../format';
import { costLabel } from './cost';

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
  const range = shown === 0 ? 'None' : `${formatNumber(offset + 1)}–${formatNumber(offset + shown)}`;
  return (
    <nav className="pager" aria-label={label}>
      <button type="button" disabled={busy || offset === 0} onClick={() => onPage(Math.max(0, offset - limit))}>
        Previous · {costLabel(cost, prevCached)}
      </button>
      <span>
        {range}
        {total !== undefined && ` of ${formatNumber(total)}`}
      </span>
      <button type="button" disabled={busy || !hasNext} onClick={() => onPage(offset + limit)}>
        Next · {costLabel(cost, nextCached)}
      </button>
    </nav>
  );
}
