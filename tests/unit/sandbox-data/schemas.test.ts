// Every World method's output, wrapped the way the server sends it, is exactly what the catalog's
// response schema describes.
import { describe, expect, it } from 'vitest';
import { toSummary } from '../../sandbox/data/tech-catalog';
import { DEFAULT_WINDOW, expectValid, techId, world, YEAR_WINDOW } from './helpers';

const w = world();
const sampleDomains = ['example.com', 'acme-widgets.io', 'shop.example.org', 'stacklens-fixture-shop.com', ...w.directory.slice(0, 20).map((c) => c.domain)];

describe('sandbox world output validates with the catalog response schemas', () => {
  it('domain.technologies and domain.history', () => {
    let checked = 0;
    for (const d of sampleDomains) {
      const report = w.domainReport(d);
      const history = w.domainHistory(d);
      if (report === null) continue;
      expectValid('domain.technologies', report);
      expectValid('domain.history', history);
      checked++;
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('technology.domains, technology.info, technology.byName, technologies.search and technologies.lookup', () => {
    const react = w.techByName('React');
    if (!react) throw new Error('React missing');
    const domains = w.domainsUsing(react.id).slice(0, 100);
    expect(domains.length).toBeGreaterThan(0);
    expectValid('technology.domains', { technology: toSummary(react), domains, count: domains.length });
    expectValid('technology.info', w.techById(react.id));
    expectValid('technology.byName', { exists: true, technology: toSummary(react) });
    const found = w.searchTechnologies('java').slice(0, 20).map(toSummary);
    expectValid('technologies.search', { technologies: found, count: found.length, limit: 20, offset: 0, search: 'java' });
    expectValid('technologies.lookup', {
      results: [
        { query: 'react', technology: toSummary(react) },
        { query: 'nope', technology: null },
      ],
    });
  });

  it('technology.stats, technology.history and category.marketShare', () => {
    for (const t of w.technologies.slice(0, 40)) {
      expectValid('technology.stats', w.techStats(t.id));
      expectValid('technology.history', w.techHistory(t.id, 3));
    }
    for (const c of w.categories) expectValid('category.marketShare', w.marketShare(c.id, 50));
  });

  it('company.get, companies.search, technology.companies and companies.batch', () => {
    const records = sampleDomains.map((d) => w.company(d)).filter((c) => c !== null);
    expect(records.length).toBeGreaterThan(15);
    for (const c of records) expectValid('company.get', c);
    const page = w.searchCompanies({ country: 'united states' }).slice(0, 50);
    expectValid('companies.search', { companies: page, total: page.length, limit: 50, offset: 0 });
    const users = w.companiesUsing(techId(w, 'WordPress'), {}).slice(0, 50);
    expect(users.length).toBeGreaterThan(0);
    const wp = w.techByName('WordPress');
    expectValid('technology.companies', { technology: wp && toSummary(wp), companies: users, total: users.length, limit: 50, offset: 0 });
    expectValid('companies.batch', { companies: records.slice(0, 5), not_found: ['stacklens-fixture-missing.com'] });
  });

  it('live.detect in every mode and ai.extract, for domains in and out of the database', () => {
    for (const url of ['https://www.example.com/pricing', 'https://stacklens-fixture-missing.com', 'http://new-site-without-data.dev/']) {
      for (const mode of ['full', 'light', 'fetch'] as const) expectValid('live.detect', w.liveDetect(url, mode));
    }
    expectValid('ai.extract', w.aiExtract('stacklens-fixture-shop.com', 'Which ecommerce platform do they use?'));
    expectValid('ai.extract', w.aiExtract('stacklens-fixture-missing.com', 'How many employees?'));
  });

  it('signals.query and signals.export for every signal type, including made events', () => {
    const to = techId(w, 'Shopify');
    const from = techId(w, 'Magento');
    const shopify = w.techById(to);
    const magento = w.techById(from);
    if (!shopify || !magento) throw new Error('catalog lacks Shopify or Magento');
    w.makeEvent({ type: 'adoption', technology: to, at: new Date('2025-06-15T11:00:00Z') });
    for (const type of ['adoption', 'churn', 'switch', 'gap'] as const) {
      const other = type === 'switch' || type === 'gap' ? magento : null;
      const events = w.signalEvents({ type, technology: to, other_technology: other?.id, ...YEAR_WINDOW });
      expect(events.length, type).toBeGreaterThan(0);
      const base = { type, technology: toSummary(shopify), other_technology: other && toSummary(other), window: YEAR_WINDOW };
      expectValid('signals.query', { ...base, events: events.slice(0, 50), total: events.length, limit: 50, offset: 0 });
      expectValid('signals.export', { ...base, events, total: events.length, capped: false });
    }
    expectValid('signals.query', {
      type: 'adoption',
      technology: toSummary(shopify),
      other_technology: null,
      window: DEFAULT_WINDOW,
      events: [w.makeEvent({ type: 'adoption', technology: to, at: new Date('2025-06-15T11:30:00Z') })],
      total: 1,
      limit: 50,
      offset: 0,
    });
  });

  it('audiences.profile and leadLists.rows', () => {
    const profile = w.audienceProfile(sampleDomains, {});
    expectValid('audiences.profile', { ...profile, cache: { hit: false, computed_at: '2025-06-15T12:00:00Z' } });
    const sliced = w.audienceProfile(sampleDomains, { technology: 'Google Analytics', category: 'Analytics' });
    expectValid('audiences.profile', { ...sliced, cache: { hit: true, computed_at: '2025-06-15T12:00:00Z' } });
    const rows = w.leadRows({ technologies: [techId(w, 'Shopify'), techId(w, 'Klaviyo')], filters: {}, maxRows: 100 });
    expect(rows.length).toBe(100);
    expectValid('leadLists.rows', { rows, total: rows.length, limit: 100, offset: 0 });
  });
});
