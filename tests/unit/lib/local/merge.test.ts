// The merge rules of the popup's "On this page now · free" group.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LocalTechnology } from '@/lib/local/findings';
import { nameKey } from '@/lib/local/mapping';
import { mergeSources, type DatabaseTechnology } from '@/lib/local/merge';

const local = (
  name: string,
  version: string | null = null,
  technology: LocalTechnology['technology'] = null,
  category: LocalTechnology['category'] = null,
): LocalTechnology => ({
  name,
  category,
  version,
  otherVersions: [],
  evidence: [{ kind: 'global', detail: 'window.jQuery.fn.jquery is a version string' }],
  technology,
});
const db = (id: number, name: string, category = 'JavaScript libraries', version?: string | null): DatabaseTechnology => ({ id, name, category, version });

describe('mergeSources', () => {
  it('shows a technology both sources name once, with both sources and the database’s name and category', () => {
    const rows = mergeSources([local('jQuery', '3.7.1')], { active: [db(7, 'jQuery')], historical: [] });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'jQuery', category: 'JavaScript libraries', difference: null, database: { id: 7 }, local: { version: '3.7.1' } });
  });

  it('matches names that differ only in spelling (Vue / Vue.js) and catalog matches by id', () => {
    const rows = mergeSources(
      [local('Vue'), local('GTM', null, { id: 42, name: 'Google Tag Manager', category: 'Tag managers', category_id: 9, icon: null })],
      { active: [db(3, 'Vue.js'), db(42, 'Google Tag Manager', 'Tag managers')], historical: [] },
    );
    expect(rows.map((r) => [r.name, r.difference])).toEqual([
      ['Google Tag Manager', null],
      ['Vue.js', null],
    ]);
  });

  it('marks what only the page shows as not in the database yet, and what only the database has as not seen here', () => {
    const rows = mergeSources([local('WordPress', '6.4.3'), local('jQuery')], { active: [db(1, 'jQuery'), db(2, 'Shopify', 'Ecommerce')], historical: [] });
    expect(rows.map((r) => [r.name, r.difference, Boolean(r.local), Boolean(r.database)])).toEqual([
      ['jQuery', null, true, true],
      ['WordPress', 'local-only', true, false],
      ['Shopify', 'database-only', false, true],
    ]);
  });

  it('says when the page runs something the database lists as no longer detected', () => {
    const rows = mergeSources([local('Magento')], { active: [], historical: [db(9, 'Magento', 'Ecommerce')] });
    expect(rows).toEqual([expect.objectContaining({ name: 'Magento', difference: 'local-removed', database: null })]);
  });

  it('claims no difference when there is no database view (no key, or not loaded yet)', () => {
    const rows = mergeSources([local('jQuery', '3.7.1'), local('React')], null);
    expect(rows.map((r) => r.difference)).toEqual([null, null]);
    expect(rows.every((r) => r.database === null)).toBe(true);
  });

  it('shows a version difference only when both sources give a version and they differ', () => {
    const rows = mergeSources([local('jQuery', '3.7.1'), local('React', '18.3.1'), local('Lodash', null)], {
      active: [db(1, 'jQuery', 'x', '3.6.0'), db(2, 'React', 'x', '18.3.1'), db(3, 'Lodash', 'x', '4.17.21')],
      historical: [],
    });
    const byName = Object.fromEntries(rows.map((r) => [r.name, r.versionDiffers]));
    expect(byName).toEqual({ jQuery: { page: '3.7.1', database: '3.6.0' }, React: null, Lodash: null });
  });

  it('does not let one database technology answer for two local ones', () => {
    const rows = mergeSources([local('jQuery'), local('jquery')], { active: [db(1, 'jQuery')], historical: [] });
    expect(rows.filter((r) => r.database)).toHaveLength(1);
  });

  it('files a technology only the page shows under the rule set’s category, the database’s name for it winning', () => {
    const rows = mergeSources([local('Hotjar', null, null, 'Heatmaps'), local('jQuery', null, null, 'JavaScript frameworks')], {
      active: [db(1, 'jQuery', 'JavaScript libraries')],
      historical: [],
    });
    expect(rows.map((r) => [r.name, r.category])).toEqual([
      ['jQuery', 'JavaScript libraries'],
      ['Hotjar', 'Heatmaps'],
    ]);
  });

  it('matches like a scan of the database list in order, for any lists (names, ids, repeats)', () => {
    // The rule as a plain scan: the first database technology, in its order, not already taken, with the
    // same id (catalog matches) or the same spelling. The merge looks them up instead; the result is the same.
    const same = (l: LocalTechnology, d: DatabaseTechnology) =>
      l.technology ? l.technology.id === d.id || nameKey(l.technology.name) === nameKey(d.name) : nameKey(l.name) === nameKey(d.name);
    const scan = (locals: LocalTechnology[], active: DatabaseTechnology[], historical: DatabaseTechnology[]) => {
      const taken = new Set<DatabaseTechnology>();
      return locals.map((l) => {
        const d = active.find((x) => !taken.has(x) && same(l, x)) ?? null;
        if (d) taken.add(d);
        return { d, removed: !d && historical.some((x) => same(l, x)) };
      });
    };
    const name = fc.constantFrom('jQuery', 'jquery', 'Vue', 'Vue.js', 'React', 'Hotjar', 'GTM', 'Google Tag Manager');
    const dbTech = fc.record({ id: fc.integer({ min: 1, max: 6 }), name }).map(({ id, name: n }) => db(id, n));
    const pageTech = fc
      .record({ name, catalog: fc.option(fc.record({ id: fc.integer({ min: 1, max: 6 }), name }), { nil: undefined }) })
      .map(({ name: n, catalog }) => local(n, null, catalog ? { ...catalog, category: 'x', category_id: 1, icon: null } : null));
    fc.assert(
      fc.property(
        fc.array(pageTech, { maxLength: 8 }),
        fc.array(dbTech, { maxLength: 8 }),
        fc.array(dbTech, { maxLength: 4 }),
        (locals, active, historical) => {
          const rows = mergeSources(locals, { active, historical });
          const expected = scan(locals, active, historical);
          for (const [i, l] of locals.entries()) {
            const row = rows.find((r) => r.local === l)!;
            expect(row.database).toBe(expected[i]!.d);
            expect(row.difference).toBe(expected[i]!.d ? null : expected[i]!.removed ? 'local-removed' : 'local-only');
          }
          const unmatched = active.filter((d) => !expected.some((e) => e.d === d));
          expect(rows.filter((r) => !r.local).map((r) => r.database)).toEqual(expect.arrayContaining(unmatched));
          expect(rows).toHaveLength(locals.length + unmatched.length);
        },
      ),
    );
  });

  it('merges 20,000 page technologies with 20,000 database ones, each matched once', () => {
    const N = 20_000;
    // Page i is database i (every third by catalog id under another name); the last 1,000 of each side are their own.
    const locals = Array.from({ length: N }, (_, i) =>
      i >= N - 1_000
        ? local(`Page only ${i}`)
        : i % 3 === 0
          ? local(`alias ${i}`, null, { id: i, name: `Alias ${i}`, category: 'x', category_id: 1, icon: null })
          : local(`Tech ${i}.js`),
    );
    const active = Array.from({ length: N }, (_, i) => db(i, i >= N - 1_000 ? `Database only ${i}` : `Tech ${i}`));
    const rows = mergeSources(locals, { active, historical: [db(N + 5, 'Page only 19999')] });
    const both = rows.filter((r) => r.local && r.database);
    expect(both).toHaveLength(N - 1_000);
    expect(both.every((r) => r.database!.id === Number(/\d+/.exec(r.local!.name)![0]))).toBe(true);
    expect(rows.filter((r) => r.difference === 'local-only')).toHaveLength(999);
    expect(rows.filter((r) => r.difference === 'local-removed').map((r) => r.name)).toEqual(['Page only 19999']);
    expect(rows.filter((r) => r.difference === 'database-only')).toHaveLength(1_000);
  });
});
