// The shared company filters as typed into a form, checked against the published enums and ranges
// (lib/api/schemas) before any request: a refused value costs nothing and says what is allowed.
import { COMPANY_TYPES, EMPLOYEE_RANGES, FOUNDED, INDUSTRY_CODE, type CompanyFilters } from '@/lib/api/schemas';
import { formatNumber } from '@/lib/display/format';
import { t, type MessageKey } from '@/lib/i18n';

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

/** Each text field with its label's key (the form's label, named in the error). */
const TEXT_FIELDS = [
  ['country', 'technologies_filterCountry'],
  ['state', 'technologies_filterState'],
  ['city', 'technologies_filterCity'],
  ['industry', 'technologies_filterIndustry'],
] as const;
const TEXT_MAX = 100;

/** `error` names the field and takes the range (years and codes, written without digit grouping). */
function wholeIn(value: string, error: MessageKey, min: number, max: number): { value?: number; error?: string } {
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < min || n > max) return { error: t(error, [String(min), String(max)]) };
  return { value: n };
}

/** The filters to send, or what to fix; empty fields are left out. */
export function checkFilters(form: FilterForm): { filters: CompanyFilters } | { errors: FilterErrors } {
  const filters: CompanyFilters = {};
  const errors: FilterErrors = {};
  for (const [field, label] of TEXT_FIELDS) {
    const text = form[field].trim();
    if (text.length > TEXT_MAX) errors[field] = t('companies_errTooLong', [t(label), formatNumber(TEXT_MAX)]);
    else if (text) filters[field] = text;
  }
  const numbers = [
    ['industry_code', 'companies_errIndustryCode', INDUSTRY_CODE.min, INDUSTRY_CODE.max],
    ['founded_min', 'companies_errFoundedFrom', FOUNDED.min, FOUNDED.max],
    ['founded_max', 'companies_errFoundedUntil', FOUNDED.min, FOUNDED.max],
  ] as const;
  for (const [field, error, min, max] of numbers) {
    const text = form[field].trim();
    if (!text) continue;
    const r = wholeIn(text, error, min, max);
    if (r.error) errors[field] = r.error;
    else filters[field] = r.value;
  }
  if (filters.founded_min !== undefined && filters.founded_max !== undefined && filters.founded_min > filters.founded_max) {
    errors.founded_max = t('companies_errFoundedOrder');
  }
  const employees = EMPLOYEE_RANGES.find((r) => r === form.employees);
  if (form.employees && !employees) errors.employees = t('companies_errSize', [EMPLOYEE_RANGES.join(', ')]);
  else if (employees) filters.employees = employees;
  const type = COMPANY_TYPES.find((t) => t === form.company_type);
  if (form.company_type && !type) errors.company_type = t('companies_errCompanyType', [COMPANY_TYPES.join(', ')]);
  else if (type) filters.company_type = type;
  return Object.keys(errors).length > 0 ? { errors } : { filters };
}
