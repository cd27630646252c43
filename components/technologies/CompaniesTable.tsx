// One page of the companies using a technology: name, domain, industry, size, country, members.
import { DataTable, type Column } from '../DataTable';
import { DomainLink } from '../DomainLink';
import type { CompanySummary } from '@/lib/api/schemas';
import { formatEmployees } from '../company-format';
import { formatNumber } from '../format';

export function CompaniesTable({ companies, technology, hrefFor }: { companies: CompanySummary[]; technology: string; hrefFor?: (domain: string) => string }) {
  if (companies.length === 0) return <p className="hint">No companies match these filters.</p>;
  const columns: Column<CompanySummary>[] = [
    { header: 'Name', cell: (c) => c.name },
    { header: 'Domain', kind: 'domain', cell: (c) => <DomainLink domain={c.domain} hrefFor={hrefFor} /> },
    { header: 'Industry', cell: (c) => c.industry ?? '—' },
    { header: 'Size', cell: (c) => (c.employees ? formatEmployees(c.employees) : '—') },
    { header: 'Country', cell: (c) => c.country ?? '—' },
    { header: 'Members', kind: 'number', cell: (c) => formatNumber(c.members) },
  ];
  return <DataTable className="tech-companies" caption={`Companies using ${technology}`} columns={columns} rows={companies} rowKey={(c) => c.domain} />;
}
