// @vitest-environment happy-dom
// The balance card's thresholds: the meter, the 80% warning, and what still works at 100%.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BalanceCard, usedPercent } from '@/components/credits/BalanceCard';

afterEach(cleanup);
const card = (balance: number | null, limit: number | null = 10_000) =>
  render(<BalanceCard plan="pro" mode="live" balance={balance} limit={limit} resetAt="2026-04-01T00:00:00Z" />);

describe('usedPercent', () => {
  it.each([
    [10_000, 0],
    [2_001, 79],
    [2_000, 80],
    [1, 99],
    [0, 100],
    [-5, 100],
    [12_000, 0],
  ])('balance %i of 10,000 is %i%% used', (balance, percent) => {
    expect(usedPercent(balance, 10_000)).toBe(percent);
  });
});

describe('<BalanceCard>', () => {
  it('shows plan, balance, limit, share used and reset date, with a labelled progress bar', () => {
    card(7_000);
    expect(screen.getByText('Pro')).toBeTruthy();
    expect(screen.getByText('7,000 credits')).toBeTruthy();
    expect(screen.getByText('10,000 a month')).toBeTruthy();
    expect(screen.getByText('Apr 1, 2026')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Credits used this month' });
    expect([bar.getAttribute('aria-valuenow'), bar.getAttribute('aria-valuemin'), bar.getAttribute('aria-valuemax')]).toEqual(['30', '0', '100']);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('warns from 80% used, not before', () => {
    card(2_001);
    expect(screen.queryByText(/You have used/)).toBeNull();
    cleanup();
    card(2_000);
    expect(screen.getByRole('status').textContent).toBe(
      'You have used 80% of this month’s credits. 2,000 credits are left; your credits reset on Apr 1, 2026.',
    );
  });

  it('at 100% says what still works and when credits come back', () => {
    card(0);
    const notice = screen.getByRole('status');
    expect(notice.textContent).toContain('You have used all of this month’s credits');
    expect(notice.textContent).toContain('until your credits come back on Apr 1, 2026');
    expect([...notice.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'account pages: this page, your balance and usage',
      'cached data already in this browser',
      'saved audiences',
    ]);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
  });

  it('says "Under 1%" when a few credits are spent, never 0%', () => {
    card(9_990);
    expect(screen.getByText('Under 1%')).toBeTruthy();
    const bar = screen.getByRole('progressbar');
    expect([bar.getAttribute('aria-valuenow'), bar.getAttribute('aria-valuetext')]).toEqual(['0', 'Under 1% used, 10 of 10,000 credits']);
  });

  it('shows no meter and no warning when the balance is unknown', () => {
    card(null, null);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('stale: says when the figures were last synced, or that they never were; fresh: says nothing of it', () => {
    const now = Date.UTC(2026, 2, 10, 12);
    render(<BalanceCard plan="pro" mode="live" balance={7_000} limit={10_000} resetAt={null} staleSince={now - 3 * 3_600_000} now={now} />);
    expect(screen.getByText(/^Last synced .*: the current balance could not be loaded$/).textContent).toContain('3 hours ago');
    cleanup();
    render(<BalanceCard plan={null} mode="live" balance={null} limit={null} resetAt={null} staleSince={null} now={now} />);
    expect(screen.getByText('Never synced: no balance has been loaded from the API yet')).toBeTruthy();
    cleanup();
    render(<BalanceCard plan="pro" mode="live" balance={7_000} limit={10_000} resetAt={null} now={now} />);
    expect(screen.queryByText(/synced/i)).toBeNull();
  });
});
