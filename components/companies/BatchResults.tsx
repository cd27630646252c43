// The answer of companies.batch: a table of the full records, the domains not found, and a CSV
// export of the table (callback out; the section writes the file).
import { DataTable, type Column } from '../DataTable';
import { DomainLink } from '../DomainLink';
import { useState } from 'react';
import type { CompanyRecord } from '@/lib/api/schemas';
import { CompanyCard } from '../CompanyCard';
import { formatEmployees, formatLocation } from '../company-format';
import { t } from '@/lib/i18n';
import { creditText, formatNumber } from '../format';
import { companyTypeLabel } from '@/lib/display/api-values';

export interface BatchResultsProps {
  companies: readonly CompanyRecord[];
  notFound: readonly string[];
  credits: number;
  onExport(): void;
  /** The domain view's URL for a domain: each domain in the table is a link to it. */
  hrefFor?(domain: string): string;
}

const recordId = (domain: string) => `batch-record-${domain}`;

const columns = (open: ReadonlySet<string>, toggle: (domain: string) => void, hrefFor?: (domain: string) => string): Column<CompanyRecord>[] => [
  { header: t('companies_colName'), cell: (c) => c.name },
  { header: t('companies_colDomain'), kind: 'domain', cell: (c) => <DomainLink domain={c.domain} hrefFor={hrefFor} /> },
  { header: t('companies_colIndustry'), cell: (c) => c.industry ?? '—' },
  { header: t('companies_colSize'), cell: (c) => (c.employees ? formatEmployees(c.employees) : '—') },
  { header: t('companies_colType'), cell: (c) => (c.company_type ? companyTypeLabel(c.company_type) : '—') },
  { header: t('companies_colFounded'), kind: 'number', cell: (c) => c.founded ?? '—' },
  { header: t('companies_colLocation'), cell: (c) => formatLocation(c) ?? '—' },
  { header: t('companies_colMembers'), kind: 'number', cell: (c) => formatNumber(c.members) },
  {
    header: t('companies_colFullRecord'),
    cell: (c) => (
      // The visible word is short; the accessible name says whose record it is.
      <button
        type="button"
        aria-label={t(open.has(c.domain) ? 'companies_hideRecordOf' : 'companies_showRecordOf', [c.name])}
        aria-expanded={open.has(c.domain)}
        aria-controls={recordId(c.domain)}
        onClick={() => toggle(c.domain)}
      >
        {t(open.has(c.domain) ? 'companies_hide' : 'companies_show')}
      </button>
    ),
  },
];

export function BatchResults({ companies, notFound, credits, onExport, hrefFor }: BatchResultsProps) {
  // The table has no room for description, specialties and website: each row opens its full record (already paid for, free).
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (domain: string) =>
    setOpen((s) => {
      const next = new Set(s);
      if (!next.delete(domain)) next.add(domain);
      return next;
    });
  return (
    <div className="batch-results">
      <p role="status">{t('companies_batchSummary', [formatNumber(companies.length), formatNumber(notFound.length), creditText(credits)])}</p>
      {companies.length > 0 && (
        <>
          <button type="button" onClick={onExport}>
            {t('companies_exportCsv')}
          </button>
          <DataTable
            className="company-table"
            caption={t('companies_lookedUpCaption')}
            columns={columns(open, toggle, hrefFor)}
            rows={companies}
            rowKey={(c) => c.domain}
            detail={(c) => (open.has(c.domain) ? <CompanyCard company={c} /> : null)}
            detailId={(c) => recordId(c.domain)}
          />
        </>
      )}
      {notFound.length > 0 && (
        <>
          <h3>{t('companies_notFound')}</h3>
          <ul className="batch-not-found" aria-label={t('companies_notFound')}>
            {notFound.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
