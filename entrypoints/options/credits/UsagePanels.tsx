// Usage over the chosen period: the account's figures, this browser's spend and billed calls, and
// the two side by side. Server figures may fail alone: local ones are then shown with a notice.
import { useMemo, useState } from 'react';
import { BilledCalls, NO_FILTER, type BilledQuery } from '@/components/credits/BilledCalls';
import { LoadingBlock } from '@/components/credits/LoadingBlock';
import { LocalSpend } from '@/components/credits/LocalSpend';
import type { Period } from '@/components/credits/period';
import { ServerUsage } from '@/components/credits/ServerUsage';
import { SpendComparison } from '@/components/credits/SpendComparison';
import { ErrorNotice } from '@/components/ErrorNotice';
import { downloadText, exportName } from '@/lib/export/export';
import type { LedgerSummaryView } from '@/lib/messaging/protocol';
import { compareByDay, fillDays, labelFeatures, ledgerCsv } from './aggregate';
import { allBilledCalls, useBilledCalls } from './use-billed-calls';
import { useCallNames } from './use-call-names';
import { currentKey, type ServerFigures } from './use-credits-data';
import type { Load } from '@/lib/ui/use-load';
import { formatMonth } from '@/lib/display/format';
import { t, tn } from '@/lib/i18n';

export interface UsagePanelsProps {
  period: Period;
  server: Load<ServerFigures>;
  ledger: Load<LedgerSummaryView>;
  reload: number;
  /** Counts the worker's "ledger changed" pushes: the billed calls shown are read again at each. */
  ledgerVersion?: number;
  retryServer(): void;
  retryLedger(): void;
}

/** Technology ids named by calls' parameters ("id=705"), to name them from the local catalog. */
export function UsagePanels({ period, server, ledger, reload, ledgerVersion = 0, retryServer, retryLedger }: UsagePanelsProps) {
  const summary = ledger.status === 'loaded' ? ledger.data : null;
  const local = useMemo(() => {
    if (!summary) return null;
    return { byDay: fillDays(summary.byDay, period), byFeature: labelFeatures(summary.byFeature), top: summary.top, total: summary.totals.credits };
  }, [summary, period]);
  const [query, setQuery] = useState<BilledQuery>(NO_FILTER);
  const billed = useBilledCalls(period, query, summary !== null, reload, ledgerVersion);
  const [exporting, setExporting] = useState(false);
  const exportCalls = () => {
    setExporting(true);
    allBilledCalls(period, query)
      .then((calls) => downloadText(exportName('credits', `billed-calls-${period.start}-${period.end}`, 'csv'), ledgerCsv(calls), 'text/csv'))
      .catch(() => undefined)
      .finally(() => setExporting(false));
  };
  const count = useMemo(() => {
    if (!summary || query.text.trim()) return null;
    const features = query.feature ? summary.byFeature.filter((f) => f.feature === query.feature) : summary.byFeature;
    return { calls: features.reduce((s, f) => s + f.listed, 0), credits: features.reduce((s, f) => s + f.credits, 0) };
  }, [summary, query]);
  // Calls are named by what they were about ("Signal search — Klaviyo adopters"), from local data only.
  const namedRows = useMemo(() => [...(summary?.top ?? []), ...billed.rows], [summary, billed.rows]);
  const names = useCallNames(namedRows);
  const figures = server.status === 'loaded' ? server.data : null;
  const timeline = figures?.keyUsage?.timeline ?? [];
  const record = figures ? currentKey(figures.account.keys) : null;
  const accountTotal = figures?.account.totals.credits_used ?? null;
  const timelineTotal = timeline.reduce((s, d) => s + d.credits_used, 0);

  return (
    <>
      <h2>{t('credits_accountUsage')}</h2>
      {server.status === 'loading' && <LoadingBlock label={t('credits_loadingAccountUsage')} lines={4} />}
      {server.status === 'error' && (
        <ErrorNotice
          error={{
            ...server.error,
            message: t('credits_serverFailed', [server.error.message.replace(/\.$/, '')]),
          }}
          onRetry={retryServer}
        />
      )}
      {figures && (
        <ServerUsage
          timeline={timeline}
          endpoints={figures.keyUsage?.endpoints ?? []}
          outcome={record ? { successful: record.usage.successful_requests, failed: record.usage.failed_requests } : null}
          browserByDay={local ? new Map(local.byDay.map((d) => [d.date, d.credits])) : undefined}
        />
      )}

      <h2>{t('credits_browserSpend')}</h2>
      <p className="hint">{t('credits_browserSpendHint')}</p>
      {ledger.status === 'loading' && <LoadingBlock label={t('credits_loadingBrowserSpend')} lines={4} />}
      {ledger.status === 'error' && <ErrorNotice error={ledger.error} onRetry={retryLedger} />}
      {local && (
        <>
          {/* Its credits per day are drawn in the account's chart above (with the server's figures); alone
              when those could not be read. */}
          <LocalSpend byDay={local.byDay} byFeature={local.byFeature} top={local.top} names={names} dailyChart={!figures} />
          {summary && summary.folded.length > 0 && (
            <p className="hint">
              {t('credits_foldedMonths', [
                summary.folded.map((m) => t('credits_foldedMonth', [formatMonth(m.month), tn('common_credits', m.credits)])).join(' · '),
              ])}
            </p>
          )}
          <h3>{t('credits_everyBilledCall')}</h3>
          <BilledCalls
            calls={billed.rows}
            count={count}
            possible={{ calls: summary?.totals.unknown ?? 0, estimate: summary?.totals.unknownEstimate ?? 0 }}
            features={summary?.byFeature.map((f) => f.feature) ?? []}
            query={query}
            onQuery={setQuery}
            more={billed.more}
            loading={billed.loading}
            onLoadMore={billed.loadMore}
            onExport={exportCalls}
            exporting={exporting}
            names={names}
          />
          {billed.error && <ErrorNotice error={billed.error} onRetry={billed.loadMore} />}
        </>
      )}

      <h2>{t('credits_browserAndAccount')}</h2>
      {local && server.status !== 'loading' ? (
        <SpendComparison
          browser={local.total}
          account={accountTotal}
          days={compareByDay(local.byDay, timeline)}
          perDayNote={accountTotal !== null && timelineTotal !== accountTotal ? t('credits_perDayKeyNote') : undefined}
        />
      ) : ledger.status === 'error' ? (
        <p className="hint">{t('credits_nothingToCompare')}</p>
      ) : (
        <LoadingBlock label={t('credits_loadingComparison')} lines={2} />
      )}
    </>
  );
}
