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
    'keys.describe': () => ({ configured: false, mode: null, last4: null, plan: null }),
    'settings.get': () => SETTINGS,
    'storage.stats': () => ({
      cache: { entries: 0, bytes: 0, maxBytes: 52_428_800 },
      ledger: { rows: 0, foldedMonths: 0, oldestAt: null },
      audiences: { audiences: 0, members: 0 },
    }),
  });
});
afterEach(cleanup);

it('shows the key form, Popup, Theme and Storage, with one button named Save', async () => {
  render(<SettingsSection />);
  expect(await screen.findByRole('heading', { name: 'Storage' })).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Theme' })).toBeTruthy();
  expect(screen.getByRole('checkbox', { name: /Ask before each lookup/ })).toBeTruthy();
  expect(screen.getByLabelText('API key')).toBeTruthy();
  expect(screen.getByLabelText('API base URL')).toBeTruthy();
  // Playwright's name match is a case-insensitive substring: any other "save" button would make it ambiguous.
  expect(screen.getAllByRole('button', { name: /save/i }).map((b) => b.textContent)).toEqual(['Save']);
});

it('names the Popup and Theme groups by their visible headings, with no hidden legend repeating them', async () => {
  const { container } = render(<SettingsSection />);
  await screen.findByRole('heading', { name: 'Storage' });
  for (const name of ['Popup', 'Theme']) {
    const heading = screen.getByRole('heading', { name });
    const group = screen.getByRole(name === 'Theme' ? 'radiogroup' : 'group', { name });
    expect(group.getAttribute('aria-labelledby')).toBe(heading.id);
  }
  expect([...container.querySelectorAll('legend')].map((l) => l.textContent)).not.toEqual(expect.arrayContaining(['Popup', 'Theme']));
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
  worker['keys.describe'] = () => ({ configured: true, mode: 'live', last4: 'abcd', plan: 'pro' });
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
  await screen.findByRole('heading', { name: 'Storage' });
  expect(screen.queryByRole('region', { name: 'When you open StackLens on a new site' })).toBeNull();
});

