// Export of the current query at 1 credit a row: the estimate before anything starts, a maximum
// number of rows, a confirmation, then the file. A capped export (X-Export-Capped: credits) says how
// many rows arrived and why.
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { ErrorNotice, type ErrorLike } from '@/components/ErrorNotice';
import { creditText, formatNumber } from '@/components/format';
import { checkMaxRows, exportEstimate, exportFile, type ExportFormat } from '@/lib/signals/export';
import type { SignalQuery } from '@/lib/signals/form';
import { messenger } from '@/lib/messaging/client';
import { downloadText } from '@/lib/export/export';
import { UNIT_PRICES } from '@/lib/api/prices';
import { useCached } from '@/lib/ui/use-cached';
import { FormField } from '@/components/FormField';

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
        message: 'You are out of credits, so nothing can be exported: nothing was sent or charged.',
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
      <h3 id={`${id}-title`}>Export</h3>
      <div className="row">
        <FormField label="Maximum rows (1–10,000)" error={'error' in checked ? checked.error : undefined}>
          {(control) => <input {...control} inputMode="numeric" value={maxRows} onChange={(e) => setMaxRows(e.target.value)} />}
        </FormField>
        <div className="filter-field">
          <label htmlFor={`${id}-format`}>File format</label>
          <select id={`${id}-format`} value={format} onChange={(e) => setFormat(e.target.value as ExportFormat)}>
            <option value="csv">CSV</option>
            <option value="json">JSON</option>
          </select>
        </div>
        <button type="button" disabled={busy || estimate === null} onClick={() => void (cached && estimate !== null ? run(estimate) : ask())}>
          {cached ? 'Export · cached · free' : `Export… · up to ${creditText(estimate ?? 0)}`}
        </button>
      </div>
      <p className="hint">
        {creditText(UNIT_PRICES.exportedRow)} a row exported; {formatNumber(total)} rows match. If your balance runs out, the export stops there and you pay
        only for the rows received.
      </p>
      {busy && <p role="status">Exporting…</p>}
      {error && <ErrorNotice error={error} />}
      {error && (error.kind === 'timeout' || error.kind === 'network') && (
        // A lost answer is not retried (lib/api/retry-policy): the server may have billed the rows anyway.
        <p role="status" className="notice notice-warn">
          The export may have been charged even though no file arrived: check <a href="#credits">Credits &amp; usage</a> before exporting again.
        </p>
      )}
      {outcome && (
        <div role="status" className={outcome.capped ? 'notice notice-warn' : 'notice'}>
          {outcome.capped ? (
            <>
              <strong>Export capped by your credit balance</strong>
              <p>
                {formatNumber(outcome.rows)} of up to {formatNumber(outcome.requested)} rows arrived: the server stopped when your credits ran out
                (X-Export-Capped: credits). Charged {creditText(outcome.credits)}. Saved as {outcome.file}.
              </p>
            </>
          ) : (
            <p>
              Exported {formatNumber(outcome.rows)} rows{' '}
              {outcome.cached ? 'from the cache, free (the same export was already paid for)' : `for ${creditText(outcome.credits)}`}. Saved as {outcome.file}.
            </p>
          )}
        </div>
      )}
      {confirm && (
        <ConfirmDialog
          title="Export signals?"
          cost={confirm.cost}
          feature="exports"
          balance={confirm.balance}
          cappedToBalance
          confirmLabel={`Export up to ${formatNumber(confirm.cost)} rows`}
          // max_rows is what the dialog promised, never more: min(maximum rows, rows that match).
          onConfirm={() => void run(confirm.cost)}
          onCancel={() => setConfirm(null)}
        >
          <p>
            Up to {formatNumber(confirm.cost)} rows as {format.toUpperCase()}, at {creditText(UNIT_PRICES.exportedRow)} a row: at most{' '}
            {creditText(confirm.cost)}.
          </p>
          {confirm.balance !== null && confirm.balance < confirm.cost && (
            <p>
              Your balance covers {formatNumber(confirm.balance)} rows: the export will be capped there and charge {creditText(confirm.balance)}.
            </p>
          )}
        </ConfirmDialog>
      )}
    </section>
  );
}
