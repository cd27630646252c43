// Live detection, the AI extractor, audience profiles and lead-list rows.
import { describe, expect, it } from 'vitest';
import { techId, world } from './helpers';

const w = world();

describe('sandbox live detection', () => {
  it('finds the most in full mode and the fewest in fetch mode, each mode a subset of the next', () => {
    for (const url of ['https://www.example.com/', 'https://brand-new-startup.dev/pricing', 'stacklens-fixture-shop.com']) {
      const full = w.liveDetect(url, 'full').technologies.map((t) => t.name);
      const light = w.liveDetect(url, 'light').technologies.map((t) => t.name);
      const fetch = w.liveDetect(url, 'fetch').technologies.map((t) => t.name);
      expect(fetch.length).toBeGreaterThan(0);
      expect(full.length).toBeGreaterThan(fetch.length);
      expect(full.length).toBeGreaterThanOrEqual(light.length);
      expect(light.length).toBeGreaterThanOrEqual(fetch.length);
      for (const n of fetch) expect(light).toContain(n);
      for (const n of light) expect(full).toContain(n);
    }
  });

  it('reports the url, its domain without www, now, versions for versioned technologies and confidence 0–100', () => {
    const live = w.liveDetect('https://www.stacklens-fixture-shop.com/products', 'full');
    expect(live).toMatchObject({
      url: 'https://www.stacklens-fixture-shop.com/products',
      domain: 'stacklens-fixture-shop.com',
      mode: 'full',
      detected_at: '2025-06-15T12:00:00Z',
    });
    const names = live.technologies.map((t) => t.name);
    for (const n of ['Shopify', 'Klaviyo', 'React', 'jQuery']) expect(names).toContain(n);
    expect(names).not.toContain('Magento');
    expect(live.technologies.find((t) => t.name === 'jQuery')?.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(live.technologies.find((t) => t.name === 'Klaviyo')?.version).toBeNull();
    for (const t of live.technologies) {
      expect(t.confidence).toBeGreaterThanOrEqual(0);
      expect(t.confidence).toBeLessThanOrEqual(100);
    }
  });
});

describe('sandbox AI extractor', () => {
  it('answers from the company record and stack, citing pages of the domain', () => {
    const stack = w.aiExtract('stacklens-fixture-shop.com', 'What technologies does the site use?');
    expect(stack.answer).toContain('Shopify');
    expect(stack.sources.every((s) => s.startsWith('https://stacklens-fixture-shop.com/'))).toBe(true);
    expect(w.aiExtract('stacklens-fixture-shop.com', 'When was it founded?').answer).toContain('2014');
    expect(w.aiExtract('stacklens-fixture-shop.com', 'Where is the headquarters?').answer).toContain('San Francisco');
    expect(w.aiExtract('stacklens-fixture-missing.com', 'How many employees?').answer).toMatch(/no answer/i);
  });
});

describe('sandbox audience profile', () => {
  const members = [
    'stacklens-fixture-shop.com',
    'stacklens-fixture.co.uk',
    'stacklens-fixture-nocompany.com',
    'stacklens-fixture-missing.com',
    'STACKLENS-FIXTURE-SHOP.COM',
  ];

  it('counts distinct members, profiles those in the database and computes shares in percent', () => {
    const p = w.audienceProfile(members, {});
    expect(p.members).toBe(4);
    expect(p.profiled).toBe(3);
    expect(p.technologies.find((t) => t.name === 'Google Analytics')).toMatchObject({ domains: 2, share: 66.67 });
    expect(p.technologies.find((t) => t.name === 'Google Tag Manager')).toMatchObject({ domains: 2, share: 66.67 });
    expect(p.technologies.find((t) => t.name === 'Shopify')).toMatchObject({ domains: 1, share: 33.33 });
    expect(p.technologies.map((t) => t.name)).not.toContain('Magento');
    expect(p.categories.find((c) => c.name === 'Analytics')).toEqual({ name: 'Analytics', domains: 2, share: 66.67 });
    expect(p.technologies[0]?.domains).toBe(2);
  });

  it('slices by technology (members running it) and by category (rows of that category)', () => {
    const byTech = w.audienceProfile(members, { technology: 'google analytics' });
    expect(byTech.profiled).toBe(2);
    expect(byTech.technologies.find((t) => t.name === 'Google Analytics')?.share).toBe(100);
    const byCategory = w.audienceProfile(members, { category: 'ecommerce' });
    expect(byCategory.technologies.map((t) => t.name)).toEqual(['Shopify']);
    expect(byCategory.categories).toEqual([{ name: 'Ecommerce', domains: 1, share: 33.33 }]);
    expect(w.audienceProfile(members, { technology: 'No Such Technology' }).profiled).toBe(0);
  });
});

describe('sandbox lead-list rows', () => {
  it('lists directory companies running any requested technology, filtered, up to maxRows, with contacts', () => {
    const shopify = techId(w, 'Shopify');
    const klaviyo = techId(w, 'Klaviyo');
    const rows = w.leadRows({ technologies: [shopify, klaviyo], filters: { country: 'united states' }, maxRows: 10_000 });
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.map((r) => r.domain)).toContain('stacklens-fixture-shop.com');
    for (const r of rows) {
      expect(r.company?.country).toBe('United States');
      const active = w.domainReport(r.domain)?.active_technologies.map((t) => t.id) ?? [];
      expect(r.technologies.length).toBeGreaterThan(0);
      for (const t of r.technologies) expect(active).toContain(t.id);
      expect(r.contacts.length).toBeGreaterThanOrEqual(1);
      expect(r.contacts.length).toBeLessThanOrEqual(3);
      for (const c of r.contacts) if (c.email !== null) expect(c.email).toMatch(new RegExp(`^[a-z]+\\.[a-z]+@${r.domain.replace(/\./g, '\\.')}$`));
    }
    expect(
      rows
        .find((r) => r.domain === 'stacklens-fixture-shop.com')
        ?.technologies.map((t) => t.name)
        .sort(),
    ).toEqual(['Klaviyo', 'Shopify']);
    expect(w.leadRows({ technologies: [shopify, klaviyo], filters: { country: 'united states' }, maxRows: 7 })).toEqual(rows.slice(0, 7));
  });
});
