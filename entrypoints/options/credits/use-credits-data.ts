// The section's data, all free: the account's usage and the current key's usage from the server
// (contract.md: account endpoints cost 0 credits), and this browser's ledger, for one period.
import type { Period } from '@/components/credits/period';
import type { ResponseData } from '@/lib/api/catalog';
import { messenger } from '@/lib/messaging/client';
import type { LedgerSummaryView } from '@/lib/messaging/protocol';
import { useRef, useState } from 'react';
import { useLoad, type Load } from '@/lib/ui/use-load';
import { useWorkerChanges } from '@/lib/ui/use-worker-changes';

export interface ServerFigures {
  account: ResponseData<'account.usage'>;
  keyUsage: ResponseData<'keys.usage'> | null;
}

type KeyRecordData = ResponseData<'account.usage'>['keys'][number];

/** The key in use: the account lists it first (keys[0]); an active one wins if the order differs. */
export function currentKey(keys: readonly KeyRecordData[]): KeyRecordData | null {
  return keys.find((k) => k.status === 'active') ?? keys[0] ?? null;
}

async function loadServer(period: Period): Promise<ServerFigures> {
  const window = { start_date: period.start, end_date: period.end };
  const account = (await messenger.call('account.usage', window)).data;
  const key = currentKey(account.keys);
  const keyUsage = key ? (await messenger.call('keys.usage', { key_id: key.id, ...window })).data : null;
  return { account, keyUsage };
}

/** The period's figures from the ledger's running totals: one small message, whatever the ledger's size. */
function loadLedger(period: Period): Promise<LedgerSummaryView> {
  return messenger.send('ledger.summary', { start: period.start, end: period.end });
}

export function useServerFigures(period: Period, enabled: boolean, reload: number) {
  return useLoad(enabled ? () => loadServer(period) : null, `${enabled}/${period.start}/${period.end}/${reload}`);
}

/**
 * The period's ledger figures, read again each time the worker says the ledger changed (a reconciliation
 * settled after the page opened, a call made in another tab): the figures shown stay until the new ones
 * arrive, and an older answer never replaces a newer one. `version` counts those changes.
 */
export function useLedger(period: Period, enabled: boolean, reload: number) {
  const key = `${enabled}/${period.start}/${period.end}/${reload}`;
  const [state, retry] = useLoad(enabled ? () => loadLedger(period) : null, key);
  const [fresh, setFresh] = useState<{ key: string; seq: number; data: LedgerSummaryView } | null>(null);
  const [version, setVersion] = useState(0);
  const asked = useRef(0);
  useWorkerChanges('ledger', () => {
    setVersion((v) => v + 1);
    if (!enabled) return;
    const seq = ++asked.current;
    loadLedger(period).then(
      (data) => setFresh((f) => (f && f.key === key && f.seq > seq ? f : { key, seq, data })),
      () => undefined,
    );
  });
  const shown: Load<LedgerSummaryView> = fresh?.key === key && state.status !== 'error' ? { status: 'loaded', data: fresh.data } : state;
  return [shown, retry, version] as const;
}
