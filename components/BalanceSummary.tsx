// The key's plan and credit balance, as a definition list.
import { Fact } from './Fact';
import { formatNumber, formatUtcDate } from '@/lib/display/format';
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
    <dl className="facts" aria-label="Key and credits">
      <Fact term="Plan">{plan ? plan[0]!.toUpperCase() + plan.slice(1) : '—'}</Fact>
      <Fact term="Key type">{mode === 'test' ? 'Test key (never charged)' : mode === 'live' ? 'Live key' : '—'}</Fact>
      <Fact term="Balance">{balance === null ? '—' : `${formatNumber(balance)} credits`}</Fact>
      <Fact term="Credit limit">{limit === null ? '—' : `${formatNumber(limit)} a month`}</Fact>
      <Fact term="Credits reset">{formatResetDate(resetAt)}</Fact>
    </dl>
  );
}
