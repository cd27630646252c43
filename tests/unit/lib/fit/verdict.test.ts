// The fit verdict by table: conditions × on-page result × cached technologies × cached company record.
import { describe, expect, it } from 'vitest';
import type { FitCondition } from '@/lib/fit/conditions';
import { fitVerdict, type FitInputs, type FitState } from '@/lib/fit/verdict';

const SHOPIFY = { id: 11, name: 'Shopify' };
const KLAVIYO = { id: 22, name: 'Klaviyo' };
const MAILCHIMP = { id: 33, name: 'Mailchimp' };
const BIGCOMMERCE = { id: 44, name: 'BigCommerce' };

const has = (...technologies: { id: number; name: string }[]): FitCondition => ({ kind: 'has', technologies });
const lacks = (...technologies: { id: number; name: string }[]): FitCondition => ({ kind: 'lacks', technologies });
const competitor = (...technologies: { id: number; name: string }[]): FitCondition => ({ kind: 'competitor', technologies });

/** On-page rows: matched to the catalog (id) or only named. */
const page = (...rows: (string | { name: string; id: number })[]) => ({
  technologies: rows.map((r) => (typeof r === 'string' ? { name: r, technology: null } : { name: r.name, technology: { id: r.id, name: r.name } })),
});
const lookup = (...techs: { id: number; name: string }[]) => ({ active_technologies: techs });
const company = (c: Partial<{ employees: string | null; country: string | null; industry: string | null }>) => ({
  employees: null,
  country: null,
  industry: null,
  ...c,
});

const TECHNOLOGY_TABLE: [string, FitCondition, Omit<FitInputs, 'conditions'>, FitState, string[]][] = [
  // has any of
  ['has: seen on the page (catalog id)', has(SHOPIFY), { page: page({ name: 'Shopify', id: 11 }) }, 'met', ['Shopify']],
  ['has: seen on the page by name only', has(SHOPIFY), { page: page('shopify') }, 'met', ['Shopify']],
  ['has: one of two is enough', has(SHOPIFY, BIGCOMMERCE), { technologies: lookup(BIGCOMMERCE) }, 'met', ['BigCommerce']],
  ['has: not on the page, no cached answer → unknown', has(SHOPIFY), { page: page('React') }, 'unknown', ['Shopify']],
  ['has: not in the cached answer → not met', has(SHOPIFY), { technologies: lookup(KLAVIYO) }, 'not_met', ['Shopify']],
  ['has: the page sees it though the cached answer does not', has(SHOPIFY), { page: page('Shopify'), technologies: lookup(KLAVIYO) }, 'met', ['Shopify']],
  ['has: nothing at all → unknown', has(SHOPIFY), {}, 'unknown', ['Shopify']],
  // lacks
  ['lacks: not in the cached answer nor on the page → met', lacks(KLAVIYO), { page: page('Shopify'), technologies: lookup(SHOPIFY) }, 'met', ['Klaviyo']],
  ['lacks: only on-page data, not seen → unknown (one page is weaker evidence)', lacks(KLAVIYO), { page: page('Shopify') }, 'unknown', ['Klaviyo']],
  ['lacks: seen on the page → not met', lacks(KLAVIYO), { page: page('Klaviyo') }, 'not_met', ['Klaviyo']],
  ['lacks: in the cached answer, not on the page → not met', lacks(KLAVIYO), { page: page(), technologies: lookup(KLAVIYO) }, 'not_met', ['Klaviyo']],
  [
    'lacks: a row the user hid on this site is no evidence',
    lacks(KLAVIYO),
    { page: { ...page('Klaviyo'), hidden: ['Klaviyo'] }, technologies: lookup() },
    'met',
    ['Klaviyo'],
  ],
  // runs a competitor
  ['competitor: in the cached answer → met', competitor(MAILCHIMP), { technologies: lookup(SHOPIFY, MAILCHIMP) }, 'met', ['Mailchimp']],
  ['competitor: only on-page data, not seen → unknown', competitor(MAILCHIMP), { page: page('Shopify') }, 'unknown', ['Mailchimp']],
  ['competitor: not in the cached answer → not met', competitor(MAILCHIMP), { technologies: lookup(SHOPIFY) }, 'not_met', ['Mailchimp']],
];

