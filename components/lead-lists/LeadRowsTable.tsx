// One page of a lead list's rows: the domain (a link to its view), its company, the matched
// technologies and the contacts, each valid email a mailto link (anything else stays text) with a Copy
// button beside it.
import { useState } from 'react';
import { formatEmployees } from '../company-format';
import { mailtoHref } from '../format';
import { t } from '@/lib/i18n';
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
            <button type="button" className="inline-button" onClick={() => void copy(c.email!)} aria-label={t('leadLists_copyEmail', [c.email])}>
              {t('leadLists_copy')}
            </button>
          </span>
          <span role="status" className="hint">
            {copied === true ? ` ${t('leadLists_copied')}` : copied === false ? ` ${t('leadLists_copyFailed')}` : ''}
          </span>
        </>
      )}
    </li>
  );
}

const columns = (hrefFor?: (domain: string) => string): Column<LeadRow>[] => [
  { header: t('leadLists_domain'), kind: 'domain', cell: (r) => <DomainLink domain={r.domain} hrefFor={hrefFor} /> },
  {
    header: t('leadLists_company'),
    cell: (r) =>
      r.company ? (
        <>
          {r.company.name}
          <span className="hint">
            {[r.company.industry, r.company.employees && formatEmployees(r.company.employees), r.company.country].filter(Boolean).map((x) => ` · ${x}`)}
          </span>
        </>
      ) : (
        <span className="hint">{t('leadLists_noCompany')}</span>
      ),
  },
  {
    header: t('leadLists_technologies'),
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
    header: t('leadLists_contacts'),
    cell: (r) =>
      r.contacts.length === 0 ? (
        <span className="hint">{t('leadLists_noContacts')}</span>
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
  if (rows.length === 0) return <p className="hint">{t('leadLists_noRowsYet')}</p>;
  return <DataTable className="lead-rows" caption={t('leadLists_rowsOfList', [name])} columns={columns(hrefFor)} rows={rows} rowKey={(r) => r.domain} />;
}
