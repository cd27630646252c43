// Every billed call of the period, newest first (or oldest), filterable by feature and by text,
// loaded a page at a time ("Load more"), with how many there are, and exportable as CSV (the page
// fetches and writes the file).
import { useId } from 'react';
import { creditText, formatNumber } from '../format';
import { callColumns } from './CallName';
import { DataTable, type Column } from '../DataTable';
import { featureLabel } from '@/lib/display/feature-labels';
import type { LedgerCall } from './types';
import { statusText, type CallNames } from './call-labels';
import { t, tn } from '@/lib/i18n';

export interface BilledQuery {
  feature: string;
  text: string;
  newestFirst: boolean;
}

export const NO_FILTER: BilledQuery = { feature: '', text: '', newestFirst: true };

/** What came of each call: a call without an answer says so, with the most it may have cost. */
const outcomeColumns = (): Column<LedgerCall>[] => [
  {
    header: t('credits_status'),
    cell: (c) =>
      c.state === 'unknown'
        ? t('credits_possiblyBilled')
        : c.resent
          ? t('credits_billedResent', [statusText(c.status, c.state)])
          : statusText(c.status, c.state),
  },
  {
    header: t('credits_credits'),
    kind: 'number',
    cell: (c) => (c.state === 'unknown' ? t('credits_upTo', [formatNumber(Math.max(c.estimate ?? 0, c.ceiling ?? 0))]) : formatNumber(c.credits)),
  },
  { header: t('credits_duration'), kind: 'number', cell: (c) => t('credits_ms', [formatNumber(Math.round(c.durationMs))]) },
];

export interface BilledCallsProps {
  /** The calls loaded so far, in the order shown. */
  calls: readonly LedgerCall[];
  /** Calls and credits matching the feature filter in the whole period; null while a text filter applies (not counted ahead). */
  count: { calls: number; credits: number } | null;
  /** Calls in the period that got no answer (possibly billed), and their estimates. */
  possible: { calls: number; estimate: number };
  /** Features with billed calls in the period. */
  features: readonly string[];
  query: BilledQuery;
  onQuery(query: BilledQuery): void;
  more: boolean;
  loading: boolean;
  onLoadMore(): void;
  onExport(): void;
  exporting?: boolean;
  /** Names this browser knows for the ids calls carry (technologies, audiences, lead lists, jobs, alerts). */
  names?: CallNames;
}

export function BilledCalls({ calls, count, possible, features, query, onQuery, more, loading, onLoadMore, onExport, exporting, names }: BilledCallsProps) {
  const id = useId();
  const sorted = [...features].sort((a, b) => featureLabel(a).localeCompare(featureLabel(b)));
  const none = !loading && !more && calls.length === 0;
  return (
    <div className="billed-calls">
      <div className="billed-calls-tools">
        <label htmlFor={`${id}-feature`}>{t('credits_feature')}</label>
        <select id={`${id}-feature`} value={query.feature} onChange={(e) => onQuery({ ...query, feature: e.target.value })}>
          <option value="">{t('credits_allFeatures')}</option>
          {sorted.map((f) => (
            <option key={f} value={f}>
              {featureLabel(f)}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-endpoint`}>{t('credits_callContains')}</label>
        <input
          id={`${id}-endpoint`}
          type="search"
          value={query.text}
          placeholder={t('credits_callContainsPlaceholder')}
          onChange={(e) => onQuery({ ...query, text: e.target.value })}
        />
        <button type="button" onClick={onExport} disabled={none || exporting}>
          {exporting ? t('credits_exporting') : t('credits_exportCsv')}
        </button>
      </div>
      <p className="hint" aria-live="polite">
        {count
          ? tn('credits_billedShown', count.calls, [formatNumber(calls.length), creditText(count.credits)])
          : tn(more ? 'credits_matchingShownMore' : 'credits_matchingShown', calls.length)}
      </p>
      {possible.calls > 0 && <p className="hint">{tn('credits_possibleCalls', possible.calls, [creditText(possible.estimate)])}</p>}
      {calls.length > 0 && (
        <DataTable
          className="credits-table"
          label={t('credits_billedCalls')}
          rowHeader={null}
          columns={[
            ...callColumns({
              names,
              sort: query.newestFirst ? 'descending' : 'ascending',
              when: (
                <button type="button" className="sort-button" onClick={() => onQuery({ ...query, newestFirst: !query.newestFirst })}>
                  {t('credits_when')} {query.newestFirst ? '↓' : '↑'}
                  <span className="visually-hidden">{query.newestFirst ? t('credits_sortedNewest') : t('credits_sortedOldest')}</span>
                </button>
              ),
            }),
            ...outcomeColumns(),
          ]}
          rows={calls}
          rowKey={(c, i) => c.id ?? `${c.at}-${i}`}
        />
      )}
      {(more || loading) && (
        <button type="button" className="load-more" onClick={onLoadMore} disabled={loading}>
          {loading ? t('credits_loading') : t('credits_loadMore')}
        </button>
      )}
    </div>
  );
}
