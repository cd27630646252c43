// @vitest-environment happy-dom
// The Settings page as a whole: the key form keeps the only "Save" button (e2e finds it by that name).
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { resetWorker } from './mock-worker';
import { SETTINGS } from './fixtures';

vi.mock('@/lib/messaging/client', async () => (await import('./mock-worker')).clientModule);
const { SettingsSection } = await import('@/entrypoints/options/sections/SettingsSection');

beforeEach(() => {
  resetWorker({
    'key.describe': () => ({ configured: false, mode: null, last4: null, plan: null }),
    'settings.get': () => SETTINGS,
    'cache.stats': () => ({ entries: 0, bytes: 0, maxBytes: 52_428_800 }),
  });
});
afterEach(cleanup);

it('shows the key form, Popup, Theme and Cache, with one button named Save', async () => {
  render(<SettingsSection />);
  expect(await screen.findByRole('heading', { name: 'Cache' })).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Theme' })).toBeTruthy();
  expect(screen.getByRole('checkbox', { name: /Ask before each lookup/ })).toBeTruthy();
  expect(screen.getByLabelText('API key')).toBeTruthy();
  expect(screen.getByLabelText('API base URL')).toBeTruthy();
  // Playwright's name match is a case-insensitive substring: any other "save" button would make it ambiguous.
  expect(screen.getAllByRole('button', { name: /save/i }).map((b) => b.textContent)).toEqual(['Save']);
});

it('Popup › matching unknown on-page names with the API is off by default and says what it costs', async () => {
  const { fireEvent } = await import('@testing-library/react');
  const { sentOf, worker } = await import('./mock-worker');
  worker['settings.update'] = (patch) => ({ ...SETTINGS, ...patch });
  render(<SettingsSection />);
  const box = (await screen.findByRole('checkbox', { name: /Match unknown on-page names with the API/ })) as HTMLInputElement;
  expect(box.checked).toBe(false);
  expect(box.closest('label')!.textContent).toMatch(/1 credit for up to 100 names/);
  fireEvent.click(box);
  expect(await screen.findByText(/each name paid once/, { selector: '[role="status"]' })).toBeTruthy();
  expect(sentOf('settings.update')).toEqual([{ resolveLocalNames: true }]);
  expect(((await screen.findByRole('checkbox', { name: /Match unknown on-page names/ })) as HTMLInputElement).checked).toBe(true);
});