it('a release build with no default API base URL asks for it on first run, and refuses http to another host before anything is sent', async () => {
  const { fireEvent } = await import('@testing-library/react');
  const { sent, worker } = await import('./mock-worker');
  worker['settings.get'] = () => ({ ...SETTINGS, baseUrl: '', defaultBaseUrl: '' });
  render(<SettingsSection />);
  const url = (await screen.findByLabelText('API base URL')) as HTMLInputElement;
  expect(url.value).toBe('');
  expect(document.getElementById('base-url-help')!.textContent).toMatch(/^Required: the https:\/\/ address your API provider gave you/);
  const key = `tapi_live_${'a'.repeat(32)}`;
  fireEvent.change(screen.getByLabelText('API key'), { target: { value: key } });
  const sentBefore = sent.length;

  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect((await screen.findByRole('alert')).textContent).toContain('Enter the API base URL: the https:// address your API provider gave you.');

  fireEvent.change(url, { target: { value: 'http://api.example.test' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await eventually(() => expect(screen.getByRole('alert').textContent).toContain('would send it unencrypted to api.example.test'));
  expect(screen.getByRole('alert').textContent).toContain('Nothing was saved.');
  // Neither attempt reached the worker: the key went nowhere.
  expect(sent.slice(sentBefore)).toEqual([]);
});

/** Settings with a saved key; "Remove key" pressed, the worker counting `counts` of browsing data. */
async function pressRemoveKey(counts: { cacheEntries: number; visits: number; ledgerDomains: number }) {
  const { fireEvent } = await import('@testing-library/react');
  const { worker } = await import('./mock-worker');
  worker['keys.describe'] = () => ({ configured: true, mode: 'live', last4: 'abcd', plan: 'pro' });
  worker['credits.get'] = () => ({ balance: 100, limit: 10_000, plan: 'pro', resetAt: null, syncedAt: 0 });
  worker['browsingData.count'] = () => counts;
  worker['keys.remove'] = () => ({ configured: false, mode: null, last4: null, plan: null });
  render(<SettingsSection />);
  fireEvent.click(await screen.findByRole('button', { name: 'Remove key' }));
  return fireEvent;
}

it('Remove key offers to clear the data derived from browsing, counted, and clears it only when ticked', async () => {
  const { sentOf } = await import('./mock-worker');
  const fireEvent = await pressRemoveKey({ cacheEntries: 12, visits: 1, ledgerDomains: 30 });
  const clear = (await screen.findByRole('checkbox', { name: /Also clear this browser’s StackLens data/ })) as HTMLInputElement;
  expect(clear.checked).toBe(false);
  expect(clear.closest('label')!.textContent).toMatch(
    /12 cached answers, 1 visited site and the domains in 30 credit ledger rows \(the credits spent stay recorded\)/,
  );
  fireEvent.click(clear);
  fireEvent.click(screen.getByRole('button', { name: 'Remove key and clear data' }));
  expect(
    await screen.findByText('Key removed from this browser, with the data StackLens kept about the sites you browsed.', { selector: '[role="status"]' }),
  ).toBeTruthy();
  expect(sentOf('keys.remove')).toEqual([{ clearBrowsingData: true }]);
});

it('Remove key only keeps the data derived from browsing; the popup’s first frames of its answers go', async () => {
  const { sentOf } = await import('./mock-worker');
  const { keepLocalFrame, noteFrameScope, readLocalFrame } = await import('@/lib/first-paint/local-frame');
  noteFrameScope('s');
  keepLocalFrame('firstFrame:["shop.example",false]', { key: 'k', tree: '[]', theme: 'light', scope: 's', entry: 'e' });
  const fireEvent = await pressRemoveKey({ cacheEntries: 2, visits: 0, ledgerDomains: 1 });
  fireEvent.click(await screen.findByRole('button', { name: 'Remove key only' }));
  expect(await screen.findByText('Key removed from this browser.', { selector: '[role="status"]' })).toBeTruthy();
  expect(sentOf('keys.remove')).toEqual([{ clearBrowsingData: false }]);
  expect(readLocalFrame('firstFrame:["shop.example",false]')).toBeNull();
});

it('saving another key takes the popup’s first frames of the previous account’s answers with it, also one kept while it was saved', async () => {
  const { fireEvent } = await import('@testing-library/react');
  const { worker } = await import('./mock-worker');
  const { keepLocalFrame, noteFrameScope, readLocalFrame } = await import('@/lib/first-paint/local-frame');
  noteFrameScope('s');
  const row = 'firstFrame:["shop.example",false]';
  keepLocalFrame(row, { key: 'k', tree: '[]', theme: 'light', scope: 's', entry: 'e' });
  worker['keys.save'] = () => {
    // A popup opened while the key was being checked keeps the old account's frame again.
    keepLocalFrame(row, { key: 'k2', tree: '[]', theme: 'light', scope: 's', entry: 'e' });
    return {
      key: { configured: true, mode: 'live', last4: 'bbbb', plan: 'scale' },
      balance: { balance: 5, limit: 10, plan: 'scale', resetAt: null, syncedAt: 0 },
    };
  };
  render(<SettingsSection />);
  fireEvent.change(await screen.findByLabelText('API key'), { target: { value: `tapi_live_${'b'.repeat(32)}` } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Key verified and saved.', { selector: '[role="status"]' })).toBeTruthy();
  expect(readLocalFrame(row)).toBeNull();
});

it('Save gives up after its time limit when the worker’s reply is lost, saying what may have happened and what to do', async () => {
  const { fireEvent } = await import('@testing-library/react');
  const { vi } = await import('vitest');
  const { worker } = await import('./mock-worker');
  const { SAVE_TIME_LIMIT_MS } = await import('@/entrypoints/options/sections/SettingsSection');
  worker['keys.save'] = () => new Promise(() => undefined);
  render(<SettingsSection />);
  await screen.findByRole('heading', { name: 'Storage' });
  vi.useFakeTimers({ shouldAdvanceTime: true });
  try {
    fireEvent.change(screen.getByLabelText('API key'), { target: { value: `tapi_live_${'a'.repeat(32)}` } });
    fireEvent.change(screen.getByLabelText('API base URL'), { target: { value: 'https://api.example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await eventually(() => expect((screen.getByRole('button', { name: /^Verifying/ }) as HTMLButtonElement).disabled).toBe(true));
    await vi.advanceTimersByTimeAsync(SAVE_TIME_LIMIT_MS - 1000);
    expect(screen.getByRole('button', { name: /^Verifying/ })).toBeTruthy();
    expect(screen.queryByText(/gave no answer within/)).toBeNull();
    await vi.advanceTimersByTimeAsync(1000);
    expect(await screen.findByText(/gave no answer within 90 s, so it is not known whether the key was saved\. Reload this page/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false);
  } finally {
    vi.useRealTimers();
  }
});
