// The API's values as the reader sees them (lib/display/api-values.ts): every known value has its
// message in all five languages, a translated page never shows a known value in English, and a value
// the tables do not know is shown exactly as sent.
import fs from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { categoryLabel, companyTypeLabel, groupLabel, keyStatusLabel, planLabel, valueKey, type ValueKind } from '@/lib/display/api-values';
import { AUDIENCE_KIND, JOB_STATUS, KEY_TYPE, audienceKindLabel, jobStatusLabel, keyTypeLabel } from '@/lib/display/api-values-tables';
import { AUDIENCE_KINDS, COMPANY_TYPES, JOB_STATUSES, PLANS } from '@/lib/api/published';
import type { MessageKey } from '@/lib/i18n';
import { CATEGORIES } from '@/lib/local/rules/types';
import { mergeAreas, readCatalogs } from '@/lib/i18n/catalog-files';
import { LANGUAGES } from '@/lib/i18n/languages';
import { messagesOf } from '../../i18n-fake';

const catalogs = readCatalogs(process.cwd());
const merged = Object.fromEntries(LANGUAGES.map((lang) => [lang, mergeAreas(lang, catalogs[lang] ?? {})]));
const sandbox = JSON.parse(fs.readFileSync('tests/sandbox/data/technologies.json', 'utf8')) as {
  categories: { name: string; group: string | null }[];
};

/** Reads the UI in `lang` for the rest of the test. */
function readIn(lang: string) {
  vi.spyOn(fakeBrowser.i18n, 'getMessage').mockImplementation(messagesOf(merged[lang]!) as typeof fakeBrowser.i18n.getMessage);
}
afterEach(() => vi.restoreAllMocks());

/** Key statuses: `active` is published; `revoked` is what the sandbox lists for a rotated key (contract.md: DELETE /v1/keys). */
const KEY_STATUSES = ['active', 'revoked'];
const categories = [...new Set([...sandbox.categories.map((c) => c.name), ...CATEGORIES])];
const groups = [...new Set(sandbox.categories.flatMap((c) => (c.group ? [c.group] : [])))];

/** Every value known today, by kind, from where each list is kept, and the message key each one maps to. */
const KNOWN: [string, string, string][] = [
  ...(
    [
      ['category', categories],
      ['group', groups],
      ['plan', PLANS],
      ['keyStatus', KEY_STATUSES],
      ['companyType', COMPANY_TYPES],
    ] as [ValueKind, readonly string[]][]
  ).flatMap(([kind, values]) => values.map((v): [string, string, string] => [kind, v, valueKey(kind, v)])),
  ...Object.entries({ keyType: KEY_TYPE, jobStatus: JOB_STATUS, audienceKind: AUDIENCE_KIND }).flatMap(([kind, table]) =>
    Object.entries(table).map(([v, key]): [string, string, string] => [kind, v, key as MessageKey]),
  ),
];

describe('the known values', () => {
  it('every known value maps to a message with a non-empty text in en, de, es, fr and ja', () => {
    expect(categories.length).toBeGreaterThan(40);
    expect(groups.length).toBeGreaterThan(10);
    expect(KNOWN.length).toBeGreaterThan(80);
    const missing: string[] = [];
    for (const [kind, value, key] of KNOWN)
      for (const lang of LANGUAGES) if (!merged[lang]![key]?.message.trim()) missing.push(`${lang}: ${kind} "${value}" (${key})`);
    expect(LANGUAGES).toEqual(expect.arrayContaining(['en', 'de', 'es', 'fr', 'ja']));
    expect(missing).toEqual([]);
  });

  it('maps by one rule: the kind, then the value in lower case with its words joined by _', () => {
    expect(valueKey('category', 'Marketing automation')).toBe('values_category_marketing_automation');
    expect(valueKey('category', 'A/B testing')).toBe('values_category_a_b_testing');
    expect(valueKey('companyType', 'Self-Owned')).toBe('values_companyType_self_owned');
    expect(valueKey('category', ' ADVERTISING ')).toBe(valueKey('category', 'Advertising'));
  });

  it('knows every published plan, company type, job status and audience kind', () => {
    expect(JOB_STATUSES.filter((s) => !(s in JOB_STATUS))).toEqual([]);
    expect(AUDIENCE_KINDS.filter((k) => !(k in AUDIENCE_KIND))).toEqual([]);
    expect(KNOWN.filter(([kind]) => kind === 'plan').map(([, v]) => v)).toEqual([...PLANS]);
    expect(KNOWN.filter(([kind]) => kind === 'companyType').map(([, v]) => v)).toEqual([...COMPANY_TYPES]);
  });

  it('the values area holds a message for known values only (none left over from a renamed one)', () => {
    const known = new Set(KNOWN.map(([, , key]) => key));
    expect(Object.keys(catalogs.en!.values!).filter((key) => !known.has(key))).toEqual([]);
  });

  it("writes a category in English exactly as the catalog names it, so an English page reads the API's words", () => {
    for (const name of categories) expect(categoryLabel(name)).toBe(name);
  });
});

