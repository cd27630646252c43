// @vitest-environment happy-dom
// Technologies › search: the price on the button, the request it makes, cached answers and paging.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiCalls, NOW, putInCache, REACT, resetWorker, tech } from './worker';

const { TechnologiesSection } = await import('@/entrypoints/options/sections/TechnologiesSection');

const page = (search: string, offset: number, total: number, names: string[]) => ({
  technologies: names.map((n, i) => tech(100 + offset + i, n, 'Analytics')),
  count: total,
  limit: 20,
  offset,
  search,
});

beforeEach(() => history.replaceState(null, '', '/options.html#technologies'));
afterEach(cleanup);

function typeSearch(text: string) {
  fireEvent.change(screen.getByLabelText('Technology name or category'), { target: { value: text } });
}

describe('Technologies search', () => {
  it('states the cost, calls the API only on Search, then lists icon, name and category linking to the page', async () => {
    resetWorker({ 'technologies.search': () => ({ technologies: [REACT], count: 1, limit: 20, offset: 0, search: 'react' }) });
    render(<TechnologiesSection now={NOW} />);
    typeSearch('react');
    const button = await screen.findByRole('button', { name: 'Search · 1 credit' });
    expect(apiCalls()).toEqual([]);
    fireEvent.click(button);
    const list = await screen.findByRole('list', { name: 'Technologies found' });
    expect(apiCalls()).toEqual([{ endpoint: 'technologies.search', params: { search: 'react', limit: 20, offset: 0 } }]);
    const link = within(list).getByRole('link', { name: 'React JavaScript frameworks' });
    expect(link.getAttribute('href')).toBe('#technologies/7');
    expect(screen.getByText(/^Updated/).textContent).toBe('Updated just now');
  });

  it('says a cached search is free and shows the answer as from cache with its age', async () => {
    resetWorker({});
    putInCache('technologies.search', { search: 'analytics', limit: 20, offset: 0 }, page('analytics', 0, 2, ['Matomo', 'Plausible']));
    render(<TechnologiesSection now={NOW} />);
    typeSearch('analytics');
    fireEvent.click(await screen.findByRole('button', { name: 'Search · free (cached)' }));
    const list = await screen.findByRole('list', { name: 'Technologies found' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['#technologies/100', '#technologies/101']);
    expect(within(list).getByRole('link', { name: 'Plausible Analytics' })).toBeTruthy();
    expect(apiCalls()).toEqual([{ endpoint: 'technologies.search', params: { search: 'analytics', limit: 20, offset: 0 } }]);
    // The same words as every paid panel (PaidPanel).
    expect(screen.getByText(/from cache/).textContent).toBe('Updated 5 minutes ago · from cache');
  });

  it('a search whose cache entry expired still costs 1 credit', async () => {
    resetWorker({});
    putInCache('technologies.search', { search: 'cms', limit: 20, offset: 0 }, page('cms', 0, 1, ['WordPress']), 'stale-cache');
    render(<TechnologiesSection now={NOW} />);
    typeSearch('cms');
    // The peek answers; the label must stay at the paid price.
    await waitFor(() => expect(screen.getByRole('button', { name: /^Search/ }).textContent).toBe('Search · 1 credit'));
  });

  it('pages with Previous/Next, each sending the offset and stating its price', async () => {
    const names = (n: number) => Array.from({ length: n }, (_, i) => `Tool ${i}`);
    resetWorker({ 'technologies.search': (p) => page('a', p.offset as number, 45, names(p.offset === 40 ? 5 : 20)) });
    render(<TechnologiesSection now={NOW} />);
    typeSearch('a');
    fireEvent.click(screen.getByRole('button', { name: /^Search/ }));
    const pager = await screen.findByRole('navigation', { name: 'Search result pages' });
    expect(within(pager).getByText('1–20 of 45')).toBeTruthy();
    expect((within(pager).getByRole('button', { name: 'Previous · 1 credit' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(pager).getByRole('button', { name: 'Next · 1 credit' }));
    await screen.findByText('21–40 of 45');
    fireEvent.click(screen.getByRole('button', { name: 'Next · 1 credit' }));
    await screen.findByText('41–45 of 45');
    expect((screen.getByRole('button', { name: /^Next/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(apiCalls().map((c) => c.params)).toEqual([
      { search: 'a', limit: 20, offset: 0 },
      { search: 'a', limit: 20, offset: 20 },
      { search: 'a', limit: 20, offset: 40 },
    ]);
  });
});
