// Market intelligence: stats, monthly history ending at now's month, shares that add up to 100.
import { describe, expect, it } from 'vitest';
import { techId, world } from './helpers';

const w = world();

describe('sandbox market data', () => {
  it('keeps active domains at most the total for every technology, bigger for popular ones', () => {
    for (const t of w.technologies) {
      const s = w.techStats(t.id);
      expect(s?.active_domains).toBeGreaterThan(0);
      expect(s?.active_domains ?? 0).toBeLessThanOrEqual(s?.total_domains ?? 0);
    }
    expect(w.techStats(techId(w, 'WordPress'))?.active_domains).toBeGreaterThan(w.techStats(techId(w, 'Ghost'))?.active_domains ?? 0);
    expect(w.techStats(999_999)).toBeNull();
  });

  it.each([1, 12, 20])("gives %i years of monthly points ending at now's month, the last equal to the stats", (years) => {
    const id = techId(w, 'Shopify');
    const h = w.techHistory(id, years);
    expect(h?.history).toHaveLength(years * 12);
    expect(h?.data_points).toBe(years * 12);
    expect(h?.years_requested).toBe(years);
    expect(h?.history.at(-1)?.date).toBe('2025-06');
    expect(h?.history[0]?.date).toBe(years === 1 ? '2024-07' : years === 12 ? '2013-07' : '2005-07');
    const stats = w.techStats(id);
    expect(h?.history.at(-1)).toEqual({ date: '2025-06', active_domains: stats?.active_domains, total_domains: stats?.total_domains });
    for (const p of h?.history ?? []) expect(p.active_domains).toBeLessThanOrEqual(p.total_domains);
  });

  it('shows growth for a growing technology and decline for a declining one', () => {
    const growing = w.techHistory(techId(w, 'Shopify'), 5)?.history ?? [];
    const declining = w.techHistory(techId(w, 'Universal Analytics'), 3)?.history ?? [];
    expect(growing.at(-1)?.active_domains ?? 0).toBeGreaterThan(growing[0]?.active_domains ?? 0);
    expect(declining.at(-1)?.active_domains ?? 0).toBeLessThan(declining[0]?.active_domains ?? 0);
  });

  it('makes the shares of every category add up to 100 within 0.05, ranked by domain count', () => {
    for (const c of w.categories) {
      const all = w.marketShare(c.id, 100);
      expect(all?.technologies.length).toBe(all?.total_technologies);
      const sum = (all?.technologies ?? []).reduce((s, t) => s + t.market_share, 0);
      expect(Math.abs(sum - 100), c.name).toBeLessThanOrEqual(0.05);
      const counts = (all?.technologies ?? []).map((t) => t.domain_count);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      expect(all?.total_domains).toBe(counts.reduce((a, b) => a + b, 0));
      for (const t of all?.technologies ?? []) expect(t.domain_count).toBe(w.techStats(t.id)?.active_domains);
    }
  });

  it('truncates to the limit but keeps the category totals', () => {
    const cms = w.categories.find((c) => c.name === 'CMS');
    const top = w.marketShare(cms?.id ?? 0, 3);
    const all = w.marketShare(cms?.id ?? 0, 100);
    expect(top?.technologies).toHaveLength(3);
    expect(top?.technologies).toEqual(all?.technologies.slice(0, 3));
    expect(top?.total_technologies).toBe(all?.total_technologies);
    expect(top?.total_technologies).toBeGreaterThan(3);
    expect(top?.total_domains).toBe(all?.total_domains);
    expect(top?.category).toEqual({ id: cms?.id, name: 'CMS', group: 'Content' });
    expect(w.marketShare(999, 10)).toBeNull();
  });
});
