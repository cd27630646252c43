// The address bar's three technologies: the ones that tell what the business runs (shop, CMS,
// marketing, analytics), not the first three alphabetically nor the libraries every site loads.
import { describe, expect, it } from 'vitest';
import { categoryRank, tellingFirst } from '@/lib/reach/telling';

const tech = (name: string, category: string | null) => ({ name, category });

describe('tellingFirst', () => {
  const cases: { title: string; given: { name: string; category: string | null }[]; want: string[] }[] = [
    {
      title: 'a shop listed alphabetically: the shop, its marketing and analytics before fonts, CDN and libraries',
      given: [
        tech('Cloudflare', 'CDN'),
        tech('Google Analytics', 'Analytics'),
        tech('Google Font API', 'Font scripts'),
        tech('jQuery', 'JavaScript libraries'),
        tech('Klaviyo', 'Marketing automation'),
        tech('Shopify', 'Ecommerce'),
      ],
      want: ['Shopify', 'Klaviyo', 'Google Analytics'],
    },
    {
      title: 'a CMS ranks with ecommerce, in the order given',
      given: [tech('React', 'JavaScript frameworks'), tech('WordPress', 'CMS'), tech('WooCommerce', 'Ecommerce'), tech('HubSpot', 'CRM')],
      want: ['WordPress', 'WooCommerce', 'HubSpot'],
    },
    {
      title: 'category names are matched whatever their case',
      given: [tech('Nginx', 'WEB SERVERS'), tech('Hotjar', 'heatmaps'), tech('Meta Pixel', 'ADVERTISING')],
      want: ['Meta Pixel', 'Hotjar', 'Nginx'],
    },
    {
      title: 'a category it does not know comes after the telling ones and before the common ones',
      given: [tech('Lodash', 'JavaScript libraries'), tech('Sentry', 'Monitoring'), tech('Acme', 'Quantum widgets'), tech('Stripe', 'Payment processors')],
      want: ['Stripe', 'Sentry', 'Acme'],
    },
    {
      title: 'no category at all is treated as unknown',
      given: [tech('Bootstrap', 'UI frameworks'), tech('Mystery', null)],
      want: ['Mystery', 'Bootstrap'],
    },
    {
      title: 'fewer than three: all of them, ranked',
      given: [tech('jsDelivr', 'CDN'), tech('Shopify', 'Ecommerce')],
      want: ['Shopify', 'jsDelivr'],
    },
    { title: 'none: none', given: [], want: [] },
  ];
  for (const c of cases) {
    it(c.title, () => {
      expect(tellingFirst(c.given, 3).map((t) => t.name)).toEqual(c.want);
    });
  }

  it('leaves the list it was given as it was', () => {
    const given = [tech('jQuery', 'JavaScript libraries'), tech('Shopify', 'Ecommerce')];
    tellingFirst(given, 3);
    expect(given.map((t) => t.name)).toEqual(['jQuery', 'Shopify']);
  });

  it('ranks ecommerce and CMS above marketing, marketing above analytics, analytics above libraries, fonts and CDNs', () => {
    const ranks = ['Ecommerce', 'CMS', 'Marketing automation', 'Analytics', 'JavaScript libraries', 'Font scripts', 'CDN'].map(categoryRank);
    expect(ranks[0]).toBe(ranks[1]);
    expect(ranks[1]).toBeLessThan(ranks[2]!);
    expect(ranks[2]).toBeLessThan(ranks[3]!);
    expect(ranks[3]).toBeLessThan(ranks[4]!);
    expect(ranks[4]).toBe(ranks[5]);
    expect(ranks[5]).toBe(ranks[6]);
  });
});
