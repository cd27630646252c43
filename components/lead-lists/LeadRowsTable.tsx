// One page of a lead list's rows: the domain (a link to its view), its company, the matched
// technologies and the contacts, each valid email a mailto link (anything else stays text) with a Copy
// button beside it.
import { useState } from 'react';
import { formatEmployees } from '../company-format';
import { mailtoHref } from '../format';
import { DataTable, type Column } from '../DataTable';
import { DomainLink } from '../DomainLink';
import type { LeadRow } from './lead-rows';

type Contact = LeadRow['contacts'][number];

/** A link only for an address that is one (server-strings.ts): a `?cc=` or a bidi control stays text. */
function EmailAddress({ email }: { email: string }) {
  const href = mailtoHref(email);
  return href ? <a href={href}>{email}</a> : <span>{email}</span>;
}

function ContactItem({ contact: c }: { contact: Contact }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  async function copy(email: string) {
    try {
      await navigator.clipboard.writeText(email);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }
  return (
    <li>
      {c.name}, {c.title}
      {c.email && (
        <>
          {' '}
          <span className="lead-email">
            <EmailAddress email={c.email} />{' '}
            <button type="button" className="inline-button" onClick={() => void copy(c.email!)} aria-label={`Copy ${c.email}`}>
              Copy
            </button>
          </span>
          <span role="status" className="hint">
            {copied === true ? ' Copied' : copied === false ? ' Could not copy: select the address instead.' : ''}
          </span>
        </>
      )}
    </li>
  );
}

const columns = (hrefFor?: (domain: string) => string): Column<LeadRow>[] => [
  { header: 'Domain', kind: 'domain', cell: (r) => <DomainLink domain={r.domain} hrefFor={hrefFor} /> },
  {
    header: 'Company',
    cell: (r) =>
      r.company ? (
        <>
          {r.company.name}
          <span className="hint">
            {[r.company.industry, r.company.employees && formatEmployees(r.company.employees), r.company.country].filter(Boolean).map((x) => ` · ${x}`)}
          </span>
        </>
      ) : (
        <span className="hint">No company record</span>
      ),
  },
  {
    header: 'Technologies',
    // Names wrap between names only: "Google Analytics" stays whole.
    cell: (r) =>
      r.technologies.map((t, i) => (
        <span key={t.id} className="lead-tech">
          {i > 0 && ', '}
          <span className="nowrap">{t.name}</span>
        </span>
      )),
  },
  {
    header: 'Contacts',
    cell: (r) =>
      r.contacts.length === 0 ? (
        <span className="hint">None</span>
      ) : (
        <ul className="lead-contacts">
          {r.contacts.map((c) => (
            <ContactItem key={`${c.name}|${c.title}`} contact={c} />
          ))}
        </ul>
      ),
  },
];

export function LeadRowsTable({ rows, name, hrefFor }: { rows: LeadRow[]; name: string; hrefFor?: (domain: string) => string }) {
  if (rows.length === 0) return <p className="hint">No rows delivered yet.</p>;
  return <DataTable className="lead-rows" caption={`Rows of ${name}`} columns={columns(hrefFor)} rows={rows} rowKey={(r) => r.domain} />;
}
