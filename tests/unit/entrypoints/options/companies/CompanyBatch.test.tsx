// @vitest-environment happy-dom
// Companies › Batch lookup: a free Check shows what normalisation did, the lookup costs 1 credit per
// unique domain and waits for a confirmation, and the answer lists records and domains not found.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Normalized } from '@/lib/domain/resolve';
import type * as ExportModule from '@/lib/export/export';
import { api, apiCalls, company, resetWorker, sent } from './worker';
import { eventually } from '../../../async-bounds';

const download = vi.hoisted(() => vi.fn());
vi.mock('@/lib/export/export', async (original) => ({ ...(await original<typeof ExportModule>()), downloadText: download }));
const { CompaniesSection } = await import('@/entrypoints/options/sections/CompaniesSection');
afterEach(() => {
  cleanup();
  download.mockReset();
});

const LINES = 'https://www.acme.com/about\nACME.com\nbeta.org\nnot a domain\nbeta.org\nnowhere.net';
const NORMALIZED = { domains: ['acme.com', 'beta.org', 'nowhere.net'], rejected: [{ input: 'not a domain', reason: 'not a domain name' }], duplicates: 2 };
const ACME = company('acme.com', 'Acme, Inc.', 5_000, { company_type: 'Public Company', founded: 1949, specialties: ['anvils', 'rockets'] });
const BETA = company('beta.org', 'Beta', 120, { employees: null, company_type: null, founded: null, city: null, state: null, country: 'France' });

function setup(normalized: Normalized = NORMALIZED) {
  resetWorker({
    'domain.normalize': () => normalized,
    'api.call': api({ 'companies.batch': () => ({ companies: [ACME, BETA], not_found: ['nowhere.net'] }) }),
  });
  render(<CompaniesSection />);
  fireEvent.change(screen.getByLabelText('Domains, one per line'), { target: { value: LINES } });
  fireEvent.click(screen.getByRole('button', { name: 'Check · free' }));
}

describe('batch lookup', () => {
  it('Check is free and shows unique domains, duplicates removed and rejected lines', async () => {
    setup();
    const result = await screen.findByRole('region', { name: 'Check result' });
    // Reading the local cache (is this batch already paid for?) and whether a key is set is free: only the check is sent besides.
    expect(sent.filter((m) => m.type !== 'cache.peek' && m.type !== 'keys.describe')).toEqual([
      { type: 'domain.normalize', payload: { inputs: LINES.split('\n') } },
    ]);
    expect(within(result).getByRole('status').textContent).toBe('3 unique domains · 2 duplicates removed · 1 line rejected');
    expect(within(result).getByRole('list', { name: 'Rejected lines' }).textContent).toBe('not a domain: not a domain name');
    expect(screen.getByRole('button', { name: 'Look up 3 companies · 3 credits' })).toBeTruthy();
  });

  it('asks for confirmation repeating the cost, then sends the normalised unique domains', async () => {
    setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Look up 3 companies · 3 credits' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Look up 3 companies?' });
    expect(dialog.textContent).toContain('This spends 3 credits.');
    expect(apiCalls()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm · 3 credits' }));
    const table = await screen.findByRole('table', { name: 'Companies looked up' });
    expect(apiCalls()).toEqual([{ endpoint: 'companies.batch', params: { domains: ['acme.com', 'beta.org', 'nowhere.net'] } }]);
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => [...r.children].map((c) => c.textContent)),
    ).toEqual([
      ['Acme, Inc.', 'acme.com', 'Software Development', '51–200 employees', 'Public Company', '1949', 'San Francisco, CA, United States', '5,000', 'Show'],
      ['Beta', 'beta.org', 'Software Development', '—', '—', '—', 'France', '120', 'Show'],
    ]);
    // Each row's button names the record it shows.
    expect(within(table).getByRole('button', { name: 'Show full record of Beta' })).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Not found' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['nowhere.net']);
  });

  it('the same batch again is answered from the cache: the button says "cached · free" and asks nothing', async () => {
    setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Look up 3 companies · 3 credits' }));
    fireEvent.click(within(screen.getByRole('alertdialog', { name: 'Look up 3 companies?' })).getByRole('button', { name: 'Confirm · 3 credits' }));
    await screen.findByRole('table', { name: 'Companies looked up' });
    const again = await screen.findByRole('button', { name: 'Look up 3 companies · cached · free' });
    fireEvent.click(again);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await eventually(() => expect(apiCalls()).toHaveLength(2));
  });

  it('each row opens the full record (description, specialties, website) for free', async () => {
    resetWorker({
      'domain.normalize': () => NORMALIZED,
      'api.call': api({
        'companies.batch': () => ({ companies: [{ ...ACME, description: 'Makes anvils.', website: 'https://acme.com' }, BETA], not_found: ['nowhere.net'] }),
      }),
    });
    render(<CompaniesSection />);
    fireEvent.change(screen.getByLabelText('Domains, one per line'), { target: { value: LINES } });
    fireEvent.click(screen.getByRole('button', { name: 'Check · free' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Look up 3 companies · 3 credits' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Confirm · 3 credits' }));
    const show = await screen.findByRole('button', { name: 'Show full record of Acme, Inc.' });
    expect(show.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(show);
    const card = screen.getByRole('article', { name: 'Acme, Inc.' });
    expect(card.textContent).toContain('Makes anvils.');
    expect(card.textContent).toContain('anvils');
    expect(card.textContent).toContain('rockets');
    expect(
      within(card)
        .getByRole('link', { name: /acme\.com/ })
        .getAttribute('href'),
    ).toMatch(/^https:\/\/acme\.com\/?$/);
    expect(apiCalls()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Hide full record of Acme, Inc.' }));
    expect(screen.queryByRole('article', { name: 'Acme, Inc.' })).toBeNull();
  });

  it('Cancel spends nothing', async () => {
    setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Look up 3 companies · 3 credits' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(apiCalls()).toEqual([]);
  });

  it('refuses more than 100 unique domains, with no lookup button', async () => {
    setup({ domains: Array.from({ length: 101 }, (_, i) => `d${i}.com`), rejected: [], duplicates: 0 });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('A batch lookup takes at most 100 unique domains; this list has 101. Remove 1 and check again.'),
    );
    expect(screen.queryByRole('button', { name: /^Look up/ })).toBeNull();
  });

  it('an edit after Check asks for a new Check before any lookup', async () => {
    setup();
    await screen.findByRole('button', { name: 'Look up 3 companies · 3 credits' });
    fireEvent.change(screen.getByLabelText('Domains, one per line'), { target: { value: `${LINES}\nmore.com` } });
    expect(screen.queryByRole('button', { name: /^Look up/ })).toBeNull();
  });

  it('Export CSV writes the table’s records, specialties joined', async () => {
    setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Look up 3 companies · 3 credits' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm · 3 credits' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(download).toHaveBeenCalledTimes(1);
    const [name, text, mime] = download.mock.calls[0]!;
    expect(name).toMatch(/^stacklens-companies-batch-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(mime).toBe('text/csv');
    const lines = String(text).trimEnd().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe('acme.com,"Acme, Inc.",,Software Development,4,51-200,Public Company,1949,United States,CA,San Francisco,5000,,,,anvils; rockets');
  });
});
