// @vitest-environment happy-dom
// The "On this page now · free" group as a user reads it: both badges on one row, the differences in
// words, the evidence, and a clear state for each way inspection can end.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LocalDetectionView } from '@/lib/messaging/features/local';
import { LocalPanel } from '@/entrypoints/popup/LocalPanel';

afterEach(cleanup);

const evidence = (detail: string) => [{ kind: 'global' as const, detail }];
const DETECTION: LocalDetectionView = {
  status: 'ok',
  message: null,
  host: 'shop.example.com',
  technologies: [
    {
      name: 'jQuery',
      category: 'JavaScript libraries',
      version: '3.7.1',
      otherVersions: [],
      evidence: evidence('global jQuery.fn.jquery (a string)'),
      technology: null,
    },
    {
      name: 'WordPress',
      category: 'CMS',
      version: '6.4.3',
      otherVersions: ['6.5.0'],
      evidence: evidence('<meta name="generator"> naming WordPress 6.4.3'),
      technology: null,
    },
  ],
  unresolved: [],
  durationMs: 12,
};
const dbTech = (id: number, name: string, category: string) => ({
  id,
  name,
  category,
  first_seen: '2024-01-01 00:00:00',
  last_seen: '2026-11-01 00:00:00',
  subdomain: '',
});
const REPORT = {
  domain: 'example.com',
  active_technologies: [dbTech(1, 'jQuery', 'JavaScript libraries'), dbTech(2, 'Shopify', 'Ecommerce')],
  historical_technologies: [],
};

/** The row whose technology name is `name`: rows are read by their content, as a screen reader does. */
const rowsOf = (label: string) =>
  within(screen.getByRole(label === 'Technologies on this page' ? 'group' : 'list', { name: label }))
    .getAllByRole('listitem')
    .filter((li) => li.classList.contains('local-row'));
const nameOf = (li: HTMLElement) => li.querySelector('.tech-name')?.textContent;
const row = (name: string) => {
  const found = rowsOf('Technologies on this page').find((li) => nameOf(li) === name);
  if (!found) throw new Error(`no row ${name}`);
  return found;
};

