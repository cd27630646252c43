// Usage over the chosen period: the account's figures, this browser's spend and billed calls, and
// the two side by side. Server figures may fail alone: local ones are then shown with a notice.
import { useEffect, useMemo, useState } from 'react';
import { BilledCalls } from '@/components/credits/BilledCalls';
import { LoadingBlock } from '@/components/credits/LoadingBlock';
import { LocalSpend } from '@/components/credits/LocalSpend';
import type { Period } from '@/components/credits/period';
import { ServerUsage } from '@/components/credits/ServerUsage';
import { SpendComparison } from '@/components/credits/SpendComparison';
import type { LedgerCall } from '@/components/credits/types';
import { ErrorNotice } from '@/components/ErrorNotice';
import { downloadText, exportName } from '@/lib/export/export';
import { messenger } from '@/lib/messaging/client';
import type { LedgerRowView } from '@/lib/messaging/protocol';
import { billedCalls, compareByDay, ledgerCsv, spendByDay, spendByFeature, topExpensive, totalCredits } from './aggregate';
import { currentKey, type ServerFigures } from './use-credits-data';
import type { Load } from '@/lib/ui/use-load';

export interface UsagePanelsProps {
  period: Period;
  server: Load<ServerFigures>;
  ledger: Load<LedgerRowView[]>;
  retryServer(): void;
  retryLedger(): void;
}

function exportCalls(calls: LedgerCall[], period: Period) {
  downloadText(exportName('credits', `billed-calls-${period.start}-${period.end}`, 'csv'), ledgerCsv(calls), 'text/csv');
}

export function UsagePanels({ period, server, ledger, retryServer, retryLedger }: UsagePanelsProps) {
  const rows = ledger.status === 'loaded' ? ledger.data : null;
  const local = useMemo(() => {
    if (!rows) return null;
    const byDay = spendByDay(rows, period);
    return { billed: billedCalls(rows), byDay, byFeature: spendByFeature(rows), top: topExpensive(rows), total: totalCredits(rows) };
  }, [rows, period]);
  // A technology call is named by its technology ("Technology trend · Shopify"): names come free from
  // the local catalog of technologies seen in earlier answers.
  const [names, setNames] = useState<Record<number, string>>({});
  useEffect(() => {
    const ids = [
      ...new Set((rows ?? []).flatMap((r) => (r.endpoint.startsWith('technology.') ? [...r.params.matchAll(/\bid=(\d+)/g)].map((m) => Number(m[1])) : []))),
    ];
    if (ids.length === 0) return;
    let live = true;
    messenger.send('catalog.known', { ids: ids.slice(0, 5000) }).then(
      (known) => live && setNames(Object.fromEntries(Object.entries(known).map(([id, t]) => [id, t.name]))),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [rows]);
  const figures = server.status === 'loaded' ? server.data : null;
  const timeline = figures?.keyUsage?.timeline ?? [];
  const record = figures ? currentKey(figures.account.keys) : null;
  const accountTotal = figures?.account.totals.credits_used ?? null;
  const timelineTotal = timeline.reduce((s, d) => s + d.credits_used, 0);

  return (
    <>
      <h2>Your account’s usage</h2>
      {server.status === 'loading' && <LoadingBlock label="your account’s usage" lines={4} />}
      {server.status === 'error' && (
        <ErrorNotice
          error={{
            ...server.error,
            message: `Server figures could not be loaded (${server.error.message.replace(/\.$/, '')}). Showing this browser’s own figures only.`,
          }}
          onRetry={retryServer}
        />
      )}
      {figures && (
        <ServerUsage
          timeline={timeline}
          endpoints={figures.keyUsage?.endpoints ?? []}
          outcome={record ? { successful: record.usage.successful_requests, failed: record.usage.failed_requests } : null}
        />
      )}

      <h2>This browser’s spend</h2>
      <p className="hint">From StackLens’s own record of every request it made in this browser; only billed calls count.</p>
      {ledger.status === 'loading' && <LoadingBlock label="this browser’s spend" lines={4} />}
      {ledger.status === 'error' && <ErrorNotice error={ledger.error} onRetry={retryLedger} />}
      {local && (
        <>
          <LocalSpend byDay={local.byDay} byFeature={local.byFeature} top={local.top} names={names} />
          <h3>Every billed call</h3>
          <BilledCalls calls={local.billed} names={names} onExport={(calls) => exportCalls(calls, period)} />
        </>
      )}

      <h2>This browser and your account</h2>
      {local && server.status !== 'loading' ? (
        <SpendComparison
          browser={local.total}
          account={accountTotal}
          days={compareByDay(local.byDay, timeline)}
          perDayNote={
            accountTotal !== null && timelineTotal !== accountTotal
              ? 'Per-day account figures are those of the current key; the total above also counts earlier keys.'
              : undefined
          }
        />
      ) : ledger.status === 'error' ? (
        <p className="hint">Nothing to compare until this browser’s spend loads.</p>
      ) : (
        <LoadingBlock label="the comparison" lines={2} />
      )}
    </>
  );
}
