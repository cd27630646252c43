// @vitest-environment happy-dom
// Options › Signals & alerts with a mock worker: typing in the picker spends nothing (technologies
// already seen are offered free; the catalog is searched on Enter only); the alert form refuses a non-https webhook without sending; the secret
// is shown once and gone after; offline, the cached list shows with why and changes are refused.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installFakeWorker } from '../../../fake-worker';

const NOW = Date.parse('2026-11-23T15:00:00Z');
const SHOPIFY = { id: 201, name: 'Shopify', category: 'Ecommerce', category_id: 6, icon: null };
const ALERT = {
  id: 'alrt_1',
  name: 'Shopify adopters',
  query: { type: 'adoption', technology: 201, filters: { country: 'Canada' } },
  webhook_url: 'https://hooks.example.com/x',
  enabled: true,
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
  last_fired_at: null,
  deliveries: 2,
};

const worker = installFakeWorker(() => ({ 'cache.peek': () => null }));
const { SignalsSection } = await import('@/entrypoints/options/sections/SignalsSection');

const calls = (type: string) => worker.sent.filter((m) => m.type === type);
const apiCalls = (endpoint: string) => calls('api.call').filter((m) => m.payload.endpoint === endpoint);

/** Opens the explorer on Shopify adopters and its "Save as alert": the New alert form. */
async function alertFormFromExplorer() {
  history.replaceState(null, '', '/options.html#signals/explore?type=adoption&technology=201&name=Shopify');
  render(<SignalsSection now={NOW} />);
  fireEvent.click(screen.getByRole('button', { name: 'Save as alert · free' }));
  return screen.findByRole('form', { name: 'New alert' });
}

/** Fills the alert form's name (when given) and webhook, then presses Create. */
function createAlert(form: HTMLElement, { name, webhook }: { name?: string; webhook: string }) {
  if (name !== undefined) fireEvent.change(within(form).getByLabelText('Alert name'), { target: { value: name } });
  fireEvent.change(within(form).getByLabelText('Webhook URL'), { target: { value: webhook } });
  fireEvent.click(within(form).getByRole('button', { name: 'Create alert · free' }));
}

/** Answers technologies.lookup from the network for 1 credit, each name resolved by `find`. */
function answerLookups(find: (name: string) => typeof SHOPIFY | null) {
  worker.endpoints['technologies.lookup'] = (p) => ({
    data: { results: (p.params.names as string[]).map((name) => ({ query: name, technology: find(name) })) },
    source: 'network',
    storedAt: NOW,
    credits: 1,
  });
}

beforeEach(() => {
  history.replaceState(null, '', '/options.html#signals');
  worker.sent.length = 0;
  worker.reset();
  Object.assign(worker.handlers, {
    'alerts.list': () => ({ alerts: [ALERT], syncedAt: NOW - 60_000, error: null }),
    'catalog.known': () => ({ 201: SHOPIFY }),
  });
  worker.endpoints['technologies.search'] = (p) => ({
    data: { technologies: [SHOPIFY], count: 1, limit: 8, offset: 0, search: String(p.params.search) },
    source: 'network',
    storedAt: NOW,
    credits: 1,
  });
});
afterEach(cleanup);

