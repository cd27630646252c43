// @vitest-environment happy-dom
// Credits & usage › Budgets: spend against each cap, the 80% warning, the form's checks and the payload.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BudgetsView } from '@/lib/messaging/protocol';
import { resetWorker, sentOf } from '../settings/mock-worker';

const { BudgetsPanel } = await import('@/entrypoints/options/credits/BudgetsPanel');

const VIEW: BudgetsView = {
  caps: { daily: 50, monthly: null, perFeature: { live_detection: { daily: 10, monthly: null }, lead_lists: { daily: null, monthly: 300 } } },
  spent: { today: 40, month: 120, todayByFeature: { lookup: 30, live_detection: 5 }, monthByFeature: { lookup: 100, live_detection: 20 } },
  near: { label: 'Daily cap', spent: 40, cap: 50 },
};

beforeEach(() => {
  resetWorker({
    'budgets.get': () => VIEW,
    'budgets.update': () => ({ ...VIEW, caps: { daily: null, monthly: 1000, perFeature: {} } }),
  });
});
afterEach(cleanup);

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save budgets' }));

describe('BudgetsPanel', () => {
  it('shows what was spent against each cap, with a meter', async () => {
    render(<BudgetsPanel />);
    await waitFor(() => expect(screen.getByText(/^Today:/).textContent).toBe('Today: 40 of 50 credits'));
    expect(screen.getByText(/^This month:/).textContent).toBe('This month: 120 credits, no cap');
    const meter = screen.getByRole('meter', { name: 'Spent today against the daily cap' });
    expect([meter.getAttribute('aria-valuenow'), meter.getAttribute('aria-valuemax')]).toEqual(['40', '50']);
    expect(screen.getByRole('meter', { name: 'Live detection spent today' }).getAttribute('aria-valuetext')).toBe('5 of 10 credits');
    // No cap, no meter.
    expect(screen.queryByRole('meter', { name: 'Spent this month against the monthly cap' })).toBeNull();
    expect(field('Daily cap (credits)').value).toBe('50');
    expect(field('Monthly cap (credits)').value).toBe('');
    expect(field('Live detection daily cap').value).toBe('10');
    expect(screen.getByText(/refused before any request/).textContent).toBe(
      'A call that would cross a cap is refused before any request. Caps count this browser’s spend.',
    );
  });

  it('warns about a cap 80% spent, and only that one', async () => {
    render(<BudgetsPanel />);
    const warning = (await screen.findByText('Close to a cap')).parentElement!;
    expect(warning.textContent).toContain('Daily cap: 40 of 50 credits spent (80%), 10 credits left.');
    expect(warning.textContent).not.toContain('Live detection');
  });

  it('says a cap is reached, or passed and by how much, never "close to" it at 100% or more', async () => {
    resetWorker({ 'budgets.get': () => ({ ...VIEW, spent: { ...VIEW.spent, today: 100, todayByFeature: { live_detection: 10 } }, near: null }) });
    render(<BudgetsPanel />);
    const reached = (await screen.findByText('Caps reached')).parentElement!;
    expect(reached.textContent).toContain('Daily cap: 100 of 50 credits spent, 50 credits over. Paid calls it covers are refused until tomorrow.');
    expect(reached.textContent).toContain('Live detection daily cap: all 10 credits spent. Paid calls it covers are refused until tomorrow.');
    expect(screen.queryByText('Close to a cap')).toBeNull();
    expect(document.body.textContent).not.toMatch(/\d{3}%/);
  });

  it('a monthly cap passed is refused until next month, alongside another cap that is only close', async () => {
    resetWorker({ 'budgets.get': () => ({ ...VIEW, caps: { ...VIEW.caps, monthly: 100 }, spent: { ...VIEW.spent, today: 45, month: 120 }, near: null }) });
    render(<BudgetsPanel />);
    await waitFor(() =>
      expect(screen.getByText('Cap reached').parentElement!.textContent).toContain(
        'Monthly cap: 120 of 100 credits spent, 20 credits over. Paid calls it covers are refused until next month.',
      ),
    );
    expect(screen.getByText('Close to a cap').parentElement!.textContent).toContain('Daily cap: 45 of 50 credits spent (90%), 5 credits left.');
  });

  it('shows no warning below 80%', async () => {
    resetWorker({ 'budgets.get': () => ({ ...VIEW, spent: { ...VIEW.spent, today: 39 }, near: null }) });
    render(<BudgetsPanel />);
    await screen.findByText(/^Today:/);
    expect(screen.queryByText('Close to a cap')).toBeNull();
  });

  it('refuses a cap that is not a whole number of at least 1, naming the field', async () => {
    render(<BudgetsPanel />);
    await screen.findByText(/^Today:/);
    fireEvent.change(field('Live detection daily cap'), { target: { value: '2.5' } });
    fireEvent.change(field('Monthly cap (credits)'), { target: { value: '0' } });
    save();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Live detection daily cap must be a whole number of credits from 1 to 10,000,000, or empty for no cap.');
    expect(alert.textContent).toContain('Monthly cap must be a whole number of credits');
    expect(field('Live detection daily cap').getAttribute('aria-invalid')).toBe('true');
    expect(sentOf('budgets.update')).toEqual([]);
  });

  it('sends every cap, null for an empty field, and shows the saved caps', async () => {
    render(<BudgetsPanel />);
    await screen.findByText(/^Today:/);
    fireEvent.change(field('Daily cap (credits)'), { target: { value: '' } });
    fireEvent.change(field('Monthly cap (credits)'), { target: { value: '1000' } });
    fireEvent.change(field('Live detection monthly cap'), { target: { value: '100' } });
    fireEvent.change(field('Exports daily cap'), { target: { value: '25' } });
    save();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Budgets saved.'));
    const none = { daily: null, monthly: null };
    expect(sentOf('budgets.update')).toEqual([
      {
        daily: null,
        monthly: 1000,
        perFeature: {
          lookup: none,
          history: none,
          company: none,
          live_detection: { daily: 10, monthly: 100 },
          ai_extractor: none,
          technology: none,
          market: none,
          companies: none,
          signals: none,
          exports: { daily: 25, monthly: null },
          audiences: none,
          // Not in the table: sent back as stored, since the worker wants every feature.
          alerts: none,
          lead_lists: { daily: null, monthly: 300 },
          account: none,
        },
      },
    ]);
    expect(field('Monthly cap (credits)').value).toBe('1000');
    expect(field('Daily cap (credits)').value).toBe('');
    expect(field('Live detection daily cap').value).toBe('');
  });
});
