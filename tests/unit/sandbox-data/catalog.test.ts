import { describe, expect, it } from 'vitest';
import { technologyInfo } from '@/lib/api/schemas';
import { SWITCH_PAIRS } from '../../sandbox/data';
import { expectValid, world } from './helpers';

describe('sandbox technology catalog', () => {
  const w = world();

  it('has at least 300 real technologies in at least 30 categories, with unique ids and names', () => {
    expect(w.technologies.length).toBeGreaterThanOrEqual(300);
    expect(w.categories.length).toBeGreaterThanOrEqual(30);
    expect(new Set(w.technologies.map((t) => t.id)).size).toBe(w.technologies.length);
    expect(new Set(w.technologies.map((t) => t.name.toLowerCase())).size).toBe(w.technologies.length);
    for (const name of ['React', 'Shopify', 'WordPress', 'Google Analytics', 'Stripe', 'Intercom', 'HubSpot', 'Salesforce', 'Magento']) {
      expect(w.techByName(name), name).toBeDefined();
    }
  });

  it('gives every technology a valid extended record in a known category, and no "/" in a name', () => {
    const categoryIds = new Map(w.categories.map((c) => [c.id, c.name]));
    for (const t of w.technologies) {
      expect(() => technologyInfo.parse(t)).not.toThrow();
      expectValid('technology.info', t);
      expect(categoryIds.get(t.category_id), t.name).toBe(t.category);
      expect(t.name).not.toContain('/');
      if (t.icon !== null) expect(t.icon).toMatch(/^https:\/\//);
    }
  });

  it('has icons for about 70 % and descriptions and websites for most', () => {
    const share = (pred: (t: (typeof w.technologies)[number]) => boolean) => w.technologies.filter(pred).length / w.technologies.length;
    expect(share((t) => t.icon !== null)).toBeGreaterThan(0.6);
    expect(share((t) => t.icon !== null)).toBeLessThan(0.8);
    expect(share((t) => t.description !== null)).toBeGreaterThan(0.8);
    expect(share((t) => t.website !== null)).toBeGreaterThan(0.9);
    expect(w.technologies.some((t) => t.groups.some((g) => g.name === 'Marketing'))).toBe(true);
  });

  it('looks technologies up by id and by exact name, case-insensitively', () => {
    const react = w.techByName('rEaCt');
    expect(react?.name).toBe('React');
    expect(w.techById(react?.id ?? -1)).toBe(react);
    expect(w.techByName('Reac')).toBeUndefined();
    expect(w.techById(999_999)).toBeUndefined();
  });

  it('searches name or category case-insensitively, exact and prefix name matches first', () => {
    const hits = w.searchTechnologies('analytics');
    expect(hits.map((t) => t.name)).toContain('Google Analytics');
    expect(hits.map((t) => t.name)).toContain('Mixpanel');
    for (const t of hits) expect(`${t.name} ${t.category}`.toLowerCase()).toContain('analytics');
    expect(w.searchTechnologies('react')[0]?.name).toBe('React');
    expect(w.searchTechnologies('CMS').map((t) => t.name)).toContain('WordPress');
    expect(w.searchTechnologies(undefined)).toHaveLength(w.technologies.length);
    expect(w.searchTechnologies('zzzz-no-such')).toEqual([]);
    expect(w.searchTechnologies('shop')).toEqual(w.searchTechnologies('SHOP'));
  });

  it('declares switch pairs between technologies of the same category', () => {
    for (const [from, to] of SWITCH_PAIRS) {
      expect(w.techByName(from)?.category, `${from} → ${to}`).toBe(w.techByName(to)?.category);
    }
  });
});
