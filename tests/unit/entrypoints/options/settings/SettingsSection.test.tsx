// @vitest-environment happy-dom
// The Settings page as a whole: the key form keeps the only "Save" button (e2e finds it by that name).
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { resetWorker } from './mock-worker';
import { SETTINGS } from './fixtures';
import { eventually } from '../../../async-bounds';

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
  // findBy resolves as soon as the box exists; its checked state follows the worker's answer.
  await eventually(() => expect((screen.getByRole('checkbox', { name: /Match unknown on-page names/ }) as HTMLInputElement).checked).toBe(true));
});

it('first-run setup asks once, after a key is saved: look new sites up automatically (1 credit each) or ask first', async () => {
  const { fireEvent } = await import('@testing-library/react');
  const { sentOf, worker } = await import('./mock-worker');
  worker['key.describe'] = () => ({ configured: true, mode: 'live', last4: 'abcd', plan: 'pro' });
  worker['credits.get'] = () => ({ balance: 100, limit: 10_000, plan: 'pro', resetAt: null, syncedAt: 0 });
  worker['settings.get'] = () => ({ ...SETTINGS, lookupChoiceMade: false });
  worker['settings.update'] = (patch) => ({ ...SETTINGS, ...patch });
  render(<SettingsSection />);
  const choice = await screen.findByRole('region', { name: 'When you open StackLens on a new site' });
  expect(choice.textContent).toContain('costs 1 credit the first time');
  fireEvent.click(screen.getByRole('button', { name: 'Ask me first · nothing spent until I press Look up' }));
  await eventually(() => expect((screen.getByRole('checkbox', { name: /Ask before each lookup/ }) as HTMLInputElement).checked).toBe(true));
  await eventually(() => expect(screen.queryByRole('region', { name: 'When you open StackLens on a new site' })).toBeNull());
  expect(sentOf('settings.update')).toEqual([{ askBeforeLookup: true, lookupChoiceMade: true }]);
});

it('does not ask again once answered, nor before a key is saved', async () => {
  render(<SettingsSection />);
  await screen.findByRole('heading', { name: 'Cache' });
  expect(screen.queryByRole('region', { name: 'When you open StackLens on a new site' })).toBeNull();
});
