// @vitest-environment happy-dom
// Technologies › a technology's page: each part is requested only when its button is clicked, with
// the parameters chosen; cached parts show at once for free.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answers, apiCalls, messages, NOW, putInCache, REACT, REACT_INFO, resetWorker, sent } from './worker';

const { TechnologiesSection } = await import('@/entrypoints/options/sections/TechnologiesSection');

const STATS = { id: 7, name: 'React', category: 'JavaScript frameworks', active_domains: 1_234_567, total_domains: 2_000_000 };
const SHARE = {
  category: { id: 12, name: 'JavaScript frameworks', group: 'Web development' },
  technologies: [
    { id: 9, name: 'Vue', domain_count: 500, market_share: 25 },
    { id: 7, name: 'React', domain_count: 1500, market_share: 75 },
  ],
  total_technologies: 2,
  total_domains: 2000,
};
const SITES = {
  technology: REACT,
  domains: [{ domain: 'shop.example.com', first_detected: '2026-03-01 10:00:00', last_detected: '2026-03-29 10:00:00' }],
  count: 1,
};

function setup() {
  resetWorker({
    'technology.info': () => REACT_INFO,
    'technology.stats': () => STATS,
    'technology.history': (p) => ({ technology: REACT, history: [], data_points: 0, years_requested: p.years }),
    'category.marketShare': () => SHARE,
    'technology.domains': () => SITES,
    'technology.companies': () => ({ technology: REACT, companies: [], total: 0, limit: 20, offset: 0 }),
  });
}

beforeEach(() => history.replaceState(null, '', '/options.html#technologies/7'));
afterEach(cleanup);

