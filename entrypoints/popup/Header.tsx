// The popup header: brand, the credit balance (reading it is free), and the way to the workspace.
import { optionsUrl } from '@/lib/ui/routes';
import type { BalanceView, BudgetsView } from '@/lib/messaging/protocol';

const fmt = new Intl.NumberFormat('en-US');

export function Header({ balance, budgetNear, onSync }: { balance: BalanceView | null; budgetNear?: BudgetsView['near']; onSync?: () => void }) {
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
          {fmt.format(balance.balance)} credits
        </button>
      )}
      <a className="icon-link" href={optionsUrl()} target="_blank" rel="noreferrer" aria-label="Open the StackLens workspace" title="Open the StackLens workspace">
        ⚙
      </a>
      {budgetNear && (
        <p className="budget-near" role="status">
          {budgetNear.spent >= budgetNear.cap ? 'Reached' : 'Nearly at'} your {budgetNear.label}: {fmt.format(budgetNear.spent)} of {fmt.format(budgetNear.cap)} credits
        </p>
      )}
    </header>
  );
}
