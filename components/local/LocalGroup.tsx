// "On this page now · free": what the clicked page itself runs, read in the browser, merged with the
// database's view where there is one (lib/local/merge.ts). Props in, nothing fetched here.
import { lazy, Suspense, useEffect, useState } from 'react';
import { ErrorNotice, type ErrorLike } from '@/components/ErrorNotice';
import type { LocalDetectionView } from '@/lib/messaging/features/local';
import { downloadText, exportName, toCsv, toJson } from '@/lib/export/export';
import { LOCAL_CSV_COLUMNS, localCsvRows, localJson } from '@/lib/local/export';
import type { MergedTechnology } from '@/lib/local/merge';
import { creditText } from '@/components/format';
import { compareText, sortedGroups } from '@/lib/display/sorted-groups';
import { UNIT_PRICES, priceOf } from '@/lib/api/prices';
import type { NotRightActions } from './not-right';

// Loaded when first needed: the popup's first paint carries only the rows' small "Not right?" buttons.
const NotRightControl = lazy(() => import('./NotRightControl'));
const HiddenNote = lazy(() => import('./HiddenNote'));

/** What the page is compared with: the database's view of the domain, or a paid live detection's. */
export type ComparedSource = 'database' | 'live';

const DIFFERENCE: Record<ComparedSource, Record<NonNullable<MergedTechnology['difference']>, string>> = {
  database: {
    'local-only': 'seen on this page, not in the database yet',
    'local-removed': 'seen on this page; the database lists it as no longer detected',
    'database-only': 'in the database, not seen on this page',
  },
  live: {
    'local-only': 'seen on this page, not found by the live detection',
    'local-removed': 'seen on this page, not found by the live detection',
    'database-only': 'found by the live detection, not seen on this page',
  },
};

/** Where a technology without a category is listed. */
const OTHER = 'Other';

/** Rows by category (the database's category names), categories and names sorted; unknown last. */
export function byCategory(rows: readonly MergedTechnology[]): [string, MergedTechnology[]][] {
  return sortedGroups(
    rows,
    (r) => r.category ?? OTHER,
    (a, b) => (a === OTHER ? 1 : b === OTHER ? -1 : compareText(a, b)),
    (x, y) => compareText(x.name, y.name),
  );
}

function Row({ row, source, notRight }: { row: MergedTechnology; source: ComparedSource; notRight?: NotRightActions }) {
  const local = row.local;
  // Chromium lays out a closed <details>' content (content-visibility on ::details-content), so the list
  // still measured and could be reached; `hidden` keeps a collapsed row's evidence out of sight and out of
  // the accessibility tree until the row is opened.
  const [open, setOpen] = useState(false);
  const line = (
    <>
      <span className="tech-name">{row.name}</span>
      {local?.version && <span className="local-version"> {local.version}</span>}
      {local && <span className="badge badge-page">On this page</span>}
      {row.database && <span className="badge badge-db">{source === 'live' ? 'Live detection' : 'In database'}</span>}
      {row.difference && <span className="local-diff"> · {DIFFERENCE[source][row.difference]}</span>}
      {row.versionDiffers && (
        <span className="local-diff">
          {' '}
          · version differs: this page runs {row.versionDiffers.page}, {source === 'live' ? 'the live detection' : 'the database'} saw{' '}
          {row.versionDiffers.database}
        </span>
      )}
    </>
  );
  return (
    // No aria-label: it would replace the row's content (version, badges, evidence) for screen readers.
    <li className={notRight && local ? 'local-row has-menu' : 'local-row'}>
      {local ? (
        // Expanding the row shows what proved it, signal by signal.
        <details className="local-details" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
          <summary>{line}</summary>
          <ul className="local-evidence" aria-label={`Evidence for ${row.name}`} hidden={!open}>
            {local.evidence.map((e) => (
              <li key={`${e.kind}:${e.detail}`}>{e.detail}</li>
            ))}
            {local.otherVersions.length > 0 && <li>also reported: {local.otherVersions.join(', ')}</li>}
          </ul>
        </details>
      ) : (
        line
      )}
      {notRight && local && (
        <Suspense fallback={null}>
          <NotRightControl name={row.name} tech={local} actions={notRight} />
        </Suspense>
      )}
    </li>
  );
}

function ExportBar({ host, merged }: { host: string | null; merged: MergedTechnology[] }) {
  const subject = host ?? 'page';
  return (
    <div className="export-bar" role="group" aria-label="Export on-page technologies">
      <button type="button" onClick={() => downloadText(exportName(subject, 'on-page', 'csv'), toCsv(localCsvRows(merged), LOCAL_CSV_COLUMNS), 'text/csv')}>
        Export CSV
      </button>
      <button type="button" onClick={() => downloadText(exportName(subject, 'on-page', 'json'), toJson(localJson(host, merged)), 'application/json')}>
        Export JSON
      </button>
    </div>
  );
}

