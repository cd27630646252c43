// @vitest-environment happy-dom
// Without an API key, the sections whose forms spend credits say what is needed first (the key, with
// a link to Settings) instead of showing forms that can only fail; with a key, the forms show.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { KeyDescription } from '@/lib/messaging/protocol';
import { installFakeWorker } from '../../../fake-worker';

const NO_KEY: KeyDescription = { configured: false, mode: null, last4: null, plan: null };
const KEY: KeyDescription = { configured: true, mode: 'live', last4: 'abcd', plan: 'pro' };
const worker = installFakeWorker(() => ({
  'keys.describe': () => NO_KEY,
  'cache.peek': () => null,
  'alerts.list': () => ({ alerts: [], syncedAt: null, error: null }),
}));

const { SignalsSection } = await import('@/entrypoints/options/sections/SignalsSection');
const { LeadListsSection } = await import('@/entrypoints/options/sections/LeadListsSection');
const { TechnologiesSection } = await import('@/entrypoints/options/sections/TechnologiesSection');
const { CompaniesSection } = await import('@/entrypoints/options/sections/CompaniesSection');

const NOW = Date.parse('2026-11-26T12:00:00Z');
const SECTIONS: [string, string, () => ReactElement, RegExp][] = [
  ['Signals & alerts', 'signals', () => <SignalsSection now={NOW} />, /^Signal searches and alerts need your API key/],
  ['Lead lists', 'lead-lists', () => <LeadListsSection />, /^Lead lists need your API key/],
  ['Technologies', 'technologies', () => <TechnologiesSection now={NOW} />, /^Searching the technology catalog and its pages need your API key/],
  ['Companies', 'companies', () => <CompaniesSection />, /^Company search and bulk domain lookups need your API key/],
];

afterEach(cleanup);

describe.each(SECTIONS)('%s', (title, hash, section, why) => {
  it('without a key: says the key is needed, links to Settings, and shows no paid form', async () => {
    history.replaceState(null, '', `/options.html#${hash}`);
    render(section());
    expect(await screen.findByText(why)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Set up your API key' }).getAttribute('href')).toBe('#settings');
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.queryAllByRole('textbox')).toEqual([]);
  });

  it('with a key: the forms show and no notice', async () => {
    history.replaceState(null, '', `/options.html#${hash}`);
    worker.handlers['keys.describe'] = () => KEY;
    render(section());
    await waitFor(() => expect(worker.sentOf('keys.describe')).toHaveLength(1));
    await waitFor(() => expect(screen.queryAllByRole('button').length).toBeGreaterThan(0));
    expect(screen.queryByText('No API key yet')).toBeNull();
  });
});
