// The key's plan and credit balance, as a definition list.
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
      <div>
        <dt>Plan</dt>
        <dd>{plan ? plan[0]!.toUpperCase() + plan.slice(1) : '—'}</dd>
      </div>
      <div>
        <dt>Key type</dt>
        <dd>{mode === 'test' ? 'Test key (never charged)' : mode === 'live' ? 'Live key' : '—'}</dd>
      </div>
      <div>
        <dt>Balance</dt>
        <dd>{balance === null ? '—' : `${fmt.format(balance)} credits`}</dd>
      </div>
      <div>
        <dt>Credit limit</dt>
        <dd>{limit === null ? '—' : `${fmt.format(limit)} a month`}</dd>
      </div>
      <div>
        <dt>Credits reset</dt>
        <dd>{formatResetDate(resetAt)}</dd>
      </div>
    </dl>
  );
}
