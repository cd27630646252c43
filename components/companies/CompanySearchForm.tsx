// The companies search form: the term and every shared filter, with each field's error beside it.
// Props in, callbacks out; the section validates (search-query.ts) and prices the search.
import { useId, type ReactNode } from 'react';
import { COMPANY_TYPES, EMPLOYEE_RANGES, FOUNDED, INDUSTRY_CODE } from '@/lib/api/schemas';
import { creditText } from '../format';
import type { SearchErrors, SearchField, SearchForm } from './search-query';

export interface CompanySearchFormProps {
  values: SearchForm;
  errors: SearchErrors;
  cost: number;
  busy: boolean;
  onChange(field: SearchField, value: string): void;
  onSubmit(): void;
}

function Field({ id, label, error, hint, children }: { id: string; label: string; error?: string; hint?: string; children: ReactNode }) {
  return (
    <div className="company-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && <small id={`${id}-hint`}>{hint}</small>}
      {error && <p id={`${id}-error`} className="field-error">{error}</p>}
    </div>
  );
}

export function CompanySearchForm({ values, errors, cost, busy, onChange, onSubmit }: CompanySearchFormProps) {
  const base = useId();
  const input = (field: SearchField, hinted = false) => {
    const id = `${base}-${field}`;
    const described = [hinted ? `${id}-hint` : '', errors[field] ? `${id}-error` : ''].filter(Boolean).join(' ');
    return {
      id,
      value: values[field],
      'aria-invalid': errors[field] ? true : undefined,
      'aria-describedby': described || undefined,
      onChange: (e: { target: { value: string } }) => onChange(field, e.target.value),
    };
  };
  const field = (name: SearchField, label: string, hint?: string) => ({ id: `${base}-${name}`, label, error: errors[name], hint });
  return (
    <form className="company-search" noValidate aria-label="Search companies" onSubmit={(e) => { e.preventDefault(); onSubmit(); }}>
      <Field {...field('search', 'Name or description')}>
        <input type="search" {...input('search')} />
      </Field>
      <fieldset className="company-filters">
        <legend>Filters (optional)</legend>
        <Field {...field('country', 'Country')}><input {...input('country')} /></Field>
        <Field {...field('state', 'State')}><input {...input('state')} /></Field>
        <Field {...field('city', 'City')}><input {...input('city')} /></Field>
        <Field {...field('industry', 'Industry')}><input {...input('industry')} /></Field>
        <Field {...field('industry_code', 'Industry code', `${INDUSTRY_CODE.min}–${INDUSTRY_CODE.max}`)}>
          <input inputMode="numeric" {...input('industry_code', true)} />
        </Field>
        <Field {...field('employees', 'Employees')}>
          <select {...input('employees')}>
            <option value="">Any size</option>
            {EMPLOYEE_RANGES.map((r) => <option key={r} value={r}>{r}</option>)}
          </select>
        </Field>
        <Field {...field('company_type', 'Company type')}>
          <select {...input('company_type')}>
            <option value="">Any type</option>
            {COMPANY_TYPES.map((t) => <option key={t} value={t}>{t}</option>)}
          </select>
        </Field>
        <Field {...field('founded_min', 'Founded from', `${FOUNDED.min}–${FOUNDED.max}`)}>
          <input inputMode="numeric" {...input('founded_min', true)} />
        </Field>
        <Field {...field('founded_max', 'Founded to', `${FOUNDED.min}–${FOUNDED.max}`)}>
          <input inputMode="numeric" {...input('founded_max', true)} />
        </Field>
      </fieldset>
      <button type="submit" className="primary" disabled={busy}>
        Search · {creditText(cost)}
      </button>
    </form>
  );
}
