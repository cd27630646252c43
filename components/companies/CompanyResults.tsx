// One page of companies.search in the API's order (professional-network members, descending), each
// row opening the full record, and Previous/Next with the price of the page they load.
import { ColumnHeaders } from '../DataTable';
import { DomainLink } from '../DomainLink';
import type { CompanySummary } from '@/lib/api/schemas';
import { formatEmployees, formatLocation } from '../company-format';
import { creditText, formatNumber } from '../format';

export interface CompanyResultsProps {
  companies: readonly CompanySummary[];
  total: number;
  offset: number;
  /** Price of the previous and next pages (0 when cached); null when there is no such page. */
  previousCost: number | null;
  nextCost: number | null;
  busy: boolean;
  selected: string | null;
  onPage(direction: 'previous' | 'next'): void;
  onOpen(domain: string): void;
  /** The domain view's URL for a domain: each domain in the table is a link to it. */
  hrefFor?(domain: string): string;
}

export function CompanyResults(props: CompanyResultsProps) {
  const { companies, total, offset, previousCost, nextCost, busy, selected, onPage, onOpen, hrefFor } = props;
  if (companies.length === 0) {
    return (
      <p role="status" className="notice">
        No company matches this search. Try fewer filters or another term.
      </p>
    );
  }
  return (
    <div className="company-results">
      <p role="status" className="hint">
        {formatNumber(offset + 1)}–{formatNumber(offset + companies.length)} of {formatNumber(total)} companies, most professional-network members first
      </p>
      <table className="data-table company-table">
        <caption className="visually-hidden">Companies found</caption>
        <ColumnHeaders names={['Name', 'Domain', 'Industry', 'Size', 'Location', 'Members']} />
        <tbody>
          {companies.map((c) => (
            <tr key={c.domain} className={c.domain === selected ? 'selected' : undefined}>
              <th scope="row">
                <button type="button" className="link-button" aria-label={`Open ${c.name}`} onClick={() => onOpen(c.domain)}>
                  {c.name}
                </button>
              </th>
              <td>
                <DomainLink domain={c.domain} hrefFor={hrefFor} />
              </td>
              <td>{c.industry ?? '—'}</td>
              <td>{c.employees ? formatEmployees(c.employees) : '—'}</td>
              <td>{formatLocation(c) ?? '—'}</td>
              <td>{formatNumber(c.members)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <nav className="pager" aria-label="Result pages">
        <button type="button" disabled={busy || previousCost === null} onClick={() => onPage('previous')}>
          Previous{previousCost !== null && ` · ${creditText(previousCost)}`}
        </button>
        <button type="button" disabled={busy || nextCost === null} onClick={() => onPage('next')}>
          Next{nextCost !== null && ` · ${creditText(nextCost)}`}
        </button>
      </nav>
    </div>
  );
}
