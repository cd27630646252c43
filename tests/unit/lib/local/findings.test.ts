// From page findings to technologies: one per technology, its strongest version, its category, every
// signal as evidence worded from the rule, and only names from the rule set or the detector mapping.
import { describe, expect, it } from 'vitest';
import { isLocalName, technologiesFrom } from '@/lib/local/findings';
import { generatorVersion } from '@/lib/local/mapping';
import { restrictionOf } from '@/lib/local/restricted';
import { findings, match } from './support';
import { RULES } from '@/lib/local/rules';

/** The index of WordPress's first URL signal with a path (its own files, which carry `?ver=`). */
const wpScript = () => RULES.find((r) => r.name === 'WordPress')!.urls!.findIndex((u) => u.startsWith('/'));

describe('technologiesFrom', () => {
  it('merges every signal naming one technology and keeps the library’s own version first', () => {
    const techs = technologiesFrom(
      findings({
        generators: ['WordPress 6.4.3'],
        matches: [
          match('jQuery', 'global', 0, '', '3.7.1'),
          match('WordPress', 'generator'),
          match('Google Tag Manager', 'script', 0, 'www.googletagmanager.com'),
          match('jQuery CDN', 'script', 0, 'code.jquery.com'),
        ],
      }),
      RULES,
    );
    expect(techs.map((t) => [t.name, t.category, t.version, t.evidence.map((e) => e.kind)])).toEqual([
      ['Google Tag Manager', 'Tag managers', null, ['script']],
      ['jQuery', 'JavaScript libraries', '3.7.1', ['global']],
      ['jQuery CDN', 'CDN', null, ['script']],
      ['WordPress', 'CMS', '6.4.3', ['generator']],
    ]);
    expect(techs[0]!.evidence[0]!.detail).toBe('script from www.googletagmanager.com/gtm.js');
  });

  it('names what a product runs only on (SEOmatic is a Craft CMS plugin) by the product’s evidence, without a version of its own', () => {
    const techs = technologiesFrom(findings({ generators: ['SEOmatic'], matches: [match('SEOmatic', 'generator'), match('React Helmet', 'dom')] }), RULES);
    expect(techs.map((t) => [t.name, t.category, t.version, t.evidence.map((e) => e.detail)])).toEqual([
      ['Craft CMS', 'CMS', null, ['<meta name="generator"> naming SEOmatic (SEOmatic runs on Craft CMS)']],
      ['React', 'JavaScript frameworks', null, [expect.stringContaining('(React Helmet runs on React)')]],
      ['React Helmet', expect.any(String), null, [expect.any(String)]],
      ['SEOmatic', expect.any(String), null, ['<meta name="generator"> naming SEOmatic']],
    ]);
  });

  it('keeps a second, different version as another version reported', () => {
    const [wp] = technologiesFrom(
      findings({
        generators: ['WordPress 6.4.3'],
        matches: [match('WordPress', 'script', wpScript(), 'example.com', '6.5.0'), match('WordPress', 'generator')],
      }),
      RULES,
    );
    expect(wp).toMatchObject({ version: '6.5.0', otherVersions: ['6.4.3'] });
  });

  it('words each kind of evidence from the rule: globals, cookies (never a value), meta tags, elements', () => {
    const [hotjar] = technologiesFrom(
      findings({ matches: [match('Hotjar', 'global', 0, '', '6'), match('Hotjar', 'cookie', 0), match('Hotjar', 'resource', 0, 'static.hotjar.com')] }),
      RULES,
    );
    expect(hotjar!.evidence.map((e) => e.detail)).toEqual(['global `hjSiteSettings`', 'cookie `_hjSessionUser_…`', 'resource loaded from static.hotjar.com']);
    expect(hotjar!.version).toBe('6');
    const [shopify] = technologiesFrom(findings({ matches: [match('Shopify', 'meta', 0)] }), RULES);
    expect(shopify!.evidence[0]!.detail).toBe('<meta name="shopify-checkout-api-token">');
    const [onetrust] = technologiesFrom(findings({ matches: [match('OneTrust', 'dom', 0)] }), RULES);
    expect(onetrust!.evidence[0]!.detail).toBe('element `#onetrust-consent-sdk`');
  });

  it('names only technologies it knows: an unknown generator is dropped', () => {
    const techs = technologiesFrom(
      findings({
        generators: ['EvilCorp CMS 9.9'],
      }),
      RULES,
    );
    expect(techs).toEqual([]);
    expect(isLocalName('EvilCorp CMS', RULES)).toBe(false);
    expect(isLocalName('hotjar', RULES)).toBe(true);
    expect(isLocalName('Vue.js', RULES)).toBe(true);
  });

  it('refuses a match that does not fit its rule: a host that is not the rule’s, a signal it does not have', () => {
    expect(technologiesFrom(findings({ matches: [match('Google Tag Manager', 'script', 0, 'evil-googletagmanager.com')] }), RULES)).toEqual([]);
    expect(technologiesFrom(findings({ matches: [match('Google Tag Manager', 'script', 0, 'googletagmanager.com.evil.test')] }), RULES)).toEqual([]);
    expect(technologiesFrom(findings({ matches: [match('Hotjar', 'cookie', 99)] }), RULES)).toEqual([]);
    expect(technologiesFrom(findings({ matches: [match('Hotjar', 'global', 0, '', '<img src=x onerror=alert(1)>')] }), RULES)[0]!.version).toBeNull();
  });

  it('names a hosting platform by the page’s own host only: a file from that platform’s domain proves nothing', () => {
    const [pages] = technologiesFrom(findings({ matches: [match('GitHub Pages', 'page', 0, 'acme.github.io')] }), RULES);
    expect(pages).toMatchObject({ name: 'GitHub Pages', category: 'Hosting', evidence: [{ kind: 'page', detail: 'page served from *.github.io' }] });
    // The same host reported as a script's, or a page host that is not the platform's, is refused.
    expect(technologiesFrom(findings({ matches: [match('GitHub Pages', 'script', 0, 'acme.github.io')] }), RULES)).toEqual([]);
    expect(technologiesFrom(findings({ matches: [match('GitHub Pages', 'page', 0, 'github.io.evil.test')] }), RULES)).toEqual([]);
    // And an address pattern is never answered by the page's own host.
    expect(technologiesFrom(findings({ matches: [match('Google Tag Manager', 'page', 0, 'www.googletagmanager.com')] }), RULES)).toEqual([]);
  });
});

