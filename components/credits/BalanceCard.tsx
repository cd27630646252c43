// The key's plan and this month's credits: balance, limit, share used, reset date, and what still
// works once they run out. Test keys are never charged (contract.md).
import { formatResetDate } from '../BalanceSummary';
import { Fact } from '../Fact';
import { RelativeTime } from '../RelativeTime';
import { CreditMeter, formatUsed } from './CreditMeter';
import { formatNumber } from '@/lib/display/format';

export interface BalanceCardProps {
  plan: string | null;
  mode: 'live' | 'test' | null;
  balance: number | null;
  limit: number | null;
  resetAt: string | null;
  /** Set when the balance shown is the last one synced, not a fresh one. */
  staleSince?: number | null;
  now?: number;
}

/** Whole percent used: 100 only when nothing is left, so a warning never overstates. */
export function usedPercent(balance: number, limit: number): number {
  if (limit <= 0 || balance <= 0) return 100;
  return Math.min(99, Math.max(0, Math.floor(((limit - balance) / limit) * 100)));
}

export function BalanceCard({ plan, mode, balance, limit, resetAt, staleSince, now }: BalanceCardProps) {
  const known = balance !== null && limit !== null;
  const percent = known ? usedPercent(balance, limit) : null;
  const used = known ? Math.max(0, limit - balance) : 0;
  const reset = formatResetDate(resetAt);
  return (
    <div className="balance-card">
      {mode === 'test' && <p className="notice notice-ok">This is a test key: requests made with it are never charged and do not lower your balance.</p>}
      {staleSince != null && (
        <p className="stale-marker">
          Last synced <RelativeTime value={staleSince} now={now} />: the current balance could not be loaded
        </p>
      )}
      <dl className="facts" aria-label="Plan and credits">
        <Fact term="Plan">{plan ? plan[0]!.toUpperCase() + plan.slice(1) : '—'}</Fact>
        <Fact term="Balance">{balance === null ? '—' : `${formatNumber(balance)} credits`}</Fact>
        <Fact term="Credit limit">{limit === null ? '—' : `${formatNumber(limit)} a month`}</Fact>
        <Fact term="Used">{percent === null ? '—' : formatUsed(percent, used)}</Fact>
        <Fact term="Credits reset">{reset}</Fact>
      </dl>
      {known && percent !== null && <CreditMeter percent={percent} used={used} limit={limit} />}
      {percent === 100 ? (
        <div className="notice notice-error" role="status">
          <strong>You have used all of this month’s credits</strong>
          <p>Lookups and other paid requests stop until your credits come back on {reset}. These still work:</p>
          <ul>
            <li>account pages: this page, your balance and usage</li>
            <li>cached data already in this browser</li>
            <li>saved audiences</li>
          </ul>
        </div>
      ) : percent !== null && percent >= 80 ? (
        <p className="notice notice-warn" role="status">
          You have used {percent}% of this month’s credits. {formatNumber(balance ?? 0)} credits are left; your credits reset on {reset}.
        </p>
      ) : null}
    </div>
  );
}
