// The merge rules of the popup's "On this page now · free" group.
import { describe, expect, it } from 'vitest';
import type { LocalTechnology } from '@/lib/local/findings';
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
  evidence: [{ kind: 'library', detail: 'a script on the page (js-library-detector)' }],
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
});