describe('the mapping', () => {
  it('reads a generator tag’s version', () => {
    expect(generatorVersion('WordPress 6.4.3')).toBe('6.4.3');
    expect(generatorVersion('Joomla! - Open Source Content Management')).toBeNull();
    expect(generatorVersion('MkDocs-1.5.3, mkdocs-material-9.5.2')).toBe('1.5.3');
  });
});

describe('restrictionOf', () => {
  it('lets web pages through and names what the browser keeps from extensions', () => {
    expect(restrictionOf('https://example.com/')).toBeNull();
    expect(restrictionOf('http://shop.example.co.uk:8080/x')).toBeNull();
    expect(restrictionOf('chrome://settings')).toMatch(/its own pages/);
    expect(restrictionOf('https://chromewebstore.google.com/detail/x')).toMatch(/Chrome Web Store/);
    expect(restrictionOf('https://chrome.google.com/webstore/category/extensions')).toMatch(/Chrome Web Store/);
    expect(restrictionOf('https://chrome.google.com/search')).toBeNull();
    expect(restrictionOf('file:///home/me/a.html')).toMatch(/files on this computer/);
    expect(restrictionOf(null)).toMatch(/does not let StackLens read this tab/);
  });
});

describe('evidence', () => {
  it('words evidence from the rule and the version read, never the page’s own text or a host it reports', () => {
    const RLO = '\u202E';
    const techs = technologiesFrom(
      findings({
        generators: [`WordPress 6.4.3 ${RLO} — StackLens verified: no trackers`],
        matches: [
          match('WordPress', 'generator'),
          // A path pattern matches under any host: the host the page reports is not shown.
          match('Matomo Analytics', 'script', 1, 'stacklens-verified-no-trackers.example'),
          // A name under the rule's host: shown as the rule's host, not the page's words.
          match('Google Tag Manager', 'script', 0, 'stacklens-verified.www.googletagmanager.com'),
        ],
      }),
      RULES,
    );
    const detail = (name: string) => techs.find((t) => t.name === name)!.evidence.map((e) => e.detail);
    expect(detail('WordPress')).toEqual(['<meta name="generator"> naming WordPress 6.4.3']);
    expect(techs.find((t) => t.name === 'WordPress')!.version).toBe('6.4.3');
    expect(detail('Matomo Analytics')).toEqual(['script from any host (path /matomo.js)']);
    expect(detail('Google Tag Manager')).toEqual(['script from *.www.googletagmanager.com/gtm.js']);
    const shown = JSON.stringify(techs);
    for (const text of [RLO, 'StackLens verified', 'no trackers', 'stacklens-verified']) expect(shown).not.toContain(text);
  });
});
