// This browser's spend next to the account's, for the same period: the difference is what other
// browsers and apps using the key spent, or what was spent before StackLens was installed.
import { formatNumber } from '../format';
import { formatDay } from './period';
import { TableDetails } from '../TableDetails';
import type { DayComparison } from './types';

export interface SpendComparisonProps {
  browser: number;
  /** null: the account's figures could not be loaded. */
  account: number | null;
  days: readonly DayComparison[];
  /** Set when the per-day figures cover only the current key (the account total covers all keys). */
  perDayNote?: string;
}

export function differenceText(browser: number, account: number): string {
  const diff = account - browser;
  if (diff > 0) return `Difference: ${formatNumber(diff)}, spent elsewhere or before StackLens was installed`;
  if (diff === 0) return 'Difference: 0, all of it spent in this browser';
  return `Difference: ${formatNumber(diff)}: this browser counted more than your account so far; the account’s figures may lag a little`;
}

export function SpendComparison({ browser, account, days, perDayNote }: SpendComparisonProps) {
  return (
    <div className="spend-comparison">
      <p className="comparison-line">
        <span>
          This browser: <strong>{formatNumber(browser)}</strong>
        </span>
        {' · '}
        <span>
          Your account (all browsers and apps): <strong>{account === null ? 'not available' : formatNumber(account)}</strong>
        </span>
        {account !== null && (
          <>
            {' · '}
            <span>{differenceText(browser, account)}</span>
          </>
        )}
      </p>
      {account === null ? (
        <p className="hint">Your account’s figures could not be loaded, so only this browser’s are shown.</p>
      ) : (
        <>
          {perDayNote && <p className="hint">{perDayNote}</p>}
          <TableDetails
            caption="Credits per day: this browser, your account, and the difference"
            columns={['Day', 'This browser', 'Your account', 'Difference']}
            rows={[...days].reverse().map((d) => [formatDay(d.date, true), formatNumber(d.browser), formatNumber(d.account), formatNumber(d.difference)])}
          />
        </>
      )}
    </div>
  );
}
