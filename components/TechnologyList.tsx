// A domain's technologies: active ones grouped by category, then those no longer detected, one line
// each: icon, name, the version the page shows, the subdomain it was seen on, and since (or until) when.
// The popup lays the categories out in two columns (popup.css).
import type { DomainTechnology } from '@/lib/api/schemas';
import { compareText, sortedGroups } from '@/lib/display/sorted-groups';
import { memo, useId, useMemo, useState } from 'react';
import { formatExactUtc, formatMonthOf, formatYearOf, toEpochMs } from '@/lib/display/format';
import { TechIcon } from './TechIcon';
import { useRevealed } from './use-revealed';
import { t } from '@/lib/i18n';
import { SHOWN_ELEMENT } from '@/lib/display/paint-timing';
import { categoryLabel } from '@/lib/display/api-values';
import { Sentence } from './Sentence';

export interface TechnologyListProps {
  active: readonly DomainTechnology[];
  historical: readonly DomainTechnology[];
  /** Icons by technology id, from the cached catalog where present. */
  icons?: ReadonlyMap<number, string | null>;
  onOpen: (tech: DomainTechnology) => void;
  now?: number;
  /** Ids the clicked page itself shows right now (free on-page detection), with the version it read:
   *  marked "page", the version beside the name. */
  seenOnPage?: ReadonlyMap<number, string | null>;
  /** The site looked up, as shown: a subdomain mark spells the host out ("app.example.com"). */
  domain?: string;
}

/** Active technologies by category (in the reader's language), categories and names sorted. */
export function groupByCategory(techs: readonly DomainTechnology[]): [string, DomainTechnology[]][] {
  return sortedGroups(
    techs,
    (t) => categoryLabel(t.category),
    compareText,
    (x, y) => compareText(x.name, y.name),
  );
}

/** "2019" for a date over a year ago, "Mar 2026" within the year (`months`): a row's short since/until hint. */
function ShortDate({ value, now, months = true }: { value: string; now?: number; months?: boolean }) {
  // The clock is read once, when the row is first shown (as RelativeTime does).
  const [shownAt] = useState(() => now ?? Date.now());
  const ms = toEpochMs(value);
  if (!Number.isFinite(ms)) return <span>{t('format_unknownTime')}</span>;
  const recent = months && (now ?? shownAt) - ms < 365 * 86_400_000;
  return (
    <time dateTime={new Date(ms).toISOString()} title={formatExactUtc(ms)}>
      {recent ? formatMonthOf(ms) : formatYearOf(ms)}
    </time>
  );
}

/** A row's words, read once: a list renders thousands of rows, and the UI language does not change while a page is open. */
let words: Record<'on' | 'seenVersion' | 'seenOnThis' | 'page' | 'since' | 'seenNow', string> | undefined;
const rowWords = () =>
  (words ??= {
    on: t('common_rowOn'),
    seenVersion: t('common_rowSeenVersion'),
    seenOnThis: t('common_rowSeenOnThis'),
    page: t('common_rowPage'),
    since: t('common_rowSince'),
    seenNow: t('common_rowSeenNow'),
  });

