// Sites side by side: a column per site (its name, its company line when known, what changed
// recently), a row per technology grouped by category, each cell saying since when the site runs it,
// until when it ran it, or that it never did. Props in, nothing else.
import type { CompanySummary } from '@/lib/api/schemas';
import { recentChanges, type Cell, type ComparisonGroup } from '@/lib/compare/comparison';
import { formatMonthOf } from '@/lib/display/format';
import { companyLine } from '../ProspectSummary';

export interface ComparedSite {
  domain: string;
  display: string;
  company: CompanySummary | null;
}

function CellText({ cell }: { cell: Cell }) {
  if (cell.state === 'none') return <span aria-label="Not detected">—</span>;
  const text = cell.state === 'active' ? `Since ${formatMonthOf(cell.since)}` : `Removed ${formatMonthOf(cell.until)}`;
  return (
    <span className={`compare-cell ${cell.state}`}>
      {text}
      {cell.recent && <strong className="compare-recent"> · {cell.state === 'active' ? 'new' : 'recent'}</strong>}
    </span>
  );
}

function Changes({ groups, column }: { groups: readonly ComparisonGroup[]; column: number }) {
  const { added, removed } = recentChanges(groups, column);
  if (!added.length && !removed.length) return <span className="hint">No change in 90 days</span>;
  return (
    <span className="hint">
      {added.length > 0 && `Added ${added.join(', ')}`}
      {added.length > 0 && removed.length > 0 && '; '}
      {removed.length > 0 && `removed ${removed.join(', ')}`}
      {' in 90 days'}
    </span>
  );
}

export function ComparisonTable({ sites, groups }: { sites: readonly ComparedSite[]; groups: readonly ComparisonGroup[] }) {
  return (
    // Focusable, so a keyboard can scroll the sites that do not fit (its cells hold no control).
    <div className="table-scroll" tabIndex={0} role="group" aria-label="Sites side by side">
      <table className="compare-table" aria-label="Technologies compared">
        <thead>
          <tr>
            <th scope="col">Technology</th>
            {sites.map((site, i) => (
              <th scope="col" key={site.domain}>
                <span className="compare-site">{site.display}</span>
                {site.company && <span className="compare-company">{companyLine(site.company)}</span>}
                <Changes groups={groups} column={i} />
              </th>
            ))}
          </tr>
        </thead>
        {groups.map((group) => (
          <tbody key={group.category}>
            <tr>
              <th scope="rowgroup" colSpan={sites.length + 1} className="compare-category">
                {group.category}
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
