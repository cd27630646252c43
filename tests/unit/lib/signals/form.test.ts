// Every rule of the signal query form: technologies per type, the window (dates, order, 365 days),
// and the company filters through the shared checkFilters.
import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS } from '@/lib/companies/company-filters';
import { checkSignalForm, defaultWindow, describeQuery, emptySignalForm, formFromSaved, toSavedQuery, type SignalForm } from '@/lib/signals/form';

const NOW = Date.UTC(2026, 10, 23, 15);
const shopify = { id: 201, name: 'Shopify' };
const magento = { id: 203, name: 'Magento' };
const base = (over: Partial<SignalForm> = {}): SignalForm => ({ ...emptySignalForm(NOW), technology: shopify, ...over });
const errorsOf = (form: SignalForm) => {
  const r = checkSignalForm(form);
  return 'errors' in r ? r.errors : null;
};

describe('signal form', () => {
  it('defaults to the last 30 days', () => {
    expect(defaultWindow(NOW)).toEqual({ since: '2026-10-24', until: '2026-11-23' });
    expect(checkSignalForm(base())).toEqual({ query: { type: 'adoption', technology: 201, since: '2026-10-24', until: '2026-11-23' } });
  });

  it('needs a technology for every type', () => {
    expect(errorsOf(base({ technology: null }))?.technology).toBe('Choose a technology for “Technology adopted”.');
    expect(errorsOf(base({ type: 'churn', technology: null }))?.technology).toBe('Choose a technology for “Technology dropped”.');
  });

  it('needs a second, different technology for switch and gap', () => {
    expect(errorsOf(base({ type: 'switch' }))?.other).toBe('Choose a technology for “Switched from”: switch signals need two technologies.');
    expect(errorsOf(base({ type: 'gap' }))?.other).toBe('Choose a technology for “Lacks”: gap signals need two technologies.');
    expect(errorsOf(base({ type: 'gap', other: shopify }))?.other).toBe('“Lacks” must be a different technology from “Has”.');
    expect(checkSignalForm(base({ type: 'switch', other: magento }))).toMatchObject({ query: { type: 'switch', technology: 201, other_technology: 203 } });
  });

  it('sends no second technology for adoption and churn, even if one was chosen before switching type', () => {
    const r = checkSignalForm(base({ type: 'churn', other: magento }));
    expect(r).toMatchObject({ query: { type: 'churn', technology: 201 } });
    expect('query' in r && 'other_technology' in r.query).toBe(false);
  });

  it('refuses dates that are not YYYY-MM-DD or do not exist', () => {
    expect(errorsOf(base({ since: '24/10/2026' }))?.since).toBe('Since must be a date formatted YYYY-MM-DD.');
    expect(errorsOf(base({ until: '2026-02-30' }))?.until).toBe('Until must be a date formatted YYYY-MM-DD.');
    expect(errorsOf(base({ since: '' }))?.since).toBe('Since must be a date formatted YYYY-MM-DD.');
  });

  it('refuses a window that ends before it starts or is longer than 365 days', () => {
    expect(errorsOf(base({ since: '2026-11-24', until: '2026-11-23' }))?.since).toBe('Since must be on or before Until.');
    expect(errorsOf(base({ since: '2025-11-22', until: '2026-11-23' }))?.since).toBe('The window from Since to Until may be at most 365 days (it is 366).');
    expect(checkSignalForm(base({ since: '2025-11-23', until: '2026-11-23' }))).toHaveProperty('query');
    expect(checkSignalForm(base({ since: '2026-11-23', until: '2026-11-23' }))).toHaveProperty('query');
  });

  it('checks the company filters with the shared rules and sends only the filled ones', () => {
    const bad = errorsOf(base({ filters: { ...EMPTY_FILTERS, industry_code: '202', founded_min: '1799', employees: '3-7' } }));
    expect(bad?.filters).toEqual({
      industry_code: 'Industry code must be a whole number from 1 to 201.',
      founded_min: 'Founded from must be a whole number from 1800 to 2025.',
      employees: expect.stringContaining('Size must be one of: 1-1, 1-10'),
    });
    const good = checkSignalForm(base({ filters: { ...EMPTY_FILTERS, country: ' United States ', employees: '11-50', founded_max: '2020' } }));
    expect(good).toEqual({
      query: { type: 'adoption', technology: 201, since: '2026-10-24', until: '2026-11-23', country: 'United States', employees: '11-50', founded_max: 2020 },
    });
  });

  it('reports every problem at once', () => {
    const e = errorsOf(base({ type: 'switch', technology: null, since: 'x', filters: { ...EMPTY_FILTERS, founded_min: '2020', founded_max: '2010' } }));
    expect(Object.keys(e ?? {}).sort()).toEqual(['filters', 'other', 'since', 'technology']);
  });
});

describe('saved queries (alerts)', () => {
  it('keeps type, technologies and filters, not the explorer window', () => {
    const r = checkSignalForm(base({ type: 'switch', other: magento, filters: { ...EMPTY_FILTERS, country: 'Canada' } }));
    if (!('query' in r)) throw new Error('expected a query');
    expect(toSavedQuery(r.query)).toEqual({ type: 'switch', technology: 201, other_technology: 203, filters: { country: 'Canada' } });
  });

  it('turns a saved query back into a form and a readable summary', () => {
    const saved = { type: 'gap' as const, technology: 201, other_technology: 999, filters: { industry_code: 25, country: 'Canada' } };
    const form = formFromSaved(saved, { 201: 'Shopify' }, NOW);
    expect(form.technology).toEqual(shopify);
    expect(form.other).toEqual({ id: 999, name: 'Technology #999' });
    expect(form.filters.industry_code).toBe('25');
    expect(describeQuery(saved, { 201: 'Shopify', 999: 'Klaviyo' })).toBe('Has Shopify, lacks Klaviyo · industry code: 25, country: Canada');
    expect(describeQuery({ type: 'switch', technology: 201, other_technology: 203, filters: {} }, { 201: 'Shopify' })).toBe(
      'Switched from technology #203 to Shopify',
    );
  });
});
