// Every billed call of the period, newest first (or oldest), filterable by feature and by text,
// loaded a page at a time ("Load more"), with how many there are, and exportable as CSV (the page
// fetches and writes the file).
import { useId } from 'react';
import { creditText, formatNumber } from '../format';
import { CallCells, CallHeadings } from './CallName';
import { featureLabel } from '@/lib/display/feature-labels';
import type { LedgerCall } from './types';

export interface BilledQuery {
  feature: string;
  text: string;
  newestFirst: boolean;
}

export const NO_FILTER: BilledQuery = { feature: '', text: '', newestFirst: true };

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
  /** Technology names by id, to name a call's technology (free, from answers already seen). */
  names?: Readonly<Record<number, string>>;
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
        <table className="data-table credits-table" aria-label="Billed calls">
          <thead>
            <tr>
              <CallHeadings
                sort={query.newestFirst ? 'descending' : 'ascending'}
                when={
                  <button type="button" className="sort-button" onClick={() => onQuery({ ...query, newestFirst: !query.newestFirst })}>
                    When {query.newestFirst ? '↓' : '↑'}
                    <span className="visually-hidden">, sorted {query.newestFirst ? 'newest first' : 'oldest first'}; click to reverse</span>
                  </button>
                }
              />
              <th scope="col">Status</th>
              <th scope="col">Credits</th>
              <th scope="col">Duration</th>
            </tr>
          </thead>
          <tbody>
            {calls.map((c, i) => (
              <tr key={c.id ?? `${c.at}-${i}`}>
                <CallCells call={c} names={names} />
                {c.state === 'unknown' ? (
                  <>
                    <td>No answer — possibly billed</td>
                    <td>up to {formatNumber(c.estimate ?? 0)}</td>
                  </>
                ) : (
                  <>
                    <td>{c.status}</td>
                    <td>{formatNumber(c.credits)}</td>
                  </>
                )}
                <td>{formatNumber(Math.round(c.durationMs))} ms</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {(more || loading) && (
        <button type="button" className="load-more" onClick={onLoadMore} disabled={loading}>
          {loading ? 'Loading…' : 'Load more'}
        </button>
      )}
    </div>
  );
}
