// Every language is complete: the same keys as English in the same area files, no empty message, the
// same placeholders, nothing left in English but loan words (locales/loan-words.json), and names
// Chrome accepts. A missing or untranslated key fails here, not in a German user's popup.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mergeAreas, readCatalogs, type Catalog, type CatalogMessage } from '@/lib/i18n/catalog-files';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@/lib/i18n/languages';

const catalogs = readCatalogs(process.cwd());
const english = catalogs[DEFAULT_LANGUAGE]!;
const others = LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE);
const loanWords = JSON.parse(fs.readFileSync('locales/loan-words.json', 'utf8')) as Record<string, string[]>;

/** Chrome: message names are ASCII letters, digits and underscores (and never start with @@, which it reserves). */
const KEY_RE = /^[A-Za-z][A-Za-z0-9_]*$/;
const MAX_KEY_LENGTH = 60;
/** Every key names its area (locales/<lang>/<area>.json), so two areas never define the same key. */
const prefixOf = (area: string) => (area === 'manifest' ? 'ext' : `${area}_`);

/** What a message's substitutions look like: its placeholders (name → content) and the names and $n it uses. */
function placeholderShape(entry: CatalogMessage) {
  const declared = Object.fromEntries(Object.entries(entry.placeholders ?? {}).map(([name, p]) => [name.toLowerCase(), p.content]));
  const used = [...new Set([...entry.message.matchAll(/\$([A-Za-z0-9_@]+)\$/g)].map((m) => m[1]!.toLowerCase()))].sort();
  const direct = [...new Set([...entry.message.replace(/\$\$/g, '').matchAll(/\$([1-9])(?!\w*\$)/g)].map((m) => m[1]!))].sort();
  return { declared, used, direct };
}

/** The words of a message that are not placeholders, numbers or punctuation. */
const wordsOf = (message: string) => message.replace(/\$[A-Za-z0-9_@]+\$|\$[1-9]/g, ' ').match(/\p{L}+/gu) ?? [];

const entries = (lang: string) =>
  Object.entries(catalogs[lang]!).flatMap(([area, catalog]) => Object.entries(catalog).map(([key, entry]) => ({ area, key, entry })));

describe('message catalogs', () => {
  it('has every language, each with the same area files as English', () => {
    expect(Object.keys(english).length).toBeGreaterThan(0);
    for (const lang of others) expect(Object.keys(catalogs[lang]!), lang).toEqual(Object.keys(english));
  });

  it('names every key as Chrome requires, with its area as prefix, and describes it in English for translators', () => {
    const bad: string[] = [];
    for (const { area, key, entry } of entries(DEFAULT_LANGUAGE)) {
      if (!KEY_RE.test(key) || key.length > MAX_KEY_LENGTH) bad.push(`${key}: not [A-Za-z0-9_] up to ${MAX_KEY_LENGTH} characters`);
      if (!key.startsWith(prefixOf(area))) bad.push(`${area}.json: ${key} does not start with ${prefixOf(area)}`);
      if (!entry.description?.trim()) bad.push(`${key}: no description`);
    }
    expect(bad).toEqual([]);
  });

  it('merges each language into one catalog without a key defined twice (Chrome ignores case)', () => {
    for (const lang of LANGUAGES) expect(() => mergeAreas(lang, catalogs[lang]!), lang).not.toThrow();
  });

  it.each(others)('%s has every English key and no other, none empty', (lang) => {
    const problems: string[] = [];
    for (const [area, catalog] of Object.entries(english)) {
      const translated: Catalog = catalogs[lang]![area] ?? {};
      for (const key of Object.keys(catalog)) if (!translated[key]?.message?.trim()) problems.push(`${area}.json: ${key} missing or empty`);
      for (const key of Object.keys(translated)) if (!catalog[key]) problems.push(`${area}.json: ${key} is not in English`);
    }
    expect(problems).toEqual([]);
  });

  it('has no empty English message', () => {
    expect(entries(DEFAULT_LANGUAGE).filter(({ entry }) => !entry.message.trim())).toEqual([]);
  });

  it.each(LANGUAGES)('%s: every message uses exactly the placeholders it declares, the same as English', (lang) => {
    const problems: string[] = [];
    for (const { area, key, entry } of entries(lang)) {
      const shape = placeholderShape(entry);
      const declared = Object.keys(shape.declared).sort();
      if (shape.used.join() !== declared.join()) problems.push(`${key}: uses ${shape.used.join() || 'none'}, declares ${declared.join() || 'none'}`);
      const source = english[area]?.[key];
      if (!source) continue;
      const expected = placeholderShape(source);
      if (JSON.stringify(shape.declared) !== JSON.stringify(expected.declared) || shape.direct.join() !== expected.direct.join())
        problems.push(
          `${key}: placeholders ${JSON.stringify(shape.declared)} ${shape.direct.join()} differ from English ${JSON.stringify(expected.declared)} ${expected.direct.join()}`,
        );
    }
    expect(problems).toEqual([]);
  });

  it.each(others)('%s translates every message: one identical to English is made of loan words only', (lang) => {
    const allowed = new Set([...(loanWords['*'] ?? []), ...(loanWords[lang] ?? [])]);
    const untranslated = entries(lang)
      .filter(({ area, key, entry }) => entry.message === english[area]?.[key]?.message)
      .filter(({ entry }) => wordsOf(entry.message).some((w) => !allowed.has(w)))
      .map(({ key, entry }) => `${key}: "${entry.message}"`);
    expect(untranslated).toEqual([]);
  });

  it('keeps the store description within Chrome’s 132 characters in every language', () => {
    for (const lang of LANGUAGES) expect(catalogs[lang]!.manifest?.extDescription?.message.length ?? 0, lang).toBeLessThanOrEqual(132);
  });

  it('finds what it guards against (an untranslated message, a changed placeholder)', () => {
    const allowed = new Set(loanWords['*']);
    expect(wordsOf('Look up $DOMAIN$').some((w) => !allowed.has(w))).toBe(true);
    expect(wordsOf('StackLens · API').some((w) => !allowed.has(w))).toBe(false);
    const en = placeholderShape({ message: '$COUNT$ credits', placeholders: { count: { content: '$1' } } });
    const renamed = placeholderShape({ message: '$ANZAHL$ Credits', placeholders: { anzahl: { content: '$1' } } });
    expect(renamed.declared).not.toEqual(en.declared);
  });
});
