// The balance as pages are shown it (BalanceView): every field present, null where nothing is known.
import type { BalanceInfo } from '@/lib/metered/balance';
import type { BalanceView } from '@/lib/messaging/protocol';

export function toBalanceView(info: BalanceInfo | null): BalanceView {
  return {
    plan: info?.plan ?? null,
    balance: info?.balance ?? null,
    limit: info?.limit ?? null,
    resetAt: info?.resetAt ?? null,
    syncedAt: info?.syncedAt ?? null,
  };
}
