// One page of a lead list's rows: the domain, its company, the matched technologies and the contacts.
import { formatEmployees } from '../CompanyCard';
import { contactText, type LeadRow } from './lead-rows';

export function LeadRowsTable({ rows, name }: { rows: LeadRow[]; name: string }) {
  if (rows.length === 0) return <p className="hint">No rows delivered yet.</p>;
  return (
    <table className="data-table lead-rows">
      <caption className="visually-hidden">Rows of {name}</caption>
      <thead>
        <tr>
          <th scope="col" className="text">Domain</th>
          <th scope="col" className="text">Company</th>
          <th scope="col" className="text">Technologies</th>
          <th scope="col" className="text">Contacts</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.domain}>
            <th scope="row" className="text">{r.domain}</th>
            <td className="text">
              {r.company ? (
                <>
                  {r.company.name}
                  <span className="hint">
                    {[r.company.industry, r.company.employees && formatEmployees(r.company.employees), r.company.country].filter(Boolean).map((x) => ` · ${x}`)}
                  </span>
                </>
              ) : (
                <span className="hint">No company record</span>
              )}
            </td>
            <td className="text">{r.technologies.map((t) => t.name).join(', ')}</td>
            <td className="text">
              {r.contacts.length === 0 ? (
                <span className="hint">None</span>
              ) : (
                <ul className="lead-contacts">
                  {r.contacts.map((c) => (
                    <li key={`${c.name}|${c.title}`}>{contactText(c)}</li>
                  ))}
                </ul>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
