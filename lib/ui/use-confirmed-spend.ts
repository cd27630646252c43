// Confirm, then spend: the one flow of a paid action the user starts (Ask about this site, Live
// detect). The button opens a confirmation (ConfirmDialog: price, balance before and after, budget);
// only Confirm sends the request. Whatever the outcome, the page re-reads the balance (`onSpent`):
// after a charge, and after an error, which may have been billed or may say the balance is gone.
import { useCallback, useEffect, useRef, useState } from 'react';
import { toApiError, type ApiError } from '@/lib/api/errors';

/** What a spend reports: its credits (0 when free or failed) and when its request started (one action's calls add up). */
export type OnSpent = (credits?: number, how?: { initial?: boolean; startedAt?: number }) => void;

export function useConfirmedSpend<R extends { credits: number }>(spend: () => Promise<R>, onSpent: OnSpent) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const latest = useRef({ spend, onSpent });
  useEffect(() => {
    latest.current = { spend, onSpent };
  });

  /** Sends the request (after Confirm, or at once when it is free: a cached answer). */
  const confirm = useCallback(async (): Promise<R | null> => {
    setConfirming(false);
    setBusy(true);
    setError(null);
    const startedAt = Date.now();
    try {
      const result = await latest.current.spend();
      latest.current.onSpent(result.credits, { startedAt });
      return result;
    } catch (e) {
      setError(toApiError(e));
      latest.current.onSpent(0, { startedAt });
      return null;
    } finally {
      setBusy(false);
    }
  }, []);
  const ask = useCallback(() => setConfirming(true), []);
  const cancel = useCallback(() => setConfirming(false), []);
  return { confirming, busy, error, ask, cancel, confirm };
}
