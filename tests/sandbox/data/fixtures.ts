// Hand-written fixture domains with fixed data, independent of the seed, for tests to assert on.
// Days are counted back from the world's "now"; every fixture timestamp is at 08:30:00 UTC.
import type { CompanyRecord } from '../../../lib/api/schemas';
import type { TechCatalog } from './tech-catalog';
import { byTechName, type DomainData } from './domains';
import { dayStart } from './time';

export interface FixtureTech {
  name: string;
  status: 'active' | 'removed';
  subdomain: string;
  firstSeenDaysAgo: number;
  lastSeenDaysAgo: number;
}
export interface Fixture {
  domain: string;
  /** false: GET /v1/domain/{domain} is a 404. */
  inDatabase: boolean;
  /** In the company directory: found by company search and part of the signal universe. */
  inDirectory: boolean;
  /** false: kept out of the signal universe (its changes make no signals and it lists under no technology). */
  inSignals?: false;
  technologies: readonly FixtureTech[];
  company: CompanyRecord | null;
}

/** Time of day of every fixture timestamp. */
export const FIXTURE_TIME_MS = (8 * 60 + 30) * 60_000;

const tech = (name: string, status: FixtureTech['status'], firstSeenDaysAgo: number, lastSeenDaysAgo: number, subdomain = ''): FixtureTech => ({
  name,
  status,
  subdomain,
  firstSeenDaysAgo,
  lastSeenDaysAgo,
});