// Memoised: each part the list adds re-renders only the new rows, not those already shown.
const TechRow = memo(function TechRow({
  tech,
  icon,
  onOpen,
  now,
  onPage,
  version,
  past,
  domain,
}: {
  tech: DomainTechnology;
  icon: string | null;
  onOpen: (tech: DomainTechnology) => void;
  now?: number;
  onPage?: boolean;
  /** The version the clicked page itself shows, when on-page detection read one (with `onPage`). */
  version?: string | null;
  /** No longer detected: the hint says until when, not since when. */
  past?: boolean;
  domain?: string;
}) {
  const sub = tech.subdomain && tech.subdomain !== 'www' ? tech.subdomain : null;
  const host = sub && domain ? `${sub}.${domain}` : sub;
  const noteId = useId();
  const w = rowWords();
  return (
    <li>
      {/* One line: icon, name, the version the page shows, marks, since when. Named by its visible text;
          the words a mark or a year stands for ("on", "seen on this", "since") are read out with it. The
          spaces between the parts are real, so a screen reader does not run them together. */}
      <button type="button" className="tech-row" onClick={() => onOpen(tech)} title={tech.name} aria-describedby={host ? noteId : undefined}>
        <TechIcon name={tech.name} icon={icon} size={16} />
        <span className="tech-name">{tech.name}</span>
        {sub && (
          <>
            {' '}
            <span className="chip chip-host" title={subdomainNote(host!, domain)}>
              <span className="visually-hidden">{w.on} </span>
              {host}
            </span>
            <span id={noteId} hidden>
              {subdomainNote(host!, domain)}
            </span>
          </>
        )}
        {onPage && (
          <>
            {' '}
            {/* Seen on this page now: the version the page shows, or "page" when it shows none. */}
            <span className="chip chip-page" title={version ? t('common_rowVersionSeenNow', [version]) : w.seenNow}>
              {version ? (
                <>
                  <span className="visually-hidden">{w.seenVersion} </span>
                  {version}
                </>
              ) : (
                <>
                  <span className="visually-hidden">{w.seenOnThis} </span>
                  {w.page}
                </>
              )}
            </span>
          </>
        )}{' '}
        {/* Active: since when ("since" is read out, the date is enough to see; a recent one with its month);
            gone: until which year. */}
        <span className="tech-dates">
          {past ? (
            // One message around the date: Japanese writes "最終：2021" with no space after its colon.
            <Sentence message={(date) => t('common_rowUntil', [date])}>
              <ShortDate value={tech.last_seen} now={now} months={false} />
            </Sentence>
          ) : (
            <>
              <span className="visually-hidden">{w.since} </span>
              <ShortDate value={tech.first_seen} now={now} />
            </>
          )}
        </span>
      </button>
    </li>
  );
});

/** What a subdomain mark means, for its tooltip. */
export function subdomainNote(host: string, domain?: string): string {
  return domain ? t('common_rowSubdomainOf', [host, domain]) : t('common_rowSubdomain', [host]);
}

/** The first `count` rows in display order: each group's shown part with its full size, then the past ones. */
function firstRows(groups: [string, DomainTechnology[]][], past: readonly DomainTechnology[], count: number) {
  const parts: [string, DomainTechnology[], number][] = [];
  let left = count;
  for (const [category, techs] of groups) {
    if (left <= 0) break;
    parts.push([category, techs.slice(0, left), techs.length]);
    left -= techs.length;
  }
  return { parts, pastShown: past.slice(0, Math.max(0, left)) };
}

export function TechnologyList({ active, historical, icons, onOpen, now, seenOnPage, domain }: TechnologyListProps) {
  const iconOf = (t: DomainTechnology) => icons?.get(t.id) ?? null;
  const groups = useMemo(() => groupByCategory(active), [active]);
  const past = useMemo(() => [...historical].sort((a, b) => compareText(b.last_seen, a.last_seen)), [historical]);
  // Rows are rendered in order, a part per task; headings carry the full counts from the start.
  const { parts, pastShown } = firstRows(groups, past, useRevealed(active.length + past.length));
  const row = (t: DomainTechnology, past?: boolean) => (
    <TechRow
      key={`${t.id}-${t.subdomain}`}
      tech={t}
      icon={iconOf(t)}
      onOpen={onOpen}
      now={now}
      onPage={seenOnPage?.has(t.id)}
      version={seenOnPage?.get(t.id)}
      past={past}
      domain={domain}
    />
  );
  return (
    <div className="tech-list">
      {active.length === 0 && <p className="hint">{t('common_noTechsNow')}</p>}
      {parts.map(([category, shown, count]) => (
        <section key={category} aria-label={category}>
          {/* elementtiming: the browser reports when this heading is painted (npm run bench:popup reads it). */}
          <h3 elementtiming={SHOWN_ELEMENT}>
            {category} <span className="count">{count}</span>
          </h3>
          <ul>{shown.map((t) => row(t))}</ul>
        </section>
      ))}
      {pastShown.length > 0 && (
        <section aria-label={t('common_noLongerDetected')} className="historical">
          <h3>
            {t('common_noLongerDetected')} <span className="count">{past.length}</span>
          </h3>
          <ul>{pastShown.map((t) => row(t, true))}</ul>
        </section>
      )}
    </div>
  );
}
