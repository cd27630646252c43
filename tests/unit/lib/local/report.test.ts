// The "Not right?" report a user copies for StackLens's makers: the rule, the evidence the row shows,
// the version, and the page's site only: no path, query string or fragment (they can carry a session, a token or an email).
import { describe, expect, it } from 'vitest';
import { technologiesFrom } from '@/lib/local/findings';
import { pageOf } from '@/lib/local/page-of';
import { originOnly, reportText } from '@/lib/local/report';
import { RULES } from '@/lib/local/rules';
import { findings, match } from './support';

const [hotjar] = technologiesFrom(
  findings({ matches: [match('Hotjar', 'global', 0, '', '6'), match('Hotjar', 'script', 0, 'static.hotjar.com')] }),
  RULES,
).filter((t) => t.name === 'Hotjar');
const NOW = Date.UTC(2026, 10, 26, 18, 30);

describe('the report', () => {
  it('names the technology, its rule, category and version, each piece of evidence, the page, the version of StackLens and the date', () => {
    const text = reportText(hotjar!, { page: 'https://shop.example.com/cart', extensionVersion: '0.4.2', now: NOW });
    expect(text.split('\n')).toEqual(
      expect.arrayContaining([
        'Technology: Hotjar 6',
        'Rule: Hotjar (StackLens rule set)',
        'Category: Heatmaps',
        'Version: 6',
        '- global: global `hjSiteSettings`',
        '- script: script from static.hotjar.com',
        'Page: https://shop.example.com (the site only, not the page’s path)',
        'StackLens version: 0.4.2',
        'Date: 2026-11-26T18:30:00.000Z',
      ]),
    );
  });

  it('never carries a path, a query string or a fragment, whatever address it is given', () => {
    const text = reportText(hotjar!, {
      page: 'https://shop.example.com/reset/8f3a9c1d2e/cart?session=abc&email=a@b.c#token=xyz',
      extensionVersion: '1',
      now: NOW,
    });
    expect(text).not.toMatch(/8f3a9c1d2e|reset|cart|session|email=|token|frag/);
    expect(text.split('\n').find((l) => l.startsWith('Page:'))).toBe('Page: https://shop.example.com (the site only, not the page’s path)');
    expect(originOnly('https://a.com:8443/p#x?y')).toBe('https://a.com:8443');
    expect(originOnly('https://a.com/p/q?x')).toBe('https://a.com');
    expect(originOnly('not an address/with/a/path?x')).toBe('not an address');
  });

  it('names the rule set for a library its global found, and says when no version was read', () => {
    const [jquery] = technologiesFrom(findings({ matches: [match('jQuery', 'global', 0, '', null)] }), RULES);
    const text = reportText(jquery!, { page: null, extensionVersion: '1', now: NOW });
    expect(text).toContain('Rule: jQuery (StackLens rule set)');
    expect(text).toContain('Version: none read');
    expect(text).toMatch(/- global: global `jQuery/);
    expect(text).toContain('Page: unknown');
  });
});

describe('pageOf (what local.detect hands the popup)', () => {
  it('gives the registrable domain and the page’s origin: no path, query or fragment', () => {
    expect(pageOf('https://shop.example.co.uk/a/b?q=secret#frag')).toEqual({ site: 'example.co.uk', page: 'https://shop.example.co.uk' });
  });
  it('leaves a page’s own very long path out, and gives no site for an IP address or a browser page', () => {
    expect(pageOf(`https://example.com/${'x'.repeat(5000)}`).page).toBe('https://example.com');
    expect(pageOf('http://127.0.0.1:8080/x?y')).toEqual({ site: null, page: 'http://127.0.0.1:8080' });
    expect(pageOf('chrome://settings/')).toEqual({ site: null, page: null });
    expect(pageOf(null)).toEqual({ site: null, page: null });
  });
});