export const FIXTURES = {
  /** Shop on Shopify since 200 days (Magento dropped 215 days ago); Klaviyo adopted 12 days ago, Mailchimp dropped 20 days ago. */
  shop: {
    domain: 'stacklens-fixture-shop.com',
    inDatabase: true,
    inDirectory: true,
    technologies: [
      tech('Cloudflare', 'active', 1100, 1),
      tech('Google Analytics', 'active', 1400, 1),
      tech('jQuery', 'active', 2200, 2),
      tech('Klaviyo', 'active', 12, 1),
      tech('React', 'active', 400, 3, 'shop'),
      tech('Shopify', 'active', 200, 1),
      tech('Magento', 'removed', 2900, 215),
      tech('Mailchimp', 'removed', 1500, 20),
    ],
    company: {
      domain: 'stacklens-fixture-shop.com',
      name: 'StackLens Fixture Shop',
      industry: 'Retail',
      industry_code: 126,
      employees: '51-200',
      country: 'United States',
      state: 'California',
      city: 'San Francisco',
      company_type: 'Privately Held',
      founded: 2014,
      members: 184,
      linkedin_url: 'https://www.linkedin.com/company/stacklens-fixture-shop',
      description: 'StackLens Fixture Shop is a hand-written test fixture: an online store for outdoor gear.',
      specialties: ['E-commerce', 'Outdoor Gear', 'Subscription Commerce'],
      website: 'https://stacklens-fixture-shop.com',
      logo: 'https://logos.stacklens.test/stacklens-fixture-shop.com.png',
    },
  },
  /** Technologies but no company record (company lookups 404); Drift dropped 30 days ago, Intercom adopted 25 days ago. */
  noCompany: {
    domain: 'stacklens-fixture-nocompany.com',
    inDatabase: true,
    inDirectory: false,
    technologies: [
      tech('Google Tag Manager', 'active', 900, 1),
      tech('Intercom', 'active', 25, 1),
      tech('Next.js', 'active', 500, 1, 'app'),
      tech('Stripe', 'active', 300, 2),
      tech('Vercel', 'active', 480, 1),
      tech('Drift', 'removed', 1000, 30),
    ],
    company: null,
  },
  /** Not in the database: domain lookups 404 (live detection is the fallback), no company. */
  missing: {
    domain: 'stacklens-fixture-missing.com',
    inDatabase: false,
    inDirectory: false,
    technologies: [],
    company: null,
  },
  /** UK WordPress site: Universal Analytics dropped 75 days ago for Google Analytics (adopted 60 days ago). */
  uk: {
    domain: 'stacklens-fixture.co.uk',
    inDatabase: true,
    inDirectory: true,
    technologies: [
      tech('Cookiebot', 'active', 400, 1),
      tech('Google Analytics', 'active', 60, 1),
      tech('Google Tag Manager', 'active', 1200, 2),
      tech('HubSpot', 'active', 800, 4, 'blog'),
      tech('Nginx', 'active', 1800, 1),
      tech('PHP', 'active', 3000, 1),
      tech('WordPress', 'active', 3000, 1),
      tech('Apache HTTP Server', 'removed', 3000, 1810),
      tech('Universal Analytics', 'removed', 2500, 75),
    ],
    company: {
      domain: 'stacklens-fixture.co.uk',
      name: 'StackLens Fixture UK',
      industry: 'Computer Software',
      industry_code: 25,
      employees: '11-50',
      country: 'United Kingdom',
      state: 'England',
      city: 'London',
      company_type: 'Partnership',
      founded: 1998,
      members: 42,
      linkedin_url: 'https://www.linkedin.com/company/stacklens-fixture-uk',
      description: 'StackLens Fixture UK is a hand-written test fixture: a software consultancy in London.',
      specialties: ['Web Development', 'WordPress', 'Consulting'],
      website: 'https://www.stacklens-fixture.co.uk',
      logo: null,
    },
  },
  /** A wide stack for layout: 42 active technologies in 22 categories (the popup's two columns), 3 removed; no company, no signals. */
  wide: {
    domain: 'stacklens-fixture-wide.com',
    inDatabase: true,
    inDirectory: false,
    inSignals: false,
    technologies: [
      tech('WordPress', 'active', 3000, 1),
      tech('WooCommerce', 'active', 2400, 1, 'shop'),
      tech('Elementor', 'active', 900, 2),
      tech('Divi', 'removed', 2000, 950),
      tech('React', 'active', 700, 1, 'app'),
      tech('Vue.js', 'active', 1200, 3),
      tech('jQuery', 'active', 3000, 1),
      tech('jQuery UI', 'active', 2800, 1),
      tech('jQuery Migrate', 'active', 2800, 1),
      tech('Lodash', 'active', 1500, 2),
      tech('Moment.js', 'active', 1900, 5),
      tech('Google Analytics', 'active', 1400, 1),
      tech('Matomo Analytics', 'active', 800, 1),
      tech('Mixpanel', 'active', 600, 2),
      tech('Amplitude', 'active', 450, 3),
      tech('Universal Analytics', 'removed', 2500, 700),
      tech('Google Tag Manager', 'active', 2000, 1),
      tech('HubSpot', 'active', 1000, 1),
      tech('Mailchimp', 'active', 2100, 4),
      tech('Klaviyo', 'active', 500, 1),
      tech('Salesforce', 'active', 1300, 6),
      tech('Intercom', 'active', 1100, 1),
      tech('Stripe', 'active', 1000, 1),
      tech('PayPal', 'active', 2600, 2),
      tech('Klarna', 'active', 420, 2),
      tech('Cloudflare', 'active', 1800, 1),
      tech('jsDelivr', 'active', 1600, 1),
      tech('cdnjs', 'active', 2200, 8),
      tech('Nginx', 'active', 2900, 1),
      tech('Apache HTTP Server', 'removed', 3000, 2950),
      tech('PHP', 'active', 3000, 1),
      tech('Node.js', 'active', 700, 1, 'app'),
      tech('Amazon Web Services', 'active', 1500, 1),
      tech('Google Ads', 'active', 1700, 1),
      tech('Meta Pixel', 'active', 1650, 1),
      tech('LinkedIn Insight Tag', 'active', 800, 3),
      tech('Google Font API', 'active', 2900, 1),
      tech('Font Awesome', 'active', 2700, 1),
      tech('Bootstrap', 'active', 2900, 1),
      tech('Tailwind CSS', 'active', 500, 1, 'app'),
      tech('reCAPTCHA', 'active', 1900, 1),
      tech('HSTS', 'active', 1400, 1),
      tech('OneTrust', 'active', 600, 1),
      tech('Hotjar', 'active', 1000, 2),
      tech('Microsoft Clarity', 'active', 400, 1),
    ],
    company: null,
  },
} satisfies Record<string, Fixture>;

export type FixtureKey = keyof typeof FIXTURES;
export const FIXTURE_LIST: readonly Fixture[] = Object.values(FIXTURES);

export function fixtureFor(domain: string): Fixture | undefined {
  return FIXTURE_LIST.find((f) => f.domain === domain);
}

/** Epoch ms of a fixture day count: that day at 08:30:00 UTC. */
export function fixtureInstant(nowMs: number, daysAgo: number): number {
  return dayStart(nowMs, daysAgo) + FIXTURE_TIME_MS;
}

/** A fixture's technologies as domain data, relative to `now`. */
export function fixtureDomainData(f: Fixture, nowMs: number, cat: TechCatalog): DomainData {
  return {
    domain: f.domain,
    techs: f.technologies
      .map((t): DomainData['techs'][number] => {
        const record = cat.byName.get(t.name.toLowerCase());
        if (!record) throw new Error(`fixture ${f.domain} names unknown technology ${t.name}`);
        return {
          tech: record,
          status: t.status,
          subdomain: t.subdomain,
          first: fixtureInstant(nowMs, t.firstSeenDaysAgo),
          last: fixtureInstant(nowMs, t.lastSeenDaysAgo),
        };
      })
      .sort(byTechName),
  };
}
