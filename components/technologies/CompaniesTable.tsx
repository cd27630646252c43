// One page of the companies using a technology: name, domain, industry, size, country, members.
import { DataTable, type Column } from '../DataTable';
import { DomainLink } from '../DomainLink';
import type { CompanySummary } from '@/lib/api/schemas';
import { formatEmployees } from '../company-format';
import { t } from '@/lib/i18n';
import { formatNumber } from '../format';

export function CompaniesTable({ companies, technology, hrefFor }: { companies: CompanySummary[]; technology: string; hrefFor?: (domain: string) => string }) {
  if (companies.length === 0) return <p className="hint">{t('technologies_noCompanies')}</p>;
  const columns: Column<CompanySummary>[] = [
    { header: t('companies_colName'), cell: (c) => c.name },
    { header: t('companies_colDomain'), kind: 'domain', cell: (c) => <DomainLink domain={c.domain} hrefFor={hrefFor} /> },
    { header: t('companies_colIndustry'), cell: (c) => c.industry ?? '—' },
    { header: t('companies_colSize'), cell: (c) => (c.employees ? formatEmployees(c.employees) : '—') },
    { header: t('companies_colCountry'), cell: (c) => c.country ?? '—' },
    { header: t('companies_colMembers'), kind: 'number', cell: (c) => formatNumber(c.members) },
  ];
  return (
    <DataTable
      className="tech-companies"
      caption={t('technologies_companiesCaption', [technology])}
      columns={columns}
      rows={companies}
      rowKey={(c) => c.domain}
    />
  );
}