describe('LocalPanel', () => {
  it('merges with the database: one row marked as in the database too, and each difference in words, each said once', () => {
    render(<LocalPanel state={{ status: 'done', view: DETECTION, spent: 0 }} report={REPORT} />);
    expect(screen.getByRole('heading', { name: 'On this page now · free' })).toBeTruthy();
    expect(screen.getByText(/Nothing detected here is sent anywhere/)).toBeTruthy();
    expect(row('jQuery').textContent).toMatch(/3\.7\.1.*In database/);
    // The group's heading says "On this page": no row says it again.
    for (const li of rowsOf('Technologies on this page')) expect(li.textContent).not.toMatch(/on this page/i);
    expect(row('jQuery').textContent).not.toMatch(/not in the database/);
    expect(row('WordPress').textContent).toContain('not in the database yet');
    expect(row('WordPress').textContent).toContain('also reported: 6.5.0');
    const dbOnly = rowsOf('In the database, not seen on this page');
    expect(dbOnly.map(nameOf)).toEqual(['Shopify']);
    // Its summary says where it is; the row does not repeat it.
    expect(screen.getByText('1 in the database, not seen on this page')).toBeTruthy();
    expect(dbOnly[0]!.textContent).not.toMatch(/in (the )?database/i);
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
    expect(screen.queryByText(/No technology StackLens knows/)).toBeNull();
    const empty = { ...DETECTION, technologies: [] };
    rerender(<LocalPanel state={{ status: 'done', view: empty, spent: 0 }} />);
    expect(screen.getByText(/No technology StackLens knows was found on this page/)).toBeTruthy();
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
  expect(row('jQuery').textContent).toMatch(/jQuery 3\.7\.1.*In database/);
  // The evidence is read once the row is opened (a collapsed row keeps it out of the accessibility tree).
  fireEvent.click(within(row('jQuery')).getByText('jQuery'));
  expect(within(screen.getByRole('list', { name: 'Evidence for jQuery' })).getByRole('listitem').textContent).toBe('global jQuery.fn.jquery (a string)');
});

describe('LocalPanel: categories, evidence and export', () => {
  const HOTJAR = {
    name: 'Hotjar',
    category: 'Heatmaps' as const,
    version: '6',
    otherVersions: [],
    technology: null,
    evidence: [
      { kind: 'global' as const, detail: 'global `hjSiteSettings`' },
      { kind: 'cookie' as const, detail: 'cookie `_hjSessionUser_…`' },
    ],
  };
  const VIEW = { ...DETECTION, technologies: [...DETECTION.technologies, HOTJAR] };

  it('groups the page’s technologies under the database’s categories, the database’s category winning', () => {
    render(<LocalPanel state={{ status: 'done', view: VIEW, spent: 0 }} report={REPORT} />);
    const group = screen.getByRole('group', { name: 'Technologies on this page' });
    // One named group per category (a <details> row is an unnamed group of its own).
    const sections = within(group)
      .getAllByRole('group')
      .filter((s) => s.hasAttribute('aria-label'));
    expect(
      sections.map((s) => [
        s.getAttribute('aria-label'),
        within(s)
          .getAllByRole('listitem')
          .filter((li) => li.classList.contains('local-row'))
          .map(nameOf),
      ]),
    ).toEqual([
      ['CMS', ['WordPress']],
      ['Heatmaps', ['Hotjar']],
      ['JavaScript libraries', ['jQuery']],
    ]);
  });

  it('shows each piece of evidence only while its row is expanded, out of sight and of the accessibility tree when collapsed', async () => {
    render(<LocalPanel state={{ status: 'done', view: VIEW, spent: 0 }} report={REPORT} />);
    const details = row('Hotjar').querySelector('details')!;
    const evidenceList = () => screen.queryByRole('list', { name: 'Evidence for Hotjar' });
    expect(details.open).toBe(false);
    expect(evidenceList()).toBeNull();
    expect(row('Hotjar').querySelector('.local-evidence')!.hasAttribute('hidden')).toBe(true);

    fireEvent.click(within(row('Hotjar')).getByText('Hotjar'));
    expect(details.open).toBe(true);
    const list = await screen.findByRole('list', { name: 'Evidence for Hotjar' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['global `hjSiteSettings`', 'cookie `_hjSessionUser_…`']);
    // Other rows stay collapsed.
    expect(screen.queryByRole('list', { name: 'Evidence for jQuery' })).toBeNull();

    fireEvent.click(within(row('Hotjar')).getByText('Hotjar'));
    expect(details.open).toBe(false);
    await waitFor(() => expect(evidenceList()).toBeNull());
  });

  it('exports the on-page result with its evidence as CSV and JSON, for free', async () => {
    const saved: { name: string; text: string }[] = [];
    const blobs = new Map<string, Blob>();
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      const url = `blob:${blobs.size}`;
      blobs.set(url, b as Blob);
      return url;
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, text: this.href });
    });
    render(<LocalPanel state={{ status: 'done', view: VIEW, spent: 0 }} report={REPORT} />);
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    fireEvent.click(screen.getByRole('button', { name: 'Export JSON' }));
    expect(saved.map((f) => f.name)).toEqual([
      expect.stringMatching(/^stacklens-shop\.example\.com-on-page-\d{4}-\d{2}-\d{2}\.csv$/),
      expect.stringMatching(/\.json$/),
    ]);
    const csv = await blobs.get(saved[0]!.text)!.text();
    expect(csv.split('\r\n')[0]).toBe('name,category,version,other_versions,on_page,in_database,difference,evidence');
    expect(csv).toContain('Hotjar,Heatmaps,6,,true,false,local-only,global: global `hjSiteSettings` | cookie: cookie `_hjSessionUser_…`');
    const json = JSON.parse(await blobs.get(saved[1]!.text)!.text()) as { host: string; technologies: { name: string; evidence: unknown[] }[] };
    expect(json.host).toBe('shop.example.com');
    expect(json.technologies.find((t) => t.name === 'Hotjar')!.evidence).toEqual(HOTJAR.evidence);
    vi.restoreAllMocks();
  });
});
