// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { countByYear, historyEvents, type HistoryEntry } from '../../../components/history-events';
import { HistoryView } from '../../../components/HistoryView';

afterEach(cleanup);

const NOW = Date.UTC(2025, 5, 15, 12, 0, 0);
const DAY = 86_400_000;

const entries: HistoryEntry[] = [
  { id: 1, name: 'jQuery', category: 'JavaScript libraries', status: 'removed', first_seen: '2016-02-01 08:00:00', last_seen: '2023-06-20 10:00:00' },
  { id: 2, name: 'React', category: 'JavaScript frameworks', status: 'active', first_seen: '2023-06-20 10:00:00', last_seen: '2025-06-14 09:00:00' },
  { id: 3, name: 'Cloudflare', category: 'CDN', status: 'active', first_seen: '2025-06-12 12:00:00', last_seen: '2025-06-14 09:00:00' },
  { id: 4, name: 'Nginx', category: 'Web servers', status: 'active', first_seen: '2018-09-01 00:00:00', last_seen: '2025-06-14 09:00:00' },
];

function eventTexts(): string[] {
  const list = screen.getByRole('list', { name: 'Technology changes, newest first' });
  return within(list)
    .getAllByRole('listitem')
    .map((li) => li.textContent ?? '');
}

describe('<HistoryView>', () => {
  it('lists adoptions and removals newest first, with category and age', () => {
    render(<HistoryView entries={entries} now={NOW} />);
    expect(eventTexts()).toEqual([
      'Adopted CloudflareCDN · 3 days ago',
      'Removed jQueryJavaScript libraries · 1 year ago',
      'Adopted ReactJavaScript frameworks · 1 year ago',
      'Adopted NginxWeb servers · 6 years ago',
      'Adopted jQueryJavaScript libraries · 9 years ago',
    ]);
  });

  it('shows what changed since the last visit, added and removed apart', () => {
    render(<HistoryView entries={entries} changes={{ added: ['Cloudflare'], removed: ['jQuery', 'Moment.js'], since: NOW - 10 * DAY }} now={NOW} />);
    expect(screen.getByRole('heading', { name: 'Changed since your last visit' })).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Added since your last visit' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Cloudflare']);
    expect(
      within(screen.getByRole('list', { name: 'Removed since your last visit' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['jQuery', 'Moment.js']);
    expect(screen.getByText('10 days ago')).toBeTruthy();
    expect(screen.queryByText(/No changes/)).toBeNull();
  });

  it('says there were no changes when changes are given but empty', () => {
    render(<HistoryView entries={entries} changes={{ added: [], removed: [], since: NOW - 2 * DAY }} now={NOW} />);
    expect(screen.getByText(/No changes since your last visit/).textContent).toContain('2 days ago');
    expect(screen.queryByRole('heading', { name: 'Changed since your last visit' })).toBeNull();
  });

  it('shows no changes block at all without changes (first visit)', () => {
    render(<HistoryView entries={entries} changes={null} now={NOW} />);
    expect(screen.queryByText(/since your last visit/)).toBeNull();
  });

  it('summarises the lazy chart for screen readers and shows a fixed-height placeholder until it loads', async () => {
    render(<HistoryView entries={entries} now={NOW} />);
    const chart = screen.getByRole('img', { name: /adopted and removed per year from 2016 to 2025: 4 adopted, 1 removed/ });
    expect(within(chart).getByTestId('chart-placeholder').style.height).toBe('180px');
    expect(chart.style.height).toBe('180px');
    await waitFor(() => expect(within(chart).queryByTestId('chart-placeholder')).toBeNull());
  });

  it('shows the first 30 changes, then all on request', () => {
    const many: HistoryEntry[] = Array.from({ length: 40 }, (_, i) => ({
      id: 100 + i,
      name: `Tech ${i}`,
      category: 'Misc',
      status: 'active',
      first_seen: `20${10 + (i % 15)}-01-01 00:00:00`,
      last_seen: '2025-06-01 00:00:00',
    }));
    render(<HistoryView entries={many} now={NOW} />);
    expect(eventTexts()).toHaveLength(30);
    fireEvent.click(screen.getByRole('button', { name: 'Show all 40 changes' }));
    expect(eventTexts()).toHaveLength(40);
  });

  it('says so when there is no history, and draws no chart', () => {
    render(<HistoryView entries={[]} now={NOW} />);
    expect(screen.getByText('No technology history for this domain.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('countByYear', () => {
  it('counts per year, empty years included', () => {
    expect(countByYear(historyEvents(entries.slice(0, 2)))).toEqual([
      { year: 2016, adopted: 1, removed: 0 },
      { year: 2017, adopted: 0, removed: 0 },
      { year: 2018, adopted: 0, removed: 0 },
      { year: 2019, adopted: 0, removed: 0 },
      { year: 2020, adopted: 0, removed: 0 },
      { year: 2021, adopted: 0, removed: 0 },
      { year: 2022, adopted: 0, removed: 0 },
      { year: 2023, adopted: 1, removed: 1 },
    ]);
  });
});
