// Grouping a site's technologies by category at scale: 20,000 technologies come out in their own
// category, each exactly once, categories and names in order (the check is correctness, not time).
import { describe, expect, it } from 'vitest';
import type { DomainTechnology } from '@/lib/api/schemas';
import { groupByCategory } from '@/components/TechnologyList';
import { byCategory } from '@/components/local/LocalGroup';
import type { MergedTechnology } from '@/lib/local/merge';

const CATEGORIES = ['Analytics', 'CDN', 'Ecommerce', 'JavaScript frameworks', 'Tag managers', 'Widgets', 'Email', 'Hosting'];

/** 20,000 technologies, names in no order, spread over the categories unevenly. */
function technologies(n: number): DomainTechnology[] {
  return Array.from({ length: n }, (_, i) => {
    const id = (i * 7919) % n;
    return {
      id,
      name: `Tech ${id.toString(36)}`,
      category: CATEGORIES[(id * id) % CATEGORIES.length]!,
      first_seen: '2024-01-01 00:00:00',
      last_seen: '2026-11-20 00:00:00',
      subdomain: '',
    };
  });
}

const sortedText = (list: readonly string[]) => list.every((s, i) => i === 0 || list[i - 1]!.localeCompare(s) <= 0);

describe('grouping technologies by category', () => {
  it('puts each of 20,000 technologies once in its own category, categories and names sorted', () => {
    const techs = technologies(20_000);
    const groups = groupByCategory(techs);
    expect(groups.map(([c]) => c)).toEqual([...new Set(techs.map((t) => t.category))].sort((a, b) => a.localeCompare(b)));
    for (const [category, list] of groups) {
      expect(list.every((t) => t.category === category)).toBe(true);
      expect(list.length).toBe(techs.filter((t) => t.category === category).length);
      expect(sortedText(list.map((t) => t.name))).toBe(true);
    }
    expect(new Set(groups.flatMap(([, list]) => list.map((t) => t.id))).size).toBe(20_000);
  });

  it('lists the on-page rows by category with the uncategorised ones last, for 20,000 rows', () => {
    const rows: MergedTechnology[] = technologies(20_000).map((t) => ({
      name: t.name,
      category: t.id % 10 === 0 ? null : t.category,
      local: null,
      database: null,
      difference: null,
      versionDiffers: null,
    }));
    const groups = byCategory(rows);
    expect(groups.at(-1)![0]).toBe('Other');
    expect(groups.at(-1)![1]).toHaveLength(2_000);
    expect(sortedText(groups.slice(0, -1).map(([c]) => c))).toBe(true);
    expect(groups.reduce((n, [, list]) => n + list.length, 0)).toBe(20_000);
    for (const [category, list] of groups) {
      expect(list.every((r) => (r.category ?? 'Other') === category)).toBe(true);
      expect(sortedText(list.map((r) => r.name))).toBe(true);
    }
  });
});
