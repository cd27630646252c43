// One page of the companies using a technology: name, domain, industry, size, country, members.
import { DomainLink } from '../DomainLink';
import type { CompanySummary } from '@/lib/api/schemas';
import { formatEmployees } from '../CompanyCard';
import { formatNumber } from '../format';

export function CompaniesTable({ companies, technology, hrefFor }: { companies: CompanySummary[]; technology: string; hrefFor?: (domain: string) => string }) {
  if (companies.length === 0) return <p className="hint">No companies match these filters.</p>;
  return (
    <table className="data-table tech-companies">
      <caption className="visually-hidden">Companies using {technology}</caption>
      <thead>
        <tr>
          <th scope="col" className="text">Name</th>
          <th scope="col" className="text">Domain</th>
          <th scope="col" className="text">Industry</th>
          <th scope="col" className="text">Size</th>
          <th scope="col" className="text">Country</th>
          <th scope="col">Members</th>
        </tr>
      </thead>
      <tbody>
        {companies.map((c) => (
          <tr key={c.domain}>
            <th scope="row" className="text">{c.name}</th>
            <td className="text"><DomainLink domain={c.domain} hrefFor={hrefFor} /></td>
            <td className="text">{c.industry ?? '—'}</td>
            <td className="text">{c.employees ? formatEmployees(c.employees) : '—'}</td>
            <td className="text">{c.country ?? '—'}</td>
            <td>{formatNumber(c.members)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
