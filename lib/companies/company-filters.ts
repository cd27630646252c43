// The shared company filters as typed into a form, checked against the published enums and ranges
// (lib/api/schemas) before any request: a refused value costs nothing and says what is allowed.
import { COMPANY_TYPES, EMPLOYEE_RANGES, FOUNDED, INDUSTRY_CODE, type CompanyFilters } from '@/lib/api/schemas';

export type FilterField = 'country' | 'state' | 'city' | 'industry' | 'industry_code' | 'employees' | 'company_type' | 'founded_min' | 'founded_max';
export type FilterForm = Record<FilterField, string>;
export type FilterErrors = Partial<Record<FilterField, string>>;

export const EMPTY_FILTERS: FilterForm = {
  country: '',
  state: '',
  city: '',
  industry: '',
  industry_code: '',
  employees: '',
  company_type: '',
  founded_min: '',
  founded_max: '',
};

const TEXT_FIELDS = ['country', 'state', 'city', 'industry'] as const;
const TEXT_MAX = 100;

function wholeIn(value: string, label: string, min: number, max: number): { value?: number; error?: string } {
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < min || n > max) return { error: `${label} must be a whole number from ${min} to ${max}.` };
  return { value: n };
}

/** The filters to send, or what to fix; empty fields are left out. */
export function checkFilters(form: FilterForm): { filters: CompanyFilters } | { errors: FilterErrors } {
  const filters: CompanyFilters = {};
  const errors: FilterErrors = {};
  for (const field of TEXT_FIELDS) {
    const text = form[field].trim();
    if (text.length > TEXT_MAX) errors[field] = `${field[0]!.toUpperCase()}${field.slice(1)} may be at most ${TEXT_MAX} characters.`;
    else if (text) filters[field] = text;
  }
  const numbers = [
    ['industry_code', 'Industry code', INDUSTRY_CODE.min, INDUSTRY_CODE.max],
    ['founded_min', 'Founded from', FOUNDED.min, FOUNDED.max],
    ['founded_max', 'Founded until', FOUNDED.min, FOUNDED.max],
  ] as const;
  for (const [field, label, min, max] of numbers) {
    const text = form[field].trim();
    if (!text) continue;
    const r = wholeIn(text, label, min, max);
    if (r.error) errors[field] = r.error;
    else filters[field] = r.value;
  }
  if (filters.founded_min !== undefined && filters.founded_max !== undefined && filters.founded_min > filters.founded_max) {
    errors.founded_max = 'Founded until must be the same year as Founded from or later.';
  }
  const employees = EMPLOYEE_RANGES.find((r) => r === form.employees);
  if (form.employees && !employees) errors.employees = `Size must be one of: ${EMPLOYEE_RANGES.join(', ')}.`;
  else if (employees) filters.employees = employees;
  const type = COMPANY_TYPES.find((t) => t === form.company_type);
  if (form.company_type && !type) errors.company_type = `Company type must be one of: ${COMPANY_TYPES.join(', ')}.`;
  else if (type) filters.company_type = type;
  return Object.keys(errors).length > 0 ? { errors } : { filters };
}
