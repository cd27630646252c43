// Answers are strict about shape and open about the lists the vendor grows; parameters stay strict.
import { describe, expect, it } from 'vitest';
import { endpoints } from '@/lib/api/catalog';
import { parseParams, ParamsError } from '@/lib/api/request';
import { companyRecord, isFinishedStatus } from '@/lib/api/schemas';
import { formatEmployees } from '@/components/company-format';
import { statusText, creditsText } from '@/components/lead-lists/LeadListProgress';
import { eventText } from '@/components/signals/SignalsTable';
import { describeQuery } from '@/lib/signals/form';

const record = {
  domain: 'acme.com',
  name: 'Acme',
  industry: null,
  industry_code: null,
  employees: '51-200',
  country: null,
  state: null,
  city: null,
  company_type: 'Privately Held',
  founded: null,
  members: 3,
  linkedin_url: null,
  description: null,
  specialties: [],
  website: null,
  logo: null,
};
const iso = '2026-11-24T10:00:00.000Z';
const tech = { id: 7, name: 'Shopify', category: 'Ecommerce', category_id: 3, icon: null };

describe('answers with values the published lists do not name yet', () => {
  it('keep a new employee band and company type as sent', () => {
    const parsed = companyRecord.parse({ ...record, employees: '10001-50000', company_type: 'Cooperative' });
    expect(parsed.employees).toBe('10001-50000');
    expect(parsed.company_type).toBe('Cooperative');
    expect(endpoints['companies.batch'].response.safeParse({ companies: [{ ...record, employees: '10001-50000' }], not_found: [] }).success).toBe(true);
  });

  it('keep a new job, lead-list and history status', () => {
    const job = {
      id: 'j1',
      kind: 'audience_refresh',
      status: 'paused',
      total: 3,
      processed: 1,
      skipped: 0,
      credits_charged: 0,
      created_at: iso,
      finished_at: null,
      error: null,
    };
    expect(endpoints['jobs.get'].response.parse({ job }).job.status).toBe('paused');
    expect(endpoints['jobs.get'].response.parse({ job: { ...job, kind: 'audience_rescore' } }).job.kind).toBe('audience_rescore');
    const leadList = {
      id: 'l1',
      name: 'x',
      status: 'throttled',
      estimate_rows: 5,
      rows_delivered: 0,
      credits_charged: 0,
      capped: false,
      created_at: iso,
      finished_at: null,
      error: null,
    };
    expect(endpoints['leadLists.get'].response.parse({ lead_list: leadList }).lead_list.status).toBe('throttled');
    const entry = { id: 1, name: 'React', category: 'JS', status: 'paused', first_seen: '2024-01-01 00:00:00', last_seen: '2024-02-01 00:00:00' };
    expect(endpoints['domain.history'].response.parse({ domain: 'a.com', technologies: [entry] }).technologies[0]!.status).toBe('paused');
  });

  it('keep a new signal type in events and in a saved alert query', () => {
    const alert = {
      id: 'a1',
      name: 'n',
      webhook_url: 'https://h.example/x',
      enabled: true,
      created_at: iso,
      updated_at: iso,
      last_fired_at: null,
      deliveries: 0,
      query: { type: 'expansion', technology: 7, filters: { employees: '10001-50000' } },
    };
    expect(endpoints['alerts.get'].response.parse({ alert }).alert.query.type).toBe('expansion');
  });

  it('still refuse a wrong shape: a number where a band is, a missing field', () => {
    expect(companyRecord.safeParse({ ...record, employees: 10001 }).success).toBe(false);
    const { name: _name, ...withoutName } = record;
    expect(companyRecord.safeParse(withoutName).success).toBe(false);
  });
});

describe('parameters keep strict lists', () => {
  it.each([
    ['companies.search', { employees: '10001-50000' }, /employees must be one of: 1-1, 1-10/],
    ['companies.search', { company_type: 'Cooperative' }, /company_type must be one of: Privately Held/],
    ['signals.query', { type: 'expansion', technology: 1 }, /type must be one of: adoption, churn, switch, gap/],
  ] as const)('%s refuses %j before any request', (id, input, message) => {
    expect(() => parseParams(id, input as never)).toThrow(ParamsError);
    expect(() => parseParams(id, input as never)).toThrow(message);
  });

  it('an alert sent with an unpublished type or band is refused', () => {
    const query = { type: 'expansion', technology: 1, filters: {} };
    expect(endpoints['alerts.create'].params.safeParse({ name: 'x', query, webhook_url: 'https://h.example/' }).success).toBe(false);
    const band = { type: 'adoption', technology: 1, filters: { employees: '10001-50000' } };
    expect(endpoints['alerts.create'].params.safeParse({ name: 'x', query: band, webhook_url: 'https://h.example/' }).success).toBe(false);
  });
});

describe('pages show a new value as sent, with a neutral label', () => {
  it('employee bands', () => {
    expect(formatEmployees('10001-50000')).toBe('10001-50000 employees');
    expect(formatEmployees('10001+')).toBe('10,001+ employees');
  });

  it('a new status is shown as sent and counts as still under way', () => {
    expect(statusText('paused')).toBe('paused');
    expect(statusText('completed')).toBe('Completed');
    expect(isFinishedStatus('paused')).toBe(false);
    expect(isFinishedStatus('canceled')).toBe(true);
    expect(creditsText({ status: 'paused', total: 5, processed: 1, creditsCharged: 0, capped: false, error: null, charged: false })).toBe(
      'Billed when it finishes',
    );
  });

  it('a new signal type names itself and the technology', () => {
    const event = { id: 'e', type: 'expansion', domain: 'a.com', technology: tech, other_technology: null, occurred_at: iso, company: null };
    expect(eventText(event)).toBe('expansion: Shopify');
    expect(describeQuery({ type: 'expansion', technology: 7, filters: {} }, { 7: 'Shopify' })).toBe('expansion: Shopify');
  });
});
