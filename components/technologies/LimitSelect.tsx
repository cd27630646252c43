// A labelled choice of how many rows the next load asks for.
import { useId } from 'react';
import { formatNumber } from '../format';
import { OptionList } from './OptionList';

export function LimitSelect({ label, value, options, onChange }: { label: string; value: number; options: readonly number[]; onChange(value: number): void }) {
  const id = useId();
  return (
    <div className="inline-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(Number(e.target.value))}>
        <OptionList options={options} text={formatNumber} />
      </select>
    </div>
  );
}
