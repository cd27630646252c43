// Batch lookup input: domains one per line and a free Check (normalisation by the worker). Props in,
// callbacks out.
import { useId } from 'react';
import { submitWith } from '@/lib/ui/submit';

export interface BatchDomainsFormProps {
  text: string;
  busy: boolean;
  onChange(text: string): void;
  onCheck(): void;
}

export function BatchDomainsForm({ text, busy, onChange, onCheck }: BatchDomainsFormProps) {
  const id = useId();
  return (
    <form className="batch-form" aria-label="Batch lookup" onSubmit={submitWith(onCheck)}>
      <label htmlFor={id}>Domains, one per line</label>
      <textarea id={id} rows={8} value={text} spellCheck={false} aria-describedby={`${id}-hint`} onChange={(e) => onChange(e.target.value)} />
      <small id={`${id}-hint`}>URLs and www. names are reduced to their domain; up to 100 unique domains at once.</small>
      <button type="submit" disabled={busy || text.trim() === ''}>
        Check · free
      </button>
    </form>
  );
}
