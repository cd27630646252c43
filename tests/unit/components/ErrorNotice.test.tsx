// @vitest-environment happy-dom
// "Try again" re-runs a call that may be paid: it states its price, and is not offered when the
// user is out of credits (a retry cannot succeed and only invites another 402).
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorNotice } from '@/components/ErrorNotice';

afterEach(cleanup);

const server = { kind: 'server', message: 'The service had a problem (HTTP 503) — try again in a moment' };

describe('<ErrorNotice>', () => {
  it('labels "Try again" with what the retry costs', () => {
    const onRetry = vi.fn();
    render(<ErrorNotice error={server} onRetry={onRetry} cost={1} />);
    fireEvent.click(screen.getByRole('button', { name: 'Try again · 1 credit' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('says when the retry is free, or free because the answer is cached', () => {
    render(<ErrorNotice error={server} onRetry={() => undefined} cost={0} />);
    expect(screen.getByRole('button', { name: 'Try again · free' })).toBeTruthy();
    cleanup();
    render(<ErrorNotice error={server} onRetry={() => undefined} cost={1} cached />);
    expect(screen.getByRole('button', { name: 'Try again · free (cached)' })).toBeTruthy();
    cleanup();
    render(<ErrorNotice error={server} onRetry={() => undefined} cost={5} />);
    expect(screen.getByRole('button', { name: 'Try again · 5 credits' })).toBeTruthy();
  });

  it('offers no retry on a 402 (insufficient credits)', () => {
    render(
      <ErrorNotice
        error={{ kind: 'insufficient_credits', message: 'Not enough credits: this costs 1, your balance is 0' }}
        onRetry={() => undefined}
        cost={1}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Out of credits');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('at 0 credits or at a budget cap, points the way forward: Credits & usage, with the plan, the reset date and the budgets', () => {
    const href = 'chrome-extension://id/options.html#credits';
    render(<ErrorNotice error={{ kind: 'insufficient_credits', message: 'Not enough credits' }} onRetry={() => undefined} cost={1} creditsHref={href} />);
    expect(screen.getByRole('link', { name: 'See your plan and when credits reset' }).getAttribute('href')).toBe(href);
    cleanup();
    render(<ErrorNotice error={{ kind: 'budget', message: 'Daily cap reached' }} creditsHref={href} />);
    expect(screen.getByRole('link', { name: 'Change the cap in Budgets' }).getAttribute('href')).toBe(href);
    cleanup();
    render(<ErrorNotice error={{ kind: 'server', message: 'HTTP 503' }} creditsHref={href} />);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('takes a title override', () => {
    render(<ErrorNotice error={{ kind: 'permission', message: 'You have 10 alerts, the most your plan allows.' }} title="Alert limit reached" />);
    expect(screen.getByRole('alert').querySelector('strong')?.textContent).toBe('Alert limit reached');
  });
});
