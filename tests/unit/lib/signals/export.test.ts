// Export rules: max rows 1–10,000, the estimate (1 credit a row, at most the matching rows), and the
// CSV/JSON file (every column, quoting, no spreadsheet formulas).
import { describe, expect, it } from 'vitest';
import type { SignalEvent } from '@/lib/api/schemas';
import { checkMaxRows, exportEstimate, exportFile, toCsv } from '@/lib/signals/export';

const tech = { id: 201, name: 'Shopify', category: 'Ecommerce', category_id: 6, icon: null };
const event = (over: Partial<SignalEvent> = {}): SignalEvent => ({
  id: 'sig_1',
  type: 'adoption',
  domain: 'a.com',
  technology: tech,
  other_technology: null,
  occurred_at: '2026-11-20T08:00:00Z',
  company: {
    domain: 'a.com',
    name: 'Acme, "The" Shop',
    industry: 'Retail',
    industry_code: 126,
    employees: '11-50',
    country: 'United States',
    state: null,
    city: null,
    company_type: null,
    founded: 2001,
    members: 4,
    linkedin_url: null,
  },
  ...over,
});

describe('max rows', () => {
  it('accepts whole numbers from 1 to 10,000 and says so otherwise', () => {
    expect(checkMaxRows('1')).toEqual({ maxRows: 1 });
    expect(checkMaxRows(' 10000 ')).toEqual({ maxRows: 10_000 });
    for (const bad of ['0', '10001', '2.5', '-3', 'ten', '']) {
      expect(checkMaxRows(bad)).toEqual({ error: 'Maximum rows must be a whole number from 1 to 10,000.' });
    }
  });

  it('estimates 1 credit a row, never more than the rows that match', () => {
    expect(exportEstimate(1000, 53)).toBe(53);
    expect(exportEstimate(40, 53)).toBe(40);
    expect(exportEstimate(40, null)).toBe(40);
  });
});

describe('export file', () => {
  it('writes a CSV row per event with the company columns, quoted where needed', () => {
    const csv = toCsv([
      event(),
      event({ id: 'sig_2', domain: 'b.com', type: 'switch', other_technology: { ...tech, id: 203, name: 'Magento' }, company: null }),
    ]);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('domain,event,technology,other_technology,occurred_at,company_name,company_size,company_industry,company_country');
    expect(lines[1]).toBe('a.com,adoption,Shopify,,2026-11-20T08:00:00Z,"Acme, ""The"" Shop",11-50,Retail,United States');
    expect(lines[2]).toBe('b.com,switch,Shopify,Magento,2026-11-20T08:00:00Z,,,,');
  });

  it('neutralises cells a spreadsheet would run as a formula', () => {
    const csv = toCsv([event({ domain: '=HYPERLINK("x")' })]);
    expect(csv.split('\r\n')[1]!.startsWith(`"'=HYPERLINK(""x"")"`)).toBe(true);
  });

  it('writes JSON as the events themselves', () => {
    const file = exportFile([event()], 'json', 'stem');
    expect(file).toMatchObject({ name: 'stem.json', type: 'application/json' });
    expect(JSON.parse(file.text)).toEqual([event()]);
    expect(exportFile([], 'csv', 'stem')).toMatchObject({ name: 'stem.csv', type: 'text/csv' });
  });
});
