// Server strings as they may be shown: bidi controls removed, images only from https, and a domain
// whose label mixes scripts shown in punycode, as the browser's address bar shows it.
import { describe, expect, it } from 'vitest';
import { displayDomain, mixesScripts, safeImageSrc, sanitizeServerData, stripBidi } from '@/lib/display/server-strings';

const RLO = '\u202E';
const PDF = '\u202C';

describe('bidi control characters', () => {
  it('are removed, so a name cannot display reversed', () => {
    expect(stripBidi(`${RLO}tpircSavaJ${PDF}`)).toBe('tpircSavaJ');
    expect(stripBidi(`Shop\u2066ify\u2069 \u200Eplus\u200F`)).toBe('Shopify plus');
    expect(stripBidi('\u061Cعربي')).toBe('عربي');
  });

  it('leave other text alone, right-to-left scripts included', () => {
    for (const text of ['React', 'Next.js 14', 'עברית', 'العربية', 'Café — Ünïcode', '日本語']) expect(stripBidi(text)).toBe(text);
  });
});

describe('images from the API', () => {
  it.each([
    ['https://cdn.example/react.svg', 'https://cdn.example/react.svg'],
    ['cdn.example/logo.png', 'https://cdn.example/logo.png'],
    ['http://cdn.example/react.svg', null],
    ['javascript:alert(1)', null],
    ['data:image/svg+xml,<svg/>', null],
    ['blob:https://x/1', null],
    ['ftp://cdn.example/a.png', null],
    ['', null],
    [null, null],
  ])('%j → %j', (value, expected) => {
    expect(safeImageSrc(value)).toBe(expected);
  });
});

describe('domains whose labels mix scripts', () => {
  it('are shown in punycode (a Cyrillic "а" in pаypal.com)', () => {
    expect(displayDomain('p\u0430ypal.com')).toBe('xn--pypal-4ve.com');
    expect(displayDomain('xn--pypal-4ve.com')).toBe('xn--pypal-4ve.com');
    // Latin and Greek in one label, whatever else the domain has.
    expect(displayDomain('shop.g\u03BFogle.com')).toMatch(/^shop\.xn--/);
  });

  it('are shown in Unicode when their punycode decodes to one script a label', () => {
    expect(displayDomain('xn--bcher-kva.de')).toBe('bücher.de');
  });

  it.each([
    'bücher.de',
    'пример.рф',
    // Japanese writing mixes Han, Hiragana, Katakana and Latin.
    '東京タワーshop.jp',
    'example.com',
    'my-shop2.co.uk',
  ])('are shown as they are when each label has one script, or a mix a browser allows: %s', (domain) => {
    expect(displayDomain(domain)).toBe(domain);
  });

  it('never show invisible characters', () => {
    expect(displayDomain(`exa\u200Dmple.com`)).toMatch(/^xn--/);
    expect(displayDomain(`${RLO}moc.elpmaxe`)).toBe('moc.elpmaxe');
  });

  it('tells mixed labels from single-script ones', () => {
    expect(mixesScripts('p\u0430ypal')).toBe(true);
    expect(mixesScripts('paypal')).toBe(false);
    expect(mixesScripts('παράδειγμα')).toBe(false);
    expect(mixesScripts('한국abc')).toBe(false);
    expect(mixesScripts('한국ひらがな')).toBe(true);
  });
});

describe('answers leaving the worker', () => {
  it('lose bidi controls in every string and keep images only from https', () => {
    const answer = {
      domain: 'example.com',
      technologies: [
        { id: 1, name: `${RLO}tpircSavaJ`, icon: 'http://cdn.example/x.svg', categories: [`Ana\u202Dlytics`] },
        { id: 2, name: 'React', icon: 'https://cdn.example/react.svg' },
      ],
      company: { name: 'Acme', logo: 'javascript:alert(1)', description: null, founded: 1999 },
    };
    expect(sanitizeServerData(answer)).toEqual({
      domain: 'example.com',
      technologies: [
        { id: 1, name: 'tpircSavaJ', icon: null, categories: ['Analytics'] },
        { id: 2, name: 'React', icon: 'https://cdn.example/react.svg' },
      ],
      company: { name: 'Acme', logo: null, description: null, founded: 1999 },
    });
  });
});
