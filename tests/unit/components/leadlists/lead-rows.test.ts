// Lead-list CSV rows: company, technologies and contacts each in one cell; a row without a company
// keeps its domain and leaves the company cells empty; spreadsheet formulas are defused by toCsv.
import { describe, expect, it } from 'vitest';
import { LEAD_CSV_COLUMNS, leadCsvRows, type LeadRow } from '@/components/leadlists/lead-rows';
import { toCsv } from '@/lib/export/export';

const tech = (id: number, name: string) => ({ id, name, category: 'Analytics', category_id: 10, icon: null });
const withCompany: LeadRow = {
  domain: 'shop.example',
  company: {
    domain: 'shop.example', name: 'Shop, Inc.', industry: 'Retail', industry_code: 27, employees: '51-200', country: 'France', state: null, city: 'Lyon',
    company_type: 'Privately Held', founded: 2001, members: 40, linkedin_url: null,
  },
  technologies: [tech(1, 'Google Analytics'), tech(2, 'Shopify')],
  contacts: [{ name: 'Ann Lee', title: 'CEO', email: 'ann@shop.example' }, { name: 'Bo Kim', title: 'CTO', email: null }],
};
const bare: LeadRow = { domain: 'bare.example', company: null, technologies: [tech(1, 'Google Analytics')], contacts: [{ name: '=HYPERLINK("x")', title: 'Hacker', email: null }] };

describe('lead CSV rows', () => {
  it('puts the company, technologies and contacts of each row in their columns', () => {
    const [row] = leadCsvRows([withCompany]);
    expect(row).toMatchObject({ domain: 'shop.example', company: 'Shop, Inc.', employees: '51-200', city: 'Lyon', technologies: 'Google Analytics; Shopify' });
    expect(row!.contacts).toBe('Ann Lee, CEO <ann@shop.example>; Bo Kim, CTO');
  });

  it('leaves company cells empty when there is no company, and the CSV stays one line per row', () => {
    const csv = toCsv(leadCsvRows([withCompany, bare]), LEAD_CSV_COLUMNS);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(LEAD_CSV_COLUMNS.join(','));
    expect(lines[1]).toContain('"Shop, Inc."');
    expect(lines[2]!.startsWith('bare.example,,,,,,,,,Google Analytics,')).toBe(true);
    // A contact name that looks like a formula is not run by a spreadsheet.
    expect(lines[2]).toContain(`"'=HYPERLINK(""x""), Hacker"`);
  });
});
