// Loads this month's balance (GET /v1/credits through the worker, free) and shows it; when the
// server cannot be reached, the last synced balance is shown as such (when it was synced, or that it
// never was), with the error and a retry.
import { BalanceCard } from '@/components/credits/BalanceCard';
import { LoadingBlock } from '@/components/credits/LoadingBlock';
import { ErrorNotice } from '@/components/ErrorNotice';
import type { ApiError } from '@/lib/api/errors';
import { messenger } from '@/lib/messaging/client';
import type { BalanceView, KeyDescription } from '@/lib/messaging/protocol';
import { useLoad } from '@/lib/ui/use-load';
import { t } from '@/lib/i18n';

interface BalanceResult {
  balance: BalanceView;
  /** The sync's error when the balance shown is the stored one. */
  syncError: ApiError | null;
}

/** Errors after which the stored balance is still worth showing (the key itself is fine). */
const TRANSIENT = ['network', 'timeout', 'server', 'rate_limit', 'response_validation', 'too_large'];

const NEVER_SYNCED: BalanceView = { plan: null, balance: null, limit: null, resetAt: null, syncedAt: null };

async function loadBalance(): Promise<BalanceResult> {
  try {
    return { balance: await messenger.send('credits.get', { sync: true }), syncError: null };
  } catch (error) {
    const syncError = error as ApiError;
    if (!TRANSIENT.includes(syncError.kind)) throw error;
    const stored = await messenger.send('credits.get', { sync: false }).catch(() => null);
    // Never synced (or forgotten): the card says so beside the error, with no figure to show.
    if (!stored || stored.balance === null) return { balance: NEVER_SYNCED, syncError };
    return { balance: stored, syncError };
  }
}

export function BalancePanel({ keyInfo, reload, now }: { keyInfo: KeyDescription; reload: number; now?: number }) {
  const [state, retry] = useLoad(loadBalance, `${reload}`);
  const result = state.status === 'loaded' ? state.data : state.previous;
  if (!result) {
    return state.status === 'error' ? <ErrorNotice error={state.error} onRetry={retry} /> : <LoadingBlock label={t('credits_loadingBalance')} />;
  }
  const { balance, syncError } = result;
  return (
    <>
      {syncError && <ErrorNotice error={syncError} onRetry={retry} />}
      {state.status === 'error' && <ErrorNotice error={state.error} onRetry={retry} />}
      <BalanceCard
        plan={balance.plan ?? keyInfo.plan}
        mode={keyInfo.mode}
        balance={balance.balance}
        limit={balance.limit}
        resetAt={balance.resetAt}
        staleSince={syncError ? balance.syncedAt : undefined}
        now={now}
      />
    </>
  );
}
