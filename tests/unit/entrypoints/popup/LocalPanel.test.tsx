// @vitest-environment happy-dom
// The "On this page now · free" group as a user reads it: both badges on one row, the differences in
// words, the evidence, and a clear state for each way inspection can end.
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LocalDetectionView } from '@/lib/messaging/features/local';
import { LocalPanel } from '@/entrypoints/popup/LocalPanel';

afterEach(cleanup);

const evidence = (detail: string) => [{ kind: 'library' as const, detail }];
const DETECTION: LocalDetectionView = {
  status: 'ok',
  message: null,
  host: 'shop.example.com',
  technologies: [
    { name: 'jQuery', version: '3.7.1', otherVersions: [], evidence: evidence('a script on the page (js-library-detector)'), technology: null },
    { name: 'WordPress', version: '6.4.3', otherVersions: ['6.5.0'], evidence: evidence('<meta name="generator" content="WordPress 6.4.3">'), technology: null },
  ],
  unresolved: [],
  durationMs: 12,
};
const dbTech = (id: number, name: string, category: string) => ({ id, name, category, first_seen: '2024-01-01 00:00:00', last_seen: '2026-11-01 00:00:00', subdomain: '' });
const REPORT = { domain: 'example.com', active_technologies: [dbTech(1, 'jQuery', 'JavaScript libraries'), dbTech(2, 'Shopify', 'Ecommerce')], historical_technologies: [] };

/** The row whose technology name is `name`: rows are read by their content, as a screen reader does. */
const rowsOf = (list: string) => within(screen.getByRole('list', { name: list })).getAllByRole('listitem');
const nameOf = (li: HTMLElement) => li.querySelector('.tech-name')?.textContent;
const row = (name: string) => {
  const found = rowsOf('Technologies on this page').find((li) => nameOf(li) === name);
  if (!found) throw new Error(`no row ${name}`);
  return found;
};

describe('LocalPanel', () => {
  it('merges with the database: one row with both badges, and each difference in words', () => {
    render(<LocalPanel state={{ status: 'done', view: DETECTION, spent: 0 }} report={REPORT} />);
    expect(screen.getByRole('heading', { name: 'On this page now · free' })).toBeTruthy();
    expect(screen.getByText(/Nothing detected here is sent anywhere/)).toBeTruthy();
    expect(row('jQuery').textContent).toMatch(/3\.7\.1.*On this page.*In database/);
    expect(row('jQuery').textContent).not.toMatch(/not in the database/);
    expect(row('WordPress').textContent).toContain('seen on this page, not in the database yet');
    expect(row('WordPress').textContent).toContain('also reported: 6.5.0');
    const dbOnly = rowsOf('In the database, not seen on this page');
    expect(dbOnly.map(nameOf)).toEqual(['Shopify']);
    expect(dbOnly[0]!.textContent).toContain('in the database, not seen on this page');
    expect(screen.getByText('1 in the database, not seen on this page')).toBeTruthy();
  });

  it('claims no difference without a database view', () => {
    render(<LocalPanel state={{ status: 'done', view: DETECTION, spent: 0 }} report={null} />);
    expect(row('WordPress').textContent).not.toContain('not in the database');
    expect(screen.queryByRole('list', { name: 'In the database, not seen on this page' })).toBeNull();
  });

  it('shows that the page is being inspected, then each end state clearly', () => {
    const { rerender } = render(<LocalPanel state={{ status: 'pending' }} />);
    expect(screen.getByText('Inspecting this page…')).toBeTruthy();
    const failed = { ...DETECTION, status: 'failed' as const, technologies: [], message: 'StackLens could not inspect this page (it did not answer in time).' };
    rerender(<LocalPanel state={{ status: 'done', view: failed, spent: 0 }} />);
    expect(screen.getByRole('status').textContent).toMatch(/could not inspect this page/);
    expect(screen.queryByText(/No known library/)).toBeNull();
    const empty = { ...DETECTION, technologies: [] };
    rerender(<LocalPanel state={{ status: 'done', view: empty, spent: 0 }} />);
    expect(screen.getByText(/No known library, generator or script host was found/)).toBeTruthy();
  });

  it('shows nothing when the popup was opened for a domain rather than a clicked tab', () => {
    const { container } = render(<LocalPanel state={{ status: 'none' }} report={REPORT} />);
    expect(container.innerHTML).toBe('');
  });

  it('says what an allowed name lookup cost', () => {
    render(<LocalPanel state={{ status: 'done', view: DETECTION, spent: 1 }} />);
    expect(screen.getByText(/cost 1 credit \(Settings › Popup\)/)).toBeTruthy();
  });
});

describe('LocalPanel: what leaves the browser', () => {
  it('says nothing is sent when name matching is off', () => {
    render(<LocalPanel state={{ status: 'done', view: DETECTION, spent: 0, sendsNames: false }} />);
    expect(screen.getByText(/Nothing detected here is sent anywhere/)).toBeTruthy();
  });

  it('says that unknown names go to the catalog lookup when Settings › Popup allows it', () => {
    render(<LocalPanel state={{ status: 'pending', sendsNames: true }} />);
    expect(screen.queryByText(/Nothing detected here is sent anywhere/)).toBeNull();
    expect(screen.getByText(/Only unknown technology names are sent to the catalog lookup \(1 credit per 100\)/)).toBeTruthy();
  });
});

it('LocalPanel lets screen readers read each row’s version, badges and evidence (no label replaces them)', () => {
  render(<LocalPanel state={{ status: 'done', view: DETECTION, spent: 0 }} report={REPORT} />);
  for (const li of [...rowsOf('Technologies on this page'), ...rowsOf('In the database, not seen on this page')]) {
    expect(li.hasAttribute('aria-label')).toBe(false);
    expect(li.hasAttribute('aria-labelledby')).toBe(false);
  }
  expect(row('jQuery').textContent).toMatch(/jQuery 3\.7\.1.*On this page.*In database.*Seen in: a script on the page/);
});
