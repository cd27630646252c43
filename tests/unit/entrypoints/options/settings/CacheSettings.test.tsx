// @vitest-environment happy-dom
// Settings › Storage › the cache's form: the fresh times sent in milliseconds, the size limit in bytes.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetWorker, sentOf } from './mock-worker';
import { MB, SETTINGS } from './fixtures';

const { CacheSettings } = await import('@/entrypoints/options/settings/CacheSettings');

beforeEach(() => {
  resetWorker({
    'settings.update': (patch) => ({ ...SETTINGS, ...patch }),
  });
});
afterEach(cleanup);

const setup = () => render(<CacheSettings settings={SETTINGS} onChange={() => undefined} onApplied={() => undefined} />);
/** Types each value into the field labelled with its key (or picks it, for a unit), then presses Apply. */
const apply = (fields: Record<string, string> = {}) => {
  for (const [label, value] of Object.entries(fields)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Apply cache settings' }));
};

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
