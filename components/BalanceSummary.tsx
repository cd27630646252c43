// The key's plan and credit balance, as a definition list.
import { Fact } from './Fact';
import { formatNumber, formatUtcDate } from '@/lib/display/format';
import { t, tn } from '@/lib/i18n';
import { planLabel } from '@/lib/display/api-values';
import { keyTypeLabel } from '@/lib/display/api-values-tables';
export interface BalanceSummaryProps {
  plan: string | null;
  mode: 'live' | 'test' | null;
  balance: number | null;
  limit: number | null;
  resetAt: string | null;
}

export function formatResetDate(iso: string | null): string {
  if (!iso) return '—';
  return formatUtcDate(iso);
}

export function BalanceSummary({ plan, mode, balance, limit, resetAt }: BalanceSummaryProps) {
  return (
    <dl className="facts" aria-label={t('credits_keyAndCredits')}>
      <Fact term={t('credits_plan')}>{plan ? planLabel(plan) : '—'}</Fact>
      <Fact term={t('credits_keyType')}>{mode ? keyTypeLabel(mode) : '—'}</Fact>
      <Fact term={t('credits_balance')}>{balance === null ? '—' : tn('common_credits', balance)}</Fact>
      <Fact term={t('credits_limit')}>{limit === null ? '—' : t('credits_perMonth', [formatNumber(limit)])}</Fact>
      <Fact term={t('credits_reset')}>{formatResetDate(resetAt)}</Fact>
    </dl>
  );
}
