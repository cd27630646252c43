// The popup header: brand, the credit balance (reading it is free), and the way to the workspace.
import { browser } from 'wxt/browser';
import type { BalanceView, BudgetsView } from '@/lib/messaging/protocol';

const fmt = new Intl.NumberFormat('en-US');

export function Header({ balance, budgetNear }: { balance: BalanceView | null; budgetNear?: BudgetsView['near'] }) {
  const nearlyOut = balance?.balance !== null && balance?.limit ? balance.balance! / balance.limit < 0.1 : false;
  return (
    <header className="popup-header">
      <img src="/icon/32.png" alt="" width={20} height={20} />
      <span className="brand-name">StackLens</span>
      {balance?.balance !== null && balance?.balance !== undefined && (
        <span className={`balance${nearlyOut ? ' low' : ''}`} title={balance.resetAt ? `Credits reset ${new Date(balance.resetAt).toUTCString().slice(5, 16)}` : undefined}>
          {fmt.format(balance.balance)} credits
        </span>
      )}
      <a className="icon-link" href={browser.runtime.getURL('/options.html')} target="_blank" rel="noreferrer" aria-label="Open the StackLens workspace" title="Open the StackLens workspace">
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
