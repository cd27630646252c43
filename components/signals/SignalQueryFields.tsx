// The signal query form's fields, shared by the explorer and the alert form: the type, its one or
// two technologies (the picker is passed in: it searches through the worker), the window and the
// shared company filters. Errors show beside their field.
import type { ReactNode } from 'react';
import { SIGNAL_TYPES, SIGNAL_WINDOW, type SignalType } from '@/lib/api/schemas';
import { typeLabels, type PickedTechnology, type SignalErrors, type SignalForm } from '@/lib/signals/form';
import { CompanyFilterFields } from '../technologies/CompanyFilterForm';
import { FormField } from '../FormField';

import { t, tn } from '@/lib/i18n';

export interface PickerSlot {
  label: string;
  value: PickedTechnology | null;
  error?: string;
  onPick(t: PickedTechnology | null): void;
}

export interface SignalQueryFieldsProps {
  form: SignalForm;
  errors: SignalErrors;
  onChange(form: SignalForm): void;
  renderPicker(slot: PickerSlot): ReactNode;
  /** Alerts deliver what is new from now on: they have no window. */
  showWindow?: boolean;
}

function DateField({ label, value, error, onChange }: { label: string; value: string; error?: string; onChange(v: string): void }) {
  return (
    <FormField label={label} error={error}>
      {(control) => <input {...control} type="date" value={value} onChange={(e) => onChange(e.target.value)} />}
    </FormField>
  );
}

export function SignalQueryFields({ form, errors, onChange, renderPicker, showWindow = true }: SignalQueryFieldsProps) {
  const labels = typeLabels(form.type);
  return (
    <>
      <fieldset className="signal-core">
        <legend>{t('signals_signal')}</legend>
        <FormField label={t('signals_type')} error={errors.type}>
          {(control) => (
            <select {...control} value={form.type} onChange={(e) => onChange({ ...form, type: e.target.value as SignalType })}>
              {SIGNAL_TYPES.map((type) => (
                <option key={type} value={type}>
                  {typeLabels(type).title}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {labels.other && renderPicker({ label: labels.other, value: form.other, error: errors.other, onPick: (other) => onChange({ ...form, other }) })}
        {renderPicker({
          label: labels.technology,
          value: form.technology,
          error: errors.technology,
          onPick: (technology) => onChange({ ...form, technology }),
        })}
        {showWindow && (
          <>
            <DateField label={t('signals_since')} value={form.since} error={errors.since} onChange={(since) => onChange({ ...form, since })} />
            <DateField label={t('signals_until')} value={form.until} error={errors.until} onChange={(until) => onChange({ ...form, until })} />
            <p className="hint window-hint">
              {tn('signals_windowDefault', SIGNAL_WINDOW.defaultDays)} {tn('signals_windowMax', SIGNAL_WINDOW.maxDays)}
            </p>
          </>
        )}
      </fieldset>
      <fieldset className="company-filters">
        <legend>{t('signals_companyFilters')}</legend>
        <CompanyFilterFields form={form.filters} errors={errors.filters ?? {}} onChange={(filters) => onChange({ ...form, filters })} />
      </fieldset>
    </>
  );
}
