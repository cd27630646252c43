// Lead-list rows (contract.md) as flat CSV rows: the company, the matched technologies and every
// contact in one cell each, joined with "; ". Pure, so the export is tested without a download.
import type { ResponseData } from '@/lib/api/catalog';
import type { Row } from '@/lib/export/export';

export type LeadRow = ResponseData<'leadLists.rows'>['rows'][number];

export const LEAD_CSV_COLUMNS = [
  'domain', 'company', 'industry', 'employees', 'country', 'state', 'city', 'founded', 'linkedin_url', 'technologies', 'contacts',
] as const;

/** "Name, Title <email>" (the email only when the API has one). */
export function contactText(c: LeadRow['contacts'][number]): string {
  return `${c.name}, ${c.title}${c.email ? ` <${c.email}>` : ''}`;
}

export function leadCsvRows(rows: readonly LeadRow[]): Row[] {
  return rows.map((r) => ({
    domain: r.domain,
    company: r.company?.name ?? null,
    industry: r.company?.industry ?? null,
    employees: r.company?.employees ?? null,
    country: r.company?.country ?? null,
    state: r.company?.state ?? null,
    city: r.company?.city ?? null,
    founded: r.company?.founded ?? null,
    linkedin_url: r.company?.linkedin_url ?? null,
    technologies: r.technologies.map((t) => t.name).join('; '),
    contacts: r.contacts.map(contactText).join('; '),
  }));
}
