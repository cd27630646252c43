// A domain's technologies: active ones grouped by category, then those no longer detected, each with
// its first and last seen dates and the subdomain it was seen on.
import type { DomainTechnology } from '@/lib/api/schemas';
import { compareText, sortedGroups } from '@/lib/display/sorted-groups';
import { memo, useMemo } from 'react';
import { RelativeTime } from './RelativeTime';
import { TechIcon } from './TechIcon';
import { useRevealed } from './use-revealed';

export interface TechnologyListProps {
  active: readonly DomainTechnology[];
  historical: readonly DomainTechnology[];
  /** Icons by technology id, from the cached catalog where present. */
  icons?: ReadonlyMap<number, string | null>;
  onOpen: (tech: DomainTechnology) => void;
  now?: number;
  /** Ids the clicked page itself shows right now (free on-page detection): marked "on this page". */
  seenOnPage?: ReadonlySet<number>;
}

/** Active technologies by category, categories and names sorted. */
export function groupByCategory(techs: readonly DomainTechnology[]): [string, DomainTechnology[]][] {
  return sortedGroups(
    techs,
    (t) => t.category,
    compareText,
    (x, y) => compareText(x.name, y.name),
  );
}

// Memoised: each part the list adds re-renders only the new rows, not those already shown.
const TechRow = memo(function TechRow({
  tech,
  icon,
  onOpen,
  now,
  onPage,
}: {
  tech: DomainTechnology;
  icon: string | null;
  onOpen: (tech: DomainTechnology) => void;
  now?: number;
  onPage?: boolean;
}) {
  return (
    <li>
      {/* Named by its visible text (name, subdomain, "seen on this page", dates): the spaces between
          the parts are real, so a screen reader does not run them together. */}
      <button type="button" className="tech-row" onClick={() => onOpen(tech)}>
        <TechIcon name={tech.name} icon={icon} />
        <span className="tech-name">
          {tech.name}
          {tech.subdomain && tech.subdomain !== 'www' && (
            <>
              {' '}
              <span className="chip">on {tech.subdomain}</span>
            </>
          )}
          {onPage && (
            <>
              {' '}
              <span className="chip chip-page">seen on this page</span>
            </>
          )}
        </span>{' '}
        <span className="tech-dates">
          since <RelativeTime value={tech.first_seen} now={now} />
          {' · '}seen <RelativeTime value={tech.last_seen} now={now} />
        </span>
      </button>
    </li>
  );
});

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

export function TechnologyList({ active, historical, icons, onOpen, now, seenOnPage }: TechnologyListProps) {
  const iconOf = (t: DomainTechnology) => icons?.get(t.id) ?? null;
  const groups = useMemo(() => groupByCategory(active), [active]);
  const past = useMemo(() => [...historical].sort((a, b) => compareText(b.last_seen, a.last_seen)), [historical]);
  // Rows are rendered in order, a part per task; headings carry the full counts from the start.
  const { parts, pastShown } = firstRows(groups, past, useRevealed(active.length + past.length));
  const row = (t: DomainTechnology) => (
    <TechRow key={`${t.id}-${t.subdomain}`} tech={t} icon={iconOf(t)} onOpen={onOpen} now={now} onPage={seenOnPage?.has(t.id)} />
  );
  return (
    <div className="tech-list">
      {active.length === 0 && <p className="hint">No technologies are detected on this site right now.</p>}
      {parts.map(([category, shown, count]) => (
        <section key={category} aria-label={category}>
          <h3>
            {category} <span className="count">{count}</span>
          </h3>
          <ul>{shown.map(row)}</ul>
        </section>
      ))}
      {pastShown.length > 0 && (
        <section aria-label="No longer detected" className="historical">
          <h3>
            No longer detected <span className="count">{past.length}</span>
          </h3>
          <ul>{pastShown.map(row)}</ul>
        </section>
      )}
    </div>
  );
}
