// The hand-written fixtures: every value the world derives from them written out for NOW = 2025-06-15T12:00:00Z.
import { describe, expect, it } from 'vitest';
import { industryName } from '../../sandbox/data/industries';
import { FIXTURES } from '../../sandbox/data';
import { DEFAULT_WINDOW, techId, world } from './helpers';

const row = (name: string, category: string, first: string, last: string, subdomain = '') => ({
  name,
  category,
  first_seen: `${first} 08:30:00`,
  last_seen: `${last} 08:30:00`,
  subdomain,
});
const withoutIds = <T extends { id: number }>(rows: T[]) => rows.map(({ id: _id, ...rest }) => rest);

describe('sandbox fixtures', () => {
  it('stacklens-fixture-shop.com: exact active and removed technologies', () => {
    const report = world().domainReport('stacklens-fixture-shop.com');
    expect(report?.domain).toBe('stacklens-fixture-shop.com');
    expect(withoutIds(report?.active_technologies ?? [])).toEqual([
      row('Cloudflare', 'CDN', '2022-06-11', '2025-06-14'),
      row('Google Analytics', 'Analytics', '2021-08-15', '2025-06-14'),
      row('jQuery', 'JavaScript libraries', '2019-06-07', '2025-06-13'),
      row('Klaviyo', 'Marketing automation', '2025-06-03', '2025-06-14'),
      row('React', 'JavaScript frameworks', '2024-05-11', '2025-06-12', 'shop'),
      row('Shopify', 'Ecommerce', '2024-11-27', '2025-06-14'),
    ]);
    expect(withoutIds(report?.historical_technologies ?? [])).toEqual([
      row('Magento', 'Ecommerce', '2017-07-07', '2024-11-12'),
      row('Mailchimp', 'Marketing automation', '2021-05-07', '2025-05-26'),
    ]);
  });

  it('stacklens-fixture-shop.com: the same data whatever the seed, and history consistent with the report', () => {
    const a = world('seed-a').domainReport(FIXTURES.shop.domain);
    expect(world('seed-b').domainReport(FIXTURES.shop.domain)).toEqual(a);
    const history = world('seed-a').domainHistory(FIXTURES.shop.domain);
    expect(history?.technologies.filter((t) => t.status === 'active').map((t) => t.name)).toEqual(a?.active_technologies.map((t) => t.name));
    expect(history?.technologies.filter((t) => t.status === 'removed').map((t) => t.first_seen)).toEqual(['2017-07-07 08:30:00', '2021-05-07 08:30:00']);
  });

  it('stacklens-fixture-shop.com and stacklens-fixture.co.uk: exact company records, in the directory', () => {
    const w = world();
    // The world serves the hand-written record as it stands.
    expect(w.company('stacklens-fixture-shop.com')).toEqual(FIXTURES.shop.company);
    expect(w.company('stacklens-fixture.co.uk')).toMatchObject({
      name: 'StackLens Fixture UK',
      industry: 'Computer Software',
      industry_code: 25,
      city: 'London',
      logo: null,
    });
    expect(
      w
        .searchCompanies({ search: 'stacklens fixture' })
        .map((c) => c.domain)
        .sort(),
    ).toEqual(['stacklens-fixture-shop.com', 'stacklens-fixture.co.uk']);
    // The fixture industry codes agree with the world's code → name mapping.
    expect(industryName(126)).toBe('Retail');
    expect(industryName(25)).toBe('Computer Software');
  });

  it('stacklens-fixture.co.uk: exact technologies, on a blog subdomain for HubSpot', () => {
    const report = world().domainReport('stacklens-fixture.co.uk');
    expect(report?.active_technologies.map((t) => [t.name, t.first_seen.slice(0, 10), t.subdomain])).toEqual([
      ['Cookiebot', '2024-05-11', ''],
      ['Google Analytics', '2025-04-16', ''],
      ['Google Tag Manager', '2022-03-03', ''],
      ['HubSpot', '2023-04-07', 'blog'],
      ['Nginx', '2020-07-11', ''],
      ['PHP', '2017-03-29', ''],
      ['WordPress', '2017-03-29', ''],
    ]);
    expect(report?.historical_technologies.map((t) => [t.name, t.last_seen])).toEqual([
      ['Apache HTTP Server', '2020-07-01 08:30:00'],
      ['Universal Analytics', '2025-04-01 08:30:00'],
    ]);
  });

  it('stacklens-fixture-nocompany.com has technologies but no company record', () => {
    const w = world();
    expect(w.domainReport('stacklens-fixture-nocompany.com')?.active_technologies.map((t) => t.name)).toEqual([
      'Google Tag Manager',
      'Intercom',
      'Next.js',
      'Stripe',
      'Vercel',
    ]);
    expect(w.domainReport('stacklens-fixture-nocompany.com')?.historical_technologies.map((t) => t.name)).toEqual(['Drift']);
    expect(w.company('stacklens-fixture-nocompany.com')).toBeNull();
  });

  it('stacklens-fixture-missing.com is not in the database, but live detection still finds a stack', () => {
    const w = world();
    expect(w.domainReport('stacklens-fixture-missing.com')).toBeNull();
    expect(w.domainHistory('stacklens-fixture-missing.com')).toBeNull();
    expect(w.company('stacklens-fixture-missing.com')).toBeNull();
    const live = w.liveDetect('https://stacklens-fixture-missing.com/', 'full');
    expect(live.domain).toBe('stacklens-fixture-missing.com');
    expect(live.technologies.length).toBeGreaterThan(0);
    expect(world('other-seed').liveDetect('https://stacklens-fixture-missing.com/', 'full')).toEqual(live);
  });

  it('fixtures make signals in the default window: Klaviyo adoption, Mailchimp churn, Mailchimp → Klaviyo and Drift → Intercom switches', () => {
    const w = world();
    const domainsOf = (q: Parameters<typeof w.signalEvents>[0]) => w.signalEvents(q).map((e) => e.domain);
    expect(domainsOf({ type: 'adoption', technology: techId(w, 'Klaviyo'), ...DEFAULT_WINDOW })).toContain('stacklens-fixture-shop.com');
    expect(domainsOf({ type: 'churn', technology: techId(w, 'Mailchimp'), ...DEFAULT_WINDOW })).toContain('stacklens-fixture-shop.com');
    const switchShop = w
      .signalEvents({ type: 'switch', technology: techId(w, 'Klaviyo'), other_technology: techId(w, 'Mailchimp'), ...DEFAULT_WINDOW })
      .find((e) => e.domain === 'stacklens-fixture-shop.com');
    expect(switchShop).toMatchObject({
      occurred_at: '2025-06-03T08:30:00Z',
      company: { name: 'StackLens Fixture Shop' },
      other_technology: { name: 'Mailchimp' },
    });
    const switchNoCompany = w
      .signalEvents({ type: 'switch', technology: techId(w, 'Intercom'), other_technology: techId(w, 'Drift'), ...DEFAULT_WINDOW })
      .find((e) => e.domain === 'stacklens-fixture-nocompany.com');
    expect(switchNoCompany).toMatchObject({ occurred_at: '2025-05-21T08:30:00Z', company: null });
  });

  it('stacklens-fixture-wide.com: 42 active technologies in 22 categories, outside the signal universe', () => {
    const w = world();
    const report = w.domainReport('stacklens-fixture-wide.com');
    expect(report?.active_technologies).toHaveLength(42);
    expect(new Set(report?.active_technologies.map((t) => t.category)).size).toBe(22);
    expect(report?.historical_technologies.map((t) => t.name)).toEqual(['Apache HTTP Server', 'Divi', 'Universal Analytics']);
    expect(w.company('stacklens-fixture-wide.com')).toBeNull();
    // It lists under no technology's sites (while the fixture outside the directory does), so no other test's counts move.
    expect(w.domainsUsing(techId(w, 'Klarna')).map((d) => d.domain)).not.toContain('stacklens-fixture-wide.com');
    expect(w.domainsUsing(techId(w, 'Intercom')).map((d) => d.domain)).toContain('stacklens-fixture-nocompany.com');
  });

  it('exports the fixture facts that the tests above rely on', () => {
    expect(FIXTURES.shop.technologies.filter((t) => t.status === 'removed').map((t) => t.name)).toEqual(['Magento', 'Mailchimp']);
    expect(FIXTURES.missing.inDatabase).toBe(false);
    expect(FIXTURES.noCompany.company).toBeNull();
    expect(world().fixtures).toBe(FIXTURES);
  });
});
