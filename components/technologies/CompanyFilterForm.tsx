// The shared company filters: free text, the published size and type values, industry code and
// founding years with their ranges; errors are shown beside their field and nothing is sent.
import { COMPANY_TYPES, EMPLOYEE_RANGES, FOUNDED, INDUSTRY_CODE } from '@/lib/api/schemas';
import { formatEmployees } from '../company-format';
import { costLabel } from './cost';
import type { FilterErrors, FilterField, FilterForm } from '@/lib/companies/company-filters';
import { priceOf } from '@/lib/api/prices';
import { submitWith } from '@/lib/ui/submit';
import { t } from '@/lib/i18n';
import { FormField } from '../FormField';
import { OptionList } from './OptionList';
import { companyTypeLabel } from '@/lib/display/api-values';

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
          <option value="">{t('technologies_any')}</option>
          <OptionList options={options} text={text} />
        </select>
      )}
    </FormField>
  );
  return (
    <>
      {input('country', t('technologies_filterCountry'))}
      {input('state', t('technologies_filterState'))}
      {input('city', t('technologies_filterCity'))}
      {input('industry', t('technologies_filterIndustry'))}
      {/* Codes and years are written without digit grouping. */}
      {input('industry_code', t('technologies_filterIndustryCode', [String(INDUSTRY_CODE.min), String(INDUSTRY_CODE.max)]), { inputMode: 'numeric' })}
      {select('employees', t('technologies_filterSize'), EMPLOYEE_RANGES, (r) => formatEmployees(r as (typeof EMPLOYEE_RANGES)[number]))}
      {/* Company types are shown as the API names them, as on the company card. */}
      {select('company_type', t('technologies_filterCompanyType'), COMPANY_TYPES, companyTypeLabel)}
      {input('founded_min', t('technologies_filterFoundedFrom', [String(FOUNDED.min), String(FOUNDED.max)]), { inputMode: 'numeric' })}
      {input('founded_max', t('technologies_filterFoundedUntil', [String(FOUNDED.min), String(FOUNDED.max)]), { inputMode: 'numeric' })}
    </>
  );
}

export function CompanyFilterForm({ form, errors, onChange, onSubmit, cached, busy }: CompanyFilterFormProps) {
  return (
    <form className="company-filters" aria-label={t('technologies_filtersLabel')} noValidate onSubmit={submitWith(onSubmit)}>
      <CompanyFilterFields form={form} errors={errors} onChange={onChange} />
      <div className="filter-actions">
        <button type="submit" className="primary" disabled={busy}>
          {t('technologies_findCompanies', [costLabel(priceOf('technology.companies'), cached)])}
        </button>
      </div>
    </form>
  );
}
