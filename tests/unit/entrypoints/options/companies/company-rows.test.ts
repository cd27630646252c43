// The batch CSV's rows: one per record, every cell-sized field, specialties joined with "; ".
import { describe, expect, it } from 'vitest';
import { COMPANY_CSV_COLUMNS, companyCsvRows } from '@/components/companies/company-rows';
import { toCsv } from '@/lib/export/export';
import { company } from './worker';

describe('companyCsvRows', () => {
  it('flattens a full record, nulls kept empty and specialties joined', () => {
    const record = company('acme.com', 'Acme', 5_000, {
      description: 'Makes anvils.',
      specialties: ['anvils', 'rockets', 'traps'],
      website: 'https://acme.com',
      logo: null,
      linkedin_url: 'https://www.linkedin.com/company/acme',
      industry_code: null,
      founded: null,
    });
    expect(companyCsvRows([record])).toEqual([
      {
        domain: 'acme.com',
        name: 'Acme',
        description: 'Makes anvils.',
        industry: 'Software Development',
        industry_code: null,
        employees: '51-200',
        company_type: 'Privately Held',
        founded: null,
        country: 'United States',
        state: 'CA',
        city: 'San Francisco',
        members: 5000,
        website: 'https://acme.com',
        linkedin_url: 'https://www.linkedin.com/company/acme',
        logo: null,
        specialties: 'anvils; rockets; traps',
      },
    ]);
  });

  it('has a column for every field of the full record', () => {
    expect([...COMPANY_CSV_COLUMNS].sort()).toEqual(Object.keys(company('a.com', 'A', 1)).sort());
  });

  it('gives an empty specialties cell when there are none, in the column order', () => {
    const csv = toCsv(companyCsvRows([company('b.org', 'Beta', 7)]), COMPANY_CSV_COLUMNS);
    expect(csv).toBe(
      'domain,name,description,industry,industry_code,employees,company_type,founded,country,state,city,members,website,linkedin_url,logo,specialties\r\n' +
        'b.org,Beta,,Software Development,4,51-200,Privately Held,2012,United States,CA,San Francisco,7,,,,\r\n',
    );
  });
});
