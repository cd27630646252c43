// @vitest-environment happy-dom
// The options workspace opens on Credits & usage; #settings still opens Settings.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { resetWorker } from './credits/worker';

vi.mock('@/entrypoints/options/credits/BudgetsPanel', () => ({ BudgetsPanel: () => null }));
const { App } = await import('@/entrypoints/options/App');
afterEach(cleanup);

const NO_KEY = { configured: false, mode: null, last4: null, plan: null };

it('with no hash, shows Credits & usage first in the sidebar and on screen', async () => {
  resetWorker({ 'keys.describe': () => NO_KEY });
  history.replaceState(null, '', '/options.html');
  render(<App />);
  expect(screen.getByRole('heading', { name: 'Credits & usage', level: 1 })).toBeTruthy();
  const links = screen.getAllByRole('link').filter((a) => a.closest('nav'));
  expect(links.map((a) => [a.textContent, a.getAttribute('href')])[0]).toEqual(['Credits & usage', '#credits']);
  expect(screen.getByRole('link', { name: 'Credits & usage' }).getAttribute('aria-current')).toBe('page');
  expect(await screen.findByRole('link', { name: 'Set up your API key' })).toBeTruthy();
  expect(document.title).toBe('Credits & usage · StackLens');
});

it('#settings still opens Settings', () => {
  resetWorker({
    'keys.describe': () => NO_KEY,
    'settings.get': () => new Promise(() => undefined),
    'storage.stats': () => new Promise(() => undefined),
  });
  history.replaceState(null, '', '/options.html#settings');
  render(<App />);
  expect(screen.getByRole('heading', { name: 'Settings', level: 1 })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('aria-current')).toBe('page');
  expect(screen.queryByRole('heading', { name: 'Credits & usage' })).toBeNull();
});
