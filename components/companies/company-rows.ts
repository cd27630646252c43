// Full company records (contract.md) as flat rows for a CSV: every field that fits a cell, the
// specialties joined with "; ". Pure, so the export is tested without a download.
import type { CompanyRecord } from '@/lib/api/schemas';
import type { Row } from '@/lib/export/export';

/** The CSV's column headers stay English in every language: the file is read by machines (spreadsheets, CRM imports). */
export const COMPANY_CSV_COLUMNS = [
  'domain',
  'name',
  'description',
  'industry',
  'industry_code',
  'employees',
  'company_type',
  'founded',
  'country',
  'state',
  'city',
  'members',
  'website',
  'linkedin_url',
  'logo',
  'specialties',
] as const;

export function companyCsvRows(companies: readonly CompanyRecord[]): Row[] {
  return companies.map((c) => ({
    domain: c.domain,
    name: c.name,
    description: c.description,
    industry: c.industry,
    industry_code: c.industry_code,
    employees: c.employees,
    company_type: c.company_type,
    founded: c.founded,
    country: c.country,
    state: c.state,
    city: c.city,
    members: c.members,
    website: c.website,
    linkedin_url: c.linkedin_url,
    logo: c.logo,
    specialties: c.specialties.join('; '),
  }));
}