describe('Technology page', () => {
  it('opened by its address: peeks the cache, makes no paid call and states each part’s price', async () => {
    setup();
    render(<TechnologiesSection now={NOW} />);
    expect(screen.getByRole('heading', { name: 'Technology #7', level: 2 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Load description · 1 credit' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Load usage numbers · 1 credit' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Load 12-year trend · 1 credit' })).toBeTruthy();
    // The category id and the name come from "What it is": loading these first costs 2.
    expect(screen.getByRole('button', { name: 'Load market share · 2 credits' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Load sites · 2 credits' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Find companies · 1 credit' })).toBeTruthy();
    // The free peeks are answered (nothing cached) and no paid call follows them.
    await waitFor(() =>
      expect(sent.filter((m) => m.type === 'cache.peek').map((m) => m.payload.endpoint)).toEqual(
        expect.arrayContaining(['technology.info', 'technology.stats', 'technology.history']),
      ),
    );
    expect(apiCalls()).toEqual([]);
  });

  it('loads info and usage only when clicked', async () => {
    setup();
    render(<TechnologiesSection now={NOW} />);
    fireEvent.click(screen.getByRole('button', { name: 'Load description · 1 credit' }));
    expect(await screen.findByText('A library for web user interfaces.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'react.dev' }).getAttribute('href')).toBe('https://react.dev/');
    expect(within(screen.getByRole('list', { name: 'Groups' })).getByText('Web development')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'React', level: 2 })).toBeTruthy();
    expect(apiCalls()).toEqual([{ endpoint: 'technology.info', params: { id: 7 } }]);
    fireEvent.click(screen.getByRole('button', { name: 'Load usage numbers · 1 credit' }));
    expect(await screen.findByText('1,234,567')).toBeTruthy();
    expect(apiCalls()[1]).toEqual({ endpoint: 'technology.stats', params: { id: 7 } });
  });

  it('sends the years chosen for the trend', async () => {
    setup();
    render(<TechnologiesSection now={NOW} />);
    fireEvent.change(screen.getByLabelText('Years of history'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Load 5-year trend · 1 credit' }));
    await screen.findByText('No usage history for React.');
    expect(apiCalls()).toEqual([{ endpoint: 'technology.history', params: { id: 7, years: 5 } }]);
  });

  it('market share: loads info for the category id, then the share with the limit chosen', async () => {
    setup();
    render(<TechnologiesSection now={NOW} />);
    fireEvent.change(screen.getByLabelText('Technologies ranked'), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Load market share · 2 credits' }));
    const table = await screen.findByRole('table', { name: 'Market share in JavaScript frameworks' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['1Vue50025.0%', '2React (this technology)1,50075.0%']);
    expect(apiCalls()).toEqual([
      { endpoint: 'technology.info', params: { id: 7 } },
      { endpoint: 'category.marketShare', params: { id: 12, limit: 50 } },
    ]);
  });

  it('opened from the search: the name and category are known, so share and sites cost 1 and skip info', async () => {
    history.replaceState(null, '', '/options.html#technologies');
    resetWorker({
      'technologies.search': () => ({ technologies: [REACT], count: 1, limit: 20, offset: 0, search: 'react' }),
      'technology.domains': () => SITES,
    });
    render(<TechnologiesSection now={NOW} />);
    fireEvent.change(screen.getByLabelText('Technology name or category'), { target: { value: 'react' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search · 1 credit' }));
    const link = await screen.findByRole('link', { name: 'React JavaScript frameworks' });
    fireEvent.click(link);
    history.replaceState(null, '', '/options.html#technologies/7');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(await screen.findByRole('heading', { name: 'React', level: 2 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Load market share · 1 credit' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Sites to list'), { target: { value: '1000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Load sites · 1 credit' }));
    const site = await screen.findByRole('link', { name: 'shop.example.com' });
    expect(site.getAttribute('href')).toMatch(/\/popup\.html\?domain=shop\.example\.com&ask=1$/);
    expect(site.getAttribute('target')).toBe('_blank');
    expect(apiCalls().slice(1)).toEqual([{ endpoint: 'technology.domains', params: { name: 'React', limit: 1000 } }]);
  });

  it('"Sites using it" can add the sites listed to an audience, and says when that is not all of them', async () => {
    setup();
    const domains = [
      { domain: 'shop.example.com', first_detected: '2026-03-01 10:00:00', last_detected: '2026-03-29 10:00:00' },
      { domain: 'blog.example.org', first_detected: '2026-03-02 10:00:00', last_detected: '2026-03-28 10:00:00' },
    ];
    putInCache('technology.info', { id: 7 }, REACT_INFO);
    answers['technology.domains'] = () => ({ technology: REACT, domains, count: 250 });
    const added: unknown[] = [];
    messages['audiences.list'] = () => ({
      audiences: [
        { id: 'a', name: 'Leads', remoteId: null, kind: 'list', size: 0, createdAt: 1, updatedAt: 1, lastRefreshedAt: null, pending: 0, syncError: null },
      ],
      lastUsedId: 'a',
    });
    messages['audiences.addMembers'] = (p) => {
      added.push(p);
      return { added: 2, domains: [], duplicates: 0, rejected: [], members: 2 };
    };
    render(<TechnologiesSection now={NOW} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Load sites · 1 credit' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add these 2 sites to an audience' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add 2 domains' }));
    await waitFor(() => expect(added).toEqual([{ id: 'a', lines: ['shop.example.com', 'blog.example.org'] }]));
  });

  it('shows cached parts at once, free, without a request', async () => {
    setup();
    putInCache('technology.stats', { id: 7 }, STATS);
    render(<TechnologiesSection now={NOW} />);
    expect(await screen.findByText('1,234,567')).toBeTruthy();
    expect(screen.getByText(/from cache/).textContent).toContain('Updated 5 minutes ago · from cache');
    expect(apiCalls()).toEqual([]);
  });

  describe('Load all', () => {
    it('states the total of the parts not shown yet, confirms it once, then asks each of them once', async () => {
      setup();
      putInCache('technology.stats', { id: 7 }, STATS);
      messages['credits.get'] = () => ({ plan: 'pro', balance: 100, limit: 10_000, resetAt: null, syncedAt: NOW });
      render(<TechnologiesSection now={NOW} />);
      await screen.findByText('1,234,567');
      // Usage is cached and shown: the other four parts and the first companies page, 1 credit each.
      fireEvent.click(await screen.findByRole('button', { name: 'Load all · 5 credits' }));
      const dialog = await screen.findByRole('dialog', { name: 'Load every part of Technology #7?' });
      // Each part at its card's price: market share with the "What it is" it waits for (its card says 2
      // credits), "What it is" not listed again, and the sites (waiting for it too) at their own call.
      expect(screen.getByRole('button', { name: 'Load market share · 2 credits' })).toBeTruthy();
      expect(
        within(dialog)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([
        'Trend · 1 credit',
        'Market share, with “What it is” (needed first) · 2 credits',
        'Sites using it · 1 credit',
        'Companies using it, first page · 1 credit',
      ]);
      expect(dialog.textContent).toContain('Balance: 100 → 95 credits after.');
      expect(apiCalls()).toEqual([]);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Load all · 5 credits' }));
      await screen.findByRole('table', { name: 'Market share in JavaScript frameworks' });
      await screen.findByRole('link', { name: 'shop.example.com' });
      await screen.findByText('No usage history for React.');
      await waitFor(() => expect(apiCalls()).toHaveLength(5));
      expect(
        apiCalls()
          .map((c) => c.endpoint)
          .sort(),
      ).toEqual(['category.marketShare', 'technology.companies', 'technology.domains', 'technology.history', 'technology.info']);
      // The share and the sites waited for the category id and the name from "What it is".
      expect(apiCalls()).toContainEqual({ endpoint: 'category.marketShare', params: { id: 12, limit: 20 } });
      expect(apiCalls()).toContainEqual({ endpoint: 'technology.domains', params: { name: 'React', limit: 100 } });
      // Every part is shown, each with its own Refresh: nothing is left to load at once.
      await waitFor(() => expect(screen.queryByRole('button', { name: /^Load all/ })).toBeNull());
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('Cancel spends nothing, and each part keeps its own button', async () => {
      setup();
      messages['credits.get'] = () => ({ plan: 'pro', balance: 100, limit: 10_000, resetAt: null, syncedAt: NOW });
      render(<TechnologiesSection now={NOW} />);
      fireEvent.click(await screen.findByRole('button', { name: 'Load all · 6 credits' }));
      fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.getByRole('button', { name: 'Load description · 1 credit' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Find companies · 1 credit' })).toBeTruthy();
      expect(apiCalls()).toEqual([]);
    });

    it('checks the budget caps with the spend split by feature, and a crossing cannot be confirmed', async () => {
      setup();
      messages['credits.get'] = () => ({ plan: 'pro', balance: 100, limit: 10_000, resetAt: null, syncedAt: NOW });
      const checked: unknown[] = [];
      messages['budgets.check'] = (p) => {
        checked.push(p);
        return { label: 'Market data daily budget', cap: 2, spent: 1, left: 1 };
      };
      render(<TechnologiesSection now={NOW} />);
      fireEvent.click(await screen.findByRole('button', { name: 'Load all · 6 credits' }));
      const dialog = await screen.findByRole('dialog');
      expect((await within(dialog).findByRole('alert')).textContent).toContain('would cross your Market data daily budget of 2 credits (1 spent, 1 left)');
      expect(checked).toEqual([{ spend: { technology: 2, market: 3, companies: 1 } }]);
      const confirm = within(dialog).getByRole('button', { name: 'Load all · 6 credits' }) as HTMLButtonElement;
      expect(confirm.disabled).toBe(true);
      fireEvent.click(confirm);
      expect(apiCalls()).toEqual([]);
    });

    it('is not offered when every part is shown', async () => {
      setup();
      for (const [endpoint, params, data] of [
        ['technology.info', { id: 7 }, REACT_INFO],
        ['technology.stats', { id: 7 }, STATS],
        ['technology.history', { id: 7, years: 12 }, { technology: REACT, history: [], data_points: 0, years_requested: 12 }],
        ['category.marketShare', { id: 12, limit: 20 }, SHARE],
        ['technology.domains', { name: 'React', limit: 100 }, SITES],
      ] as const)
        putInCache(endpoint, params, data);
      render(<TechnologiesSection now={NOW} />);
      await screen.findByRole('link', { name: 'shop.example.com' });
      await screen.findByRole('button', { name: 'Find companies · 1 credit' });
      expect(screen.queryByRole('button', { name: /^Load all/ })).toBeNull();
      expect(apiCalls()).toEqual([]);
    });
  });
});
