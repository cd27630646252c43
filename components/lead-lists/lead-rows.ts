// Lead-list rows (contract.md) as CSV a CRM imports as it is: one contact per row (domain, company,
// name, title, email first), the company's facts and the matched technologies repeated on each; a row
// without contacts stays, with empty contact cells, so no company is lost. Pure, so the export is
// tested without a download.
import type { ResponseData } from '@/lib/api/catalog';
import type { Row } from '@/lib/export/export';

export type LeadRow = ResponseData<'leadLists.rows'>['rows'][number];

export const LEAD_CSV_COLUMNS = [
  'domain',
  'company',
  'name',
  'title',
  'email',
  'industry',
  'employees',
  'country',
  'state',
  'city',
  'founded',
  'linkedin_url',
  'technologies',
] as const;

export function leadCsvRows(rows: readonly LeadRow[]): Row[] {
  return rows.flatMap((r): Row[] => {
    const company = {
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
    };
    if (r.contacts.length === 0) return [{ ...company, name: null, title: null, email: null }];
    return r.contacts.map((c) => ({ ...company, name: c.name, title: c.title, email: c.email ?? null }));
  });
}
