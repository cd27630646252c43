// The popup header: brand, the credit balance (reading it is free), and the way to the workspace.
import { optionsUrl } from '@/lib/ui/routes';
import type { BalanceView, BudgetsView } from '@/lib/messaging/protocol';
import { formatNumber, formatUtcDate } from '@/lib/display/format';
import { t, tn } from '@/lib/i18n';

/** Close to, at, or past a cap: spend can pass a cap when work is billed after it finished. */
export function budgetText(near: NonNullable<BudgetsView['near']>): string {
  const { label, spent, cap } = near;
  if (spent > cap) return t('popup_budgetOver', [label, formatNumber(spent), formatNumber(cap), formatNumber(spent - cap)]);
  if (spent === cap) return t('popup_budgetReached', [label, formatNumber(cap)]);
  return t('popup_budgetNear', [label, formatNumber(spent), formatNumber(cap)]);
}

export function Header({
  balance,
  budgetNear,
  onSync,
  spend,
}: {
  balance: BalanceView | null;
  budgetNear?: BudgetsView['near'];
  onSync?: () => void;
  /** What the last paid answer in this popup cost (the first lookup of a new site included). */
  spend?: { credits: number; label: string } | null;
}) {
  const nearlyOut = balance?.balance !== null && balance?.limit ? balance.balance! / balance.limit < 0.1 : false;
  return (
    <header className="popup-header">
      <img src="/icon/32.png" alt="" width={20} height={20} />
      <span className="brand-name">StackLens</span>
      {balance?.balance !== null && balance?.balance !== undefined && (
        <button
          type="button"
          className={`balance${nearlyOut ? ' low' : ''}`}
          onClick={onSync}
          disabled={!onSync}
          aria-description={t('popup_syncBalance')}
          title={balance.resetAt ? t('popup_syncBalanceReset', [formatUtcDate(balance.resetAt)]) : t('popup_syncBalanceTitle')}
        >
          {tn('common_credits', balance.balance)}
        </button>
      )}
      <a className="icon-link" href={optionsUrl()} target="_blank" rel="noreferrer" aria-label={t('popup_openWorkspace')} title={t('popup_openWorkspace')}>
        ⚙
      </a>
      {spend && (
        <p className="spend-now" role="status">
          {t('popup_spendLine', [spend.label, tn('common_credits', spend.credits)])}
        </p>
      )}
      {budgetNear && (
        <p className="budget-near" role="status">
          {budgetText(budgetNear)}
        </p>
      )}
    </header>
  );
}
