// The ideal customer's limits: the form's checks (fitProblems) and the stored schema refuse the same
// input, and the schema's message names what is allowed.
import { describe, expect, it } from 'vitest';
import { fitProblems, type FitCondition } from '@/lib/fit/conditions';
import { idealCustomerSchema } from '@/lib/fit/schema';

const has: FitCondition = { kind: 'has', technologies: [{ id: 1, name: 'Shopify' }] };
const message = (value: unknown) => {
  const r = idealCustomerSchema.safeParse(value);
  return r.success ? null : r.error.issues[0]!.message;
};

describe('ideal customer limits', () => {
  it('accepts up to 10 conditions of every kind', () => {
    const conditions: FitCondition[] = [
      has,
      { kind: 'lacks', technologies: [{ id: 2, name: 'Klaviyo' }] },
      { kind: 'competitor', technologies: [{ id: 3, name: 'Mailchimp' }] },
      { kind: 'size', sizes: ['11-50', '51-200'] },
      { kind: 'country', countries: ['Germany'] },
      { kind: 'industry', industries: ['Retail'] },
      has,
      has,
      has,
      has,
    ];
    expect(fitProblems(conditions)).toEqual([]);
    expect(idealCustomerSchema.safeParse(conditions).success).toBe(true);
  });

  it('refuses an 11th condition, saying at most 10', () => {
    const eleven = Array.from({ length: 11 }, () => has);
    expect(fitProblems(eleven)).toEqual([{ code: 'too_many', count: 11 }]);
    expect(message(eleven)).toBe('an ideal customer has at most 10 conditions');
  });

  it('refuses an empty technology list, saying how many to pick', () => {
    const empty: FitCondition[] = [has, { kind: 'lacks', technologies: [] }];
    expect(fitProblems(empty)).toEqual([{ code: 'empty', index: 1, kind: 'lacks' }]);
    expect(message(empty)).toBe('a condition needs at least 1 technology (1 to 10 technologies)');
  });

  it('refuses a blank country and an unknown size band, naming the bands', () => {
    expect(fitProblems([{ kind: 'country', countries: ['  '] }])).toEqual([{ code: 'empty', index: 0, kind: 'country' }]);
    expect(message([{ kind: 'country', countries: ['  '] }])).toBe('a country cannot be empty');
    expect(message([{ kind: 'size', sizes: ['huge'] }])).toMatch(/^a size is one of 1-1, 1-10, .*10001\+$/);
  });

  it('refuses an unknown kind, listing the kinds', () => {
    expect(message([{ kind: 'vibes', technologies: [] }])).toBe('a condition is one of: has, lacks, competitor, size, country, industry');
  });
});
