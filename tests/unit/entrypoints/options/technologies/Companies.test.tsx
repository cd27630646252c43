// @vitest-environment happy-dom
// Technologies › "Companies using it": the filters are checked before anything is sent (the message
// gives the allowed range), valid filters are sent as typed, and paging sends the offset.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiCalls, NOW, putInCache, REACT, resetWorker } from './worker';

const { TechnologiesSection } = await import('@/entrypoints/options/sections/TechnologiesSection');

const company = (n: number) => ({
  domain: `c${n}.example`,
  name: `Company ${n}`,
  industry: 'Retail',
  industry_code: 27,
  employees: '51-200',
  country: 'France',
  state: null,
  city: null,
  company_type: 'Privately Held',
  founded: 2001,
  members: 1200 + n,
  linkedin_url: null,
});
const listing = (offset: number, total: number, count: number) => ({
  technology: REACT,
  companies: Array.from({ length: count }, (_, i) => company(offset + i + 1)),
  total,
  limit: 20,
  offset,
});

beforeEach(() => history.replaceState(null, '', '/options.html#technologies/7'));
afterEach(cleanup);

const field = (label: RegExp | string) => screen.getByLabelText(label);
const type = (label: RegExp | string, value: string) => fireEvent.change(field(label), { target: { value } });
const find = () => fireEvent.click(screen.getByRole('button', { name: /^Find companies/ }));

describe('Companies using a technology', () => {
  it('refuses out-of-range numbers with the allowed range, and sends nothing', () => {
    resetWorker({ 'technology.companies': () => listing(0, 0, 0) });
    render(<TechnologiesSection now={NOW} />);
    type(/^Industry code/, '300');
    type(/^Founded from/, '1700');
    type(/^Founded until/, '2030');
    find();
    expect(screen.getByText('Industry code must be a whole number from 1 to 201.')).toBeTruthy();
    expect(screen.getByText('Founded from must be a whole number from 1800 to 2025.')).toBeTruthy();
    expect(screen.getByText('Founded until must be a whole number from 1800 to 2025.')).toBeTruthy();
    expect(field(/^Industry code/).getAttribute('aria-invalid')).toBe('true');
    expect(apiCalls()).toEqual([]);
  });

  it('refuses a founding range that runs backwards', () => {
    resetWorker({});
    render(<TechnologiesSection now={NOW} />);
    type(/^Founded from/, '2010');
    type(/^Founded until/, '1990');
    find();
    expect(screen.getByText('Founded until must be the same year as Founded from or later.')).toBeTruthy();
    expect(apiCalls()).toEqual([]);
  });

  it('sends the valid filters, shows the table, and pages with the offset', async () => {
    resetWorker({ 'technology.companies': (p) => listing(p.offset as number, 30, p.offset === 0 ? 20 : 10) });
    render(<TechnologiesSection now={NOW} />);
    type('Country', ' France ');
    type(/^Industry code/, '27');
    fireEvent.change(field('Size'), { target: { value: '51-200' } });
    fireEvent.change(field('Company type'), { target: { value: 'Privately Held' } });
    type(/^Founded from/, '1990');
    find();
    const table = await screen.findByRole('table', { name: 'Companies using technology #7' });
    expect([...within(table).getAllByRole('row')[1]!.children].map((c) => c.textContent)).toEqual([
      'Company 1',
      'c1.example',
      'Retail',
      '51–200 employees',
      'France',
      '1,201',
    ]);
    const filters = { country: 'France', industry_code: 27, employees: '51-200', company_type: 'Privately Held', founded_min: 1990 };
    expect(apiCalls()).toEqual([{ endpoint: 'technology.companies', params: { id: 7, ...filters, limit: 20, offset: 0 } }]);
    const pager = screen.getByRole('navigation', { name: 'Company pages' });
    fireEvent.click(within(pager).getByRole('button', { name: 'Next · 1 credit' }));
    await screen.findByText('21–30 of 30');
    expect(apiCalls()[1]).toEqual({ endpoint: 'technology.companies', params: { id: 7, ...filters, limit: 20, offset: 20 } });
  });

  it('says the first page is free when the cache has it', async () => {
    resetWorker({});
    putInCache('technology.companies', { id: 7, country: 'France', limit: 20, offset: 0 }, listing(0, 1, 1));
    render(<TechnologiesSection now={NOW} />);
    expect(screen.getByRole('button', { name: 'Find companies · 1 credit' })).toBeTruthy();
    type('Country', 'France');
    expect(await screen.findByRole('button', { name: 'Find companies · free (cached)' })).toBeTruthy();
  });
});
