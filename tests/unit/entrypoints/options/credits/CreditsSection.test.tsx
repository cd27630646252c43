// @vitest-environment happy-dom
// The Credits & usage section rendered from a mock of the worker, in each state a user can meet.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NetworkError } from '@/lib/api/errors';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { changeMessage } from '@/lib/messaging/changes';
import { ledgerSummary } from '@/lib/metered/ledger-figures';
import { ledgerPage } from '@/lib/metered/ledger-page';
import { apiCalls, apiHandler, balance, LEDGER, ledgerDb, ledgerHandlers, LIVE_KEY, NOW, resetWorker, sent, type FakeHandlers } from './worker';
import { answersSettled } from '../../../async-bounds';

// The budgets panel is another section's work with its own tests: a stand-in marks where it goes.
vi.mock('@/entrypoints/options/credits/BudgetsPanel', () => ({ BudgetsPanel: () => <p>Budgets panel here</p> }));
const { CreditsSection } = await import('@/entrypoints/options/sections/CreditsSection');

function setup(overrides: FakeHandlers = {}) {
  resetWorker({
    'keys.describe': () => LIVE_KEY,
    'credits.get': () => balance(9_970),
    'api.call': apiHandler(),
    ...ledgerHandlers(),
    ...overrides,
  });
  return render(<CreditsSection now={NOW} />);
}

/** Opens the "Show as table" next to a table and returns it by its caption. */
function table(name: string | RegExp) {
  for (const summary of screen.queryAllByText('Show as table')) fireEvent.click(summary);
  return screen.getByRole('table', { name });
}
const cells = (row: HTMLElement) => [...row.children].map((c) => c.textContent);

beforeEach(() => history.replaceState(null, '', '/options.html'));
afterEach(cleanup);

