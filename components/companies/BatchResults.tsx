// The answer of companies.batch: a table of the full records, the domains not found, and a CSV
// export of the table (callback out; the section writes the file).
import type { CompanyRecord } from '@/lib/api/schemas';
import { formatEmployees, formatLocation } from '../CompanyCard';
import { creditText, formatNumber } from '../format';

export interface BatchResultsProps {
  companies: readonly CompanyRecord[];
  notFound: readonly string[];
  credits: number;
  onExport(): void;
}

export function BatchResults({ companies, notFound, credits, onExport }: BatchResultsProps) {
  return (
    <div className="batch-results">
      <p role="status">
        {formatNumber(companies.length)} found · {formatNumber(notFound.length)} not found · {creditText(credits)} spent
      </p>
      {companies.length > 0 && (
        <>
          <button type="button" onClick={onExport}>Export CSV</button>
          <div className="table-scroll">
            <table className="data-table company-table">
              <caption className="visually-hidden">Companies looked up</caption>
              <thead>
                <tr>
                  {['Name', 'Domain', 'Industry', 'Size', 'Type', 'Founded', 'Location', 'Members'].map((h) => (
                    <th key={h} scope="col">{h}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {companies.map((c) => (
                  <tr key={c.domain}>
                    <th scope="row">{c.name}</th>
                    <td>{c.domain}</td>
                    <td>{c.industry ?? '—'}</td>
                    <td>{c.employees ? formatEmployees(c.employees) : '—'}</td>
                    <td>{c.company_type ?? '—'}</td>
                    <td>{c.founded ?? '—'}</td>
                    <td>{formatLocation(c) ?? '—'}</td>
                    <td>{formatNumber(c.members)}</td>
                  </tr>
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
            {notFound.map((d) => <li key={d}>{d}</li>)}
          </ul>
        </>
      )}
    </div>
  );
}
