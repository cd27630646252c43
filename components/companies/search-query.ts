// The search form's values turned into companies.search parameters, refusing each value outside the
// published ranges (schemas.ts) before any request: contract.md says the client never sends one.
import { COMPANY_TYPES, EMPLOYEE_RANGES, FOUNDED, INDUSTRY_CODE } from '@/lib/api/schemas';
import type { CompanyType, EmployeeRange } from '@/lib/api/schemas';

export const PAGE_SIZE = 50;
export const MIN_SEARCH = 2;

export interface SearchForm {
  search: string;
  country: string;
  state: string;
  city: string;
  industry: string;
  industry_code: string;
  employees: string;
  company_type: string;
  founded_min: string;
  founded_max: string;
}
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

export const EMPTY_FORM: SearchForm = {
  search: '', country: '', state: '', city: '', industry: '', industry_code: '', employees: '', company_type: '', founded_min: '', founded_max: '',
};

const TEXT_FILTERS = ['country', 'state', 'city', 'industry'] as const;
const TEXT_MAX = 100;

/** A whole number in [min, max] from a form field, or the error naming the allowed range. */
function wholeIn(label: string, raw: string, min: number, max: number): number | string {
  const n = Number(raw);
  return /^\d+$/.test(raw) && n >= min && n <= max ? n : `${label} must be a whole number from ${min} to ${max}.`;
}

export type Validated = { ok: true; params: SearchParams } | { ok: false; errors: SearchErrors };

/** The first page's parameters, or every field's error. Empty filters are left out. */
export function validateSearch(form: SearchForm): Validated {
  const errors: SearchErrors = {};
  const params: SearchParams = { search: form.search.trim(), limit: PAGE_SIZE, offset: 0 };
  if (params.search.length < MIN_SEARCH) errors.search = `Enter at least ${MIN_SEARCH} characters of a company name or description.`;
  for (const key of TEXT_FILTERS) {
    const value = form[key].trim();
    if (value.length > TEXT_MAX) errors[key] = `At most ${TEXT_MAX} characters.`;
    else if (value) params[key] = value;
  }
  const code = form.industry_code.trim();
  if (code) {
    const v = wholeIn('Industry code', code, INDUSTRY_CODE.min, INDUSTRY_CODE.max);
    if (typeof v === 'string') errors.industry_code = v;
    else params.industry_code = v;
  }
  if (form.employees) {
    if ((EMPLOYEE_RANGES as readonly string[]).includes(form.employees)) params.employees = form.employees as EmployeeRange;
    else errors.employees = `Employees must be one of: ${EMPLOYEE_RANGES.join(', ')}.`;
  }
  if (form.company_type) {
    if ((COMPANY_TYPES as readonly string[]).includes(form.company_type)) params.company_type = form.company_type as CompanyType;
    else errors.company_type = `Company type must be one of: ${COMPANY_TYPES.join(', ')}.`;
  }
  for (const [key, label] of [['founded_min', 'Founded from'], ['founded_max', 'Founded to']] as const) {
    const raw = form[key].trim();
    if (!raw) continue;
    const v = wholeIn(label, raw, FOUNDED.min, FOUNDED.max);
    if (typeof v === 'string') errors[key] = v;
    else params[key] = v;
  }
  if (params.founded_min !== undefined && params.founded_max !== undefined && params.founded_min > params.founded_max) {
    errors.founded_max = `Founded to must be the same year as Founded from (${params.founded_min}) or later.`;
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, params };
}
