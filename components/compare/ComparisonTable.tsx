// Sites side by side: a column per site (its name, its company line when known, what changed
// recently), a row per technology grouped by category, each cell saying since when the site runs it,
// until when it ran it, or that it never did. Props in, nothing else.
import type { CompanySummary } from '@/lib/api/schemas';
import { RECENT_DAYS, recentChanges, type Cell, type ComparisonGroup } from '@/lib/compare/comparison';
import { formatMonthOf } from '@/lib/display/format';
import { companyLine } from '../ProspectSummary';
import { t, tn } from '@/lib/i18n';
import { categoryLabel } from '@/lib/display/api-values';

export interface ComparedSite {
  domain: string;
  display: string;
  company: CompanySummary | null;
  /** Its fit against the ideal customer ("2 of 3"), when one is set. */
  fit?: string;
}

function CellText({ cell }: { cell: Cell }) {
  if (cell.state === 'none') return <span aria-label={t('compare_notDetected')}>—</span>;
  const text = cell.state === 'active' ? t('compare_since', [formatMonthOf(cell.since)]) : t('compare_removed', [formatMonthOf(cell.until)]);
  return (
    <span className={`compare-cell ${cell.state}`}>
      {text}
      {cell.recent && <strong className="compare-recent"> · {cell.state === 'active' ? t('compare_new') : t('compare_recent')}</strong>}
    </span>
  );
}

function Changes({ groups, column }: { groups: readonly ComparisonGroup[]; column: number }) {
  const { added, removed } = recentChanges(groups, column);
  const text = !removed.length
    ? added.length
      ? tn('compare_changesAdded', RECENT_DAYS, [added.join(', ')])
      : tn('compare_noChange', RECENT_DAYS)
    : added.length
      ? tn('compare_changesBoth', RECENT_DAYS, [added.join(', '), removed.join(', ')])
      : tn('compare_changesRemoved', RECENT_DAYS, [removed.join(', ')]);
  return <span className="hint">{text}</span>;
}

export function ComparisonTable({ sites, groups }: { sites: readonly ComparedSite[]; groups: readonly ComparisonGroup[] }) {
  return (
    // Focusable, so a keyboard can scroll the sites that do not fit (its cells hold no control). It
    // scrolls both ways within the window's height, so the sites' header stays over a long table and the
    // technology column beside a wide one (compare.css).
    <div className="table-scroll compare-scroll" tabIndex={0} role="group" aria-label={t('compare_sideBySide')}>
      <table className="compare-table" aria-label={t('compare_technologiesCompared')}>
        <thead>
          <tr>
            <th scope="col">{t('compare_technology')}</th>
            {sites.map((site, i) => (
              <th scope="col" key={site.domain}>
                <span className="compare-site">{site.display}</span>
                {site.company && <span className="compare-company">{companyLine(site.company)}</span>}
                {site.fit && (
                  <span className="compare-fit">
                    {t('fit_column')}: {site.fit}
                  </span>
                )}
                <Changes groups={groups} column={i} />
              </th>
            ))}
          </tr>
        </thead>
        {groups.map((group) => (
          <tbody key={group.category}>
            <tr>
              <th scope="rowgroup" colSpan={sites.length + 1} className="compare-category">
                {categoryLabel(group.category)}
              </th>
            </tr>
            {group.rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">{row.name}</th>
                {row.cells.map((cell, i) => (
                  <td key={sites[i]!.domain}>
                    <CellText cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
