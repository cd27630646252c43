// t() and tn() read the catalogs through browser.i18n (English in unit tests: tests/unit/i18n-fake.ts),
// fill placeholders as Chrome does and pick a plural form by the UI language's rules.
import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { t, tn } from '@/lib/i18n';
import { fillMessage } from '@/lib/i18n/catalog-files';
import { formatsFor } from '@/lib/display/format';

describe('t', () => {
  it('reads a message from the catalogs', () => {
    expect(t('extName')).toBe('StackLens');
    expect(t('format_unknownTime')).toBe('unknown time');
  });

  it('shows the key itself when the browser has no such message (a build without its catalogs)', () => {
    const real = fakeBrowser.i18n.getMessage;
    fakeBrowser.i18n.getMessage = (() => '') as typeof real;
    try {
      expect(t('extName')).toBe('extName');
    } finally {
      fakeBrowser.i18n.getMessage = real;
    }
  });

  it('refuses an unknown key or a missing substitution at compile time', () => {
    // @ts-expect-error: no such key in the English catalogs
    expect(() => t('popup_noSuchKey')).toThrow(/No message "popup_noSuchKey"/);
    // @ts-expect-error: a plural message is read with tn(), which passes its count
    expect(t('common_credits_other')).toBe(' credits');
  });
});

describe('tn', () => {
  it('picks the plural form for the count, written in the UI language', () => {
    expect(tn('common_credits', 1)).toBe('1 credit');
    expect(tn('common_credits', 0)).toBe('0 credits');
    expect(tn('common_credits', 12_500)).toBe('12,500 credits');
  });
});

describe('plural rules by language', () => {
  it('follows each language: French says "0 crédit", Japanese has one form', () => {
    expect(formatsFor('en').plural(0)).toBe('other');
    expect(formatsFor('fr').plural(0)).toBe('one');
    expect(formatsFor('de').plural(1)).toBe('one');
    expect(formatsFor('ja').plural(1)).toBe('other');
  });
});

describe('the fake fills messages as Chrome does', () => {
  it('replaces named placeholders by their $n, then $n by the substitutions, and $$ by $', () => {
    const entry = { message: '$DOMAIN$ costs $$$COST$', placeholders: { cost: { content: '$2' }, domain: { content: '$1' } } };
    expect(fillMessage(entry, ['example.com', '5'])).toBe('example.com costs $5');
  });
});
