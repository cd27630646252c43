// The popup header: brand, the credit balance (reading it is free), and the way to the workspace.
import { optionsUrl } from '@/lib/ui/routes';
import type { BalanceView, BudgetsView } from '@/lib/messaging/protocol';
import { formatNumber } from '@/lib/display/format';

/** Close to, at, or past a cap: spend can pass a cap when work is billed after it finished. */
export function budgetText(near: NonNullable<BudgetsView['near']>): string {
  const { label, spent, cap } = near;
  if (spent > cap) return `Over your ${label}: ${formatNumber(spent)} of ${formatNumber(cap)} credits spent (${formatNumber(spent - cap)} over)`;
  if (spent === cap) return `Reached your ${label}: all ${formatNumber(cap)} credits spent`;
  return `Nearly at your ${label}: ${formatNumber(spent)} of ${formatNumber(cap)} credits spent`;
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
          aria-description="Sync the balance with the API (free)"
          title={`${balance.resetAt ? `Credits reset ${new Date(balance.resetAt).toUTCString().slice(5, 16)}. ` : ''}Click to sync the balance (free).`}
        >
          {formatNumber(balance.balance)} credits
        </button>
      )}
      <a
        className="icon-link"
        href={optionsUrl()}
        target="_blank"
        rel="noreferrer"
        aria-label="Open the StackLens workspace"
        title="Open the StackLens workspace"
      >
        ⚙
      </a>
      {spend && (
        <p className="spend-now" role="status">
          {spend.label}: {formatNumber(spend.credits)} {spend.credits === 1 ? 'credit' : 'credits'}
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
