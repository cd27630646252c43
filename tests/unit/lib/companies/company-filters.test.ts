// The shared company filters: the 100-character limit on the text fields is checked before any
// request (a refused value costs nothing) and says what is allowed.
import { describe, expect, it } from 'vitest';
import { checkFilters, EMPTY_FILTERS } from '@/lib/companies/company-filters';

describe('checkFilters text limits', () => {
  for (const field of ['country', 'state', 'city', 'industry'] as const) {
    it(`accepts 100 characters of ${field} and refuses 101, saying the limit`, () => {
      expect(checkFilters({ ...EMPTY_FILTERS, [field]: 'a'.repeat(100) })).toEqual({ filters: { [field]: 'a'.repeat(100) } });
      const refused = checkFilters({ ...EMPTY_FILTERS, [field]: 'a'.repeat(101) });
      expect(refused).toEqual({ errors: { [field]: `${field[0]!.toUpperCase()}${field.slice(1)} may be at most 100 characters.` } });
    });
  }

  it('counts the text without the spaces around it', () => {
    expect(checkFilters({ ...EMPTY_FILTERS, city: `  ${'b'.repeat(100)}  ` })).toEqual({ filters: { city: 'b'.repeat(100) } });
  });
});
