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
import type { HideActions } from './hide-actions';
import { t, tn } from '@/lib/i18n';
import { formatNumber } from '@/lib/display/format';
import { categoryLabel } from '@/lib/display/api-values';

// Loaded when first needed: the popup's first paint carries only the rows' small "Not right?" buttons.
const HideControl = lazy(() => import('./HideControl'));
const HiddenNote = lazy(() => import('./HiddenNote'));

/** What the page is compared with: the database's view of the domain, or a paid live detection's. */
export type ComparedSource = 'database' | 'live';

/** An on-page row's note on how the page and the compared source differ (catalog keys, read at render).
 *  The group's heading already says "On this page", so the note does not say it again; a row only in the
 *  compared source is listed under a summary that says so ("3 in the database, not seen on this page"),
 *  so it carries no note. */
const DIFFERENCE = {
  database: { 'local-only': 'popup_diffDbLocalOnly', 'local-removed': 'popup_diffDbLocalRemoved' },
  live: { 'local-only': 'popup_diffLiveLocalOnly', 'local-removed': 'popup_diffLiveLocalOnly' },
} as const satisfies Record<ComparedSource, Record<Exclude<NonNullable<MergedTechnology['difference']>, 'database-only'>, string>>;

/** Where a technology without a category is listed, in the UI language; the others under their category's
 *  name in the UI language (lib/display/api-values.ts; an unknown category as sent). */
const other = () => t('popup_categoryOther');

/** Rows by category (the database's category names), categories and names sorted; unknown last. */
export function byCategory(rows: readonly MergedTechnology[]): [string, MergedTechnology[]][] {
  const OTHER = other();
  return sortedGroups(
    rows,
    (r) => (r.category ? categoryLabel(r.category) : OTHER),
    (a, b) => (a === OTHER ? 1 : b === OTHER ? -1 : compareText(a, b)),
    (x, y) => compareText(x.name, y.name),
  );
}

function Row({ row, source, hiding }: { row: MergedTechnology; source: ComparedSource; hiding?: HideActions }) {
  const local = row.local;
  // Chromium lays out a closed <details>' content (content-visibility on ::details-content), so the list
  // still measured and could be reached; `hidden` keeps a collapsed row's evidence out of sight and out of
  // the accessibility tree until the row is opened.
  const [open, setOpen] = useState(false);
  const line = (
    <>
      <span className="tech-name">{row.name}</span>
      {local?.version && <span className="local-version"> {local.version}</span>}
      {/* Said once: no "On this page" chip inside the on-page group, no "in the database" inside the
          database's own list; only what the row adds to its group's heading. */}
      {local && row.database && <span className="badge badge-db">{source === 'live' ? t('popup_badgeLive') : t('popup_badgeDb')}</span>}
      {local && row.difference && row.difference !== 'database-only' && <span className="local-diff"> · {t(DIFFERENCE[source][row.difference])}</span>}
      {row.versionDiffers && (
        <span className="local-diff">
          {' '}
          · {t(source === 'live' ? 'popup_versionDiffersLive' : 'popup_versionDiffersDb', [row.versionDiffers.page, row.versionDiffers.database])}
        </span>
      )}
    </>
  );
  return (
    // No aria-label: it would replace the row's content (version, badges, evidence) for screen readers.
    <li className={hiding && local ? 'local-row has-menu' : 'local-row'}>
      {local ? (
        // Expanding the row shows what proved it, signal by signal.
        <details className="local-details" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
          <summary>{line}</summary>
          <ul className="local-evidence" aria-label={t('popup_evidenceFor', [row.name])} hidden={!open}>
            {local.evidence.map((e) => (
              <li key={`${e.kind}:${e.detail}`}>{e.detail}</li>
            ))}
            {local.otherVersions.length > 0 && <li>{t('popup_alsoReported', [local.otherVersions.join(t('popup_listSeparator'))])}</li>}
          </ul>
        </details>
      ) : (
        line
      )}
      {hiding && local && (
        <Suspense fallback={null}>
          <HideControl name={row.name} tech={local} actions={hiding} />
        </Suspense>
      )}
    </li>
  );
}

