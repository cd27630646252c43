// @vitest-environment happy-dom
// Companies › Search: the form refuses out-of-range values before any request, a valid search sends
// the published parameters after showing its price, and pages and full records are paid on demand.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { api, apiCalls, company, resetWorker, sent } from './worker';
import { answersSettled } from '../../../async-bounds';

const { CompaniesSection } = await import('@/entrypoints/options/sections/CompaniesSection');
afterEach(cleanup);

const FIRST = [
  company('zeta.io', 'Zeta', 9_000),
  company('acme.com', 'Acme', 5_000, { employees: '1001-5000' }),
  company('beta.org', 'Beta', 120, { industry: null, city: null, state: null }),
];
/** 120 matches: the named three first, then fillers, 50 a page. */
function searchPage(params: Record<string, unknown>) {
  const offset = Number(params.offset);
  const all = [...FIRST, ...Array.from({ length: 117 }, (_, i) => company(`filler${i}.com`, `Filler ${i}`, 100 - i))];
  return { companies: all.slice(offset, offset + 50), total: 120, limit: 50, offset };
}

function setup() {
  resetWorker({
    'api.call': api({
      'companies.search': searchPage,
      'company.get': ({ domain }) => company(String(domain), 'Acme', 5_000, { description: 'Makes anvils.' }),
    }),
  });
  render(<CompaniesSection />);
}
// The shared company filters label their ranges: "Industry code (1–201)", "Founded until (1800–2025)".
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(new RegExp(`^${label}( \\(|$)`)), { target: { value } });
const searchButton = () => screen.getByRole('button', { name: /^Search · / });
const form = () => screen.getByRole('form', { name: 'Search companies' });

describe('search validation: nothing is sent for an invalid form', () => {
  it('refuses a one-character search with the 2-character rule', async () => {
    setup();
    type('Name or description', 'a');
    fireEvent.click(searchButton());
    expect(await screen.findByText('Enter at least 2 characters of a company name or description.')).toBeTruthy();
    expect(screen.getByLabelText('Name or description').getAttribute('aria-invalid')).toBe('true');
    expect(apiCalls()).toEqual([]);
  });

  it.each(['0', '202', '4.5'])('refuses industry code %s with the allowed range', async (code) => {
    setup();
    type('Name or description', 'acme');
    type('Industry code', code);
    fireEvent.click(searchButton());
    expect(await within(form()).findByText('Industry code must be a whole number from 1 to 201.')).toBeTruthy();
    expect(apiCalls()).toEqual([]);
  });

  it('refuses a founded year outside 1800–2025 and a range that ends before it starts', async () => {
    setup();
    type('Name or description', 'acme');
    type('Founded from', '1799');
    type('Founded until', '2026');
    fireEvent.click(searchButton());
    expect(await within(form()).findByText('Founded from must be a whole number from 1800 to 2025.')).toBeTruthy();
    expect(within(form()).getByText('Founded until must be a whole number from 1800 to 2025.')).toBeTruthy();
    type('Founded from', '2010');
    type('Founded until', '2000');
    fireEvent.click(searchButton());
    expect(await within(form()).findByText('Founded until must be the same year as Founded from or later.')).toBeTruthy();
    expect(sent.filter((m) => m.type === 'api.call')).toEqual([]);
  });
});