describe('in the reader’s language', () => {
  it.each([
    ['de', 'Advertising', 'Werbung', 'Marketing automation', 'Marketing-Automatisierung', 'Reviews', 'Bewertungen'],
    ['ja', 'Advertising', '広告', 'Marketing automation', 'マーケティングオートメーション', 'Reviews', 'レビュー'],
    ['fr', 'Ecommerce', 'E-commerce', 'Reviews', 'Avis clients', 'Analytics', 'Analyse d’audience'],
    ['es', 'Ecommerce', 'Comercio electrónico', 'Reviews', 'Reseñas', 'Live chat', 'Chat en vivo'],
  ])('%s: categories', (lang, a, aText, b, bText, c, cText) => {
    readIn(lang);
    expect([categoryLabel(a), categoryLabel(b), categoryLabel(c)]).toEqual([aText, bText, cText]);
  });

  it.each([
    // lang, plan, key status, key type (live), company type, job status, group
    ['en', 'Free', 'Active', 'Live key', 'Privately Held', 'Running', 'Servers'],
    ['de', 'Kostenlos', 'Aktiv', 'Live-Schlüssel', 'Privatunternehmen', 'Läuft', 'Server'],
    ['fr', 'Gratuit', 'Active', 'Clé de production', 'Société privée', 'En cours', 'Serveurs'],
    ['es', 'Gratis', 'Activa', 'Clave de producción', 'Empresa privada', 'En curso', 'Servidores'],
    ['ja', '無料', '有効', '本番キー', '非上場企業', '実行中', 'サーバー'],
  ])('%s: plan, key status, key type, company type, job status, group', (lang, plan, status, type, company, job, group) => {
    readIn(lang);
    expect([
      planLabel('free'),
      keyStatusLabel('active'),
      keyTypeLabel('live'),
      companyTypeLabel('Privately Held'),
      jobStatusLabel('running'),
      groupLabel('Servers'),
    ]).toEqual([plan, status, type, company, job, group]);
  });

  it('no known value reads the same in a translation as in English unless the word is kept on purpose (loan words)', () => {
    const loans = JSON.parse(fs.readFileSync('locales/loan-words.json', 'utf8')) as Record<string, string[]>;
    const same: string[] = [];
    for (const lang of LANGUAGES.filter((l) => l !== 'en'))
      for (const [, , key] of KNOWN) {
        const text = merged[lang]![key]!.message;
        const kept = [...(loans['*'] ?? []), ...(loans[lang] ?? [])];
        if (text === merged.en![key]!.message && !(text.match(/\p{L}+/gu) ?? []).every((w) => kept.includes(w))) same.push(`${lang}: ${text}`);
      }
    expect(same).toEqual([]);
  });
});

describe('a value the tables do not know', () => {
  it.each([
    ['category', categoryLabel, 'Quantum widgets'],
    ['group', groupLabel, 'Hardware'],
    ['key status', keyStatusLabel, 'suspended'],
    ['key type', keyTypeLabel, 'sandbox'],
    ['company type', companyTypeLabel, 'Sole Proprietorship'],
    ['job status', jobStatusLabel, 'paused'],
    ['audience kind', audienceKindLabel, 'lookalike'],
  ] as const)('%s: shown as sent, in every language', (_, label, value) => {
    for (const lang of LANGUAGES) {
      readIn(lang);
      expect(label(value)).toBe(value);
    }
    expect(label('')).toBe('');
  });

  it('a custom plan: as sent, with the capital a plan name takes ("enterprise" → "Enterprise")', () => {
    for (const lang of LANGUAGES) {
      readIn(lang);
      expect(planLabel('enterprise')).toBe('Enterprise');
      expect(planLabel('Team Plus')).toBe('Team Plus');
    }
  });

  it('a known value in another case or with spaces around it is still translated', () => {
    readIn('de');
    expect(categoryLabel('ADVERTISING')).toBe('Werbung');
    expect(categoryLabel('MARKETING AUTOMATION')).toBe('Marketing-Automatisierung');
    expect(categoryLabel(' ecommerce ')).toBe('E-Commerce');
    expect(keyStatusLabel('ACTIVE')).toBe('Aktiv');
  });

  it('a name that is a property of every object is not mistaken for a known value', () => {
    expect(categoryLabel('constructor')).toBe('constructor');
    expect(keyStatusLabel('toString')).toBe('toString');
  });
});