function ExportBar({ host, merged }: { host: string | null; merged: MergedTechnology[] }) {
  // The file name stays English and ASCII, as every export's does (lib/export/export.ts).
  const subject = host ?? 'page';
  return (
    <div className="export-bar" role="group" aria-label={t('popup_exportOnPage')}>
      <button type="button" onClick={() => downloadText(exportName(subject, 'on-page', 'csv'), toCsv(localCsvRows(merged), LOCAL_CSV_COLUMNS), 'text/csv')}>
        {t('popup_exportCsv')}
      </button>
      <button type="button" onClick={() => downloadText(exportName(subject, 'on-page', 'json'), toJson(localJson(host, merged)), 'application/json')}>
        {t('popup_exportJson')}
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
  hiding?: HideActions;
}) {
  const { lookup, hiding } = props;
  const source = props.source ?? 'database';
  const { detection, compared } = props;
  const [justHidden, setJustHidden] = useState<string | null>(null);
  // Hiding removes the on-page row only: what the database says about the site is shown as before.
  const hidden = new Set(hiding?.hidden);
  const merged = hidden.size > 0 ? props.merged.filter((r) => !(r.local && hidden.has(r.local.name))) : props.merged;
  const onPage = merged.filter((r) => r.local);
  const onlyDb = merged.filter((r) => !r.local);
  const rowActions: HideActions | undefined = hiding && {
    ...hiding,
    hide: (name) => {
      setJustHidden(name);
      hiding.hide(name);
    },
  };
  useEffect(() => {
    // For the click-to-local-results benchmark (tests/bench/local.ts).
    if (detection) performance.mark('stacklens:local-shown', { detail: { workerMs: detection.durationMs } });
  }, [detection]);

  return (
    <section className="local-group" aria-labelledby="local-title" aria-busy={detection === null}>
      <h2 id="local-title">{t('popup_localTitle')}</h2>
      <p className="hint">
        {t('popup_localIntro')}{' '}
        {props.sendsNames
          ? t('popup_localSendsNames', [creditText(priceOf('technologies.lookup')), formatNumber(UNIT_PRICES.namesPerLookup)])
          : t('popup_localSendsNothing')}
      </p>
      {detection === null && <p className="hint">{t('popup_inspecting')}</p>}
      {detection && detection.status !== 'ok' && (
        <p role="status" className={detection.status === 'partial' ? 'hint' : 'notice notice-warn'}>
          {detection.message}
          {props.onCheckAgain && (detection.unchecked?.length ?? 0) > 0 && (
            <>
              {' '}
              <button type="button" onClick={props.onCheckAgain}>
                {t('popup_checkAgain')}
              </button>
            </>
          )}
        </p>
      )}
      {detection && detection.status !== 'restricted' && detection.status !== 'failed' && onPage.length === 0 && <p className="hint">{t('popup_localNone')}</p>}
      {(detection?.document === 'not-cached' || detection?.document === 'no-store') && <p className="hint">{t('popup_headersNotCached')}</p>}
      {onPage.length > 0 && (
        <div className="local-groups" role="group" aria-label={t('popup_localList')}>
          {byCategory(onPage).map(([category, rows]) => (
            // A group, not a region: the database's list beside it has its own "Ecommerce" region, and two
            // landmarks of one name cannot be told apart (axe landmark-unique).
            <div key={category} role="group" aria-label={category}>
              <h3>
                {category} <span className="count">{rows.length}</span>
              </h3>
              <ul className="local-list">
                {rows.map((row) => (
                  <Row key={row.name} row={row} source={source} hiding={rowActions} />
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
      {hiding && (justHidden !== null || hiding.hidden.length > 0 || hiding.error) && (
        <Suspense fallback={null}>
          <HiddenNote
            actions={hiding}
            justHidden={justHidden}
            onUndo={() => {
              if (justHidden !== null) hiding.show([justHidden]);
              setJustHidden(null);
            }}
          />
        </Suspense>
      )}
      {detection && onPage.length > 0 && <ExportBar host={detection.host} merged={merged} />}
      {compared && onlyDb.length > 0 && (
        <details className="local-db-only">
          <summary>{tn(source === 'live' ? 'popup_liveOnlyCount' : 'popup_dbOnlyCount', onlyDb.length)}</summary>
          <p className="hint">{t('popup_localMoreOnSite')}</p>
          <ul className="local-list" aria-label={source === 'live' ? t('popup_liveOnlyList') : t('popup_dbOnlyList')}>
            {onlyDb.map((row) => (
              <Row key={row.name} row={row} source={source} />
            ))}
          </ul>
        </details>
      )}
      {lookup && lookup.waiting > 0 && (
        <button type="button" onClick={lookup.run}>
          {tn('popup_matchNames', lookup.waiting, [creditText(priceOf('technologies.lookup'))])}
        </button>
      )}
      {lookup?.busy && <p className="hint">{t('popup_matchingNames')}</p>}
      {lookup?.error && <ErrorNotice error={lookup.error} onRetry={lookup.run} cost={priceOf('technologies.lookup')} />}
      {props.spent ? <p className="hint">{t('popup_matchingCost', [creditText(props.spent)])}</p> : null}
    </section>
  );
}
