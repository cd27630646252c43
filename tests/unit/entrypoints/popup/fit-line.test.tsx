// @vitest-environment happy-dom
// The popup's fit line, rendered from the typed fake worker: the verdict from the on-page result and
// the cached answers, at 0 credits (no company record is bought for it), and a quiet link when no ideal
// customer is set.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FitCondition } from '@/lib/fit/conditions';
import type { LocalDetectionView } from '@/lib/messaging/features/local';
import type { BalanceView, CallResultView, KeyDescription, SettingsView } from '@/lib/messaging/protocol';
import { installFakeWorker, type FakeHandlers } from '../../fake-worker';
import { SETTINGS } from '../options/settings/fixtures';

const worker = installFakeWorker();
const { App } = await import('@/entrypoints/popup/App');

const KEY: KeyDescription = { configured: true, mode: 'live', last4: '0000', plan: 'pro' };
const BALANCE: BalanceView = { plan: 'pro', balance: 9_990, limit: 10_000, resetAt: '2026-12-01T00:00:00Z', syncedAt: Date.now() };
const tech = (id: number, name: string) => ({
  id,
  name,
  category: 'Ecommerce',
  first_seen: '2023-01-02 03:04:05',
  last_seen: '2026-11-20 00:00:00',
  subdomain: '',
});
const REPORT = { domain: 'example.co.uk', active_technologies: [tech(1, 'Shopify'), tech(3, 'Mailchimp')], historical_technologies: [] };
const COMPANY = { domain: 'example.co.uk', name: 'Example', employees: '51-200', country: 'United Kingdom', industry: 'Retail' };
const IDEAL: FitCondition[] = [
  { kind: 'has', technologies: [{ id: 1, name: 'Shopify' }] },
  { kind: 'lacks', technologies: [{ id: 2, name: 'Klaviyo' }] },
  { kind: 'competitor', technologies: [{ id: 3, name: 'Mailchimp' }] },
];
const cached = (data: unknown) => ({ data, source: 'cache', storedAt: Date.now(), credits: 0 }) as CallResultView;
const onPage = (...names: string[]): LocalDetectionView => ({
  status: 'ok',
  message: null,
  host: 'example.co.uk',
  technologies: names.map((name) => ({ name, category: null, version: null, otherVersions: [], evidence: [], technology: null })),
  unresolved: [],
  durationMs: 1,
});

function setup(settings: Partial<SettingsView>, overrides: FakeHandlers = {}) {
  Object.assign(worker.handlers, {
    'popup.open': () => ({
      key: KEY,
      settings: { ...SETTINGS, ...settings },
      balance: BALANCE,
      target: { ok: true, domain: 'example.co.uk', display: 'example.co.uk', hostname: 'example.co.uk', subdomain: null },
      technologies: { result: cached(REPORT) as CallResultView<'domain.technologies'> },
      budgetNear: null,
      offerLookupChoice: false,
      firstFrame: { key: 'k', tree: null },
    }),
    'credits.get': () => BALANCE,
    'cache.peek': () => null,
    'visit.record': () => ({ previous: null }),
    'catalog.known': () => ({}),
    'audiences.forDomain': () => ({ audiences: [], containing: [], lastUsedId: null }),
    ...overrides,
  } satisfies FakeHandlers);
  render(<App />);
}

beforeEach(() => history.replaceState(null, '', '/popup.html?domain=example.co.uk'));
afterEach(() => {
  cleanup();
  globalThis.__stacklensLocal = undefined;
});

describe('popup fit line', () => {
  it('reads "Fit 3 of 3" from the cached lookup, first in the popup, and asks for nothing paid', async () => {
    setup({ idealCustomer: IDEAL });
    const line = await screen.findByText(/^Fit 3 of 3/);
    expect(line.closest('p')!.textContent).toBe('Fit 3 of 3: Shopify ✓ (met) · no Klaviyo ✓ (met) · runs Mailchimp (competitor) ✓ (met)');
    // First: before the domain's heading.
    expect(line.compareDocumentPosition(screen.getByRole('heading', { level: 1 })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(worker.sentOf('api.call')).toEqual([]);
  });

  it('with only the on-page result: what the page shows counts, what it does not is unknown, never "no"', async () => {
    globalThis.__stacklensLocal = Promise.resolve(onPage('Shopify'));
    setup(
      { idealCustomer: [...IDEAL, { kind: 'size', sizes: ['51-200'] }] },
      {
        'popup.open': () => ({
          key: KEY,
          settings: { ...SETTINGS, idealCustomer: [...IDEAL, { kind: 'size', sizes: ['51-200'] }] },
          balance: BALANCE,
          target: { ok: true, domain: 'example.co.uk', display: 'example.co.uk', hostname: 'example.co.uk', subdomain: null },
          technologies: { result: null },
          budgetNear: null,
          offerLookupChoice: false,
          firstFrame: { key: 'k', tree: null },
        }),
      },
    );
    const line = await screen.findByText(/^Fit 1 of 4/);
    expect(line.closest('p')!.textContent).toBe(
      'Fit 1 of 4 (3 unknown): Shopify ✓ (met) · no Klaviyo ? (unknown) · runs Mailchimp (competitor) ? (unknown) · size 51-200 ? (unknown)',
    );
    fireEvent.click(screen.getByText('Why this fit'));
    const why = screen.getByText('Why this fit').closest('details')!;
    expect([...why.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Shopify ✓ Seen on this page: Shopify · No cached lookup of this site',
      'no Klaviyo ? Not seen on this page (one page does not prove it is absent) · No cached lookup of this site',
      'runs Mailchimp (competitor) ? Not seen on this page (one page does not prove it is absent) · No cached lookup of this site',
      'size 51-200 ? No cached company record (never bought for the fit)',
    ]);
    expect(worker.sentOf('api.call')).toEqual([]);
  });

  it('a cached company record answers size, country and industry; none is bought', async () => {
    setup(
      {
        idealCustomer: [
          { kind: 'size', sizes: ['11-50'] },
          { kind: 'country', countries: ['united kingdom'] },
        ],
      },
      { 'cache.peek': ({ endpoint }) => (endpoint === 'company.get' ? cached(COMPANY) : null) },
    );
    const line = await screen.findByText(/^Fit 1 of 2/);
    expect(line.closest('p')!.textContent).toBe('Fit 1 of 2: size 51-200 ✗ (not met) · country United Kingdom ✓ (met)');
    expect(worker.sentOf('api.call')).toEqual([]);
  });

  it('no ideal customer: a quiet link to set one, no verdict', async () => {
    setup({ idealCustomer: [] });
    const link = await screen.findByRole('link', { name: 'Set your ideal customer' });
    expect(link.getAttribute('href')).toMatch(/options\.html#settings$/);
    expect(screen.queryByText(/^Fit /)).toBeNull();
  });
});
