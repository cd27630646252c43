// Every billed call of the period, filterable by feature and endpoint, sortable by time, paged,
// and exportable as CSV (the page writes the file).
import { useId, useMemo, useState } from 'react';
import { creditText, formatNumber } from '../format';
import { describeParams, endpointLabel } from './call-labels';
import { CallCells, CallHeadings } from './CallName';
import { featureLabel } from '@/lib/display/feature-labels';
import type { LedgerCall } from './types';

export const PAGE_SIZE = 50;

export interface BilledCallsProps {
  calls: readonly LedgerCall[];
  onExport(calls: LedgerCall[]): void;
  pageSize?: number;
  /** Technology names by id, to name a call's technology (free, from answers already seen). */
  names?: Readonly<Record<number, string>>;
}

/** Filtered by feature and by text found in the call as shown (its name and what it was about) or its id. */
export function filterCalls(
  calls: readonly LedgerCall[],
  feature: string,
  text: string,
  newestFirst: boolean,
  names?: Readonly<Record<number, string>>,
): LedgerCall[] {
  const needle = text.trim().toLowerCase();
  const shown = (c: LedgerCall) => `${c.endpoint} ${endpointLabel(c.endpoint)} ${describeParams(c.endpoint, c.params, names)}`.toLowerCase();
  return calls
    .filter((c) => (!feature || c.feature === feature) && (!needle || shown(c).includes(needle)))
    .sort((a, b) => (newestFirst ? b.at - a.at : a.at - b.at));
}

export function BilledCalls({ calls, onExport, pageSize = PAGE_SIZE, names }: BilledCallsProps) {
  const id = useId();
  const [feature, setFeature] = useState('');
  const [text, setText] = useState('');
  const [newestFirst, setNewestFirst] = useState(true);
  const [page, setPage] = useState(0);
  const features = useMemo(() => [...new Set(calls.map((c) => c.feature))].sort((a, b) => featureLabel(a).localeCompare(featureLabel(b))), [calls]);
  const shown = useMemo(() => filterCalls(calls, feature, text, newestFirst, names), [calls, feature, text, newestFirst, names]);
  const pages = Math.max(1, Math.ceil(shown.length / pageSize));
  const current = Math.min(page, pages - 1);
  const rows = shown.slice(current * pageSize, (current + 1) * pageSize);
  const credits = shown.reduce((s, c) => s + c.credits, 0);
  const possible = shown.filter((c) => c.state === 'unknown');
  const filter = (apply: () => void) => {
    apply();
    setPage(0);
  };
  return (
    <div className="billed-calls">
      <div className="billed-calls-tools">
        <label htmlFor={`${id}-feature`}>Feature</label>
        <select id={`${id}-feature`} value={feature} onChange={(e) => filter(() => setFeature(e.target.value))}>
          <option value="">All features</option>
          {features.map((f) => (
            <option key={f} value={f}>
              {featureLabel(f)}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-endpoint`}>Call contains</label>
        <input
          id={`${id}-endpoint`}
          type="search"
          value={text}
          placeholder="e.g. a domain or technology"
          onChange={(e) => filter(() => setText(e.target.value))}
        />
        <button type="button" onClick={() => onExport(shown)} disabled={shown.length === 0}>
          Export CSV
        </button>
      </div>
      <p className="hint" aria-live="polite">
        {formatNumber(shown.length)} of {formatNumber(calls.length)} billed calls · {creditText(credits)}
      </p>
      {possible.length > 0 && (
        <p className="hint">
          {formatNumber(possible.length)} {possible.length === 1 ? 'call' : 'calls'} got no answer and may have been billed (up to{' '}
          {creditText(possible.reduce((s, c) => s + (c.estimate ?? 0), 0))}): settled from your account’s usage when this page is opened two minutes or more
          after the call.
        </p>
      )}
      {shown.length > 0 && (
        <table className="data-table credits-table" aria-label="Billed calls">
          <thead>
            <tr>
              <CallHeadings
                sort={newestFirst ? 'descending' : 'ascending'}
                when={
                  <button type="button" className="sort-button" onClick={() => setNewestFirst(!newestFirst)}>
                    When {newestFirst ? '↓' : '↑'}
                    <span className="visually-hidden">, sorted {newestFirst ? 'newest first' : 'oldest first'}; click to reverse</span>
                  </button>
                }
              />
              <th scope="col">Status</th>
              <th scope="col">Credits</th>
              <th scope="col">Duration</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((c, i) => (
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
      {pages > 1 && (
        <nav className="pager" aria-label="Billed calls pages">
          <button type="button" onClick={() => setPage(current - 1)} disabled={current === 0}>
            Previous
          </button>
          <span>
            Page {current + 1} of {pages}
          </span>
          <button type="button" onClick={() => setPage(current + 1)} disabled={current >= pages - 1}>
            Next
          </button>
        </nav>
      )}
    </div>
  );
}
