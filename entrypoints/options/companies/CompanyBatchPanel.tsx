// Companies › Batch lookup: a free Check normalises the lines (domain.normalize), then a confirmed
// companies.batch with the unique domains, 1 credit each (contract.md), and a CSV of the records.
import { domainViewUrl } from '@/lib/ui/routes';
import { useEffect, useRef, useState } from 'react';
import { BATCH_MAX, BatchCheck } from '@/components/companies/BatchCheck';
import { BatchDomainsForm } from '@/components/companies/BatchDomainsForm';
import { BatchResults } from '@/components/companies/BatchResults';
import { COMPANY_CSV_COLUMNS, companyCsvRows } from '@/components/companies/company-rows';
import { ConfirmSpend } from '@/components/companies/ConfirmSpend';
import { ErrorNotice, type ErrorLike } from '@/components/ErrorNotice';
import type { ResponseData } from '@/lib/api/catalog';
import type { Normalized } from '@/lib/domain/resolve';
import { downloadText, exportName, toCsv } from '@/lib/export/export';
import { messenger } from '@/lib/messaging/client';
import { toApiError } from '@/lib/api/errors';
import { creditText } from '@/components/format';
import { UNIT_PRICES } from '@/lib/api/prices';
import { t, tn } from '@/lib/i18n';

type Batch = { data: ResponseData<'companies.batch'>; credits: number };

export function CompanyBatchPanel() {
  const [text, setText] = useState('');
  const [checked, setChecked] = useState<Normalized | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<'checking' | 'looking up' | null>(null);
  const [error, setError] = useState<ErrorLike | null>(null);
  const [batch, setBatch] = useState<Batch | null>(null);
  // Checks are free and dropped when the text changes; a lookup is paid, so its answer is always kept.
  const checkRequest = useRef(0);
  // The same batch within the cache's life is answered from it, free: the button says so.
  // The peek's answer is kept with the list and lookup it was asked for: another one is not cached until it says so.
  const [peeked, setPeeked] = useState<{ checked: Normalized; batch: Batch | null; cached: boolean } | null>(null);
  const cached = peeked !== null && peeked.checked === checked && peeked.batch === batch && peeked.cached;
  useEffect(() => {
    if (!checked || checked.domains.length === 0) return;
    let live = true;
    messenger.send('cache.peek', { endpoint: 'companies.batch', params: { domains: checked.domains } }).then(
      (hit) => live && setPeeked({ checked, batch, cached: hit?.source === 'cache' }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [checked, batch]);

  function edit(value: string) {
    setText(value);
    // The price shown must be that of the list checked: an edit asks for a new Check.
    checkRequest.current++;
    setChecked(null);
    setConfirming(false);
    setBusy((b) => (b === 'checking' ? null : b));
  }

  function check() {
    const id = ++checkRequest.current;
    setBusy('checking');
    setError(null);
    setConfirming(false);
    messenger.send('domain.normalize', { inputs: text.split(/\r?\n/) }).then(
      (result) => id === checkRequest.current && (setChecked(result), setBusy(null)),
      (e: unknown) => id === checkRequest.current && (setError(toApiError(e)), setBusy(null)),
    );
  }

  function lookup(domains: string[]) {
    setConfirming(false);
    setBusy('looking up');
    setError(null);
    messenger.call('companies.batch', { domains }).then(
      (r) => (setBatch({ data: r.data, credits: r.credits }), setBusy(null)),
      (e: unknown) => (setError(toApiError(e)), setBusy(null)),
    );
  }

  function exportCsv(companies: Batch['data']['companies']) {
    downloadText(exportName('companies', 'batch', 'csv'), toCsv(companyCsvRows(companies), COMPANY_CSV_COLUMNS), 'text/csv');
  }

  const count = checked?.domains.length ?? 0;
  return (
    <section aria-labelledby="company-batch-title" className="company-panel">
      <h2 id="company-batch-title">{t('companies_batchLookup')}</h2>
      <BatchDomainsForm text={text} busy={busy !== null} onChange={edit} onCheck={check} />
      {checked && (
        <BatchCheck
          result={checked}
          busy={busy !== null || confirming}
          cached={cached}
          onLookup={() => (cached ? lookup(checked.domains) : setConfirming(true))}
        />
      )}
      {checked && confirming && count > 0 && count <= BATCH_MAX && (
        <ConfirmSpend
          title={tn('companies_confirmTitle', count)}
          cost={count}
          feature="companies"
          detail={t('companies_confirmDetail', [creditText(UNIT_PRICES.batchDomain)])}
          onConfirm={() => lookup(checked.domains)}
          onCancel={() => setConfirming(false)}
        />
      )}
      {busy && (
        <p role="status" className="hint">
          {t(busy === 'checking' ? 'companies_checking' : 'companies_lookingUp')}
        </p>
      )}
      {error && <ErrorNotice error={error} />}
      {error && checked && <p className="hint">{t('companies_failedFree')}</p>}
      {batch && (
        <BatchResults
          companies={batch.data.companies}
          notFound={batch.data.not_found}
          credits={batch.credits}
          onExport={() => exportCsv(batch.data.companies)}
          hrefFor={domainViewUrl}
        />
      )}
    </section>
  );
}
