// Before a paid action is confirmed: the budget cap it would cross, read from the worker (free, local),
// so the confirmation says so before anything is spent instead of the worker refusing afterwards.
import { useEffect, useState } from 'react';
import { messenger } from '@/lib/messaging/client';
import type { BudgetCrossing, FeatureName } from '@/lib/messaging/protocol';

/** Credits by feature, for a confirmation that covers calls counted under several features. */
export type SpendByFeature = Partial<Record<FeatureName, number>>;

/**
 * The cap `credits` more on `feature` would cross; null when none (or nothing to check), undefined
 * while asking. `feature` may be the spend split by feature, for several calls confirmed at once
 * (`credits` is then their total).
 */
export function useBudgetCrossing(feature: FeatureName | SpendByFeature | undefined, credits: number, skip = false): BudgetCrossing | undefined {
  const none = skip || !feature || credits <= 0;
  // A string, so the check is asked again only when the spend itself changes.
  const spend = none ? null : JSON.stringify(typeof feature === 'string' ? { [feature]: credits } : feature);
  // The answer is kept with the spend it is about: a new spend reads as "asking" until answered.
  const [answer, setAnswer] = useState<{ spend: string; crossing: BudgetCrossing } | null>(null);
  useEffect(() => {
    if (spend === null) return;
    let live = true;
    // Unknown when the worker cannot say: the worker still refuses a crossing call before any request.
    const settle = (crossing: BudgetCrossing) => live && setAnswer({ spend, crossing });
    messenger.send('budgets.check', { spend: JSON.parse(spend) as SpendByFeature }).then(settle, () => settle(null));
    return () => {
      live = false;
    };
  }, [spend]);
  if (spend === null) return null;
  return answer?.spend === spend ? answer.crossing : undefined;
}
