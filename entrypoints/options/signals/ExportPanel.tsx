// Export of the current query at 1 credit a row: the estimate before anything starts, a maximum
// number of rows, a confirmation, then the file. A capped export (X-Export-Capped: credits) says how
// many rows arrived and why.
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { ErrorNotice, type ErrorLike } from '@/components/ErrorNotice';
import { creditText, formatNumber } from '@/components/format';
import { checkMaxRows, EXPORT_MAX_ROWS, exportEstimate, exportFile, type ExportFormat } from '@/lib/signals/export';
import type { SignalQuery } from '@/lib/signals/form';
import { messenger } from '@/lib/messaging/client';
import { downloadText } from '@/lib/export/export';
import { UNIT_PRICES } from '@/lib/api/prices';
import { useCached } from '@/lib/ui/use-cached';
import { FormField } from '@/components/FormField';
import { Sentence } from '@/components/Sentence';
import { t, tn } from '@/lib/i18n';

/** The file formats offered: their names are the same in every language. */
const FORMATS: readonly ExportFormat[] = ['csv', 'json'];

type Outcome = { requested: number; rows: number; credits: number; capped: boolean; file: string; cached: boolean };

export function ExportPanel({ query, total }: { query: SignalQuery; total: number }) {
  const id = useId();
  const [maxRows, setMaxRows] = useState(String(Math.min(total, 1000) || 1));
  const [format, setFormat] = useState<ExportFormat>('csv');
  const [confirm, setConfirm] = useState<{ maxRows: number; cost: number; balance: number | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ErrorLike | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const checked = checkMaxRows(maxRows);
  const estimate = 'maxRows' in checked ? exportEstimate(checked.maxRows, total) : null;
  // The same export within the cache's life is answered from the cache, free, with no confirmation.
  const cached = useCached('signals.export', estimate !== null ? { ...query, max_rows: estimate } : null);

  async function ask() {
    if (!('maxRows' in checked) || estimate === null) return;
    // The balance is read from the server (free, account endpoint): the estimate must say if it will cap.
    const info = await messenger.send('credits.get', { sync: true }).catch(() => messenger.send('credits.get', { sync: false }).catch(() => null));
    const balance = info?.balance ?? null;
    setError(null);
    setOutcome(null);
    // With nothing left the export cannot be confirmed: say so, and when credits come back.
    if (balance !== null && balance <= 0) {
      setError({
        kind: 'insufficient_credits',
        message: t('signals_exportNoCredits'),
        resetAt: info?.resetAt ?? null,
      });
      return;
    }
    setConfirm({ maxRows: checked.maxRows, cost: estimate, balance });
  }

  async function run(rows: number) {
    setConfirm(null);
    setBusy(true);
    setError(null);
    setOutcome(null);
    try {
      const result = await messenger.call('signals.export', { ...query, max_rows: rows });
      const events = result.data.events;
      const stem = `stacklens-${query.type}-${query.technology}-${query.since}-to-${query.until}`;
      const file = exportFile(events, format, stem);
      downloadText(file.name, file.text, file.type);
      setOutcome({
        requested: Math.min(rows, total),
        rows: events.length,
        credits: result.credits,
        capped: Boolean(result.capped),
        file: file.name,
        cached: result.source === 'cache',
      });
    } catch (e) {
      setError(e as ErrorLike);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="signal-export" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('signals_export')}</h3>
      <div className="row">
        <FormField label={t('signals_maxRows', [formatNumber(1), formatNumber(EXPORT_MAX_ROWS)])} error={'error' in checked ? checked.error : undefined}>
          {(control) => <input {...control} inputMode="numeric" value={maxRows} onChange={(e) => setMaxRows(e.target.value)} />}
        </FormField>
        <div className="filter-field">
          <label htmlFor={`${id}-format`}>{t('signals_fileFormat')}</label>
          <select id={`${id}-format`} value={format} onChange={(e) => setFormat(e.target.value as ExportFormat)}>
            {FORMATS.map((f) => (
              <option key={f} value={f}>
                {f.toUpperCase()}
              </option>
            ))}
          </select>
        </div>
        <button type="button" disabled={busy || estimate === null} onClick={() => void (cached && estimate !== null ? run(estimate) : ask())}>
          {cached ? t('signals_exportCached') : t('signals_exportUpTo', [creditText(estimate ?? 0)])}
        </button>
      </div>
      <p className="hint">{tn('signals_exportHint', total, [creditText(UNIT_PRICES.exportedRow)])}</p>
      {busy && <p role="status">{t('signals_exporting')}</p>}
      {error && <ErrorNotice error={error} />}
      {error && (error.kind === 'timeout' || error.kind === 'network') && (
        // A lost answer is not retried (lib/api/retry-policy): the server may have billed the rows anyway.
        <p role="status" className="notice notice-warn">
          <Sentence message={(m) => t('signals_exportMaybeCharged', [m])}>
            <a href="#credits">{t('signals_creditsUsage')}</a>
          </Sentence>
        </p>
      )}
      {outcome && (
        <div role="status" className={outcome.capped ? 'notice notice-warn' : 'notice'}>
          {outcome.capped ? (
            <>
              <strong>{t('signals_exportCapped')}</strong>
              <p>{tn('signals_exportCappedDetail', outcome.requested, [formatNumber(outcome.rows), creditText(outcome.credits), outcome.file])}</p>
            </>
          ) : (
            <p>
              {outcome.cached
                ? tn('signals_exportedCached', outcome.rows, [outcome.file])
                : tn('signals_exported', outcome.rows, [creditText(outcome.credits), outcome.file])}
            </p>
          )}
        </div>
      )}
      {confirm && (
        <ConfirmDialog
          title={t('signals_exportConfirm')}
          cost={confirm.cost}
          feature="exports"
          balance={confirm.balance}
          cappedToBalance
          confirmLabel={tn('signals_exportUpToRows', confirm.cost)}
          // max_rows is what the dialog promised, never more: min(maximum rows, rows that match).
          onConfirm={() => void run(confirm.cost)}
          onCancel={() => setConfirm(null)}
        >
          <p>{tn('signals_exportConfirmDetail', confirm.cost, [format.toUpperCase(), creditText(UNIT_PRICES.exportedRow), creditText(confirm.cost)])}</p>
          {confirm.balance !== null && confirm.balance < confirm.cost && (
            <p>{tn('signals_exportBalanceCovers', confirm.balance, [creditText(confirm.balance)])}</p>
          )}
        </ConfirmDialog>
      )}
    </section>
  );
}
