// The answer of companies.batch: a table of the full records, the domains not found, and a CSV
// export of the table (callback out; the section writes the file).
import { DataTable, type Column } from '../DataTable';
import { DomainLink } from '../DomainLink';
import { useState } from 'react';
import type { CompanyRecord } from '@/lib/api/schemas';
import { CompanyCard } from '../CompanyCard';
import { formatEmployees, formatLocation } from '../company-format';
import { creditText, formatNumber } from '../format';

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
  { header: 'Name', cell: (c) => c.name },
  { header: 'Domain', kind: 'domain', cell: (c) => <DomainLink domain={c.domain} hrefFor={hrefFor} /> },
  { header: 'Industry', cell: (c) => c.industry ?? '—' },
  { header: 'Size', cell: (c) => (c.employees ? formatEmployees(c.employees) : '—') },
  { header: 'Type', cell: (c) => c.company_type ?? '—' },
  { header: 'Founded', kind: 'number', cell: (c) => c.founded ?? '—' },
  { header: 'Location', cell: (c) => formatLocation(c) ?? '—' },
  { header: 'Members', kind: 'number', cell: (c) => formatNumber(c.members) },
  {
    header: 'Full record',
    cell: (c) => (
      <button type="button" aria-expanded={open.has(c.domain)} aria-controls={recordId(c.domain)} onClick={() => toggle(c.domain)}>
        {open.has(c.domain) ? 'Hide' : 'Show'}
        <span className="visually-hidden"> full record of {c.name}</span>
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
      <p role="status">
        {formatNumber(companies.length)} found · {formatNumber(notFound.length)} not found · {creditText(credits)} spent
      </p>
      {companies.length > 0 && (
        <>
          <button type="button" onClick={onExport}>
            Export CSV
          </button>
          <DataTable
            className="company-table"
            caption="Companies looked up"
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
          <h3>Not found</h3>
          <ul className="batch-not-found" aria-label="Not found">
            {notFound.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
