// The key's plan and credit balance, as a definition list.
import { Fact } from './Fact';
export interface BalanceSummaryProps {
  plan: string | null;
  mode: 'live' | 'test' | null;
  balance: number | null;
  limit: number | null;
  resetAt: string | null;
}

const fmt = new Intl.NumberFormat('en-US');

export function formatResetDate(iso: string | null): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

export function BalanceSummary({ plan, mode, balance, limit, resetAt }: BalanceSummaryProps) {
  return (
    <dl className="facts" aria-label="Key and credits">
      <Fact term="Plan">{plan ? plan[0]!.toUpperCase() + plan.slice(1) : '—'}</Fact>
      <Fact term="Key type">{mode === 'test' ? 'Test key (never charged)' : mode === 'live' ? 'Live key' : '—'}</Fact>
      <Fact term="Balance">{balance === null ? '—' : `${fmt.format(balance)} credits`}</Fact>
      <Fact term="Credit limit">{limit === null ? '—' : `${fmt.format(limit)} a month`}</Fact>
      <Fact term="Credits reset">{formatResetDate(resetAt)}</Fact>
    </dl>
  );
}
