// Before a paid action is confirmed: the budget cap it would cross (lib/ui/use-budget-crossing.ts reads it
// from the worker, free and local), so the confirmation says so before anything is spent.
import type { BudgetCrossing } from '@/lib/messaging/protocol';
import { creditText, formatNumber } from './format';
import { t } from '@/lib/i18n';

export { useBudgetCrossing, type SpendByFeature } from '@/lib/ui/use-budget-crossing';

/**
 * What the confirmation says about a crossed cap. `billedLater`: the work is billed when it finishes
 * (refreshes, lead lists), so the cap cannot refuse it; the person is told and may still go ahead.
 */
export function BudgetCrossingNotice({ crossing, billedLater }: { crossing: NonNullable<BudgetCrossing>; billedLater?: boolean }) {
  const cap = [crossing.label, creditText(crossing.cap), formatNumber(crossing.spent), formatNumber(crossing.left)] as const;
  return (
    <p role="alert" className="budget-crossing">
      {billedLater ? t('credits_crossingBilledLater', [...cap]) : t('credits_crossingRefused', [...cap])}
    </p>
  );
}
