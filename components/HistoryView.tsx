// A domain's technology history: what changed since the last visit, a lazy yearly timeline chart,
// and the full list of events, newest first (the chart's accessible alternative).
import { lazy, useMemo, useState } from 'react';
import type { ResponseData } from '../lib/api/catalog';
import { t, tn } from '@/lib/i18n';
import { ChartFrame, CHART_HEIGHT } from './ChartFrame';
import { countByYear, historyEvents, summarizeYears } from './history-events';
import { RelativeTime } from './RelativeTime';
import { Sentence } from './Sentence';
import { categoryLabel } from '@/lib/display/api-values';

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
    return (
      <p className="changes changes-none">
        <Sentence message={(m) => t('components_historyNoChanges', [m])}>{since}</Sentence>
      </p>
    );
  }
  return (
    <div className="changes">
      <h3>{t('components_historyChangedTitle')}</h3>
      <p className="hint">
        <Sentence message={(m) => t('components_historyLastVisit', [m])}>{since}</Sentence>
      </p>
      {changes.added.length > 0 && (
        <NameList label={t('components_historyAdded')} listLabel={t('components_historyAddedList')} names={changes.added} kind="adopted" />
      )}
      {changes.removed.length > 0 && (
        <NameList label={t('components_historyRemoved')} listLabel={t('components_historyRemovedList')} names={changes.removed} kind="removed" />
      )}
    </div>
  );
}

function NameList({ label, listLabel, names, kind }: { label: string; listLabel: string; names: string[]; kind: 'adopted' | 'removed' }) {
  return (
    <>
      <p className="subhead">{label}</p>
      <ul className={`chips chips-${kind}`} aria-label={listLabel}>
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
        <p className="hint">{t('components_historyNone')}</p>
      ) : (
        <>
          <ChartFrame label={summarizeYears(years)}>
            <HistoryChart rows={years} height={CHART_HEIGHT} />
          </ChartFrame>
          <ol className="event-list" aria-label={t('components_historyEvents')}>
            {shown.map((e, i) => (
              <li key={`${e.kind}-${e.entry.id}-${i}`} className={`event event-${e.kind}`}>
                <span className="event-what">
                  <Sentence message={(m) => t(e.kind === 'adopted' ? 'components_historyAdoptedName' : 'components_historyRemovedName', [m])}>
                    <strong>{e.entry.name}</strong>
                  </Sentence>
                </span>
                <span className="hint">
                  {categoryLabel(e.entry.category)} · <RelativeTime value={e.at} now={now} />
                </span>
              </li>
            ))}
          </ol>
          {events.length > shown.length && (
            <button type="button" onClick={() => setShowAll(true)}>
              {tn('components_historyShowAll', events.length)}
            </button>
          )}
        </>
      )}
    </div>
  );
}
