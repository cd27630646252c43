// The shared company filters: free text, the published size and type values, industry code and
// founding years with their ranges; errors are shown beside their field and nothing is sent.
import { COMPANY_TYPES, EMPLOYEE_RANGES, FOUNDED, INDUSTRY_CODE } from '@/lib/api/schemas';
import { formatEmployees } from '../company-format';
import { costLabel } from './cost';
import type { FilterErrors, FilterField, FilterForm } from '@/lib/companies/company-filters';
import { priceOf } from '@/lib/api/prices';
import { submitWith } from '@/lib/ui/submit';
import { FormField } from '../FormField';
import { OptionList } from './OptionList';

export interface CompanyFilterFormProps {
  form: FilterForm;
  errors: FilterErrors;
  onChange(form: FilterForm): void;
  onSubmit(): void;
  cached: boolean;
  busy?: boolean;
}

export interface CompanyFilterFieldsProps {
  form: FilterForm;
  errors: FilterErrors;
  onChange(form: FilterForm): void;
}

/** The filter fields alone, for forms that add their own fields and submit button (signals, lead lists). */
export function CompanyFilterFields({ form, errors, onChange }: CompanyFilterFieldsProps) {
  const set = (field: FilterField) => (e: { target: { value: string } }) => onChange({ ...form, [field]: e.target.value });
  const input = (field: FilterField, label: string, extra: { inputMode?: 'numeric'; placeholder?: string } = {}) => (
    <FormField label={label} error={errors[field]}>
      {(control) => <input {...control} value={form[field]} onChange={set(field)} {...extra} />}
    </FormField>
  );
  const select = (field: 'employees' | 'company_type', label: string, options: readonly string[], text: (v: string) => string) => (
    <FormField label={label} error={errors[field]}>
      {(control) => (
        <select {...control} value={form[field]} onChange={set(field)}>
          <option value="">Any</option>
          <OptionList options={options} text={text} />
        </select>
      )}
    </FormField>
  );
  return (
    <>
      {input('country', 'Country')}
      {input('state', 'State')}
      {input('city', 'City')}
      {input('industry', 'Industry')}
      {input('industry_code', `Industry code (${INDUSTRY_CODE.min}–${INDUSTRY_CODE.max})`, { inputMode: 'numeric' })}
      {select('employees', 'Size', EMPLOYEE_RANGES, (r) => formatEmployees(r as (typeof EMPLOYEE_RANGES)[number]))}
      {select('company_type', 'Company type', COMPANY_TYPES, (t) => t)}
      {input('founded_min', `Founded from (${FOUNDED.min}–${FOUNDED.max})`, { inputMode: 'numeric' })}
      {input('founded_max', `Founded until (${FOUNDED.min}–${FOUNDED.max})`, { inputMode: 'numeric' })}
    </>
  );
}

export function CompanyFilterForm({ form, errors, onChange, onSubmit, cached, busy }: CompanyFilterFormProps) {
  return (
    <form className="company-filters" aria-label="Company filters" noValidate onSubmit={submitWith(onSubmit)}>
      <CompanyFilterFields form={form} errors={errors} onChange={onChange} />
      <div className="filter-actions">
        <button type="submit" className="primary" disabled={busy}>
          Find companies · {costLabel(priceOf('technology.companies'), cached)}
        </button>
      </div>
    </form>
  );
}
