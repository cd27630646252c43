// The section's data, all free: the account's usage and the current key's usage from the server
// (contract.md: account endpoints cost 0 credits), and this browser's ledger, for one period.
import type { Period } from '@/components/credits/period';
import type { ResponseData } from '@/lib/api/catalog';
import { messenger } from '@/lib/messaging/client';
import type { LedgerSummaryView } from '@/lib/messaging/protocol';
import { useLoad } from '@/lib/ui/use-load';

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

export function useLedger(period: Period, enabled: boolean, reload: number) {
  return useLoad(enabled ? () => loadLedger(period) : null, `${enabled}/${period.start}/${period.end}/${reload}`);
}
