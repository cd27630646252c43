// @vitest-environment happy-dom
// Settings › Cache: the size shown, the fresh times sent in milliseconds, and clearing only after a confirmation.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetWorker, sentOf } from './mock-worker';
import { MB, SETTINGS } from './fixtures';

const { CacheSettings } = await import('@/entrypoints/options/settings/CacheSettings');

const STATS = { entries: 340, bytes: 1_258_291, maxBytes: 52_428_800 };

beforeEach(() => {
  resetWorker({
    'cache.stats': () => STATS,
    'cache.clear': () => ({ entries: 0, bytes: 0, maxBytes: 52_428_800 }),
    'settings.update': (patch) => ({ ...SETTINGS, ...patch }),
  });
});
afterEach(cleanup);

const setup = () => render(<CacheSettings settings={SETTINGS} onChange={() => undefined} />);
/** Types each value into the field labelled with its key (or picks it, for a unit), then presses Apply. */
const apply = (fields: Record<string, string> = {}) => {
  for (const [label, value] of Object.entries(fields)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Apply cache settings' }));
};

describe('cache size', () => {
  it('shows the size, the limit and the number of answers', async () => {
    setup();
    expect(await screen.findByText('In the cache: 1.2 MB of 50 MB, 340 answers.')).toBeTruthy();
  });
});

describe('clearing the cache', () => {
  it('asks first, says what is kept, and sends nothing on Cancel', async () => {
    setup();
    await screen.findByText(/340 answers/);
    fireEvent.click(screen.getByRole('button', { name: 'Clear cache…' }));
    const dialog = screen.getByRole('dialog', { name: 'Clear the cache?' });
    expect(dialog.textContent).toContain('looking them up again costs credits');
    expect(dialog.textContent).toContain('Your API key, settings, budgets, saved audiences and the spend ledger are kept.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sentOf('cache.clear')).toEqual([]);
    expect(screen.getByText(/340 answers/)).toBeTruthy();
  });

  it('clears on confirmation and shows the emptied cache', async () => {
    setup();
    await screen.findByText(/340 answers/);
    fireEvent.click(screen.getByRole('button', { name: 'Clear cache…' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete cached answers' }));
    expect(await screen.findByText('In the cache: 0 B of 50 MB, 0 answers.')).toBeTruthy();
    expect(sentOf('cache.clear')).toEqual([{}]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Cache cleared.');
  });
});

describe('fresh times', () => {
  it('shows a time under a day in hours', () => {
    setup();
    expect(screen.getByLabelText('Market data')).toHaveProperty('value', '12');
    expect(screen.getByLabelText('Market data unit')).toHaveProperty('value', 'hours');
    expect(screen.getByLabelText('Technology catalog')).toHaveProperty('value', '30');
    expect(screen.getByLabelText('Technology catalog unit')).toHaveProperty('value', 'days');
  });

  it('refuses a time past 365 days, naming the field, and sends nothing', async () => {
    setup();
    apply({ 'Domain data (technologies, history, live detection)': '400' });
    const domain = screen.getByLabelText('Domain data (technologies, history, live detection)');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Domain data must be 0 to 365 days.'));
    expect(domain.getAttribute('aria-invalid')).toBe('true');
    expect(sentOf('settings.update')).toEqual([]);
  });

  it('checks the limit in hours too, and refuses fractions', async () => {
    setup();
    apply({ 'Signals unit': 'hours', Signals: '9000', 'Company profiles': '1.5' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Signals must be 0 to 365 days (0 to 8,760 hours).');
    expect(alert.textContent).toContain('Company profiles must be a whole number of days.');
    expect(sentOf('settings.update')).toEqual([]);
  });

  it('sends every time in milliseconds and the size limit in bytes', async () => {
    setup();
    apply({
      'Domain data (technologies, history, live detection)': '2',
      'Audience profiles unit': 'hours',
      'Audience profiles': '6',
      'Cache size limit (MB)': '100',
    });
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^Cache settings saved/));
    expect(sentOf('settings.update')).toEqual([
      {
        cacheTtl: { domain: 172_800_000, company: 604_800_000, technology: 2_592_000_000, market: 43_200_000, signals: 86_400_000, audience: 21_600_000 },
        cacheMaxBytes: 100 * MB,
      },
    ]);
  });

  it('refuses a size limit outside 1 to 500 MB', async () => {
    setup();
    apply({ 'Cache size limit (MB)': '501' });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Cache size limit must be a whole number from 1 to 500 MB.'));
    expect(sentOf('settings.update')).toEqual([]);
  });
});
