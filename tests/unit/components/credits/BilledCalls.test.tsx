// @vitest-environment happy-dom
// The list of billed calls: filters, time sort, pages, and the export of what is shown.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BilledCalls } from '@/components/credits/BilledCalls';
import type { LedgerCall } from '@/components/credits/types';

afterEach(cleanup);
const BASE = Date.parse('2026-03-01T00:00:00Z');
const HOUR = 3_600_000;

/** 120 calls an hour apart: every third a live detection (5 credits), the rest lookups (1 credit). */
const CALLS: LedgerCall[] = Array.from({ length: 120 }, (_, i) => ({
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

const table = () => screen.getByRole('table', { name: 'Billed calls' });
const firstRowParams = () => within(table()).getAllByRole('row')[1]!.textContent ?? '';

describe('<BilledCalls>', () => {
  it('pages through the calls, 50 at a time, newest first', () => {
    render(<BilledCalls calls={CALLS} onExport={vi.fn()} />);
    expect(screen.getByText('120 of 120 billed calls · 280 credits')).toBeTruthy();
    expect(within(table()).getAllByRole('row')).toHaveLength(51);
    expect(firstRowParams()).toContain('Domain lookup · site119.com');
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
    expect(within(table()).getAllByRole('row')).toHaveLength(21);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('sorts oldest first on request, and says which way in the header', () => {
    render(<BilledCalls calls={CALLS} onExport={vi.fn()} />);
    const header = screen.getByRole('columnheader', { name: /When/ });
    expect(header.getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(firstRowParams()).toContain('Live detection · site0.com');
  });

  it('filters by feature and by endpoint text, back to the first page', () => {
    render(<BilledCalls calls={CALLS} onExport={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.change(screen.getByLabelText('Feature'), { target: { value: 'live_detection' } });
    expect(screen.getByText('40 of 120 billed calls · 200 credits')).toBeTruthy();
    expect(screen.queryByText(/Page 2/)).toBeNull();
    expect(within(table()).getAllByRole('cell', { name: 'Live detection' })).toHaveLength(40);
    fireEvent.change(screen.getByLabelText('Feature'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Call contains'), { target: { value: 'DOMAIN.tech' } });
    expect(screen.getByText('80 of 120 billed calls · 80 credits')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Call contains'), { target: { value: 'nothing-like-this' } });
    expect(screen.queryByRole('table')).toBeNull();
    expect((screen.getByRole('button', { name: 'Export CSV' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('lists feature names in the filter, not their ids', () => {
    render(<BilledCalls calls={CALLS} onExport={vi.fn()} />);
    const options = within(screen.getByLabelText('Feature'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['All features', 'Live detection', 'Lookups']);
  });

  it('exports exactly the filtered calls, in the order shown', () => {
    const onExport = vi.fn();
    render(<BilledCalls calls={CALLS} onExport={onExport} />);
    fireEvent.change(screen.getByLabelText('Feature'), { target: { value: 'live_detection' } });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const exported = onExport.mock.calls[0]![0] as LedgerCall[];
    expect(exported).toHaveLength(40);
    expect(exported.every((c) => c.feature === 'live_detection')).toBe(true);
    expect(exported[0]!.id).toBe(118);
    expect(exported[39]!.id).toBe(1);
  });

  it('says a call that got no answer was possibly billed, with its estimate, and counts no credits for it', () => {
    const lost: LedgerCall = { ...CALLS[0]!, id: 500, at: BASE + 200 * HOUR, status: 'timeout', credits: 0, state: 'unknown', estimate: 5 };
    render(<BilledCalls calls={[lost, CALLS[1]!]} onExport={vi.fn()} />);
    const row = within(table()).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('No answer — possibly billed');
    expect(row.textContent).toContain('up to 5');
    expect(screen.getByText('2 of 2 billed calls · 1 credit')).toBeTruthy();
    expect(screen.getByText(/^1 call got no answer and may have been billed \(up to 5 credits\)/)).toBeTruthy();
  });
});