const COMPANY_TABLE: [string, FitCondition, Omit<FitInputs, 'conditions'>, FitState][] = [
  ['size: band listed → met', { kind: 'size', sizes: ['51-200', '201-500'] }, { company: company({ employees: '201-500' }) }, 'met'],
  ['size: band not listed → not met', { kind: 'size', sizes: ['51-200'] }, { company: company({ employees: '10001+' }) }, 'not_met'],
  ['size: no cached company record → unknown', { kind: 'size', sizes: ['51-200'] }, { technologies: lookup(SHOPIFY), page: page('Shopify') }, 'unknown'],
  ['size: the record gives no size → unknown', { kind: 'size', sizes: ['51-200'] }, { company: company({ country: 'Germany' }) }, 'unknown'],
  ['country: case-insensitive → met', { kind: 'country', countries: ['united states'] }, { company: company({ country: 'United States' }) }, 'met'],
  ['country: another country → not met', { kind: 'country', countries: ['France'] }, { company: company({ country: 'Germany' }) }, 'not_met'],
  ['country: no record → unknown', { kind: 'country', countries: ['France'] }, {}, 'unknown'],
  [
    'industry: listed → met',
    { kind: 'industry', industries: ['Retail', 'Software Development'] },
    { company: company({ industry: 'Software Development' }) },
    'met',
  ],
  ['industry: the record gives none → unknown', { kind: 'industry', industries: ['Retail'] }, { company: company({ industry: null }) }, 'unknown'],
];

describe('fitVerdict: technology conditions', () => {
  it.each(TECHNOLOGY_TABLE)('%s', (_, condition, inputs, state, names) => {
    const verdict = fitVerdict({ conditions: [condition], ...inputs });
    expect(verdict.results[0]!.state).toBe(state);
    expect(verdict.results[0]!.names).toEqual(names);
  });
});

describe('fitVerdict: company conditions (from the cached record only)', () => {
  it.each(COMPANY_TABLE)('%s', (_, condition, inputs, state) => {
    expect(fitVerdict({ conditions: [condition], ...inputs }).results[0]!.state).toBe(state);
  });
});

describe('fitVerdict: evidence and summary', () => {
  it('reads "3 of 3" for the issue example, naming each source', () => {
    const verdict = fitVerdict({
      conditions: [has(SHOPIFY), lacks(KLAVIYO), competitor(MAILCHIMP)],
      page: page({ name: 'Shopify', id: 11 }),
      technologies: lookup(SHOPIFY, MAILCHIMP),
    });
    expect(verdict).toMatchObject({ met: 3, notMet: 0, unknown: 0, total: 3 });
    expect(verdict.results[0]!.evidence).toEqual([
      { kind: 'seen', source: 'page', names: ['Shopify'] },
      { kind: 'seen', source: 'lookup', names: ['Shopify'] },
    ]);
    expect(verdict.results[1]!.evidence).toEqual([
      { kind: 'not_seen', source: 'page' },
      { kind: 'not_seen', source: 'lookup' },
    ]);
    expect(verdict.results[2]!.evidence).toEqual([
      { kind: 'not_seen', source: 'page' },
      { kind: 'seen', source: 'lookup', names: ['Mailchimp'] },
    ]);
  });

  it('says what is missing rather than "no": on-page only, no company record', () => {
    const verdict = fitVerdict({ conditions: [has(SHOPIFY), lacks(KLAVIYO), { kind: 'size', sizes: ['11-50'] }], page: page('Shopify') });
    expect(verdict).toMatchObject({ met: 1, notMet: 0, unknown: 2, total: 3 });
    expect(verdict.results[1]!.evidence).toEqual([
      { kind: 'not_seen', source: 'page' },
      { kind: 'missing', what: 'lookup' },
    ]);
    expect(verdict.results[2]!.evidence).toEqual([{ kind: 'missing', what: 'company' }]);
  });

  it('a table row (no page) counts on the cached answers alone', () => {
    const verdict = fitVerdict({
      conditions: [has(SHOPIFY), { kind: 'country', countries: ['Germany'] }],
      technologies: lookup(KLAVIYO),
      company: company({ country: 'Germany' }),
    });
    expect(verdict).toMatchObject({ met: 1, notMet: 1, unknown: 0, total: 2 });
    expect(verdict.results[0]!.evidence).toContainEqual({ kind: 'missing', what: 'page' });
    expect(verdict.results[1]!.names).toEqual(['Germany']);
  });

  it('no conditions: nothing to count', () => {
    expect(fitVerdict({ conditions: [], page: page('Shopify') })).toEqual({ results: [], met: 0, notMet: 0, unknown: 0, total: 0 });
  });
});
