// Asks once more before a paid batch (components/Modal.tsx), repeating the cost; nothing is spent until Confirm.
import { useId } from 'react';
import type { FeatureName } from '@/lib/messaging/protocol';
import { BudgetCrossingNotice, useBudgetCrossing } from '../BudgetCrossing';
import { formatNumber } from '@/lib/display/format';
import { t, tn } from '@/lib/i18n';
import { creditText } from '../format';
import { Modal } from '../Modal';

export interface ConfirmSpendProps {
  title: string;
  cost: number;
  detail: string;
  onConfirm(): void;
  onCancel(): void;
  /** The feature the spend counts under: the dialog says when it would cross a budget cap. */
  feature?: FeatureName;
  /** The balance read just before asking (the server's, free): the dialog says it before → after, and
   *  refuses Confirm when it is short. Null: it could not be read (said so). Absent: not shown. */
  balance?: number | null;
}

export function ConfirmSpend({ title, cost, detail, onConfirm, onCancel, feature, balance }: ConfirmSpendProps) {
  const crossing = useBudgetCrossing(feature, cost);
  const short = typeof balance === 'number' && cost > 0 && balance < cost;
  const titleId = useId();
  // The safe choice has the focus first, so a stray Enter spends nothing.
  return (
    <Modal role="alertdialog" labelledBy={titleId} onCancel={onCancel}>
      <h3 id={titleId}>{title}</h3>
      <p>{t('companies_confirmSpends', [creditText(cost), detail])}</p>
      {balance === null && cost > 0 && <p>{t('components_balanceUnknown')}</p>}
      {typeof balance === 'number' && cost > 0 && !short && <p>{tn('components_balanceAfter', balance - cost, [formatNumber(balance)])}</p>}
      {short && <p role="alert">{t('components_notEnoughCredits', [formatNumber(cost), formatNumber(balance)])}</p>}
      {crossing && <BudgetCrossingNotice crossing={crossing} />}
      <div className="notice-actions">
        <button type="button" className="primary" onClick={onConfirm} disabled={Boolean(crossing) || short}>
          {t('companies_confirmCost', [creditText(cost)])}
        </button>
        <button type="button" data-autofocus onClick={onCancel}>
          {t('companies_cancel')}
        </button>
      </div>
    </Modal>
  );
}
