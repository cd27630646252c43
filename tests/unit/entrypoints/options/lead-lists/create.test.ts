// The create form's checks (before anything is sent).
import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS } from '@/lib/companies/company-filters';
import { checkLeadList } from '@/entrypoints/options/lead-lists/CreatePanel';

const tech = (id: number) => ({ id, name: `T${id}`, category: 'Analytics', category_id: 1, icon: null });

describe('checkLeadList', () => {
  it('accepts a named list of 1–10 technologies, trims the name and keeps only filled filters', () => {
    const r = checkLeadList('  Shops  ', [tech(3), tech(9)], { ...EMPTY_FILTERS, country: ' France ', founded_min: '2000' }, '250');
    expect(r).toEqual({ ok: { name: 'Shops', technologies: [3, 9], filters: { country: 'France', founded_min: 2000 }, maxRows: 250 } });
  });

  it('names every problem and what is allowed', () => {
    const r = checkLeadList(
      ' ',
      Array.from({ length: 11 }, (_, i) => tech(i + 1)),
      { ...EMPTY_FILTERS, industry_code: '202' },
      '10001',
    );
    expect('errors' in r && r.errors).toEqual({
      name: 'Give the list a name (1 to 100 characters).',
      technologies: 'Choose 1 to 10 technologies (you have 11).',
      maxRows: 'Maximum rows must be a whole number from 1 to 10,000.',
      industry_code: 'Industry code must be a whole number from 1 to 201.',
    });
    expect(checkLeadList('x', [], EMPTY_FILTERS, '5')).toHaveProperty('errors.technologies', 'Choose 1 to 10 technologies (you have 0).');
    for (const bad of ['0', '1.5', 'ten', '']) expect(checkLeadList('x', [tech(1)], EMPTY_FILTERS, bad)).toHaveProperty('errors.maxRows');
    expect(checkLeadList('x'.repeat(101), [tech(1)], EMPTY_FILTERS, '5')).toHaveProperty('errors.name', 'The name may be at most 100 characters (it has 101).');
  });
});
