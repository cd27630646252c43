// A modal confirmation (components/Modal.tsx) before a paid action: what it does, what it costs, the balance after. Cancel
// has the focus, so a stray Enter never spends; confirming is impossible when the balance is short,
// unless the action itself stops at the balance (`cappedToBalance`), or when it would cross a budget cap.
// Closing gives the focus back to the button that opened it.
import { useId, type ReactNode } from 'react';
import type { FeatureName } from '@/lib/messaging/protocol';
import { BudgetCrossingNotice, useBudgetCrossing, type SpendByFeature } from './BudgetCrossing';
import { Modal } from './Modal';
import { formatNumber } from '@/lib/display/format';
import { t, tn } from '@/lib/i18n';

export function ConfirmDialog(props: {
  title: string;
  children: ReactNode;
  cost: number;
  balance: number | null;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** A test key (tapi_test_): the sandbox answers, nothing is charged. */
  testMode?: boolean;
  /** The action stops where the balance runs out and charges only that (capped exports, refreshes). */
  cappedToBalance?: boolean;
  /** The feature the spend counts under, or the cost split by feature when it spans several: the
   *  dialog says when it would cross a budget cap. */
  feature?: FeatureName | SpendByFeature;
  /** Billed when the work finishes (refreshes, lead lists): a crossed cap is said, not enforced. */
  billedLater?: boolean;
  /** `cost` is a most, billed on what is delivered (lead lists): the balance after is "at least". */
  upTo?: boolean;
}) {
  const titleId = useId();
  const paid = props.cost > 0 && !props.testMode;
  const below = paid && props.balance !== null && props.balance < props.cost;
  // Confirming is blocked only where the action cannot stop at the balance.
  const short = below && !props.cappedToBalance;
  const crossing = useBudgetCrossing(props.feature, props.cost, !paid);
  // A crossing the worker would refuse blocks confirming (the worker refuses it anyway, even while
  // this local check is still under way); deferred billing is only warned about.
  const overBudget = Boolean(crossing) && !props.billedLater;
  return (
    <Modal labelledBy={titleId} onCancel={props.onCancel}>
      <h2 id={titleId}>{props.title}</h2>
      {props.children}
      {props.cost > 0 && props.testMode && <p>{t('components_testKeyNotCharged')}</p>}
      {paid && props.balance === null && <p>{t('components_balanceUnknown')}</p>}
      {paid && props.balance !== null && !below && (
        <p>{tn(props.upTo ? 'components_balanceAfterAtLeast' : 'components_balanceAfter', props.balance - props.cost, [formatNumber(props.balance)])}</p>
      )}
      {below && !short && <p>{t('components_balanceAfterCapped', [formatNumber(props.balance!)])}</p>}
      {short && <p role="alert">{t('components_notEnoughCredits', [formatNumber(props.cost), formatNumber(props.balance!)])}</p>}
      {crossing && <BudgetCrossingNotice crossing={crossing} billedLater={props.billedLater} />}
      <div className="row">
        <button type="button" className="primary" onClick={props.onConfirm} disabled={short || overBudget}>
          {props.confirmLabel}
        </button>
        <button type="button" data-autofocus onClick={props.onCancel}>
          {t('components_cancel')}
        </button>
      </div>
    </Modal>
  );
}
