// @vitest-environment happy-dom
// The members table stays small in the DOM at 10,000 rows (virtualised), and searches and sorts all of them.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MembersTable } from '@/entrypoints/options/audiences/MembersTable';
import type { MemberView } from '@/lib/messaging/features/audiences';

afterEach(cleanup);

// happy-dom has no layout: give every element an 800×400 client box so the virtualiser has a viewport.
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 400 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 800 });
});
afterAll(() => {
  delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
  delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
});

const members: MemberView[] = Array.from({ length: 10_000 }, (_, i) => ({
  domain: `site-${String(i).padStart(5, '0')}.com`,
  addedAt: 1,
  lastScannedAt: i % 2 ? Date.UTC(2026, 10, 1) : null,
  technologies: i % 3 === 0 ? null : Array.from({ length: i % 7 }, (_, k) => (k === 0 && i === 4243 ? 'Klaviyo' : `Tech ${k}`)),
}));

function dataRows() {
  return within(screen.getByRole('table', { name: 'Members' }))
    .getAllByRole('row')
    .slice(1);
}

const href = (domain: string) => `ext://popup.html?domain=${domain}`;

describe('MembersTable', () => {
  it('renders only the rows in view of 10,000 members', async () => {
    render(<MembersTable members={members} onRemove={() => {}} hrefFor={href} />);
    expect(screen.getByText('10,000 of 10,000 members')).toBeTruthy();
    // The virtualiser renders once it has measured its viewport.
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(0));
    const rows = dataRows();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(60);
    expect(rows[0]!.textContent).toContain('site-00000.com');
  });

  it('searches domains and technologies, sorts by technology count, and reports remove and open', async () => {
    const onRemove = vi.fn();
    render(<MembersTable members={members} onRemove={onRemove} hrefFor={href} />);
    fireEvent.change(screen.getByLabelText('Search members'), { target: { value: 'klaviyo' } });
    expect(screen.getByText('1 of 10,000 members')).toBeTruthy();
    await waitFor(() => expect(dataRows().length).toBe(1));
    expect(dataRows().map((r) => r.textContent)).toEqual([expect.stringContaining('site-04243.com')]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove site-04243.com' }));
    expect(onRemove).toHaveBeenCalledWith('site-04243.com');
    // Opening is a link to a new tab (the domain itself and "Open"), as in every other table.
    for (const name of ['site-04243.com', 'Open site-04243.com']) {
      const link = screen.getByRole('link', { name });
      expect(link.getAttribute('href')).toBe('ext://popup.html?domain=site-04243.com');
      expect(link.getAttribute('target')).toBe('_blank');
    }

    fireEvent.change(screen.getByLabelText('Search members'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Technologies' }));
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(1));
    // Most technologies first: 6 is the largest count (i % 7 === 6, i not a multiple of 3).
    expect(within(dataRows()[0]!).getAllByRole('cell')[1]!.textContent).toBe('6');
    expect(screen.getByRole('columnheader', { name: /Technologies/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('shows and searches IDN members in their Unicode form', async () => {
    const onRemove = vi.fn();
    const idn: MemberView[] = [
      { domain: 'xn--bcher-kva.de', addedAt: 1, lastScannedAt: null, technologies: null },
      { domain: 'example.com', addedAt: 1, lastScannedAt: null, technologies: null },
    ];
    render(<MembersTable members={idn} onRemove={onRemove} hrefFor={href} />);
    await waitFor(() => expect(dataRows().length).toBe(2));
    expect(dataRows().map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['bücher.de', 'example.com']);
    fireEvent.change(screen.getByLabelText('Search members'), { target: { value: 'bücher' } });
    await waitFor(() => expect(dataRows().length).toBe(1));
    fireEvent.click(screen.getByRole('button', { name: 'Remove bücher.de' }));
    // The worker still gets the stored (ASCII) domain.
    expect(onRemove).toHaveBeenCalledWith('xn--bcher-kva.de');
  });

  it('a member a refresh crawled reads as scanned, one never looked at as not looked up', async () => {
    const scanned: MemberView[] = [
      { domain: 'crawled.com', addedAt: 1, lastScannedAt: Date.UTC(2026, 10, 24), technologies: null },
      { domain: 'looked-up.com', addedAt: 1, lastScannedAt: Date.UTC(2026, 10, 24), technologies: ['Shopify', 'Klaviyo'] },
      { domain: 'untouched.com', addedAt: 1, lastScannedAt: null, technologies: null },
    ];
    render(<MembersTable members={scanned} onRemove={() => {}} hrefFor={href} />);
    await waitFor(() => expect(dataRows().length).toBe(3));
    const techCell = (r: HTMLElement) => within(r).getAllByRole('cell')[1]!;
    expect(dataRows().map((r) => techCell(r).textContent)).toEqual(['Scanned', '2', 'Not looked up']);
    expect(techCell(dataRows()[0]!).getAttribute('title')).toMatch(/^Crawled by a refresh; open it to see its technologies/);
  });
});
