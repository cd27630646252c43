// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Loadable } from '@/lib/ui/loadable';
import { TechnologyDetail, type TechnologyDetailProps } from '../../../components/TechnologyDetail';
import type { ResponseData } from '../../../lib/api/catalog';

afterEach(cleanup);

const NOW = Date.UTC(2025, 5, 15, 12, 0, 0);
const tech = { id: 7, name: 'Shopify', category: 'Ecommerce', icon: null };
const loaded = <T,>(data: T): Loadable<T> => ({ status: 'loaded', data, storedAt: NOW - 60 * 60_000, source: 'network', credits: 1 });
const summary = { id: 7, name: 'Shopify', category: 'Ecommerce', category_id: 6, icon: null };

const info: ResponseData<'technology.info'> = {
  ...summary,
  description: 'Hosted online store platform.',
  website: 'https://www.shopify.com',
  groups: [
    { id: 1, name: 'Sales' },
    { id: 2, name: 'Hosting' },
  ],
};
const stats: ResponseData<'technology.stats'> = { id: 7, name: 'Shopify', category: 'Ecommerce', active_domains: 4_512_300, total_domains: 9_800_001 };
const trend: ResponseData<'technology.history'> = {
  technology: summary,
  data_points: 3,
  years_requested: 1,
  history: [
    { date: '2025-03', active_domains: 4_100_000, total_domains: 9_000_000 },
    { date: '2025-04', active_domains: 4_600_000, total_domains: 9_400_000 },
    { date: '2025-05', active_domains: 4_500_000, total_domains: 9_800_000 },
  ],
};
const share: ResponseData<'category.marketShare'> = {
  category: { id: 6, name: 'Ecommerce', group: 'Sales' },
  total_technologies: 120,
  total_domains: 20_000_000,
  technologies: [
    { id: 3, name: 'WooCommerce', domain_count: 6_000_000, market_share: 30 },
    { id: 7, name: 'Shopify', domain_count: 4_500_000, market_share: 22.5 },
    { id: 9, name: 'Magento', domain_count: 1_000_000, market_share: 5 },
  ],
};

function setup(over: Partial<TechnologyDetailProps> = {}) {
  const props: TechnologyDetailProps = {
    tech,
    info: { status: 'idle' },
    stats: { status: 'idle' },
    trend: { status: 'idle' },
    share: { status: 'idle' },
    years: 5,
    onYearsChange: vi.fn(),
    onLoad: vi.fn(),
    onRefresh: vi.fn(),
    onBack: vi.fn(),
    now: NOW,
    ...over,
  };
  render(<TechnologyDetail {...props} />);
  return props;
}
const panel = (name: string) => screen.getByRole('region', { name });

