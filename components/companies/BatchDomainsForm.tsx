// Batch lookup input: domains one per line and a free Check (normalisation by the worker). Props in,
// callbacks out.
import { useId } from 'react';
import { t } from '@/lib/i18n';
import { formatNumber } from '../format';
import { submitWith } from '@/lib/ui/submit';
import { BATCH_MAX } from './BatchCheck';

export interface BatchDomainsFormProps {
  text: string;
  busy: boolean;
  onChange(text: string): void;
  onCheck(): void;
}

export function BatchDomainsForm({ text, busy, onChange, onCheck }: BatchDomainsFormProps) {
  const id = useId();
  return (
    <form className="batch-form" aria-label={t('companies_batchLookup')} onSubmit={submitWith(onCheck)}>
      <label htmlFor={id}>{t('companies_domainsLabel')}</label>
      <textarea id={id} rows={8} value={text} spellCheck={false} aria-describedby={`${id}-hint`} onChange={(e) => onChange(e.target.value)} />
      <small id={`${id}-hint`}>{t('companies_domainsHint', [formatNumber(BATCH_MAX)])}</small>
      <button type="submit" disabled={busy || text.trim() === ''}>
        {t('companies_checkFree')}
      </button>
    </form>
  );
}
