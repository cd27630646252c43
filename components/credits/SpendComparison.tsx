// This browser's spend next to the account's, for the same period: the difference is what other
// browsers and apps using the key spent, or what was spent before StackLens was installed.
import { formatNumber } from '../format';
import { formatDay } from './period';
import { TableDetails } from '../TableDetails';
import type { DayComparison } from './types';
import { t } from '@/lib/i18n';
import { Sentence } from '../Sentence';

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
  if (diff > 0) return t('credits_differenceElsewhere', [formatNumber(diff)]);
  if (diff === 0) return t('credits_differenceNone', [formatNumber(0)]);
  return t('credits_differenceNegative', [formatNumber(diff)]);
}

export function SpendComparison({ browser, account, days, perDayNote }: SpendComparisonProps) {
  return (
    <div className="spend-comparison">
      <p className="comparison-line">
        <Figure message={(mark) => t('credits_thisBrowserFigure', [mark])} value={formatNumber(browser)} />
        {' · '}
        <Figure message={(mark) => t('credits_accountFigure', [mark])} value={account === null ? t('credits_notAvailable') : formatNumber(account)} />
        {account !== null && (
          <>
            {' · '}
            <span>{differenceText(browser, account)}</span>
          </>
        )}
      </p>
      {account === null ? (
        <p className="hint">{t('credits_accountUnavailable')}</p>
      ) : (
        <>
          {perDayNote && <p className="hint">{perDayNote}</p>}
          <TableDetails
            caption={t('credits_comparisonCaption')}
            columns={[t('credits_day'), t('credits_thisBrowser'), t('credits_yourAccount'), t('credits_difference')]}
            rows={[...days].reverse().map((d) => [formatDay(d.date, true), formatNumber(d.browser), formatNumber(d.account), formatNumber(d.difference)])}
          />
        </>
      )}
    </div>
  );
}

/** "This browser: **12**": the figure in bold where the language puts it. */
function Figure({ message, value }: { message(mark: string): string; value: string }) {
  return (
    <span>
      <Sentence message={message}>
        <strong>{value}</strong>
      </Sentence>
    </span>
  );
}
