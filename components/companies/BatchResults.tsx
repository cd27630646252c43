// The answer of companies.batch: a table of the full records, the domains not found, and a CSV
// export of the table (callback out; the section writes the file).
import { ColumnHeaders } from '../DataTable';
import { DomainLink } from '../DomainLink';
import { Fragment, useState } from 'react';
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

const COLUMNS = ['Name', 'Domain', 'Industry', 'Size', 'Type', 'Founded', 'Location', 'Members', 'Full record'];

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
          <div className="table-scroll">
            <table className="data-table company-table">
              <caption className="visually-hidden">Companies looked up</caption>
              <ColumnHeaders names={COLUMNS} />
              <tbody>
                {companies.map((c) => (
                  <Fragment key={c.domain}>
                    <tr>
                      <th scope="row">{c.name}</th>
                      <td>
                        <DomainLink domain={c.domain} hrefFor={hrefFor} />
                      </td>
                      <td>{c.industry ?? '—'}</td>
                      <td>{c.employees ? formatEmployees(c.employees) : '—'}</td>
                      <td>{c.company_type ?? '—'}</td>
                      <td>{c.founded ?? '—'}</td>
                      <td>{formatLocation(c) ?? '—'}</td>
                      <td>{formatNumber(c.members)}</td>
                      <td>
                        <button type="button" aria-expanded={open.has(c.domain)} aria-controls={`batch-record-${c.domain}`} onClick={() => toggle(c.domain)}>
                          {open.has(c.domain) ? 'Hide' : 'Show'}
                          <span className="visually-hidden"> full record of {c.name}</span>
                        </button>
                      </td>
                    </tr>
                    {open.has(c.domain) && (
                      <tr id={`batch-record-${c.domain}`} className="batch-record">
                        <td colSpan={COLUMNS.length}>
                          <CompanyCard company={c} />
                        </td>
                      </tr>
                    )}
                  </Fragment>
                ))}
              </tbody>
            </table>
          </div>
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
