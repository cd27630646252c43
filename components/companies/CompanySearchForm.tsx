// The companies search form: the term, then the shared company filters (the same fields, labels and
// layout as Technologies, Signals and Lead lists), each error beside its field. Props in, callbacks
// out; the section validates (search-query.ts) and prices the search.
import { CompanyFilterFields } from '../technologies/CompanyFilterForm';
import type { FilterForm } from '@/lib/companies/company-filters';
import { t } from '@/lib/i18n';
import { creditText } from '../format';
import type { SearchErrors, SearchField, SearchForm } from './search-query';
import { submitWith } from '@/lib/ui/submit';
import { FormField } from '../FormField';

export interface CompanySearchFormProps {
  values: SearchForm;
  errors: SearchErrors;
  cost: number;
  busy: boolean;
  onChange(field: SearchField, value: string): void;
  onSubmit(): void;
}

export function CompanySearchForm({ values, errors, cost, busy, onChange, onSubmit }: CompanySearchFormProps) {
  const { search, ...filters } = values;
  const filterErrors = { ...errors, search: undefined };
  function changeFilters(next: FilterForm) {
    for (const key of Object.keys(next) as (keyof FilterForm)[]) if (next[key] !== filters[key]) onChange(key, next[key]);
  }
  return (
    <form className="company-search" noValidate aria-label={t('companies_searchTitle')} onSubmit={submitWith(onSubmit)}>
      <FormField label={t('companies_searchLabel')} error={errors.search}>
        {(control) => <input {...control} type="search" value={search} onChange={(e) => onChange('search', e.target.value)} />}
      </FormField>
      {/* One fieldset, as in Signals and Lead lists: the same box, legend and columns. */}
      <fieldset className="company-filters">
        <legend>{t('companies_filtersOptional')}</legend>
        <CompanyFilterFields form={filters} errors={filterErrors} onChange={changeFilters} />
      </fieldset>
      <div className="filter-actions">
        <button type="submit" className="primary" disabled={busy}>
          {t('companies_searchCost', [creditText(cost)])}
        </button>
      </div>
    </form>
  );
}
