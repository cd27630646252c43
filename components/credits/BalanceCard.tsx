// The key's plan and this month's credits: balance, limit, share used, reset date, and what still
// works once they run out. Test keys are never charged (contract.md).
import { formatResetDate } from '../BalanceSummary';
import { Fact } from '../Fact';
import { RelativeTime } from '../RelativeTime';
import { CreditMeter, formatUsed } from './CreditMeter';
import { formatNumber } from '@/lib/display/format';
import { t, tn } from '@/lib/i18n';
import { Sentence } from '../Sentence';
import { planLabel } from '@/lib/display/api-values';

export interface BalanceCardProps {
  plan: string | null;
  mode: 'live' | 'test' | null;
  balance: number | null;
  limit: number | null;
  resetAt: string | null;
  /**
   * Set when no fresh balance could be loaded: when the figures shown were last synced (a successful
   * answer of the API), or null when they never were. Absent: the figures are fresh.
   */
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
      {mode === 'test' && <p className="notice notice-ok">{t('credits_testKeyNotice')}</p>}
      {staleSince !== undefined && <StaleMarker since={staleSince} now={now} />}
      <dl className="facts" aria-label={t('credits_planAndCredits')}>
        <Fact term={t('credits_plan')}>{plan ? planLabel(plan) : '—'}</Fact>
        <Fact term={t('credits_balance')}>{balance === null ? '—' : tn('common_credits', balance)}</Fact>
        <Fact term={t('credits_limit')}>{limit === null ? '—' : t('credits_perMonth', [formatNumber(limit)])}</Fact>
        <Fact term={t('credits_used')}>{percent === null ? '—' : formatUsed(percent, used)}</Fact>
        <Fact term={t('credits_reset')}>{reset}</Fact>
      </dl>
      {known && percent !== null && <CreditMeter percent={percent} used={used} limit={limit} />}
      {percent === 100 ? (
        <div className="notice notice-error" role="status">
          <strong>{t('credits_outTitle')}</strong>
          <p>{t('credits_outText', [reset])}</p>
          <ul>
            <li>{t('credits_outAccountPages')}</li>
            <li>{t('credits_outCached')}</li>
            <li>{t('credits_outAudiences')}</li>
          </ul>
        </div>
      ) : percent !== null && percent >= 80 ? (
        <p className="notice notice-warn" role="status">
          {tn('credits_usedWarning', balance ?? 0, [formatNumber(percent), reset])}
        </p>
      ) : null}
    </div>
  );
}

/** The balance shown is the last one synced: when (or never), and why no fresh one. */
function StaleMarker({ since, now }: { since: number | null; now?: number }) {
  if (since === null) return <p className="stale-marker">{t('credits_neverSynced')}</p>;
  return (
    <p className="stale-marker">
      <Sentence message={(mark) => t('credits_lastSynced', [mark])}>
        <RelativeTime value={since} now={now} />
      </Sentence>
    </p>
  );
}
