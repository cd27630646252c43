// @vitest-environment happy-dom
// The members table over 10,000 members read a page at a time (the worker's own memberPage over
// IndexedDB): only the rows in view are in the DOM and only their pages are asked for; the table
// counts, searches and sorts all of them, and keeps its row semantics (aria-rowcount, aria-rowindex).
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MembersTable } from '@/entrypoints/options/audiences/MembersTable';
import type { MemberPageRequest } from '@/entrypoints/options/audiences/use-member-pages';
import { memberPage } from '@/lib/audiences/member-pages';
import { addMembers, createAudience, memberRow } from '@/lib/audiences/store';
import { cacheKey } from '@/lib/metered/cache';
import type { StackLensDB } from '@/lib/db/database';
import { freshDb } from '../../../lib/support/fake-api';

afterEach(cleanup);

const SCOPE = 'scope';
const site = (i: number) => `site-${String(i).padStart(5, '0')}.com`;
let big: StackLensDB;

// happy-dom has no layout: give every element an 800×400 client box so the virtualiser has a viewport.
beforeAll(async () => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 400 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 800 });
  big = freshDb();
  await big.audienceMembers.bulkAdd(Array.from({ length: 10_000 }, (_, i) => memberRow('a', site(i), 1, i % 2 ? Date.UTC(2026, 10, 1) : null)));
  await big.cache.bulkPut(
    [4243, 17].map((i) => ({
      key: cacheKey(SCOPE, 'domain.technologies', { domain: site(i) }),
      kind: 'domain' as const,
      endpoint: 'domain.technologies' as const,
      data: { active_technologies: Array.from({ length: i === 4243 ? 9 : 2 }, (_, k) => ({ name: `Tech ${k}` })) },
      storedAt: 1,
      expiresAt: 2,
      lastUsedAt: 1,
      size: 1,
    })),
  );
});
afterAll(() => {
  delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
  delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
});

/** The worker's answer to `audiences.memberPage`, recording what the table asked for. */
function pager(db: StackLensDB, id = 'a') {
  const asked: MemberPageRequest[] = [];
  const load = vi.fn((request: MemberPageRequest) => {
    asked.push(request);
    return memberPage(db, id, request, SCOPE, 0);
  });
  return { load, asked };
}

function table() {
  return screen.getByRole('table', { name: 'Members' });
}
function dataRows() {
  return within(table()).getAllByRole('row').slice(1);
}
async function loadedRows() {
  await waitFor(() => expect(dataRows().filter((r) => r.getAttribute('aria-busy') !== 'true').length).toBeGreaterThan(0));
  return dataRows();
}

const href = (domain: string) => `ext://popup.html?domain=${domain}`;

