// One page of companies.search in the API's order (professional-network members, descending), each
// row opening its detail right under it (record, save to audience, technologies, contacts), and Previous/Next with the price of the page they load.
import type { ReactNode } from 'react';
import { DataTable, type Column } from '../DataTable';
import { DomainLink } from '../DomainLink';
import type { CompanySummary } from '@/lib/api/schemas';
import { formatEmployees, formatLocation } from '../company-format';
import { t, tn } from '@/lib/i18n';
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
  /** Opens a company's detail under its row, or closes it when it is the open one (null). */
  onOpen(domain: string | null): void;
  /** The open company's detail, drawn right under its row. */
  detail?: ReactNode;
  /** The domain view's URL for a domain: each domain in the table is a link to it. */
  hrefFor?(domain: string): string;
}

const detailId = (domain: string) => `company-detail-${domain}`;

const columns = (selected: string | null, onOpen: (domain: string | null) => void, hrefFor?: (domain: string) => string): Column<CompanySummary>[] => [
  {
    header: t('companies_colName'),
    cell: (c) => (
      <button
        type="button"
        className="link-button"
        aria-label={t('companies_openCompany', [c.name])}
        aria-expanded={c.domain === selected}
        aria-controls={c.domain === selected ? detailId(c.domain) : undefined}
        onClick={() => onOpen(c.domain === selected ? null : c.domain)}
      >
        {c.name}
      </button>
    ),
  },
  { header: t('companies_colDomain'), kind: 'domain', cell: (c) => <DomainLink domain={c.domain} hrefFor={hrefFor} /> },
  { header: t('companies_colIndustry'), cell: (c) => c.industry ?? '—' },
  { header: t('companies_colSize'), cell: (c) => (c.employees ? formatEmployees(c.employees) : '—') },
  { header: t('companies_colLocation'), cell: (c) => formatLocation(c) ?? '—' },
  { header: t('companies_colMembers'), kind: 'number', cell: (c) => formatNumber(c.members) },
];

export function CompanyResults(props: CompanyResultsProps) {
  const { companies, total, offset, previousCost, nextCost, busy, selected, onPage, onOpen, detail, hrefFor } = props;
  if (companies.length === 0) {
    return (
      <p role="status" className="notice">
        {t('companies_noMatch')}
      </p>
    );
  }
  return (
    <div className="company-results">
      <p role="status" className="hint">
        {tn('companies_resultRange', total, [formatNumber(offset + 1), formatNumber(offset + companies.length)])}
      </p>
      <DataTable
        className="company-table"
        caption={t('companies_resultsCaption')}
        columns={columns(selected, onOpen, hrefFor)}
        rows={companies}
        rowKey={(c) => c.domain}
        rowClassName={(c) => (c.domain === selected ? 'selected' : undefined)}
        detail={(c) => (c.domain === selected ? detail : null)}
        detailId={(c) => detailId(c.domain)}
      />
      <nav className="pager" aria-label={t('companies_resultPages')}>
        <button type="button" disabled={busy || previousCost === null} onClick={() => onPage('previous')}>
          {previousCost === null ? t('companies_previous') : t('companies_previousCost', [creditText(previousCost)])}
        </button>
        <button type="button" disabled={busy || nextCost === null} onClick={() => onPage('next')}>
          {nextCost === null ? t('companies_next') : t('companies_nextCost', [creditText(nextCost)])}
        </button>
      </nav>
    </div>
  );
}
