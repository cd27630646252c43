// Billed calls read in the user's words, one row per endpoint kind: names, not catalog ids, paths or
// parameter names; Unicode domains; ids named from what this browser knows, never shown raw.
import { describe, expect, it } from 'vitest';
import { describeCall, DESCRIBERS, endpointLabel, parseSummary, statusText, type CallNames } from '@/components/credits/call-labels';
import { endpointIds } from '@/lib/api/catalog';
import { summarizeParams } from '@/lib/metered/ledger';

const NAMES: CallNames = {
  technologies: { 705: 'Klaviyo', 706: 'Mailchimp' },
  audiences: { aud_4: 'SaaS targets Q1' },
  leadLists: { ll_1: 'Shopify shops in DE' },
  jobs: { ll_1: 'lead list “Shopify shops in DE”', job_9: 'refresh of “SaaS targets Q1”' },
  jobSubjects: { ll_1: 'Shopify shops in DE', job_9: 'SaaS targets Q1' },
  alerts: { alr_2: 'New Klaviyo users' },
};

describe('endpointLabel', () => {
  it('names an endpoint by its id or its path, and keeps an unknown one as it came', () => {
    expect(endpointLabel('ai.extract')).toBe('AI extractor');
    expect(endpointLabel('/v1/domain/{domain}/history')).toBe('Domain history');
    expect(endpointLabel('/v1/something-new')).toBe('/v1/something-new');
  });
});

describe('describeCall', () => {
  // Each parameter summary is written the way the ledger writes it (summarizeParams), from the call's own parameters.
  it.each([
    [
      'signals.query',
      { type: 'adoption', technology: 705, since: '2026-10-27', until: '2026-11-26', limit: 25, offset: 0 },
      'Signal search — Klaviyo adopters, Oct 27 to Nov 26, page 1',
    ],
    [
      'signals.query',
      { type: 'switch', technology: 705, other_technology: 706, since: '2026-10-27', limit: 25, offset: 50, country: 'DE' },
      'Signal search — switches from Mailchimp to Klaviyo, since Oct 27, in DE, page 3',
    ],
    [
      'signals.export',
      { type: 'churn', technology: 707, max_rows: 1000 },
      'Signal export — sites that dropped a technology not seen in this browser, up to 1,000 rows',
    ],
    ['audiences.profile', { id: 'aud_4' }, 'Audience profile — SaaS targets Q1'],
    ['audiences.profile', { id: 'aud_9', technology: 'Shopify' }, 'Audience profile — an audience, sites using Shopify'],
    ['audiences.addMembers', { id: 'aud_4', domains: ['a.com', 'b.com', 'c.com', 'd.com'] }, 'Sites added to an audience — SaaS targets Q1, 4 sites'],
    ['jobs.get', { id: 'll_1' }, 'Job status — lead list “Shopify shops in DE”'],
    ['jobs.get', { id: 'job_9' }, 'Job status — refresh of “SaaS targets Q1”'],
    ['leadLists.rows', { id: 'll_1', limit: 100, offset: 100 }, 'Lead list rows — Shopify shops in DE, page 2'],
    ['leadLists.create', { name: 'DE shops', technologies: [705], max_rows: 500 }, 'Lead list — “DE shops”, up to 500 rows'],
    [
      'ai.extract',
      { domain: 'xn--bcher-kva.de', question: 'Which payment providers do they offer?' },
      'AI extractor — bücher.de: “Which payment providers do they offer?”',
    ],
    ['domain.technologies', { domain: 'xn--bcher-kva.de' }, 'Domain lookup — bücher.de'],
    ['live.detect', { url: 'https://xn--mnchen-3ya.de/', mode: 'full' }, 'Live detection — münchen.de, full mode'],
    ['technology.history', { id: 705, years: 12 }, 'Technology trend — Klaviyo, last 12 years'],
    ['technologies.search', { limit: 20, offset: 0 }, 'Technology search — all technologies, page 1'],
    ['technologies.search', { search: 'shop', limit: 20, offset: 0 }, 'Technology search — “shop”, page 1'],
    ['companies.batch', { domains: ['a.com', 'b.com', 'c.com', 'd.com', 'e.com'] }, 'Company batch lookup — 5 domains: a.com, b.com, c.com and 2 more'],
    ['alerts.test', { id: 'alr_2' }, 'Alert test — New Klaviyo users'],
    ['account.credits', {}, 'Credit balance'],
  ] as const)('%s %j → %s', (endpoint, params, text) => {
    expect(describeCall(endpoint, summarizeParams(params), NAMES)).toBe(text);
  });

  it('writes a finished job’s charge row by the job’s name and what it delivered', () => {
    expect(describeCall('leadLists.create', 'job=ll_1 completed rows=120', NAMES)).toBe('Lead list — Shopify shops in DE, 120 rows delivered');
    expect(describeCall('audiences.refresh', 'job=job_9 completed crawled=7', NAMES)).toBe('Audience refresh — SaaS targets Q1, 7 sites crawled');
  });

  it('never shows a raw id, a parameter name or a leading separator, with or without names', () => {
    for (const names of [NAMES, {}]) {
      for (const text of [
        describeCall('audiences.get', 'id=aud_4', names),
        describeCall('jobs.get', 'id=ll_1', names),
        describeCall('category.marketShare', 'id=7 limit=20', names),
        describeCall('signals.query', 'type=adoption technology=705 since=2026-10-27 limit=25 offset=0', names),
      ]) {
        expect(text).not.toMatch(/aud_|ll_|#\d|\b(limit|offset|type|id)\b|^·|— ·/);
      }
    }
  });

  it('has a describer for every catalog endpoint', () => {
    expect(Object.keys(DESCRIBERS).sort()).toEqual([...endpointIds].sort());
  });

  it('keeps a free-text value whole, spaces and all', () => {
    expect(parseSummary('domain=a.com question=What is their pricing model?').get('question')).toBe('What is their pricing model?');
  });
});

describe('statusText', () => {
  it.each([
    [200, undefined, 'Succeeded'],
    [202, undefined, 'Succeeded'],
    ['completed', undefined, 'Succeeded'],
    [404, undefined, 'Failed — HTTP 404'],
    ['not_found', undefined, 'Failed — not found'],
    ['failed', undefined, 'Failed'],
    ['canceled', undefined, 'Canceled'],
    ['timeout', undefined, 'No answer'],
    ['unanswered', 'unknown', 'No answer'],
    ['pending', 'pending', 'Waiting for answer'],
  ] as const)('%s (%s) → %s', (status, state, text) => {
    expect(statusText(status, state)).toBe(text);
  });
});
