// @vitest-environment happy-dom
// "On this page now · free" with what a page showed (rule matches worded as the worker words them) merged
// with the database's answer: rows sort into the database's category groups, an expanded row lists what
// proved it, and the CSV and JSON exports carry each technology's evidence.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type * as ExportModule from '@/lib/export/export';
import { technologiesFrom } from '@/lib/local/findings';
import { mergeSources } from '@/lib/local/merge';
import type { LocalDetectionView } from '@/lib/messaging/features/local';
import { findings, match } from '../lib/local/support';
import { RULES } from '@/lib/local/rules';

const downloads: { name: string; text: string; type: string }[] = [];
vi.mock('@/lib/export/export', async (importOriginal) => ({
  ...(await importOriginal<typeof ExportModule>()),
  downloadText: (name: string, text: string, type: string) => void downloads.push({ name, text, type }),
}));
const { LocalGroup } = await import('@/components/local/LocalGroup');
afterEach(() => {
  cleanup();
  downloads.length = 0;
});

const technologies = technologiesFrom(
  findings({
    matches: [
      match('Hotjar', 'global', 0, '', '6'),
      match('Hotjar', 'cookie', 0),
      match('Hotjar', 'script', 0, 'static.hotjar.com'),
      match('Klaviyo', 'script', 0, 'static.klaviyo.com'),
      match('OneTrust', 'dom', 0),
      match('GitHub Pages', 'page', 0, 'shop.github.io'),
    ],
  }),
  RULES,
);
const detection: LocalDetectionView = { status: 'ok', message: null, host: 'shop.github.io', technologies, unresolved: [], durationMs: 40 };
// The database files Klaviyo under Email where the rule set says Marketing automation: its category wins.
const merged = mergeSources(technologies, {
  active: [
    { id: 7, name: 'Klaviyo', category: 'Email' },
    { id: 9, name: 'Shopify', category: 'Ecommerce' },
  ],
  historical: [],
});

it('sorts the page’s technologies into category groups, the database’s category winning, and opens a row on its evidence', () => {
  render(<LocalGroup detection={detection} merged={merged} compared />);
  const groups = within(screen.getByRole('group', { name: 'Technologies on this page' }));
  const inGroup = (category: string) =>
    within(groups.getByRole('group', { name: category }))
      .getAllByRole('listitem')
      .filter((li) => li.classList.contains('local-row'))
      .map((li) => li.querySelector('.tech-name')!.textContent);
  expect(groups.getAllByRole('heading', { level: 3 }).map((h) => h.firstChild!.textContent!.trim())).toEqual([
    'Cookie compliance',
    'Email',
    'Heatmaps',
    'Hosting',
  ]);
  expect(inGroup('Heatmaps')).toEqual(['Hotjar']);
  expect(inGroup('Email')).toEqual(['Klaviyo']);
  expect(inGroup('Hosting')).toEqual(['GitHub Pages']);

  const evidence = () => screen.queryByRole('list', { name: 'Evidence for Hotjar' });
  expect(evidence()).toBeNull(); // Collapsed: out of the accessibility tree.
  fireEvent.click(screen.getByText('Hotjar').closest('summary')!);
  expect(
    within(evidence()!)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['global `hjSiteSettings`', 'cookie `_hjSessionUser_…`', 'script from static.hotjar.com']);
  expect(screen.getByText('Hotjar').closest('summary')!.textContent).toContain('6');
});

it('exports every technology with its category, version and evidence as CSV and as JSON', () => {
  render(<LocalGroup detection={detection} merged={merged} compared />);
  fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
  fireEvent.click(screen.getByRole('button', { name: 'Export JSON' }));
  const [csv, json] = downloads;
  expect(csv!.name).toMatch(/^stacklens-shop\.github\.io-on-page-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = csv!.text.trim().split('\r\n');
  expect(lines[0]).toBe('name,category,version,other_versions,on_page,in_database,difference,evidence');
  expect(lines).toContain(
    'Hotjar,Heatmaps,6,,true,false,local-only,global: global `hjSiteSettings` | cookie: cookie `_hjSessionUser_…` | script: script from static.hotjar.com',
  );
  expect(lines).toContain('GitHub Pages,Hosting,,,true,false,local-only,page: page served from *.github.io');
  expect(lines).toContain('Shopify,Ecommerce,,,false,true,database-only,');

  const data = JSON.parse(json!.text) as {
    host: string;
    technologies: { name: string; category: string; version: string | null; evidence: { kind: string; detail: string }[] }[];
  };
  expect(data.host).toBe('shop.github.io');
  expect(data.technologies.find((t) => t.name === 'Klaviyo')).toMatchObject({
    category: 'Email',
    in_database: true,
    evidence: [{ kind: 'script', detail: 'script from static.klaviyo.com' }],
  });
  expect(data.technologies.find((t) => t.name === 'OneTrust')).toMatchObject({
    category: 'Cookie compliance',
    evidence: [{ kind: 'dom', detail: 'element `#onetrust-consent-sdk`' }],
  });
});

it('says which parts of the page were not checked in time and offers to check again; a complete answer offers nothing', () => {
  const checkAgain = vi.fn();
  const partial: LocalDetectionView = {
    ...detection,
    status: 'partial',
    message: 'Not checked in time: its page markup and its inline scripts. What was checked is listed; check again for the whole page.',
    unchecked: ['dom', 'inline'],
  };
  render(<LocalGroup detection={partial} merged={merged} compared onCheckAgain={checkAgain} />);
  expect(screen.getByRole('status').textContent).toMatch(/Not checked in time: its page markup and its inline scripts/);
  fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
  expect(checkAgain).toHaveBeenCalledTimes(1);
  cleanup();
  render(<LocalGroup detection={detection} merged={merged} compared onCheckAgain={checkAgain} />);
  expect(screen.queryByRole('button', { name: 'Check again' })).toBeNull();
});
