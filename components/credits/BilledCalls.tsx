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

export interface BilledQuery {
  feature: string;
  text: string;
  newestFirst: boolean;
}

export const NO_FILTER: BilledQuery = { feature: '', text: '', newestFirst: true };

/** What came of each call: a call without an answer says so, with the most it may have cost. */
const OUTCOME_COLUMNS: Column<LedgerCall>[] = [
  { header: 'Status', cell: (c) => (c.state === 'unknown' ? 'No answer — possibly billed' : statusText(c.status, c.state)) },
  { header: 'Credits', kind: 'number', cell: (c) => (c.state === 'unknown' ? `up to ${formatNumber(c.estimate ?? 0)}` : formatNumber(c.credits)) },
  { header: 'Duration', kind: 'number', cell: (c) => `${formatNumber(Math.round(c.durationMs))} ms` },
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
        <label htmlFor={`${id}-feature`}>Feature</label>
        <select id={`${id}-feature`} value={query.feature} onChange={(e) => onQuery({ ...query, feature: e.target.value })}>
          <option value="">All features</option>
          {sorted.map((f) => (
            <option key={f} value={f}>
              {featureLabel(f)}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-endpoint`}>Call contains</label>
        <input
          id={`${id}-endpoint`}
          type="search"
          value={query.text}
          placeholder="e.g. a domain or technology"
          onChange={(e) => onQuery({ ...query, text: e.target.value })}
        />
        <button type="button" onClick={onExport} disabled={none || exporting}>
          {exporting ? 'Exporting…' : 'Export CSV'}
        </button>
      </div>
      <p className="hint" aria-live="polite">
        {count
          ? `${formatNumber(calls.length)} of ${formatNumber(count.calls)} billed calls shown · ${creditText(count.credits)} in all`
          : `${formatNumber(calls.length)} matching ${calls.length === 1 ? 'call' : 'calls'} shown${more ? '; more may match' : ''}`}
      </p>
      {possible.calls > 0 && (
        <p className="hint">
          {formatNumber(possible.calls)} {possible.calls === 1 ? 'call' : 'calls'} got no answer and may have been billed (up to {creditText(possible.estimate)}
          ): settled from your account’s usage when this page is opened two minutes or more after the call.
        </p>
      )}
      {calls.length > 0 && (
        <DataTable
          className="credits-table"
          label="Billed calls"
          rowHeader={null}
          columns={[
            ...callColumns({
              names,
              sort: query.newestFirst ? 'descending' : 'ascending',
              when: (
                <button type="button" className="sort-button" onClick={() => onQuery({ ...query, newestFirst: !query.newestFirst })}>
                  When {query.newestFirst ? '↓' : '↑'}
                  <span className="visually-hidden">, sorted {query.newestFirst ? 'newest first' : 'oldest first'}; click to reverse</span>
                </button>
              ),
            }),
            ...OUTCOME_COLUMNS,
          ]}
          rows={calls}
          rowKey={(c, i) => c.id ?? `${c.at}-${i}`}
        />
      )}
      {(more || loading) && (
        <button type="button" className="load-more" onClick={onLoadMore} disabled={loading}>
          {loading ? 'Loading…' : 'Load more'}
        </button>
      )}
    </div>
  );
}