describe('Credits & usage', () => {
  it('shows a loading placeholder first, never a blank section', () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Credits & usage', level: 1 })).toBeTruthy();
    expect(screen.getByText('Loading your credits…')).toBeTruthy();
  });

  it('without a key: a prompt to Settings, and no calls for balance or usage', async () => {
    setup({ 'keys.describe': () => ({ configured: false, mode: null, last4: null, plan: null }) });
    const link = await screen.findByRole('link', { name: 'Set up your API key' });
    expect(link.getAttribute('href')).toBe('#settings');
    expect(sent.map((m) => m.type)).toEqual(['keys.describe']);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('with a test key: says it is a test key that is never charged', async () => {
    setup({ 'keys.describe': () => ({ ...LIVE_KEY, mode: 'test' }) });
    expect(await screen.findByText(/This is a test key: requests made with it are never charged/)).toBeTruthy();
    expect(screen.getByText('Test key (never charged)')).toBeTruthy();
  });

  it('at 85% used: a meter and a warning, with the reset date', async () => {
    setup({ 'credits.get': () => balance(1_500) });
    const bar = await screen.findByRole('progressbar', { name: 'Credits used this month' });
    expect(bar.getAttribute('aria-valuenow')).toBe('85');
    expect(screen.getByText(/You have used 85% of this month’s credits/).textContent).toContain('1,500 credits are left; your credits reset on Apr 1, 2026.');
    expect(sent.find((m) => m.type === 'credits.get')?.payload).toEqual({ sync: true });
  });

  it('at 100% used: what still works and when credits come back', async () => {
    setup({ 'credits.get': () => balance(0) });
    const notice = await screen.findByText('You have used all of this month’s credits');
    const box = notice.closest('.notice') as HTMLElement;
    expect(
      within(box)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['account pages: this page, your balance and usage', 'cached data already in this browser', 'saved audiences']);
    expect(box.textContent).toContain('Apr 1, 2026');
  });

  it('loads the last 30 days from the server and the ledger, free account endpoints only', async () => {
    setup();
    await screen.findByText(/Your account \(all browsers and apps\)/);
    expect(apiCalls()).toEqual([
      { endpoint: 'account.usage', params: { start_date: '2026-03-01', end_date: '2026-03-30' } },
      { endpoint: 'keys.usage', params: { key_id: 'key_1', start_date: '2026-03-01', end_date: '2026-03-30' } },
    ]);
    // This browser's figures: one small message answered from the ledger's running totals.
    expect(sent.find((m) => m.type === 'ledger.summary')?.payload).toEqual({ start: '2026-03-01', end: '2026-03-30' });
  });

  it('puts this browser next to the account, with the difference and a per-day table', async () => {
    setup();
    const line = await screen.findByText(/Your account \(all browsers and apps\)/);
    expect(line.closest('p')?.textContent).toBe(
      'This browser: 17 · Your account (all browsers and apps): 30 · Difference: 13, spent elsewhere or before StackLens was installed',
    );
    const rows = within(table(/this browser, your account, and the difference/)).getAllByRole('row');
    expect(rows.slice(1, 4).map(cells)).toEqual([
      ['Mar 30, 2026', '0', '0', '0'],
      ['Mar 29, 2026', '0', '0', '0'],
      ['Mar 28, 2026', '0', '0', '0'],
    ]);
    expect(rows.slice(-3).map(cells)).toEqual([
      ['Mar 3, 2026', '8', '16', '8'],
      ['Mar 2, 2026', '9', '9', '0'],
      ['Mar 1, 2026', '0', '0', '0'],
    ]);
  });

  it('shows the server figures as charts with tables: per day, per kind of call (named, spending only), by outcome', async () => {
    setup();
    expect(
      await screen.findByRole('img', {
        name: 'Chart of credits used per day from Mar 1 to Mar 4, 2026: 30 in all, most on Mar 3 (16). The table below has every day.',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('img', { name: /^Chart of requests per day from Mar 1 to Mar 4, 2026: 40 in all, most on Mar 3 \(20\)/ })).toBeTruthy();
    expect(screen.getByRole('img', { name: /^Chart of credits used per kind of call: Domain lookup 15, AI extractor 10, Live detection 5\./ })).toBeTruthy();
    // Named as people know them, most credits first; the free balance reads (0 credits) are left out.
    expect(within(table('Credits used and requests per kind of call, your account')).getAllByRole('row').slice(1).map(cells)).toEqual([
      ['Domain lookup', '15', '30'],
      ['AI extractor', '10', '1'],
      ['Live detection', '5', '1'],
    ]);
    expect(within(table('Requests by outcome, current key')).getAllByRole('row').slice(1).map(cells)).toEqual([
      ['Successful', '36'],
      ['Failed', '4'],
    ]);
  });

  it('shows this browser’s spend by feature and its most expensive actions', async () => {
    setup();
    // Waited for first, then opened: opening tables inside waitFor mutates the page on every check,
    // which keeps the (fake) IndexedDB's answers from ever arriving.
    await screen.findByRole('heading', { name: 'Spend by feature' });
    const byFeature = table('Credits this browser spent per feature');
    expect(within(byFeature).getAllByRole('row').slice(1).map(cells)).toEqual([
      ['AI extractor', '9', '1'],
      ['Live detection', '5', '1'],
      ['Company profiles', '2', '1'],
      ['Lookups', '1', '1'],
    ]);
    const top = screen.getByRole('table', { name: 'Most expensive actions' });
    expect(
      within(top)
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[3]!.textContent),
    ).toEqual(['9 credits', '5 credits', '2 credits', '1 credit']);
  });

  it('shows the key record and its request totals', async () => {
    setup();
    const facts = await screen.findByLabelText('API key');
    await within(facts).findByText('Team key');
    expect(facts.textContent).toContain('tapi_live_AbCdEfGhI…');
    expect(facts.textContent).toContain('Team key');
    expect(facts.textContent).toContain('Active');
    expect(within(facts).getByText('Failed').nextSibling?.textContent).toBe('4');
  });

  it('server unreachable: local figures only, a notice, and Try again loads the server figures', async () => {
    const offline = () => new NetworkError();
    const api = { current: offline as NonNullable<FakeHandlers['api.call']> };
    setup({
      'api.call': (p) => api.current(p),
      'credits.get': ({ sync }) => (sync ? new NetworkError() : balance(9_970)),
    });
    const notice = await screen.findByText(/Server figures could not be loaded/);
    expect(notice.textContent).toContain('Showing this browser’s own figures only.');
    expect(await screen.findByText(/Your account \(all browsers and apps\)/).then((el) => el.closest('p')?.textContent)).toBe(
      'This browser: 17 · Your account (all browsers and apps): not available',
    );
    expect(await screen.findByRole('table', { name: 'Billed calls' })).toBeTruthy();
    expect(screen.getByText(/Last synced/).textContent).toContain('the current balance could not be loaded');
    expect(screen.getByText('9,970 credits')).toBeTruthy();

    api.current = apiHandler();
    const alert = notice.closest('[role="alert"]') as HTMLElement;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Difference: 13/)).toBeTruthy();
    expect(screen.queryByText(/Server figures could not be loaded/)).toBeNull();
  });

  it('a new period asks again, and an invalid custom range asks for nothing', async () => {
    setup();
    await screen.findByText(/Difference: 13/);
    fireEvent.click(screen.getByRole('radio', { name: 'Last 7 days' }));
    await waitFor(() =>
      expect(apiCalls().at(-1)).toEqual({ endpoint: 'keys.usage', params: { key_id: 'key_1', start_date: '2026-03-24', end_date: '2026-03-30' } }),
    );
    // This browser's calls of the new period are asked for too, a page at a time.
    await waitFor(() => expect(sent.filter((m) => m.type === 'ledger.page').at(-1)?.payload.since).toBe(Date.parse('2026-03-24T00:00:00Z')));
    await answersSettled();
    const before = sent.length;
    fireEvent.click(screen.getByRole('radio', { name: 'Custom range' }));
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-04-15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show this period' }));
    expect(screen.getByText(/The end date cannot be in the future/)).toBeTruthy();
    await answersSettled();
    expect(sent.length).toBe(before);
  });

  it('a call settled after the page opened (reconciled in the worker’s background) shows without a reload', async () => {
    const lost = { ...LEDGER[1]!, id: 7, at: Date.parse('2026-03-04T10:00:00Z'), credits: 0, state: 'unknown' as const, estimate: 5 };
    const db = await ledgerDb([...LEDGER, lost]);
    setup({
      'ledger.summary': ({ start, end }) => ledgerSummary(db, start, end),
      'ledger.page': (query) => ledgerPage(db, query),
    });
    expect(await screen.findByText(/1 call got no answer and may have been billed \(up to 5 credits\)/)).toBeTruthy();
    expect(await within(await screen.findByRole('table', { name: 'Billed calls' })).findByText('No answer — possibly billed')).toBeTruthy();
    expect((await screen.findByText(/Your account \(all browsers and apps\)/)).closest('p')?.textContent).toMatch(/^This browser: 17 · /);

    // The worker settles it from /v1/usage and says the ledger changed.
    await db.ledger.update(7, { state: 'settled', credits: 5, status: 200 });
    await fakeBrowser.runtime.onMessage.trigger(
      changeMessage('ledger'),
      { id: fakeBrowser.runtime.id, url: fakeBrowser.runtime.getURL('/background.js') },
      () => undefined,
    );

    await waitFor(() => expect(screen.queryByText(/got no answer and may have been billed/)).toBeNull());
    expect(screen.getByText(/Your account \(all browsers and apps\)/).closest('p')?.textContent).toMatch(/^This browser: 22 · /);
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Billed calls' })).queryByText('No answer — possibly billed')).toBeNull());
  });

  it('renders the budgets panel under a Budgets heading', async () => {
    setup();
    const heading = await screen.findByRole('heading', { name: 'Budgets', level: 2 });
    expect(heading.nextElementSibling?.textContent).toBe('Budgets panel here');
  });

  it('a failure of the key’s usage alone still says the server figures are missing', async () => {
    setup({ 'api.call': apiHandler({ 'keys.usage': new NetworkError() }) });
    expect(await screen.findByText(/Server figures could not be loaded/)).toBeTruthy();
    expect(await screen.findByRole('progressbar')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Credits by kind of call' })).toBeNull();
  });
});