describe('Signals & alerts section', () => {
  it('typing spends nothing: technologies already seen are offered free; the catalog is searched on Enter or the priced button only', async () => {
    const GA = { id: 301, name: 'Shopware', category: 'Ecommerce', icon: null };
    worker.handlers['catalog.suggest'] = (p) => [GA].filter((t) => t.name.toLowerCase().includes(String(p.query).toLowerCase()));
    render(<SignalsSection now={NOW} />);
    const box = screen.getByRole('searchbox', { name: 'Technology adopted' });
    for (const text of ['S', 'Sh', 'Sho', 'Shop']) fireEvent.change(box, { target: { value: text } });
    const matches = await screen.findByRole('list', { name: 'Matches for Technology adopted' });
    await waitFor(() => expect(within(matches).getByRole('button', { name: /^Shopware Ecommerce · free/ })).toBeTruthy());
    expect(apiCalls('technologies.search')).toEqual([]);
    // Enter searches the catalog: one paid search, its price on the button beforehand.
    expect(screen.getAllByRole('button', { name: 'Search catalog · 1 credit' }).length).toBeGreaterThan(0);
    fireEvent.keyDown(box, { key: 'Enter' });
    const match = await within(matches).findByRole('button', { name: /^Shopify/ });
    expect(apiCalls('technologies.search').map((c) => c.payload.params)).toEqual([{ search: 'Shop', limit: 8, offset: 0 }]);
    fireEvent.click(match);
    expect(screen.getByRole('button', { name: 'Change Technology adopted' })).toBeTruthy();
  });

  it('resolves a pasted list in one lookup for 1 credit, offers the matches in the fields, and never pays twice for a name', async () => {
    const MAGENTO = { ...SHOPIFY, id: 203, name: 'Magento' };
    answerLookups((name) => [SHOPIFY, MAGENTO].find((t) => t.name.toLowerCase() === name.toLowerCase()) ?? null);
    render(<SignalsSection now={NOW} />);
    fireEvent.change(screen.getByLabelText(/^Technology names/), { target: { value: 'Shopify\nMagento, NopeTech' } });
    fireEvent.click(screen.getByRole('button', { name: 'Resolve 3 names · 1 credit in total' }));
    expect(await screen.findByText('Not in the catalog: NopeTech.')).toBeTruthy();
    expect(apiCalls('technologies.lookup').map((c) => c.payload.params)).toEqual([{ names: ['Shopify', 'Magento', 'NopeTech'] }]);
    const matches = screen.getByRole('list', { name: 'Matches for Technology adopted' });
    expect(
      within(matches)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Shopify Ecommerce · free', 'Magento Ecommerce · free']);
    // The same names again: free, no request.
    fireEvent.click(screen.getByRole('button', { name: 'Resolve 3 names · free (already resolved)' }));
    await waitFor(() => expect(apiCalls('technologies.lookup')).toHaveLength(1));
    fireEvent.click(within(matches).getByRole('button', { name: /^Magento/ }));
    expect(screen.getByRole('button', { name: 'Change Technology adopted' })).toBeTruthy();
    expect(apiCalls('technologies.search')).toEqual([]);
  });

  it('refuses more than 100 pasted names before sending anything, and accepts exactly 100 in one lookup', async () => {
    answerLookups(() => null);
    render(<SignalsSection now={NOW} />);
    const box = screen.getByLabelText(/^Technology names/);
    const names = (n: number) => Array.from({ length: n }, (_, i) => `Tech${i}`).join('\n');
    fireEvent.change(box, { target: { value: names(101) } });
    expect(screen.getByText('At most 100 names at once (101 new names pasted).')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Resolve 101 names/ })).toHaveProperty('disabled', true);
    expect(apiCalls('technologies.lookup')).toEqual([]);
    fireEvent.change(box, { target: { value: names(100) } });
    expect(screen.queryByText(/At most 100 names at once/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Resolve 100 names · 1 credit in total' }));
    await waitFor(() => expect(apiCalls('technologies.lookup')).toHaveLength(1));
    expect((apiCalls('technologies.lookup')[0]!.payload.params as { names: string[] }).names).toHaveLength(100);
  });

  it('offers the names resolved from a pasted list in the alert form too, for free', async () => {
    answerLookups((name) => (name === 'Shopify' ? SHOPIFY : null));
    render(<SignalsSection now={NOW} />);
    fireEvent.change(screen.getByLabelText(/^Technology names/), { target: { value: 'Shopify' } });
    fireEvent.click(screen.getByRole('button', { name: 'Resolve 1 name · 1 credit in total' }));
    await waitFor(() => expect(apiCalls('technologies.lookup')).toHaveLength(1));
    fireEvent.click(await screen.findByRole('button', { name: 'New alert' }));
    const form = await screen.findByRole('form', { name: 'New alert' });
    const matches = within(form).getByRole('list', { name: 'Matches for Technology adopted' });
    fireEvent.click(within(matches).getByRole('button', { name: /^Shopify/ }));
    expect(within(form).getByRole('button', { name: 'Change Technology adopted' })).toBeTruthy();
    expect(apiCalls('technologies.search')).toEqual([]);
  });

  it('lists alerts with their query, webhook host, state and deliveries, and says alerts are free', async () => {
    render(<SignalsSection now={NOW} />);
    const row = await screen.findByRole('row', { name: /Shopify adopters/ });
    await waitFor(() => expect(row.textContent).toContain('Adopted Shopify · country: Canada'));
    expect(row.textContent).toContain('hooks.example.com');
    expect(row.textContent).toContain('Never');
    expect(within(row).getByRole('checkbox', { name: 'Enabled: Shopify adopters' })).toHaveProperty('checked', true);
    expect(screen.getByText(/Alerts are free/)).toBeTruthy();
  });

  it('refuses a webhook that is not https:// in the form, with the reason, and sends nothing', async () => {
    const form = await alertFormFromExplorer();
    createAlert(form, { webhook: 'http://hooks.example.com/x' });
    expect(within(form).getByText(/Webhook URL must start with https:\/\/.*Only http:\/\/localhost and http:\/\/127\.0\.0\.1 are allowed/)).toBeTruthy();
    expect(calls('alerts.create')).toEqual([]);
  });

  it('shows the signing secret once, with the snippets, and forgets it after', async () => {
    worker.handlers['alerts.create'] = () => ({ alert: { ...ALERT, id: 'alrt_2', name: 'New one' }, signingSecret: `whsec_${'x'.repeat(32)}` });
    const form = await alertFormFromExplorer();
    createAlert(form, { name: 'New one', webhook: 'https://hooks.example.com/y' });
    const secret = await screen.findByLabelText('Signing secret');
    expect((secret as HTMLInputElement).value).toBe(`whsec_${'x'.repeat(32)}`);
    expect(calls('alerts.create')[0]!.payload).toEqual({
      name: 'New one',
      query: { type: 'adoption', technology: 201, filters: {} },
      webhook_url: 'https://hooks.example.com/y',
      enabled: true,
    });
    expect(screen.getByLabelText('JavaScript verification snippet').textContent).toContain("createHmac('sha256', secret)");
    expect(screen.getByLabelText('Python verification snippet').textContent).toContain('hmac.compare_digest');
    fireEvent.click(screen.getByRole('button', { name: 'I have stored the secret' }));
    expect(screen.queryByLabelText('Signing secret')).toBeNull();
    expect(document.body.textContent).not.toContain('whsec_');
  });

  it('puts Enabled beside Create and Cancel, and a paused alert is created paused', async () => {
    worker.handlers['alerts.create'] = () => ({ alert: { ...ALERT, id: 'alrt_2', name: 'Paused', enabled: false }, signingSecret: `whsec_${'z'.repeat(32)}` });
    const form = await alertFormFromExplorer();
    const enabled = within(form).getByRole('checkbox', { name: 'Enabled: deliver new events' }) as HTMLInputElement;
    const actions = within(form).getByRole('button', { name: 'Create alert · free' }).parentElement!;
    expect(actions.contains(enabled)).toBe(true);
    expect(within(actions).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(enabled.checked).toBe(true);
    fireEvent.click(enabled);
    createAlert(form, { name: 'Paused', webhook: 'https://hooks.example.com/p' });
    await waitFor(() => expect(calls('alerts.create')).toHaveLength(1));
    expect(calls('alerts.create')[0]!.payload).toMatchObject({ name: 'Paused', enabled: false });
  });

  it('keeps the signing secret on screen through Edit and Save as alert until the user says it is stored', async () => {
    worker.handlers['alerts.create'] = () => ({ alert: { ...ALERT, id: 'alrt_2', name: 'New one' }, signingSecret: `whsec_${'y'.repeat(32)}` });
    const form = await alertFormFromExplorer();
    createAlert(form, { name: 'New one', webhook: 'https://hooks.example.com/y' });
    await screen.findByLabelText('Signing secret');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Shopify adopters' }));
    expect((screen.getByLabelText('Signing secret') as HTMLInputElement).value).toBe(`whsec_${'y'.repeat(32)}`);
    fireEvent.click(screen.getByRole('button', { name: 'Save as alert · free' }));
    await screen.findByRole('form', { name: 'New alert' });
    expect((screen.getByLabelText('Signing secret') as HTMLInputElement).value).toBe(`whsec_${'y'.repeat(32)}`);
    fireEvent.click(screen.getByRole('button', { name: 'I have stored the secret' }));
    expect(screen.queryByLabelText('Signing secret')).toBeNull();
  });

  it('labels the audience button with the number of domains on this page, not "all" of the matches', async () => {
    const events = Array.from({ length: 25 }, (_, i) => ({
      id: `ev_${i}`,
      type: 'adoption' as const,
      domain: `shop${i % 20}.example`,
      technology: SHOPIFY,
      other_technology: null,
      occurred_at: '2026-11-01T00:00:00Z',
      company: null,
    }));
    worker.endpoints['signals.query'] = () => ({
      data: {
        type: 'adoption',
        technology: SHOPIFY,
        other_technology: null,
        events,
        total: 480,
        window: { since: '2026-10-24', until: '2026-11-23' },
        limit: 25,
        offset: 0,
      },
      source: 'network',
      storedAt: NOW,
      credits: 1,
    });
    // The technology is picked in the form (a prefilled address would remount the explorer when
    // happy-dom fires its hashchange late, dropping the results).
    render(<SignalsSection now={NOW} />);
    const box = screen.getByRole('searchbox', { name: 'Technology adopted' });
    fireEvent.change(box, { target: { value: 'Shop' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.click(await screen.findByRole('button', { name: /^Shopify/ }));
    fireEvent.click(screen.getByRole('button', { name: /^Find signals/ }));
    expect(await screen.findByRole('button', { name: 'Add these 20 domains to an audience' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add all to audience/ })).toBeNull();
  });

  it('a 403 on create says the alert limit is reached and what to do, not that the plan lacks alerts', async () => {
    worker.handlers['alerts.create'] = () =>
      Promise.reject({
        kind: 'permission',
        message: 'Alert limit reached: the free plan allows 3 saved alerts. Delete an alert you no longer need, or upgrade your plan to save more.',
      });
    const form = await alertFormFromExplorer();
    createAlert(form, { name: 'Four', webhook: 'https://hooks.example.com/y' });
    const notice = await within(form).findByRole('alert');
    expect(notice.querySelector('strong')?.textContent).toBe('Alert limit reached');
    expect(notice.textContent).toContain('Delete an alert you no longer need, or upgrade your plan');
    expect(notice.textContent).not.toContain('Not included in your plan');
  });

  it('the delete dialog takes focus, Escape closes it without deleting, and Delete alert deletes', async () => {
    worker.handlers['alerts.remove'] = () => ({ deleted: true });
    render(<SignalsSection now={NOW} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Shopify adopters' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “Shopify adopters”?' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls('alerts.remove')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Shopify adopters' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete alert' }));
    await waitFor(() => expect(calls('alerts.remove').map((c) => c.payload)).toEqual([{ id: 'alrt_1' }]));
  });

  it('links each alert field error to its input (aria-describedby), so a screen reader reads it with the field', async () => {
    render(<SignalsSection now={NOW} />);
    fireEvent.click(await screen.findByRole('button', { name: 'New alert' }));
    const form = await screen.findByRole('form', { name: 'New alert' });
    createAlert(form, { webhook: 'http://hooks.example.com/x' });
    const described = (el: HTMLElement) =>
      (el.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((i) => document.getElementById(i)?.textContent ?? '')
        .join(' ');
    expect(described(within(form).getByLabelText('Alert name'))).toMatch(/name/i);
    expect(described(within(form).getByLabelText('Webhook URL'))).toMatch(/must start with https:\/\//);
  });

  it('after Send test event, reads the list from the server again so Deliveries is current', async () => {
    let deliveries = 2;
    worker.handlers['alerts.list'] = () => ({ alerts: [{ ...ALERT, deliveries }], syncedAt: NOW, error: null });
    worker.handlers['alerts.test'] = () => {
      deliveries = 3;
      return { statusCode: 200, deliveredAt: '2026-11-23T14:59:00Z' };
    };
    render(<SignalsSection now={NOW} />);
    const row = await screen.findByRole('row', { name: /Shopify adopters/ });
    await waitFor(() => expect(calls('alerts.list').filter((c) => c.payload.sync)).toHaveLength(1));
    fireEvent.click(within(row).getByRole('button', { name: 'Send test event: Shopify adopters' }));
    expect(await screen.findByText('Test event sent: the receiver answered 200 (OK).')).toBeTruthy();
    await waitFor(() => expect(calls('alerts.list').filter((c) => c.payload.sync)).toHaveLength(2));
    const cells = () =>
      within(screen.getByRole('row', { name: /Shopify adopters/ }))
        .getAllByRole('cell')
        .map((c) => c.textContent);
    await waitFor(() => expect(cells()).toContain('3'));
    expect(cells()).not.toContain('2');
  });

  it('a test event that reaches no receiver is an error notice saying what to check, with a free retry', async () => {
    worker.handlers['alerts.test'] = () => ({ statusCode: 0, deliveredAt: '2026-11-23T14:59:00Z' });
    render(<SignalsSection now={NOW} />);
    const row = await screen.findByRole('row', { name: /Shopify adopters/ });
    fireEvent.click(within(row).getByRole('button', { name: 'Send test event: Shopify adopters' }));
    const notice = await within(row).findByRole('alert');
    expect(notice.textContent).toContain('Test event not delivered');
    expect(notice.textContent).toContain('Check the webhook URL and that your receiver is running');
    expect(within(row).queryByRole('status')).toBeNull();
    fireEvent.click(within(notice).getByRole('button', { name: 'Try again · free' }));
    await waitFor(() => expect(calls('alerts.test')).toHaveLength(2));
  });

  it('offline: shows the saved list with why, and a refused change says it was not queued', async () => {
    worker.handlers['alerts.list'] = (p) =>
      p.sync
        ? { alerts: [ALERT], syncedAt: NOW - 3_600_000, error: { kind: 'network', message: 'Could not reach the service' } }
        : { alerts: [ALERT], syncedAt: NOW - 3_600_000, error: null };
    worker.handlers['alerts.update'] = () =>
      Promise.reject({ kind: 'network', message: 'You are offline, so nothing was changed. Alert changes … are not queued' });
    render(<SignalsSection now={NOW} />);
    expect(await screen.findByText('Showing the alerts saved on this device')).toBeTruthy();
    expect(screen.getByText(/Changes need a connection and are not queued/)).toBeTruthy();
    const row = screen.getByRole('row', { name: /Shopify adopters/ });
    fireEvent.click(within(row).getByRole('checkbox', { name: 'Enabled: Shopify adopters' }));
    expect(await screen.findByText(/You are offline, so nothing was changed/)).toBeTruthy();
    expect(within(row).getByRole('checkbox', { name: 'Enabled: Shopify adopters' })).toHaveProperty('checked', true);
  });
});
