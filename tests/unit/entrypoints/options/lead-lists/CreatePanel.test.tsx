// @vitest-environment happy-dom
// Options › Lead lists › New lead list, against a mock worker: locally known technologies are offered
// without any API call, the catalog search is the only paid call, bad input sends nothing, and the
// confirmation states the estimate (capped to the balance) and the billing rules before the create.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeWorker } from '../../../fake-worker';
import { eventually } from '../../../async-bounds';

const tech = (id: number, name: string) => ({ id, name, category: 'Analytics', category_id: 10, icon: null });
const GA = tech(5, 'Google Analytics');
const GTM = tech(6, 'Google Tag Manager');
let balance = 50;
/** What this browser last knew (credits.get without sync), when it differs from the server's balance. */
let localBalance: number | null = null;

const { sent } = installFakeWorker(() => ({
  'catalog.suggest': ({ query }) => (query.toLowerCase().startsWith('google') ? [GTM] : []),
  'cache.peek': () => null,
  'api.call': ({ params }) => ({
    data: { technologies: [GA, GTM], count: 2, limit: 20, offset: 0, search: String(params.search) },
    source: 'network',
    storedAt: 0,
    credits: 1,
  }),
  'credits.get': ({ sync }) => ({
    plan: 'pro',
    balance: sync ? balance : (localBalance ?? balance),
    limit: 10_000,
    resetAt: '2026-12-01T00:00:00Z',
    syncedAt: 0,
  }),
  'leadLists.create': ({ name }) => ({
    key: 'lead_list:ll_1',
    kind: 'lead_list',
    remoteId: 'll_1',
    label: name,
    mode: 'live',
    context: {},
    status: 'queued',
    total: 0,
    processed: 0,
    skipped: 0,
    creditsCharged: 0,
    capped: false,
    error: null,
    createdAt: 0,
    updatedAt: 0,
    finishedAt: null,
    charged: false,
    notified: false,
  }),
}));
const { CreatePanel } = await import('@/entrypoints/options/lead-lists/CreatePanel');

beforeEach(() => {
  balance = 50;
  localBalance = null;
});
afterEach(cleanup);

const type = (label: RegExp | string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const paid = () => sent.filter((m) => m.type === 'api.call' || m.type === 'leadLists.create');

describe('New lead list', () => {
  it('offers known technologies for free, and searches the catalog only on Search (1 credit)', async () => {
    render(<CreatePanel onCreated={() => {}} />);
    type('Technology name or category', 'Google');
    fireEvent.click(await within(await screen.findByRole('list', { name: 'Known technologies' })).findByRole('button', { name: 'Add Google Tag Manager' }));
    expect(within(screen.getByRole('list', { name: 'Chosen technologies' })).getByText('Google Tag Manager')).toBeTruthy();
    expect(paid()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Search · 1 credit' }));
    const results = await screen.findByRole('list', { name: 'Catalog results' });
    expect(within(results).getByRole('button', { name: 'Add Google Tag Manager' })).toHaveProperty('disabled', true);
    fireEvent.click(within(results).getByRole('button', { name: 'Add Google Analytics' }));
    expect(paid().map((m) => m.payload.endpoint)).toEqual(['technologies.search']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Google Tag Manager' }));
    expect(within(screen.getByRole('list', { name: 'Chosen technologies' })).queryByText('Google Tag Manager')).toBeNull();
  });

  it('refuses bad input without sending anything, keeping what was typed', async () => {
    render(<CreatePanel onCreated={() => {}} />);
    type('List name', 'My list');
    type(/^Maximum rows/, '20000');
    type(/^Founded from/, '1700');
    fireEvent.click(screen.getByRole('button', { name: 'Review estimate and start' }));
    expect(await screen.findByText('Choose 1 to 10 technologies (you have 0).')).toBeTruthy();
    expect(screen.getByText('Maximum rows must be a whole number from 1 to 10,000.')).toBeTruthy();
    expect(screen.getByText('Founded from must be a whole number from 1800 to 2025.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((screen.getByLabelText('List name') as HTMLInputElement).value).toBe('My list');
    expect(sent.filter((m) => m.type !== 'cache.peek')).toEqual([]);
  });

  it('states the estimate capped to the balance and the billing rules, then creates with the filters', async () => {
    const created = vi.fn();
    render(<CreatePanel onCreated={created} />);
    type('List name', 'Shops');
    type('Technology name or category', 'Google');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Google Tag Manager' }));
    type('Country', 'France');
    type(/^Maximum rows/, '200');
    fireEvent.click(screen.getByRole('button', { name: 'Review estimate and start' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Estimate: up to 50 credits');
    expect(dialog.textContent).toContain('no more than your balance of 50');
    expect(dialog.textContent).toContain('Balance: 50 → at least 0 credits after.');
    // One balance line: never "unknown" beside the balance it just showed.
    expect(dialog.textContent).not.toMatch(/unknown/i);
    expect(dialog.textContent).toMatch(/Billed on rows delivered.*Capped to your credit balance.*A failed job costs nothing/);
    expect(paid()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start lead list' }));
    await eventually(() => expect(created).toHaveBeenCalledOnce());
    const create = sent.find((m) => m.type === 'leadLists.create')!.payload;
    expect(create).toMatchObject({ name: 'Shops', technologies: [6], filters: { country: 'France' }, max_rows: 200 });
  });

  it('caps the estimate to the balance read from the server, not an out-of-date local one', async () => {
    balance = 30;
    localBalance = 5000;
    render(<CreatePanel onCreated={() => {}} />);
    type('List name', 'Shops');
    type('Technology name or category', 'Google');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Google Tag Manager' }));
    type(/^Maximum rows/, '200');
    fireEvent.click(screen.getByRole('button', { name: 'Review estimate and start' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Estimate: up to 30 credits');
    expect(sent.filter((m) => m.type === 'credits.get').map((m) => m.payload)).toEqual([{ sync: true }]);
  });

  it('with no credits left says so, with the reset date, and starts nothing', async () => {
    balance = 0;
    render(<CreatePanel onCreated={() => {}} />);
    type('List name', 'Shops');
    type('Technology name or category', 'Google');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Google Tag Manager' }));
    fireEvent.click(screen.getByRole('button', { name: 'Review estimate and start' }));
    const alert = await screen.findByText(/Your balance is 0 credits/);
    expect(alert.textContent).toContain('Credits reset on Dec 1, 2026');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(paid()).toEqual([]);
  });
});
