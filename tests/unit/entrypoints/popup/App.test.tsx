// @vitest-environment happy-dom
// The popup rendered from the typed fake worker: every state a user can meet, without a browser.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import type { ApiErrorData } from '@/lib/api/errors';
import type { BalanceView, CallResultView, KeyDescription, PopupOpenView, SettingsView, TargetView } from '@/lib/messaging/protocol';
import { installFakeWorker, type FakeHandlers } from '../../fake-worker';
import { SETTINGS } from '../options/settings/fixtures';

const worker = installFakeWorker();
const { sent } = worker;

const { App } = await import('@/entrypoints/popup/App');

const KEY: KeyDescription = { configured: true, mode: 'live', last4: '0000', plan: 'pro' };
const NO_KEY: KeyDescription = { configured: false, mode: null, last4: null, plan: null };
const BALANCE: BalanceView = { plan: 'pro', balance: 9_990, limit: 10_000, resetAt: '2026-12-01T00:00:00Z', syncedAt: Date.now() };
const tech = (id: number, name: string, category: string, subdomain = '') => ({
  id,
  name,
  category,
  first_seen: '2023-01-02 03:04:05',
  last_seen: '2026-11-20 00:00:00',
  subdomain,
});
const REPORT = {
  domain: 'example.co.uk',
  active_technologies: [tech(1, 'Shopify', 'Ecommerce'), tech(2, 'React', 'JavaScript frameworks', 'shop')],
  historical_technologies: [tech(3, 'Magento', 'Ecommerce')],
};
const error = (data: ApiErrorData) => ApiError.fromData(data);
/** A catalog answer; `data` is what the test's endpoint returns (the popup reads only what it shows). */
const answer = (data: unknown, source: CallResultView['source'], storedAt: number, credits: number) => ({ data, source, storedAt, credits }) as CallResultView;

const handlers = worker.handlers;

function setup(overrides: FakeHandlers = {}, { mount = true } = {}) {
  Object.assign(handlers, {
    'keys.describe': () => KEY,
    'settings.get': () => SETTINGS,
    'credits.get': () => BALANCE,
    'domain.resolve': ({ input }) =>
      String(input).includes('example')
        ? { ok: true, domain: 'example.co.uk', display: 'example.co.uk', hostname: 'shop.example.co.uk', subdomain: 'shop' }
        : {
            ok: false,
            reason: 'browser_page',
            problem: 'a browser or extension page, not a website',
            message: 'This is a browser or extension page, not a public website: there is nothing to look up.',
          },
    'api.call': () => answer(REPORT, 'network', Date.now(), 1),
    'cache.peek': () => null,
    'visit.record': () => ({ previous: null }),
    'catalog.known': () => ({}),
    // The lazy "Add to audience" control: no audience yet.
    'audiences.forDomain': () => ({ audiences: [], containing: [], lastUsedId: null }),
    ...overrides,
  } satisfies FakeHandlers);
  // popup.open: the worker's one round trip for the first paint, made of the handlers above.
  handlers['popup.open'] ??= async ({ input, askFirst }) => {
    const call = <T extends keyof FakeHandlers>(type: T, payload: unknown) => (handlers[type] as (p: unknown) => unknown)(payload);
    const key = (await call('keys.describe', {})) as KeyDescription;
    const settings = (await call('settings.get', {})) as SettingsView;
    const target = (await call('domain.resolve', { input })) as TargetView;
    let technologies: PopupOpenView['technologies'] = null;
    if (key.configured && target.ok) {
      const params = { endpoint: 'domain.technologies', params: { domain: target.domain } };
      if (settings.askBeforeLookup || askFirst) {
        const hit = (await call('cache.peek', params)) as CallResultView<'domain.technologies'> | null;
        technologies = { result: hit ? { ...hit, source: 'cache' } : null };
      } else {
        const result = (await call('api.call', params)) as CallResultView<'domain.technologies'> | ApiError;
        technologies = result instanceof ApiError ? { error: result.toJSON() } : { result };
      }
    }
    const balance = key.configured ? ((await call('credits.get', {})) as BalanceView) : null;
    return { key, settings, balance, target, technologies, budgetNear: null, offerLookupChoice: false, firstFrame: { key: 'k', tree: null } };
  };
  return mount ? render(<App />) : null;
}