describe('<TechnologyDetail>', () => {
  it('has a header with the way back, the name and the category', () => {
    const p = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Shopify' })).toBeTruthy();
    // Its parts are the page's h2s, so no heading level is skipped.
    expect(screen.getByRole('heading', { level: 2, name: 'What it is' })).toBeTruthy();
    expect(screen.getByText('Ecommerce')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to technologies' }));
    expect(p.onBack).toHaveBeenCalledTimes(1);
  });

  it('loads nothing by itself: four panels, each with a 1-credit load button naming its part', () => {
    const p = setup();
    const parts = [
      ['What it is', 'info'],
      ['Usage', 'stats'],
      ['Trend', 'trend'],
      ['Market share', 'share'],
    ] as const;
    for (const [title, part] of parts) {
      const button = within(panel(title)).getByRole('button', { name: /^Load .+ · 1 credit$/ });
      expect(p.onLoad).not.toHaveBeenCalledWith(part);
      fireEvent.click(button);
      expect(p.onLoad).toHaveBeenLastCalledWith(part);
    }
    expect(p.onLoad).toHaveBeenCalledTimes(4);
    expect(p.onRefresh).not.toHaveBeenCalled();
  });

  it('refreshes the part whose refresh button is pressed', () => {
    const p = setup({ stats: loaded(stats), share: loaded(share) });
    fireEvent.click(within(panel('Market share')).getByRole('button', { name: 'Refresh · 1 credit (Market share)' }));
    expect(p.onRefresh).toHaveBeenCalledExactlyOnceWith('share');
  });

  it('with every part loaded, each Refresh button has its own name (its part’s title)', () => {
    setup({ info: loaded(info), stats: loaded(stats), trend: loaded(trend), share: loaded(share) });
    const names = screen.getAllByRole('button', { name: /^Refresh · 1 credit/ }).map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual(['Refresh · 1 credit (What it is)', 'Refresh · 1 credit (Usage)', 'Refresh · 1 credit (Trend)', 'Refresh · 1 credit (Market share)']);
  });

  it('"What it is" shows the description, the website and the groups', () => {
    setup({ info: loaded(info) });
    const region = panel('What it is');
    expect(within(region).getByText('Hosted online store platform.')).toBeTruthy();
    const link = within(region).getByRole('link', { name: 'shopify.com' });
    expect(link.getAttribute('href')).toBe('https://www.shopify.com/');
    expect(link.getAttribute('rel')).toBe('noreferrer');
    expect(
      within(within(region).getByRole('list', { name: 'Groups' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Sales', 'Hosting']);
  });

  it('"Usage" shows active and total domains, formatted', () => {
    setup({ stats: loaded(stats) });
    const region = panel('Usage');
    expect(within(region).getByText('Active domains now').nextElementSibling?.textContent).toBe('4,512,300');
    expect(within(region).getByText('Total domains ever').nextElementSibling?.textContent).toBe('9,800,001');
  });

  it('"Trend" has a years selector (1–20) whose change is passed up, in every state', () => {
    const p = setup({ years: 5 });
    const select = within(panel('Trend')).getByRole('combobox', { name: 'Years of history' }) as HTMLSelectElement;
    expect(select.value).toBe('5');
    expect(Array.from(select.options, (o) => o.value)).toEqual(Array.from({ length: 20 }, (_, i) => String(i + 1)));
    fireEvent.change(select, { target: { value: '12' } });
    expect(p.onYearsChange).toHaveBeenCalledExactlyOnceWith(12);
    expect(p.onLoad).not.toHaveBeenCalled();
  });

  it('"Trend" charts the months lazily with a summary, and tables the same numbers', async () => {
    setup({ trend: loaded(trend), years: 1 });
    const region = panel('Trend');
    const chart = within(region).getByRole('img', { name: /from Mar 2025 to May 2025: active domains went from 4.1M to 4.5M, peaking at 4.6M in Apr 2025/ });
    const rows = within(within(region).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => Array.from(r.children, (c) => c.textContent))).toEqual([
      ['May 2025', '4,500,000', '9,800,000'],
      ['Apr 2025', '4,600,000', '9,400,000'],
      ['Mar 2025', '4,100,000', '9,000,000'],
    ]);
    await waitFor(() => expect(within(chart).queryByTestId('chart-placeholder')).toBeNull());
  });

  it('"Trend" says when the loaded years differ from the selected ones', () => {
    setup({ trend: loaded(trend), years: 10 });
    expect(within(panel('Trend')).getByText('Showing 1 year; 10 selected.')).toBeTruthy();
  });

  it('"Market share" ranks the category and marks the current technology', async () => {
    setup({ share: loaded(share) });
    const region = panel('Market share');
    expect(region.textContent).toContain('Category: Ecommerce');
    const rows = within(within(region).getByRole('table', { name: 'Market share in Ecommerce' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((r) => Array.from(r.children, (c) => c.textContent))).toEqual([
      ['1', 'WooCommerce', '6,000,000', '30.0%'],
      ['2', 'Shopify (this technology)', '4,500,000', '22.5%'],
      ['3', 'Magento', '1,000,000', '5.0%'],
    ]);
    expect(rows.map((r) => r.getAttribute('aria-current'))).toEqual([null, 'true', null]);
    const chart = within(region).getByRole('img', { name: /top 3 technologies in Ecommerce .*WooCommerce 30.0%, Shopify 22.5%, Magento 5.0%/ });
    await waitFor(() => expect(within(chart).queryByTestId('chart-placeholder')).toBeNull());
  });

  it('renders the extra content at the bottom', () => {
    setup({ extra: <p>Who adopted this recently</p> });
    const root = screen.getByText('Who adopted this recently');
    const regions = screen.getAllByRole('region');
    expect(regions.at(-1)!.compareDocumentPosition(root) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('<TechnologyDetail> shareCost', () => {
  it('prices market share with shareCost when the category must be looked up first', () => {
    setup({ shareCost: 2 });
    expect(within(panel('Market share')).getByRole('button', { name: 'Load market share · 2 credits' })).toBeTruthy();
    // The price says what it includes (the part the confirmation of "Load all" lists on its own).
    expect(panel('Market share').textContent).toContain('Includes “What it is” (1 credit), which names the category the share is counted in.');
    expect(within(panel('Usage')).getByRole('button', { name: 'Load usage numbers · 1 credit' })).toBeTruthy();
  });
});
