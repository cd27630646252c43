// The search form's values turned into companies.search parameters, refusing each value outside the
// published ranges (schemas.ts) before any request: contract.md says the client never sends one.
import type { CompanyType, EmployeeRange } from '@/lib/api/schemas';
import { checkFilters, EMPTY_FILTERS, type FilterForm } from '@/lib/companies/company-filters';
import { tn } from '@/lib/i18n';

export const PAGE_SIZE = 50;
export const MIN_SEARCH = 2;

/** The search term and the shared company filters, as typed. */
export type SearchForm = { search: string } & FilterForm;
export type SearchField = keyof SearchForm;
export type SearchErrors = Partial<Record<SearchField, string>>;
export interface SearchParams {
  search: string;
  country?: string;
  state?: string;
  city?: string;
  industry?: string;
  industry_code?: number;
  employees?: EmployeeRange;
  company_type?: CompanyType;
  founded_min?: number;
  founded_max?: number;
  limit: number;
  offset: number;
}

export const EMPTY_FORM: SearchForm = { search: '', ...EMPTY_FILTERS };

export type Validated = { ok: true; params: SearchParams } | { ok: false; errors: SearchErrors };

/** The first page's parameters, or every field's error; the filters are checked as everywhere else. */
export function validateSearch(form: SearchForm): Validated {
  const errors: SearchErrors = {};
  const search = form.search.trim();
  if (search.length < MIN_SEARCH) errors.search = tn('companies_errSearchShort', MIN_SEARCH);
  const checked = checkFilters(form);
  if ('errors' in checked) Object.assign(errors, checked.errors);
  if (Object.keys(errors).length || 'errors' in checked) return { ok: false, errors };
  return { ok: true, params: { search, ...checked.filters, limit: PAGE_SIZE, offset: 0 } };
}
