// Sites side by side: every technology any site runs or ran is one row in its category, each site's
// cell says since when, until when or never, and a change within 90 days is marked; the CSV has a
// row per technology and a column per site.
import { describe, expect, it } from 'vitest';
import { comparisonCsvRows, compareSites, onlyDifferences, recentChanges, type ComparedTechnology } from '@/lib/compare/comparison';
import { toCsv } from '@/lib/export/export';

const NOW = Date.UTC(2026, 10, 26);
const t = (id: number, name: string, category: string, first: string, last = '2026-11-20 00:00:00'): ComparedTechnology => ({
  id,
  name,
  category,
  first_seen: first,
  last_seen: last,
});
const react = t(1, 'React', 'JavaScript frameworks', '2024-03-01 00:00:00');
const vue = t(2, 'Vue.js', 'JavaScript frameworks', '2026-10-01 00:00:00');
const ga = t(3, 'Google Analytics', 'Analytics', '2020-01-01 00:00:00');
const jquery = t(4, 'jQuery', 'JavaScript libraries', '2019-01-01 00:00:00', '2026-09-15 00:00:00');

const a = { active_technologies: [react, ga], historical_technologies: [jquery] };
const b = { active_technologies: [vue, ga], historical_technologies: [] };

describe('comparing sites', () => {
  it('groups every technology by category, sorted, with a cell per site', () => {
    const groups = compareSites([a, b], NOW);
    expect(groups.map((g) => [g.category, g.rows.map((r) => r.name)])).toEqual([
      ['Analytics', ['Google Analytics']],
      ['JavaScript frameworks', ['React', 'Vue.js']],
      ['JavaScript libraries', ['jQuery']],
    ]);
    const row = (name: string) => groups.flatMap((g) => g.rows).find((r) => r.name === name)!.cells;
    expect(row('React')).toEqual([{ state: 'active', since: react.first_seen, recent: false }, { state: 'none' }]);
    expect(row('Vue.js')).toEqual([{ state: 'none' }, { state: 'active', since: vue.first_seen, recent: true }]);
    expect(row('jQuery')).toEqual([{ state: 'removed', until: jquery.last_seen, recent: true }, { state: 'none' }]);
  });

  it('counts a technology a site runs as running, even when its answer lists it as historical too', () => {
    const both = { active_technologies: [react], historical_technologies: [{ ...react, last_seen: '2026-11-01 00:00:00' }] };
    expect(compareSites([both], NOW)[0]!.rows[0]!.cells).toEqual([{ state: 'active', since: react.first_seen, recent: false }]);
  });

  it('says what changed on each site in the last 90 days', () => {
    const groups = compareSites([a, b], NOW);
    expect(recentChanges(groups, 0)).toEqual({ added: [], removed: ['jQuery'] });
    expect(recentChanges(groups, 1)).toEqual({ added: ['Vue.js'], removed: [] });
  });

  it('exports a row per technology and a column per site', () => {
    const { columns, rows } = comparisonCsvRows(compareSites([a, b], NOW), ['a.com', 'b.com']);
    expect(toCsv(rows, columns).trimEnd().split(/\r?\n/)).toEqual([
      'technology,category,a.com,b.com',
      'Google Analytics,Analytics,since 2020-01,since 2020-01',
      'React,JavaScript frameworks,since 2024-03,',
      'Vue.js,JavaScript frameworks,,since 2026-10',
      'jQuery,JavaScript libraries,removed 2026-09,',
    ]);
  });
});

describe('only differences', () => {
  it('keeps the rows where the sites answer differently, drops those every site answers alike, and empty groups', () => {
    // Both run Google Analytics (since different years: the same answer); React and Vue.js each on one
    // site; jQuery dropped by one and never run by the other.
    const groups = onlyDifferences(compareSites([a, b], NOW));
    expect(groups.map((g) => [g.category, g.rows.map((r) => r.name)])).toEqual([
      ['JavaScript frameworks', ['React', 'Vue.js']],
      ['JavaScript libraries', ['jQuery']],
    ]);
  });

  it('keeps a row one site dropped and another still runs; drops one every site dropped', () => {
    const dropped = { ...jquery, last_seen: '2025-01-01 00:00:00' };
    const running = { active_technologies: [jquery], historical_technologies: [] };
    const gone = { active_technologies: [], historical_technologies: [dropped] };
    expect(onlyDifferences(compareSites([running, gone], NOW)).flatMap((g) => g.rows.map((r) => r.name))).toEqual(['jQuery']);
    expect(onlyDifferences(compareSites([gone, gone, gone, gone], NOW))).toEqual([]);
  });
});