describe('search', () => {
  it('shows the price, sends every filter as published, and lists results in the API’s order', async () => {
    setup();
    expect(searchButton().textContent).toBe('Search · 1 credit');
    type('Name or description', '  anvils ');
    type('Country', 'United States');
    type('State', 'CA');
    type('City', 'San Francisco');
    type('Industry', 'Software');
    type('Industry code', '4');
    fireEvent.change(screen.getByLabelText('Size'), { target: { value: '51-200' } });
    fireEvent.change(screen.getByLabelText('Company type'), { target: { value: 'Public Company' } });
    type('Founded from', '1990');
    type('Founded until', '2010');
    fireEvent.click(searchButton());
    const table = await screen.findByRole('table', { name: 'Companies found' });
    expect(apiCalls()).toEqual([
      {
        endpoint: 'companies.search',
        params: {
          search: 'anvils',
          country: 'United States',
          state: 'CA',
          city: 'San Francisco',
          industry: 'Software',
          industry_code: 4,
          employees: '51-200',
          company_type: 'Public Company',
          founded_min: 1990,
          founded_max: 2010,
          limit: 50,
          offset: 0,
        },
      },
    ]);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1, 4)
      .map((r) => [...r.children].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Zeta', 'zeta.io', 'Software Development', '51–200 employees', 'San Francisco, CA, United States', '9,000'],
      ['Acme', 'acme.com', 'Software Development', '1,001–5,000 employees', 'San Francisco, CA, United States', '5,000'],
      ['Beta', 'beta.org', '—', '51–200 employees', 'United States', '120'],
    ]);
    expect(screen.getByText(/1–50 of 120 companies/)).toBeTruthy();
  });

  it('says a search already in the cache is free', async () => {
    resetWorker({ 'api.call': api({ 'companies.search': searchPage }) }, [['companies.search', { search: 'acme', limit: 50, offset: 0 }]]);
    render(<CompaniesSection />);
    type('Name or description', 'acme');
    await waitFor(() => expect(searchButton().textContent).toBe('Search · free'));
    type('Name or description', 'acmes');
    await waitFor(() => expect(searchButton().textContent).toBe('Search · 1 credit'));
  });

  it('prices an expired cache entry at full cost: it would be fetched, and charged, again', async () => {
    const params = { search: 'acme', limit: 50, offset: 0 };
    resetWorker({ 'api.call': api({ 'companies.search': searchPage }) }, [], [['companies.search', params]]);
    render(<CompaniesSection />);
    type('Name or description', 'acme');
    await waitFor(() => expect(sent.some((m) => m.type === 'cache.peek' && JSON.stringify(m.payload.params) === JSON.stringify(params))).toBe(true));
    await answersSettled();
    expect(searchButton().textContent).toBe('Search · 1 credit');
  });

  it('pages with offset, each page priced on its button (free once cached)', async () => {
    setup();
    type('Name or description', 'acme');
    fireEvent.click(searchButton());
    await screen.findByRole('table', { name: 'Companies found' });
    expect((screen.getByRole('button', { name: /^Previous/ }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Next · 1 credit' }));
    await screen.findByText(/51–100 of 120 companies/);
    fireEvent.click(await screen.findByRole('button', { name: 'Next · 1 credit' }));
    await screen.findByText(/101–120 of 120 companies/);
    expect(apiCalls().map((c) => c.params.offset)).toEqual([0, 50, 100]);
    expect((screen.getByRole('button', { name: /^Next/ }) as HTMLButtonElement).disabled).toBe(true);
    // Page 2 was loaded before: going back costs nothing.
    fireEvent.click(await screen.findByRole('button', { name: 'Previous · free' }));
    await screen.findByText(/51–100 of 120 companies/);
    expect(apiCalls().map((c) => c.params.offset)).toEqual([0, 50, 100, 50]);
  });

  it('opens a company’s full record only after showing its cost', async () => {
    setup();
    type('Name or description', 'acme');
    fireEvent.click(searchButton());
    fireEvent.click(await screen.findByRole('button', { name: 'Open Acme' }));
    const load = await screen.findByRole('button', { name: 'Load full record · 1 credit' });
    expect(apiCalls().map((c) => c.endpoint)).toEqual(['companies.search']);
    fireEvent.click(load);
    const card = await screen.findByRole('article', { name: 'Acme' });
    expect(card.textContent).toContain('Makes anvils.');
    expect(apiCalls()[1]).toEqual({ endpoint: 'company.get', params: { domain: 'acme.com' } });
  });
});
