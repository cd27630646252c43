// Lead-list CSV rows as a CRM imports them: one contact per row (domain, company, name, title, email
// first); a row without contacts or company keeps its domain; spreadsheet formulas are defused by toCsv.
import { describe, expect, it } from 'vitest';
import { LEAD_CSV_COLUMNS, leadCsvRows, type LeadRow } from '@/components/lead-lists/lead-rows';
import { toCsv } from '@/lib/export/export';

const tech = (id: number, name: string) => ({ id, name, category: 'Analytics', category_id: 10, icon: null });
const withCompany: LeadRow = {
  domain: 'shop.example',
  company: {
    domain: 'shop.example',
    name: 'Shop, Inc.',
    industry: 'Retail',
    industry_code: 27,
    employees: '51-200',
    country: 'France',
    state: null,
    city: 'Lyon',
    company_type: 'Privately Held',
    founded: 2001,
    members: 40,
    linkedin_url: null,
  },
  technologies: [tech(1, 'Google Analytics'), tech(2, 'Shopify')],
  contacts: [
    { name: 'Ann Lee', title: 'CEO', email: 'ann@shop.example' },
    { name: 'Bo Kim', title: 'CTO', email: null },
  ],
};
const bare: LeadRow = {
  domain: 'bare.example',
  company: null,
  technologies: [tech(1, 'Google Analytics')],
  contacts: [{ name: '=HYPERLINK("x")', title: 'Hacker', email: null }],
};

describe('lead CSV rows', () => {
  it('gives each contact its own row, the company and technologies repeated on each', () => {
    const rows = leadCsvRows([withCompany]);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      domain: 'shop.example',
      company: 'Shop, Inc.',
      name: 'Ann Lee',
      title: 'CEO',
      email: 'ann@shop.example',
      employees: '51-200',
      city: 'Lyon',
      technologies: 'Google Analytics; Shopify',
    });
    expect(rows[1]).toMatchObject({ domain: 'shop.example', company: 'Shop, Inc.', name: 'Bo Kim', title: 'CTO', email: null });
  });

  it('starts with the columns a CRM maps, keeps a row without contacts, and defuses formulas', () => {
    const noContacts: LeadRow = { ...withCompany, domain: 'quiet.example', contacts: [] };
    const csv = toCsv(leadCsvRows([withCompany, bare, noContacts]), LEAD_CSV_COLUMNS);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]!.startsWith('domain,company,name,title,email,')).toBe(true);
    expect(lines).toHaveLength(1 + 2 + 1 + 1);
    expect(lines[1]!.startsWith('shop.example,"Shop, Inc.",Ann Lee,CEO,ann@shop.example,Retail,51-200,France,,Lyon,2001,,Google Analytics; Shopify')).toBe(
      true,
    );
    // A contact name that looks like a formula is not run by a spreadsheet.
    expect(lines[3]!.startsWith(`bare.example,,"'=HYPERLINK(""x"")",Hacker,,`)).toBe(true);
    expect(lines[4]!.startsWith('quiet.example,"Shop, Inc.",,,,Retail')).toBe(true);
  });
});
