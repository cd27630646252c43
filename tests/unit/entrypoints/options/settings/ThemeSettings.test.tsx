// @vitest-environment happy-dom
// Settings › Theme: the radio group stores the choice and applies it to the page at once.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { resetWorker, sentOf } from './mock-worker';
import { SETTINGS } from './fixtures';

const { ThemeSettings } = await import('@/entrypoints/options/settings/ThemeSettings');

const root = document.documentElement;

beforeEach(() => {
  localStorage.clear();
  delete root.dataset.theme;
  resetWorker({ 'settings.update': (patch) => ({ ...SETTINGS, ...patch }) });
});
afterEach(cleanup);

describe('ThemeSettings', () => {
  it('offers System, Light and Dark, with System chosen by default', () => {
    render(<ThemeSettings settings={SETTINGS} onChange={() => undefined} />);
    const group = screen.getByRole('radiogroup', { name: 'Theme' });
    const radios = within(group).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => r.value)).toEqual(['system', 'light', 'dark']);
    expect(within(group).getByRole('radio', { name: /^System/ })).toHaveProperty('checked', true);
    expect(within(group).getByRole('radio', { name: /^Dark/ })).toHaveProperty('checked', false);
  });

  it('sends the choice to the worker and sets data-theme on the page', async () => {
    const onChange = vi.fn();
    render(<ThemeSettings settings={SETTINGS} onChange={onChange} />);
    fireEvent.click(screen.getByRole('radio', { name: /^Dark/ }));
    expect(root.dataset.theme).toBe('dark');
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ theme: 'dark' })));
    expect(sentOf('settings.update')).toEqual([{ theme: 'dark' }]);
    expect(localStorage.getItem('stacklens.theme')).toBe('dark');

    fireEvent.click(screen.getByRole('radio', { name: /^System/ }));
    await waitFor(() => expect(sentOf('settings.update')).toEqual([{ theme: 'dark' }, { theme: 'system' }]));
    expect(root.hasAttribute('data-theme')).toBe(false);
  });

  it('goes back to the previous theme when the worker refuses the change', async () => {
    resetWorker({ 'settings.update': () => ApiError.fromData({ kind: 'validation', message: 'theme must be system, light or dark' }) });
    render(<ThemeSettings settings={{ ...SETTINGS, theme: 'light' }} onChange={() => undefined} />);
    fireEvent.click(screen.getByRole('radio', { name: /^Dark/ }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveProperty('textContent', expect.stringContaining('theme must be system, light or dark')));
    expect(root.dataset.theme).toBe('light');
    expect(screen.getByRole('radio', { name: /^Light/ })).toHaveProperty('checked', true);
  });
});
