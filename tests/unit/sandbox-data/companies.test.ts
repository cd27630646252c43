// The company directory: every published filter value finds a company, filters and search behave as
// contract.md says, and records agree with the industry code → name mapping.
import { describe, expect, it } from 'vitest';
import { COMPANY_TYPES, EMPLOYEE_RANGES, FOUNDED, INDUSTRY_CODE } from '@/lib/api/schemas';
import { DIRECTORY_SIZE } from '../../sandbox/data';
import { INDUSTRIES, industryName } from '../../sandbox/data/industries';
import { techId, world } from './helpers';

const w = world();

describe('sandbox company directory', () => {
  it('has a few thousand companies with unique domains, sorted by members descending', () => {
    expect(w.directory.length).toBeGreaterThanOrEqual(DIRECTORY_SIZE);
    expect(new Set(w.directory.map((c) => c.domain)).size).toBe(w.directory.length);
    for (let i = 1; i < w.directory.length; i++) expect(w.directory[i - 1]!.members).toBeGreaterThanOrEqual(w.directory[i]!.members);
  });

  it('maps all 201 industry codes to distinct names, consistently on every record', () => {
    expect(new Set(INDUSTRIES).size).toBe(INDUSTRY_CODE.max);
    for (const c of w.directory) expect(c.industry).toBe(industryName(c.industry_code ?? 0));
  });

  it.each(Array.from({ length: INDUSTRY_CODE.max }, (_, i) => i + 1))('industry_code %i finds companies of that code', (code) => {
    const found = w.searchCompanies({ industry_code: code });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((c) => c.industry_code === code)).toBe(true);
  });

  it.each(EMPLOYEE_RANGES)('employees %s finds companies of that range', (employees) => {
    const found = w.searchCompanies({ employees });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((c) => c.employees === employees)).toBe(true);
  });

  it.each(COMPANY_TYPES)('company_type %s finds companies of that type', (company_type) => {
    const found = w.searchCompanies({ company_type });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((c) => c.company_type === company_type)).toBe(true);
  });

  it('finds companies at both founded bounds and respects both bounds together', () => {
    expect(w.searchCompanies({ founded_max: FOUNDED.min }).map((c) => c.founded)).toContain(FOUNDED.min);
    expect(w.searchCompanies({ founded_min: FOUNDED.max }).map((c) => c.founded)).toContain(FOUNDED.max);
    const between = w.searchCompanies({ founded_min: 1990, founded_max: 1999 });
    expect(between.length).toBeGreaterThan(10);
    expect(between.every((c) => c.founded !== null && c.founded >= 1990 && c.founded <= 1999)).toBe(true);
  });

  it('matches country, state, city and industry case-insensitively, in several places', () => {
    const countries = new Set(w.directory.map((c) => c.country));
    expect(countries.size).toBeGreaterThanOrEqual(10);
    expect(w.searchCompanies({ country: 'UNITED KINGDOM' }).length).toBeGreaterThan(0);
    expect(w.searchCompanies({ country: 'germany', city: 'berlin' }).every((c) => c.city === 'Berlin')).toBe(true);
    expect(w.searchCompanies({ state: 'california' }).length).toBeGreaterThan(0);
    expect(w.searchCompanies({ state: 'California', city: 'New York' })).toEqual([]);
    expect(w.searchCompanies({ industry: 'computer software' }).length).toBe(w.searchCompanies({ industry_code: 25 }).length);
    for (const city of new Set(w.directory.map((c) => c.city))) {
      expect(w.searchCompanies({ city: (city ?? '').toUpperCase() }).length, city ?? '').toBeGreaterThan(0);
    }
  });

  it('combines filters with search on name or description, keeping the members order', () => {
    const name = w.directory[10]?.name ?? '';
    expect(w.searchCompanies({ search: name.toLowerCase() }).map((c) => c.name)).toContain(name);
    const described = w.searchCompanies({ search: 'focuses on' });
    expect(described.length).toBeGreaterThan(w.directory.length / 2);
    expect(described.length).toBeLessThan(w.directory.length);
    const combined = w.searchCompanies({ search: 'saas', country: 'united states', employees: '11-50' });
    expect(combined.length).toBeGreaterThan(0);
    for (const c of combined) {
      const full = w.company(c.domain);
      expect(`${full?.name} ${full?.description}`.toLowerCase()).toContain('saas');
      expect(c).toMatchObject({ country: 'United States', employees: '11-50' });
    }
    const members = combined.map((c) => c.members);
    expect(members).toEqual([...members].sort((a, b) => b - a));
  });

  it('lists companies using a technology only when their domain runs it now, filters applied', () => {
    const shopify = techId(w, 'Shopify');
    const users = w.companiesUsing(shopify, { employees: '51-200' });
    expect(users.length).toBeGreaterThan(0);
    for (const c of users.slice(0, 50)) {
      expect(c.employees).toBe('51-200');
      expect(w.domainReport(c.domain)?.active_technologies.map((t) => t.id)).toContain(shopify);
    }
    expect(w.companiesUsing(999_999, {})).toEqual([]);
  });

  it('returns a copy of a company record, so a caller cannot change the world', () => {
    const d = w.directory[0]?.domain ?? '';
    const record = w.company(d);
    if (record) record.specialties.push('Tampered');
    expect(w.company(d)?.specialties).not.toContain('Tampered');
  });
});
