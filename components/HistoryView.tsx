// A domain's technology history: what changed since the last visit, a lazy yearly timeline chart,
// and the full list of events, newest first (the chart's accessible alternative).
import { lazy, useMemo, useState } from 'react';
import type { ResponseData } from '../lib/api/catalog';
import { ChartFrame, CHART_HEIGHT } from './ChartFrame';
import { countByYear, historyEvents, summarizeYears } from './history-events';
import { RelativeTime } from './RelativeTime';

const HistoryChart = lazy(() => import('./charts/HistoryChart'));

/** Shown before "Show all": a popup is small, and long histories run to hundreds of events. */
const FIRST_EVENTS = 30;

export interface HistoryChanges {
  added: string[];
  removed: string[];
  since: number;
}

export interface HistoryViewProps {
  entries: ResponseData<'domain.history'>['technologies'];
  changes?: HistoryChanges | null;
  now?: number;
}

function ChangesBlock({ changes, now }: { changes: HistoryChanges; now?: number }) {
  const since = <RelativeTime value={changes.since} now={now} />;
  if (changes.added.length === 0 && changes.removed.length === 0) {
    return <p className="changes changes-none">No changes since your last visit ({since}).</p>;
  }
  return (
    <div className="changes">
      <h3>Changed since your last visit</h3>
      <p className="hint">Your last visit: {since}</p>
      {changes.added.length > 0 && <NameList label="Added" names={changes.added} kind="adopted" />}
      {changes.removed.length > 0 && <NameList label="Removed" names={changes.removed} kind="removed" />}
    </div>
  );
}

function NameList({ label, names, kind }: { label: string; names: string[]; kind: 'adopted' | 'removed' }) {
  return (
    <>
      <p className="subhead">{label}</p>
      <ul className={`chips chips-${kind}`} aria-label={`${label} since your last visit`}>
        {names.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
    </>
  );
}

export function HistoryView({ entries, changes, now }: HistoryViewProps) {
  const events = useMemo(() => historyEvents(entries), [entries]);
  const years = useMemo(() => countByYear(events), [events]);
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? events : events.slice(0, FIRST_EVENTS);
  return (
    <div className="history-view">
      {changes && <ChangesBlock changes={changes} now={now} />}
      {events.length === 0 ? (
        <p className="hint">No technology history for this domain.</p>
      ) : (
        <>
          <ChartFrame label={summarizeYears(years)}>
            <HistoryChart rows={years} height={CHART_HEIGHT} />
          </ChartFrame>
          <ol className="event-list" aria-label="Technology changes, newest first">
            {shown.map((e, i) => (
              <li key={`${e.kind}-${e.entry.id}-${i}`} className={`event event-${e.kind}`}>
                <span className="event-what">
                  {e.kind === 'adopted' ? 'Adopted' : 'Removed'} <strong>{e.entry.name}</strong>
                </span>
                <span className="hint">
                  {e.entry.category} · <RelativeTime value={e.at} now={now} />
                </span>
              </li>
            ))}
          </ol>
          {events.length > shown.length && (
            <button type="button" onClick={() => setShowAll(true)}>
              Show all {events.length} changes
            </button>
          )}
        </>
      )}
    </div>
  );
}
