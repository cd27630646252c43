// @vitest-environment happy-dom
// The list of billed calls: how many there are, filters, time sort, "Load more", and the export.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BilledCalls, NO_FILTER, type BilledCallsProps } from '@/components/credits/BilledCalls';
import type { LedgerCall } from '@/components/credits/types';

afterEach(cleanup);
const BASE = Date.parse('2026-03-01T00:00:00Z');
const HOUR = 3_600_000;

/** 50 calls an hour apart, newest first: every third a live detection (5 credits), the rest lookups (1 credit). */
const CALLS: LedgerCall[] = Array.from({ length: 50 }, (_, i) => 49 - i).map((i) => ({
  id: i + 1,
  at: BASE + i * HOUR,
  endpoint: i % 3 === 0 ? 'live.detect' : 'domain.technologies',
  feature: i % 3 === 0 ? 'live_detection' : 'lookup',
  params: `domain=site${i}.com`,
  status: 200,
  credits: i % 3 === 0 ? 5 : 1,
  durationMs: 100 + i,
  mode: 'live',
}));

function show(over: Partial<BilledCallsProps> = {}) {
  const props: BilledCallsProps = {
    calls: CALLS,
    count: { calls: 92_724, credits: 219_860 },
    possible: { calls: 0, estimate: 0 },
    features: ['lookup', 'live_detection'],
    query: NO_FILTER,
    onQuery: vi.fn(),
    more: true,
    loading: false,
    onLoadMore: vi.fn(),
    onExport: vi.fn(),
    ...over,
  };
  render(<BilledCalls {...props} />);
  return props;
}
const table = () => screen.getByRole('table', { name: 'Billed calls' });

describe('<BilledCalls>', () => {
  it('says how many calls the period has and how many are shown, and loads more on request', () => {
    const props = show();
    expect(screen.getByText('50 of 92,724 billed calls shown · 219,860 credits in all')).toBeTruthy();
    expect(within(table()).getAllByRole('row')).toHaveLength(51);
    expect(within(table()).getAllByRole('row')[1]!.textContent).toContain('Domain lookup — site49.com');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(props.onLoadMore).toHaveBeenCalledOnce();
  });

  it('offers no "Load more" once every call is shown', () => {
    show({ more: false, count: { calls: 50, credits: 116 } });
    expect(screen.getByText('50 of 50 billed calls shown · 116 credits in all')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('asks for the other order, a feature or a text, and says when matching calls are not counted ahead', () => {
    const props = show();
    fireEvent.click(within(screen.getByRole('columnheader', { name: /When/ })).getByRole('button'));
    expect(props.onQuery).toHaveBeenLastCalledWith({ ...NO_FILTER, newestFirst: false });
    fireEvent.change(screen.getByLabelText('Feature'), { target: { value: 'live_detection' } });
    expect(props.onQuery).toHaveBeenLastCalledWith({ ...NO_FILTER, feature: 'live_detection' });
    fireEvent.change(screen.getByLabelText('Call contains'), { target: { value: 'site4' } });
    expect(props.onQuery).toHaveBeenLastCalledWith({ ...NO_FILTER, text: 'site4' });
    cleanup();
    show({ count: null, calls: CALLS.slice(0, 3), query: { ...NO_FILTER, text: 'site4' } });
    expect(screen.getByText('3 matching calls shown; more may match')).toBeTruthy();
  });

  it('lists feature names in the filter, not their ids', () => {
    show();
    const options = within(screen.getByLabelText('Feature'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['All features', 'Live detection', 'Lookups']);
  });

  it('cannot export when nothing matches', () => {
    show({ calls: [], more: false, count: { calls: 0, credits: 0 } });
    expect(screen.queryByRole('table')).toBeNull();
    expect((screen.getByRole('button', { name: 'Export CSV' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says a call that got no answer was possibly billed, with its estimate', () => {
    const lost: LedgerCall = { ...CALLS[0]!, id: 500, status: 'timeout', credits: 0, state: 'unknown', estimate: 5 };
    show({ calls: [lost, CALLS[1]!], possible: { calls: 1, estimate: 5 } });
    const row = within(table()).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('No answer — possibly billed');
    expect(row.textContent).toContain('up to 5');
    expect(screen.getByText(/^1 call got no answer and may have been billed \(up to 5 credits\)/)).toBeTruthy();
  });

  it('a lookup the browser may have resent says up to twice its price, and once settled that it was billed twice', () => {
    const lost: LedgerCall = { ...CALLS[0]!, id: 501, status: 'network', credits: 0, state: 'unknown', estimate: 1, ceiling: 2 };
    show({ calls: [lost], possible: { calls: 1, estimate: 2 } });
    expect(within(table()).getAllByRole('row')[1]!.textContent).toContain('up to 2');
    cleanup();
    const settled: LedgerCall = { ...lost, credits: 2, state: 'settled', resent: true, reconciledAt: 5 };
    show({ calls: [settled] });
    const row = within(table()).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('billed more than once: the browser sent it again on its own');
    expect(row.textContent).toContain('2');
  });
});