beforeEach(() => {
  history.replaceState(null, '', '/popup.html?domain=example.co.uk');
});
afterEach(cleanup);

describe('popup App', () => {
  it('shows a skeleton in the first frame', () => {
    setup();
    expect(screen.getByLabelText('Loading').getAttribute('aria-busy')).toBe('true');
  });

  it('renders the early answer (sent before React loaded) in its very first render, asking the worker once', async () => {
    const { startPopupOpen, popupOpenSettled } = await import('@/entrypoints/popup/use-popup-open');
    setup({}, { mount: false });
    startPopupOpen();
    await popupOpenSettled(5_000);
    render(<App />);
    // No await: the first render already has the technologies, not a second skeleton.
    expect(screen.queryByLabelText('Loading')).toBeNull();
    expect(screen.getByRole('button', { name: /Shopify/ })).toBeTruthy();
    expect(sent.filter((m) => m.type === 'popup.open')).toHaveLength(1);
  });

  it('shows the early answer when it arrives only after the first render (the wait ran out), asking once', async () => {
    const { startPopupOpen } = await import('@/entrypoints/popup/use-popup-open');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    setup({ 'api.call': async () => (await gate, { data: REPORT, source: 'network', storedAt: Date.now(), credits: 1 }) }, { mount: false });
    startPopupOpen();
    render(<App />);
    expect(screen.getByLabelText('Loading')).toBeTruthy();
    release();
    expect(await screen.findByRole('button', { name: /Shopify/ })).toBeTruthy();
    expect(sent.filter((m) => m.type === 'popup.open')).toHaveLength(1);
  });

  it('looks the domain up once and shows the technologies grouped, with the count and subdomain', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'example.co.uk', level: 1 })).toBeTruthy();
    expect(screen.getByText('Looked up from shop.example.co.uk')).toBeTruthy();
    expect(await screen.findByText('2 technologies')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Ecommerce' })).getByText('Shopify')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'No longer detected' })).getByText('Magento')).toBeTruthy();
    // The balance is set one render after the first paint's data.
    expect(await screen.findByText('9,990 credits')).toBeTruthy();
    // One round trip for the first paint, and no second lookup from the page.
    expect(sent.filter((m) => m.type === 'popup.open')).toHaveLength(1);
    expect(sent.some((m) => m.type === 'api.call')).toBe(false);
  });

  it('"Ask before each lookup" waits for a click that shows the cost', async () => {
    setup({ 'settings.get': () => ({ ...SETTINGS, askBeforeLookup: true }) });
    const button = await screen.findByRole('button', { name: 'Load technologies of example.co.uk · 1 credit' });
    expect(sent.some((m) => m.type === 'api.call')).toBe(false);
    fireEvent.click(button);
    expect(await screen.findByText('2 technologies')).toBeTruthy();
  });

  it('askFirst (the side panel following a tab): automatic lookups are on, and still nothing is bought until the click', async () => {
    setup({}, { mount: false });
    render(<App askFirst />);
    const button = await screen.findByRole('button', { name: 'Load technologies of example.co.uk · 1 credit' });
    expect(sent.find((m) => m.type === 'popup.open')?.payload).toMatchObject({ askFirst: true });
    expect(sent.some((m) => m.type === 'api.call')).toBe(false);
    fireEvent.click(button);
    expect(await screen.findByText('2 technologies')).toBeTruthy();
    expect(sent.filter((m) => m.type === 'api.call')).toHaveLength(1);
  });

  it('no key: a setup prompt and no lookup', async () => {
    setup({ 'keys.describe': () => NO_KEY });
    expect(await screen.findByRole('link', { name: 'Set up your API key' })).toBeTruthy();
    expect(sent.some((m) => m.type === 'api.call')).toBe(false);
  });

  it('no key: the setup prompt’s h1 comes before the on-page group’s h2', async () => {
    globalThis.__stacklensLocal = Promise.resolve({ status: 'ok', message: null, host: 'shop.example.co.uk', technologies: [], unresolved: [], durationMs: 1 });
    try {
      setup({ 'keys.describe': () => NO_KEY });
      await screen.findByRole('heading', { name: 'On this page now · free' });
      expect(screen.getAllByRole('heading').map((h) => [h.tagName, h.textContent])).toEqual([
        ['H1', 'Welcome to StackLens'],
        ['H2', 'On this page now · free'],
      ]);
    } finally {
      globalThis.__stacklensLocal = undefined;
    }
  });

  it('a page that is not a website: says why, spends nothing', async () => {
    history.replaceState(null, '', '/popup.html?domain=chrome%3A%2F%2Fsettings');
    setup();
    expect(await screen.findByRole('heading', { name: 'Nothing to look up here' })).toBeTruthy();
    expect(screen.getByText(/browser or extension page/)).toBeTruthy();
    expect(sent.some((m) => m.type === 'api.call')).toBe(false);
  });

  it.each([
    [
      { kind: 'authentication', message: 'Your API key is missing or invalid — check it in Settings' } as ApiErrorData,
      /The API key was rejected/,
      'Open settings',
    ],
    [{ kind: 'insufficient_credits', message: 'Not enough credits: this costs 1, your balance is 0' } as ApiErrorData, /Credits reset on Dec 1, 2026/, null],
    [{ kind: 'permission', message: 'Forbidden' } as ApiErrorData, /Your Pro plan does not include this/, null],
    [{ kind: 'rate_limit', message: 'Rate limited: wait 30 s', retryAfterSeconds: 30 } as ApiErrorData, /Trying again in (29|30) s/, null],
    [{ kind: 'server', message: 'The service had a problem (HTTP 503) — try again in a moment', status: 503 } as ApiErrorData, /The API had a problem/, null],
  ])('error %#: says what to do', async (data, text, link) => {
    // The wait runs from when the error happens, not from when this table was built.
    setup({ 'api.call': () => error(data.kind === 'rate_limit' ? { ...data, retryAt: Date.now() + 30_000 } : data) });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(text);
    if (link) expect(within(alert).getByRole('link', { name: link })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/at \w+ \(|\.tsx?:\d+/);
  });

  it('a rate limit says how long and counts down, and Cancel stops the automatic retry: nothing more is sent', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      setup({ 'api.call': () => error({ kind: 'rate_limit', message: 'Rate limited: wait 8 s', retryAfterSeconds: 8, retryAt: Date.now() + 8_000 }) });
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toMatch(/Trying again in [78] s/);
      const calls = sent.filter((m) => m.type === 'api.call').length;
      fireEvent.click(within(alert).getByRole('button', { name: 'Cancel' }));
      await vi.advanceTimersByTimeAsync(10_000);
      expect(sent.filter((m) => m.type === 'api.call')).toHaveLength(calls);
      expect(screen.getByRole('alert').textContent).not.toMatch(/Trying again in/);
      expect(within(screen.getByRole('alert')).getByRole('button', { name: /Try again/ })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a 404 offers live detection, which costs nothing until confirmed', async () => {
    setup({
      'api.call': ({ endpoint }) =>
        endpoint === 'domain.technologies' ? error({ kind: 'not_found', message: 'No data found for domain example.co.uk' }) : answer({}, 'network', 1, 5),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Live detect · 5 credits' }));
    const dialog = screen.getByRole('dialog', { name: 'Run a live detection?' });
    expect(dialog.textContent).toContain('Balance: 9,990 → 9,985 credits after.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent.some((m) => m.type === 'api.call' && m.payload.endpoint === 'live.detect')).toBe(false);
  });

  it('stale data from the cache is marked stale with Try again', async () => {
    setup({ 'api.call': () => ({ data: REPORT, source: 'stale-cache', storedAt: Date.now() - 3 * 86_400_000, credits: 0 }) });
    expect(await screen.findByText('Stale: shown from cache because the API could not be reached')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again · 1 credit (Technologies)' })).toBeTruthy();
  });

  it('after a 402 the header shows the balance re-read from the worker, not the stale one', async () => {
    let balance = 10_000;
    setup({
      'credits.get': () => ({ ...BALANCE, balance }),
      'api.call': () => {
        balance = 0; // the worker re-reads the server's figure after a 402
        return error({ kind: 'insufficient_credits', message: 'Not enough credits: this costs 1, your balance is 0' });
      },
    });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Out of credits'));
    expect(await screen.findByText('0 credits')).toBeTruthy();
    expect(screen.queryByText('10,000 credits')).toBeNull();
  });

  it('at 0 credits (a live key): the search hint and the History and Company tabs say no credits, not a price', async () => {
    setup({ 'credits.get': () => ({ ...BALANCE, balance: 0 }), 'api.call': () => answer(REPORT, 'cache', Date.now(), 0) });
    expect(await screen.findByText('2 technologies')).toBeTruthy();
    await waitFor(() => expect(document.querySelector('#lookup-price')?.textContent).toBe('Look up: no credits left (cached sites stay free)'));
    expect(screen.getByRole('tab', { name: 'History' }).textContent).toBe('Historyno credits');
    expect(screen.getByRole('tab', { name: 'Company' }).textContent).toBe('Companyno credits');
  });

  it('at 0 credits with a test key (its calls are free): the prices stay as they are', async () => {
    setup({ 'keys.describe': () => ({ ...KEY, mode: 'test' }), 'credits.get': () => ({ ...BALANCE, balance: 0 }) });
    expect(await screen.findByText('2 technologies')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('tab', { name: 'History' }).textContent).toBe('History1 credit'));
    expect(document.querySelector('#lookup-price')?.textContent).toBe('Look up: 1 credit');
  });

  it('opening the popup with a cached answer sends no balance sync; the user can ask for one', async () => {
    setup({
      'credits.get': ({ sync }) => ({ ...BALANCE, balance: sync ? 9_000 : 9_990, syncedAt: Date.now() - 3_600_000 }),
      'api.call': () => ({ data: REPORT, source: 'cache', storedAt: Date.now(), credits: 0 }),
    });
    const header = await screen.findByRole('button', { name: '9,990 credits' });
    expect(await screen.findByText('2 technologies')).toBeTruthy();
    expect(sent.filter((m) => m.type === 'credits.get')).toEqual([]);
    fireEvent.click(header);
    expect(await screen.findByText('9,000 credits')).toBeTruthy();
    expect(sent.filter((m) => m.type === 'credits.get').map((m) => m.payload)).toEqual([{ sync: true }]);
  });

  const PANELS = [
    ['History', 'Load history · 1 credit', 'domain.history'],
    ['Company', 'Load company profile · 1 credit', 'company.get'],
  ] as const;
  const GUIDANCE: [ApiErrorData, (alert: HTMLElement) => void][] = [
    [
      { kind: 'authentication', message: 'Your API key is missing or invalid — check it in Settings' },
      (alert) => expect(within(alert).getByRole('link', { name: 'Open settings' }).getAttribute('href')).toMatch(/options\.html#settings$/),
    ],
    [{ kind: 'permission', message: 'Forbidden' }, (alert) => expect(alert.textContent).toContain('Your Pro plan does not include this')],
    [
      { kind: 'insufficient_credits', message: 'Not enough credits: this costs 1, your balance is 0' },
      (alert) => expect(alert.textContent).toContain('Credits reset on Dec 1, 2026'),
    ],
    [
      { kind: 'rate_limit', message: 'Rate limited: wait 30 s', retryAfterSeconds: 30 },
      (alert) => {
        expect(alert.textContent).toMatch(/Trying again in (29|30) s/);
        expect(alert.textContent).not.toMatch(/You can try again/);
      },
    ],
  ];
  it.each(PANELS.flatMap(([tab, load, endpoint]) => GUIDANCE.map(([data, check]) => [tab, data.kind, load, endpoint, data, check] as const)))(
    '%s, %s: the notice says what to do (settings link, plan, reset date, automatic retry)',
    async (tab, _kind, load, endpoint, data, check) => {
      setup({
        'api.call': (p) =>
          p.endpoint === endpoint
            ? error(data.kind === 'rate_limit' ? { ...data, retryAt: Date.now() + 30_000 } : data)
            : { data: REPORT, source: 'network', storedAt: Date.now(), credits: 1 },
      });
      // Opening the tab is the lookup (its cost is on the tab); the error says what to do.
      fireEvent.click(await screen.findByRole('tab', { name: tab }));
      check(await screen.findByRole('alert'));
      expect(sent.filter((m) => m.type === 'api.call' && m.payload.endpoint === endpoint)).toHaveLength(1);
      void load;
    },
  );

  const answers: FakeHandlers = {
    'api.call': (p) =>
      p.endpoint === 'domain.history'
        ? answer({ domain: 'example.co.uk', technologies: [] }, 'network', Date.now(), 1)
        : p.endpoint === 'company.get'
          ? error({ kind: 'not_found', message: 'No company record' })
          : answer(REPORT, 'network', Date.now(), 1),
  };

  it.each(PANELS)('%s shows its cost on the tab, spends nothing until opened, then loads once when opened', async (tab, _load, endpoint) => {
    setup(answers);
    const tabEl = await screen.findByRole('tab', { name: tab });
    expect(await screen.findByText('2 technologies')).toBeTruthy();
    await waitFor(() => expect(tabEl.textContent).toBe(`${tab}1 credit`));
    expect(sent.filter((m) => m.type === 'api.call' && m.payload.endpoint === endpoint)).toHaveLength(0);
    fireEvent.click(tabEl);
    await waitFor(() => expect(sent.filter((m) => m.type === 'api.call' && m.payload.endpoint === endpoint)).toHaveLength(1));
    expect(tabEl.textContent).toBe(tab);
  });

  it.each(PANELS)('%s, with "Ask before each lookup": opening the tab waits for a priced click', async (tab, load, endpoint) => {
    setup({ ...answers, 'settings.get': () => ({ ...SETTINGS, askBeforeLookup: true }) });
    fireEvent.click(await screen.findByRole('tab', { name: tab }));
    const button = await screen.findByRole('button', { name: load });
    expect(sent.filter((m) => m.type === 'api.call' && m.payload.endpoint === endpoint)).toHaveLength(0);
    fireEvent.click(button);
    await waitFor(() => expect(sent.filter((m) => m.type === 'api.call' && m.payload.endpoint === endpoint)).toHaveLength(1));
  });

  it('"Changed since your last visit": compares with the snapshot the user saw last, for free', async () => {
    setup({
      ...answers,
      'visit.record': () => ({ previous: { at: Date.now() - 3 * 86_400_000, technologies: ['Shopify', 'Magento 2'] } }),
    });
    // React added, Magento 2 removed since the last visit.
    expect(await screen.findByText('2 changed since your last visit')).toBeTruthy();
    expect(sent.find((m) => m.type === 'visit.record')?.payload).toEqual({ domain: 'example.co.uk', technologies: ['Shopify', 'React'] });
    fireEvent.click(screen.getByRole('tab', { name: 'History' }));
    const changes = await screen.findByText(/Added/);
    const block = changes.closest('.changes') as HTMLElement;
    expect(block.textContent).toContain('React');
    expect(block.textContent).toContain('Magento 2');
  });

  it('a tab whose answer is cached says so, and opening it is free', async () => {
    setup({
      'cache.peek': (p) =>
        p.endpoint === 'domain.history' ? { data: { domain: 'example.co.uk', technologies: [] }, source: 'cache', storedAt: Date.now(), credits: 0 } : null,
    });
    const history = await screen.findByRole('tab', { name: 'History' });
    await waitFor(() => expect(history.textContent).toBe('Historycached'));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Company' }).textContent).toBe('Company1 credit'));
  });

  it('a failed popup.open offers Try again, which opens again', async () => {
    let fails = true;
    setup({
      'popup.open': () =>
        (fails ? error({ kind: 'network', message: 'Could not reach the service — check your connection and try again' }) : undefined) as never,
    });
    const button = await screen.findByRole('button', { name: /^Try again/ });
    fails = false;
    delete handlers['popup.open'];
    setup({}, { mount: false });
    fireEvent.click(button);
    expect(await screen.findByText('2 technologies')).toBeTruthy();
  });

  it('a failed popup.open still shows the on-page detection, and a search still shows its domain', async () => {
    globalThis.__stacklensLocal = Promise.resolve({
      status: 'ok',
      message: null,
      host: 'shop.example.co.uk',
      technologies: [{ name: 'jQuery', category: 'JavaScript libraries', version: '3.7.1', otherVersions: [], evidence: [], technology: null }],
      unresolved: [],
      durationMs: 1,
    });
    try {
      setup({ 'popup.open': () => error({ kind: 'server', message: 'The service had a problem — try again in a moment' }) as never });
      expect(await screen.findByRole('button', { name: /^Try again/ })).toBeTruthy();
      await screen.findByRole('heading', { name: 'On this page now · free' });
      expect(within(await screen.findByRole('group', { name: 'Technologies on this page' })).getByText('jQuery')).toBeTruthy();
      fireEvent.change(screen.getByLabelText('Look up a domain or URL'), { target: { value: 'example.co.uk' } });
      fireEvent.submit(screen.getByRole('search'));
      expect(await screen.findByText('2 technologies')).toBeTruthy();
    } finally {
      globalThis.__stacklensLocal = undefined;
    }
  });

  describe('an IDN domain is shown in Unicode, never punycode', () => {
    const IDN: TargetView = { ok: true, domain: 'xn--mnchen-3ya.de', display: 'münchen.de', hostname: 'xn--mnchen-3ya.de', subdomain: null };
    it('in the "Load technologies of …" button', async () => {
      setup({ 'domain.resolve': () => IDN, 'settings.get': () => ({ ...SETTINGS, askBeforeLookup: true }) });
      expect(await screen.findByRole('button', { name: 'Load technologies of münchen.de · 1 credit' })).toBeTruthy();
      expect(document.body.textContent).not.toContain('xn--');
    });
    it('in the live-detection view and its confirmation', async () => {
      setup({ 'domain.resolve': () => IDN, 'api.call': () => error({ kind: 'not_found', message: 'No data found' }) });
      expect(await screen.findByRole('heading', { name: 'münchen.de', level: 1 })).toBeTruthy();
      fireEvent.click(await screen.findByRole('button', { name: 'Live detect · 5 credits' }));
      expect(screen.getByRole('dialog').textContent).toContain('crawl münchen.de now');
      expect(document.body.textContent).not.toContain('xn--');
    });
  });

  describe('?domain=…&ask=1 (a link from another page) spends nothing on open', () => {
    it('asks first, with the price on the button', async () => {
      history.replaceState(null, '', '/popup.html?domain=example.co.uk&ask=1');
      setup();
      const button = await screen.findByRole('button', { name: 'Load technologies of example.co.uk · 1 credit' });
      expect(sent.find((m) => m.type === 'popup.open')?.payload).toMatchObject({ askFirst: true });
      expect(sent.some((m) => m.type === 'api.call')).toBe(false);
      // Pressed as soon as it shows, as a quick person does: the view's own start-up must not undo it.
      fireEvent.click(button);
      expect(await screen.findByText('2 technologies')).toBeTruthy();
      expect(sent.filter((m) => m.type === 'api.call')).toHaveLength(1);
    });
    it('still shows a cached answer for free', async () => {
      history.replaceState(null, '', '/popup.html?domain=example.co.uk&ask=1');
      setup({ 'cache.peek': () => ({ data: REPORT, source: 'cache', storedAt: Date.now(), credits: 0 }) });
      expect(await screen.findByText('2 technologies')).toBeTruthy();
      expect(screen.getByText(/from cache/)).toBeTruthy();
      expect(sent.some((m) => m.type === 'api.call')).toBe(false);
    });
    it('without ask=1 the popup looks the site up as before', async () => {
      setup();
      expect(await screen.findByText('2 technologies')).toBeTruthy();
      expect(sent.find((m) => m.type === 'popup.open')?.payload).toMatchObject({ askFirst: false });
    });
  });

  it('Ask: a question already answered for this site says "free (cached)" and asks without a confirmation', async () => {
    const ANSWER = { domain: 'example.co.uk', answer: 'Stripe and PayPal.', sources: [] };
    setup({
      'cache.peek': (p) =>
        p.endpoint === 'ai.extract' && (p.params as { question: string }).question === 'Which payments?'
          ? { data: ANSWER, source: 'cache', storedAt: Date.now(), credits: 0 }
          : null,
      'api.call': (p) =>
        p.endpoint === 'ai.extract'
          ? { data: ANSWER, source: 'cache', storedAt: Date.now(), credits: 0 }
          : { data: REPORT, source: 'network', storedAt: Date.now(), credits: 1 },
    });
    const field = await screen.findByLabelText('Question about example.co.uk');
    fireEvent.change(field, { target: { value: 'Something new?' } });
    expect(await screen.findByRole('button', { name: 'Ask · 10 credits' })).toBeTruthy();
    fireEvent.change(field, { target: { value: 'Which payments?' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Ask · free (cached)' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Answer (from cache, free)' })).toBeTruthy();
  });

  it('Ask: answer sources link only to http(s) pages; a javascript: source is shown as text, not a link', async () => {
    const ANSWER = { domain: 'example.co.uk', answer: 'Stripe.', sources: ['https://example.co.uk/about', 'javascript:alert(1)', 'data:text/html,<b>x</b>'] };
    setup({
      'cache.peek': (p) => (p.endpoint === 'ai.extract' ? { data: ANSWER, source: 'cache', storedAt: Date.now(), credits: 0 } : null),
      'api.call': (p) =>
        p.endpoint === 'ai.extract'
          ? { data: ANSWER, source: 'cache', storedAt: Date.now(), credits: 0 }
          : { data: REPORT, source: 'network', storedAt: Date.now(), credits: 1 },
    });
    fireEvent.change(await screen.findByLabelText('Question about example.co.uk'), { target: { value: 'Which payments?' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Ask · free (cached)' }));
    const sources = within((await screen.findByRole('heading', { name: 'Sources' })).nextElementSibling as HTMLElement);
    expect(sources.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['https://example.co.uk/about']);
    expect(sources.getByText('javascript:alert(1)').closest('a')).toBeNull();
    expect(sources.getByText('data:text/html,<b>x</b>').closest('a')).toBeNull();
  });

  it('a technology in detail links to its full page in the workspace, in a new tab', async () => {
    setup();
    fireEvent.click(await screen.findByRole('button', { name: /Shopify/ }));
    const link = await screen.findByRole('link', { name: 'Open full page' });
    expect(link.getAttribute('href')).toMatch(/\/options\.html#technologies\/1$/);
    expect(link.getAttribute('target')).toBe('_blank');
  });
});

describe('popup spends are visible', () => {
  it('the header says what the first lookup of a new site cost, when it happens', async () => {
    setup();
    await waitFor(() => expect(screen.getByText(/^Looked up example\.co\.uk/).textContent).toBe('Looked up example.co.uk: 1 credit'));
    expect(screen.getByText(/^Looked up example\.co\.uk/).getAttribute('role')).toBe('status');
  });

  it('the header says what the last action cost in all (Load all: 4 credits), and nothing once a call is free or another site is shown', async () => {
    const shopify = { id: 1, name: 'Shopify', category: 'Ecommerce', category_id: 6, icon: null };
    const parts: Record<string, unknown> = {
      'technology.info': { ...shopify, description: 'Hosted shops.', website: 'https://www.shopify.com', groups: [] },
      'technology.stats': { id: 1, name: 'Shopify', category: 'Ecommerce', active_domains: 10, total_domains: 20 },
      'technology.history': { technology: shopify, data_points: 1, years_requested: 12, history: [{ date: '2025-05', active_domains: 10, total_domains: 20 }] },
      'category.marketShare': {
        category: { id: 6, name: 'Ecommerce', group: 'Sales' },
        total_technologies: 1,
        total_domains: 10,
        technologies: [{ id: 1, name: 'Shopify', domain_count: 10, market_share: 100 }],
      },
    };
    setup({
      'catalog.known': () => ({ 1: shopify }),
      'api.call': (p) =>
        p.endpoint === 'domain.technologies'
          ? answer(REPORT, 'network', Date.now(), 1)
          : p.endpoint === 'domain.history'
            ? answer({ domain: 'example.co.uk', technologies: [] }, 'cache', Date.now(), 0)
            : answer(parts[p.endpoint], 'network', Date.now(), 1),
    });
    await screen.findByText('Looked up example.co.uk: 1 credit');
    fireEvent.click(await screen.findByRole('button', { name: /Shopify/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Load all · 4 credits' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Load all · 4 credits' }));
    expect(await screen.findByText('Spent just now: 4 credits')).toBeTruthy();
    expect(screen.queryByText('Looked up example.co.uk: 1 credit')).toBeNull();
    // A free answer (History, cached) clears it: nothing was spent on that.
    fireEvent.click(screen.getByRole('button', { name: /Back/ }));
    fireEvent.click(await screen.findByRole('tab', { name: /History/ }));
    await waitFor(() => expect(screen.queryByText(/^Spent just now/)).toBeNull());
    expect(screen.queryByText(/^Looked up example/)).toBeNull();
  });

  it('a cached answer costs nothing and the header says nothing was spent', async () => {
    setup({ 'api.call': () => ({ data: REPORT, source: 'cache', storedAt: Date.now(), credits: 0 }) });
    await screen.findByText('Shopify');
    expect(screen.queryByText(/^Looked up example\.co\.uk: /)).toBeNull();
    expect(screen.queryByText(/^Spent just now/)).toBeNull();
  });

  it('"Look up" is a short button whose price is a hint: 1 credit, free once the typed domain is cached, free when asking first', async () => {
    setup({
      'cache.peek': ({ params }) =>
        (params as { domain?: string })?.domain === 'example.co.uk' ? { data: REPORT, source: 'cache', storedAt: Date.now(), credits: 0 } : null,
    });
    await screen.findByText('Shopify');
    const box = screen.getByLabelText('Look up a domain or URL');
    const button = screen.getByRole('button', { name: 'Look up' });
    expect(button.getAttribute('aria-describedby')).toBe('lookup-price');
    const price = () => document.getElementById('lookup-price')?.textContent;
    expect(price()).toBe('Look up: 1 credit');
    fireEvent.change(box, { target: { value: 'https://www.example.co.uk/pricing' } });
    await waitFor(() => expect(price()).toBe('Look up: cached · free'));
    fireEvent.change(box, { target: { value: 'chrome://settings' } });
    await waitFor(() => expect(price()).toBe('Look up: 1 credit'));
  });

  it('with "Ask before each lookup", Look up is free: the domain view asks before paying', async () => {
    setup({ 'settings.get': () => ({ ...SETTINGS, askBeforeLookup: true }) });
    expect(await screen.findByText('Look up: free, asks before paying')).toBeTruthy();
    expect(screen.queryByText(/^Looked up example\.co\.uk: /)).toBeNull();
  });
});