export function LocalGroup(props: {
  /** Null while the page is being inspected. */
  detection: LocalDetectionView | null;
  merged: MergedTechnology[];
  /** Whether the database's view of the domain (or a live detection's) is part of `merged`. */
  compared: boolean;
  /** What `merged` compared the page with (default: the database). */
  source?: ComparedSource;
  /** Credits a lookup of unknown names spent (only when Settings › Popup allows it). */
  spent?: number;
  /** Settings › Popup › "Match unknown on-page names with the API" is on: unknown names may be sent. */
  sendsNames?: boolean;
  /** The allowed lookup of unknown names: a button when it waits for a click, its error, its retry. */
  lookup?: { waiting: number; busy: boolean; error: ErrorLike | null; run: () => void };
  /** Inspects the page again: offered when parts of it were not checked in time. */
  onCheckAgain?: () => void;
  /** "Not right?" on each on-page row (hide on this site, copy a report); absent: no such control. */
  notRight?: NotRightActions;
}) {
  const { lookup, notRight } = props;
  const source = props.source ?? 'database';
  const { detection, compared } = props;
  const [justHidden, setJustHidden] = useState<string | null>(null);
  // Hiding removes the on-page row only: what the database says about the site is shown as before.
  const hidden = new Set(notRight?.hidden);
  const merged = hidden.size > 0 ? props.merged.filter((r) => !(r.local && hidden.has(r.local.name))) : props.merged;
  const onPage = merged.filter((r) => r.local);
  const onlyDb = merged.filter((r) => !r.local);
  const rowActions: NotRightActions | undefined = notRight && {
    ...notRight,
    hide: (name) => {
      setJustHidden(name);
      notRight.hide(name);
    },
  };
  useEffect(() => {
    // For the click-to-local-results benchmark (tests/bench/local.ts).
    if (detection) performance.mark('stacklens:local-shown', { detail: { workerMs: detection.durationMs } });
  }, [detection]);

  return (
    <section className="local-group" aria-labelledby="local-title" aria-busy={detection === null}>
      <h2 id="local-title">On this page now · free</h2>
      <p className="hint">
        Read from this page in your browser. Expand a row to see what proved it.{' '}
        {props.sendsNames
          ? `Only unknown technology names are sent to the catalog lookup (${creditText(priceOf('technologies.lookup'))} per ${UNIT_PRICES.namesPerLookup}).`
          : 'Nothing detected here is sent anywhere.'}
      </p>
      {detection === null && <p className="hint">Inspecting this page…</p>}
      {detection && detection.status !== 'ok' && (
        <p role="status" className={detection.status === 'partial' ? 'hint' : 'notice notice-warn'}>
          {detection.message}
          {props.onCheckAgain && (detection.unchecked?.length ?? 0) > 0 && (
            <>
              {' '}
              <button type="button" onClick={props.onCheckAgain}>
                Check again
              </button>
            </>
          )}
        </p>
      )}
      {detection && detection.status !== 'restricted' && detection.status !== 'failed' && onPage.length === 0 && (
        <p className="hint">No technology StackLens knows was found on this page.</p>
      )}
      {onPage.length > 0 && (
        <div className="local-groups" role="group" aria-label="Technologies on this page">
          {byCategory(onPage).map(([category, rows]) => (
            <section key={category} aria-label={category}>
              <h3>
                {category} <span className="count">{rows.length}</span>
              </h3>
              <ul className="local-list">
                {rows.map((row) => (
                  <Row key={row.name} row={row} source={source} notRight={rowActions} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
      {notRight && (justHidden !== null || notRight.hidden.length > 0 || notRight.error) && (
        <Suspense fallback={null}>
          <HiddenNote
            actions={notRight}
            justHidden={justHidden}
            onUndo={() => {
              if (justHidden !== null) notRight.show([justHidden]);
              setJustHidden(null);
            }}
          />
        </Suspense>
      )}
      {detection && onPage.length > 0 && <ExportBar host={detection.host} merged={merged} />}
      {compared && onlyDb.length > 0 && (
        <details className="local-db-only">
          <summary>
            {onlyDb.length} {DIFFERENCE[source]['database-only']}
          </summary>
          <p className="hint">They may run on other pages of the site.</p>
          <ul
            className="local-list"
            aria-label={source === 'live' ? 'Found by the live detection, not seen on this page' : 'In the database, not seen on this page'}
          >
            {onlyDb.map((row) => (
              <Row key={row.name} row={row} source={source} />
            ))}
          </ul>
        </details>
      )}
      {lookup && lookup.waiting > 0 && (
        <button type="button" onClick={lookup.run}>
          Match {lookup.waiting} {lookup.waiting === 1 ? 'name' : 'names'} · {creditText(priceOf('technologies.lookup'))}
        </button>
      )}
      {lookup?.busy && <p className="hint">Matching names with the catalog…</p>}
      {lookup?.error && <ErrorNotice error={lookup.error} onRetry={lookup.run} cost={priceOf('technologies.lookup')} />}
      {props.spent ? (
        <p className="hint">
          Matching unknown names to the catalog cost {props.spent} {props.spent === 1 ? 'credit' : 'credits'} (Settings › Popup).
        </p>
      ) : null}
    </section>
  );
}