describe('MembersTable', () => {
  it('renders only the rows in view of 10,000 members and asks only for their page', async () => {
    const { load, asked } = pager(big);
    render(<MembersTable total={10_000} version="1" load={load} onRemove={() => {}} hrefFor={href} />);
    expect(screen.getByText('10,000 of 10,000 members')).toBeTruthy();
    expect(table().getAttribute('aria-rowcount')).toBe('10001');
    const rows = await loadedRows();
    expect(rows.length).toBeLessThan(60);
    expect(rows[0]!.textContent).toContain('site-00000.com');
    expect(rows[0]!.getAttribute('aria-rowindex')).toBe('2');
    expect(asked).toEqual([{ sort: 'domain', desc: false, query: '', offset: 0, limit: 100 }]);
  });

  it('scrolling far asks for the page there, and the rows keep their place in the whole list', async () => {
    const { load, asked } = pager(big);
    render(<MembersTable total={10_000} version="1" load={load} onRemove={() => {}} hrefFor={href} />);
    await loadedRows();
    const scroller = within(table()).getAllByRole('rowgroup')[1]!;
    scroller.scrollTop = 36 * 7000;
    fireEvent.scroll(scroller);
    await waitFor(() => expect(screen.getByRole('link', { name: 'site-07000.com' })).toBeTruthy());
    const row = screen.getByRole('link', { name: 'site-07000.com' }).closest('[role="row"]')!;
    expect(row.getAttribute('aria-rowindex')).toBe('7002');
    expect(asked.map((r) => r.offset)).toContain(7000);
    expect(asked.length).toBeLessThan(5);
  });

  it('searches by the start of a domain, sorts by technology count, and reports remove and open', async () => {
    const onRemove = vi.fn();
    const { load } = pager(big);
    render(<MembersTable total={10_000} version="1" load={load} onRemove={onRemove} hrefFor={href} />);
    fireEvent.change(screen.getByLabelText('Search members'), { target: { value: 'site-0424' } });
    await waitFor(() => expect(screen.getByText('10 of 10,000 members')).toBeTruthy());
    await waitFor(() => expect(dataRows()[3]!.textContent).toContain('site-04243.com'));
    expect(table().getAttribute('aria-rowcount')).toBe('11');
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
    // Most technologies first.
    await waitFor(() => expect(within(dataRows()[0]!).getAllByRole('cell')[0]!.textContent).toBe('site-04243.com'));
    expect(within(dataRows()[0]!).getAllByRole('cell')[1]!.textContent).toBe('9 technologies');
    expect(within(dataRows()[1]!).getAllByRole('cell')[1]!.textContent).toBe('2 technologies');
    expect(screen.getByRole('columnheader', { name: /Technologies/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('asks again for the rows in view when the members change, keeping the count it is given', async () => {
    const small = freshDb();
    const { id } = await createAudience(small, 'Small', 1);
    await addMembers(small, id, ['b.com', 'c.com'], 1);
    const { load } = pager(small, id);
    const { rerender } = render(<MembersTable total={2} version="1" load={load} onRemove={() => {}} hrefFor={href} />);
    await waitFor(() => expect(dataRows().map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['b.com', 'c.com']));
    await addMembers(small, id, ['a.com'], 2);
    rerender(<MembersTable total={3} version="2" load={load} onRemove={() => {}} hrefFor={href} />);
    await waitFor(() => expect(dataRows().map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['a.com', 'b.com', 'c.com']));
    expect(screen.getByText('3 of 3 members')).toBeTruthy();
  });

  it('shows IDN members in their Unicode form and finds them by it', async () => {
    const idn = freshDb();
    await idn.audienceMembers.bulkAdd([memberRow('a', 'xn--bcher-kva.de', 1, null), memberRow('a', 'example.com', 1, null)]);
    const onRemove = vi.fn();
    const { load } = pager(idn);
    render(<MembersTable total={2} version="1" load={load} onRemove={onRemove} hrefFor={href} />);
    // In the stored (ASCII) order the index gives.
    await waitFor(() => expect(dataRows().map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['example.com', 'bücher.de']));
    fireEvent.change(screen.getByLabelText('Search members'), { target: { value: 'bücher' } });
    await waitFor(() => expect(dataRows().map((r) => r.textContent)).toEqual([expect.stringContaining('bücher.de')]));
    fireEvent.click(screen.getByRole('button', { name: 'Remove bücher.de' }));
    // The worker still gets the stored (ASCII) domain.
    expect(onRemove).toHaveBeenCalledWith('xn--bcher-kva.de');
  });

  it('a member a refresh crawled reads as scanned, one never looked at as not looked up', async () => {
    const db = freshDb();
    await db.audienceMembers.bulkAdd([
      memberRow('a', 'crawled.com', 1, Date.UTC(2026, 10, 24)),
      memberRow('a', 'looked-up.com', 1, Date.UTC(2026, 10, 24)),
      memberRow('a', 'untouched.com', 1, null),
    ]);
    await db.cache.put({
      key: cacheKey(SCOPE, 'domain.technologies', { domain: 'looked-up.com' }),
      kind: 'domain',
      endpoint: 'domain.technologies',
      data: { active_technologies: [{ name: 'Shopify' }, { name: 'Klaviyo' }] },
      storedAt: 1,
      expiresAt: 2,
      lastUsedAt: 1,
      size: 1,
    });
    const { load } = pager(db);
    render(<MembersTable total={3} version="1" load={load} onRemove={() => {}} hrefFor={href} />);
    const techCell = (r: HTMLElement) => within(r).getAllByRole('cell')[1]!;
    await waitFor(() => expect(dataRows().map((r) => techCell(r).textContent)).toEqual(['Scanned', '2 technologies', 'Not looked up']));
    expect(techCell(dataRows()[0]!).getAttribute('title')).toMatch(/^Crawled by a refresh; open it to see its technologies/);

    // A click on the count opens the member's stack from the cached lookup: nothing more is asked for.
    const asked = load.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Stack of looked-up.com: 2 technologies' }));
    const stack = screen.getByRole('region', { name: 'Stack of looked-up.com' });
    expect(
      within(stack)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Shopify', 'Klaviyo']);
    expect(load.mock.calls.length).toBe(asked);
    // A member crawled but never looked up here says so, with the lookup's price before any spend.
    fireEvent.click(screen.getByRole('button', { name: 'Stack of crawled.com: Scanned' }));
    expect(screen.getByRole('region', { name: 'Stack of crawled.com' }).textContent).toMatch(
      /A refresh crawled crawled\.com on Nov 24, 2026; this browser has not looked up its technologies yet\. Open crawled\.com to see them: it asks before a lookup \(1 credit\)/,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: /Stack of/ })).toBeNull();
  });

  it('an audience without members says so and what to do, with no empty table', () => {
    const { load } = pager(freshDb());
    render(<MembersTable total={0} version="1" load={load} onRemove={() => {}} hrefFor={href} />);
    expect(screen.getByRole('status').textContent).toMatch(/^No members yet\. Add domains above/);
    expect(screen.queryByRole('table')).toBeNull();
  });
});
