// Chooses the period every figure below covers: presets, or a custom range that is checked before
// anything is requested (start ≤ end, end not in the future, at most 365 days).
import { useId, useState, type FormEvent } from 'react';
import { checkRange, describePeriod, isoDay, MAX_DAYS, PRESETS, presetPeriod, type Period, type PeriodChoice } from './period';
import { formatNumber } from '@/lib/display/format';
import { t } from '@/lib/i18n';

export interface PeriodPickerProps {
  choice: PeriodChoice;
  period: Period;
  now: number;
  onChange(choice: PeriodChoice, period: Period): void;
}

export function PeriodPicker({ choice, period, now, onChange }: PeriodPickerProps) {
  const id = useId();
  const [mode, setMode] = useState<PeriodChoice>(choice);
  const [start, setStart] = useState(period.start);
  const [end, setEnd] = useState(period.end);
  const [error, setError] = useState<{ field: 'start' | 'end'; message: string } | null>(null);
  // A new choice from the page (a preset applied elsewhere) replaces the one shown.
  const [given, setGiven] = useState(choice);
  if (given !== choice) {
    setGiven(choice);
    setMode(choice);
  }

  function pick(next: PeriodChoice) {
    setMode(next);
    setError(null);
    if (next === 'custom') {
      setStart(period.start);
      setEnd(period.end);
    } else onChange(next, presetPeriod(next, now));
  }

  function apply(event: FormEvent) {
    event.preventDefault();
    const check = checkRange(start.trim(), end.trim(), now);
    if (!check.ok) {
      setError({ field: check.field, message: check.message });
      document.getElementById(`${id}-${check.field}`)?.focus();
      return;
    }
    setError(null);
    onChange('custom', check.period);
  }

  const errorId = `${id}-error`;
  // Its id is the one apply() focuses when the check names this field.
  const dateField = (field: 'start' | 'end', label: string, value: string, set: (value: string) => void) => (
    <>
      <label htmlFor={`${id}-${field}`}>{label}</label>
      <input
        id={`${id}-${field}`}
        type="date"
        value={value}
        max={isoDay(now)}
        onChange={(e) => set(e.target.value)}
        aria-invalid={error?.field === field || undefined}
        aria-describedby={error ? errorId : undefined}
      />
    </>
  );
  return (
    <div className="period-picker">
      <fieldset className="period-presets">
        <legend>{t('credits_period')}</legend>
        {[...PRESETS, { id: 'custom' as const, label: () => t('credits_customRange') }].map((p) => (
          <label key={p.id} className={mode === p.id ? 'selected' : undefined}>
            <input type="radio" name={`${id}-preset`} value={p.id} checked={mode === p.id} onChange={() => pick(p.id)} />
            {p.label()}
          </label>
        ))}
      </fieldset>
      {mode === 'custom' && (
        <form className="period-custom" onSubmit={apply} noValidate>
          {dateField('start', t('credits_startDate'), start, setStart)}
          {dateField('end', t('credits_endDate'), end, setEnd)}
          <button type="submit">{t('credits_showPeriod')}</button>
        </form>
      )}
      <div aria-live="polite">
        {error && (
          <p id={errorId} className="field-error">
            {error.message}
          </p>
        )}
      </div>
      <p className="hint">
        {mode === 'custom' ? t('credits_showingCustom', [describePeriod(period), formatNumber(MAX_DAYS)]) : t('credits_showing', [describePeriod(period)])}
      </p>
    </div>
  );
}
