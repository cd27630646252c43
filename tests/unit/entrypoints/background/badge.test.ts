// The toolbar badge: cleared on every tab when turned off (or when `tabs` is removed), and updated
// right after the popup's lookup. It only ever reads the cache.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const badge = new Map<number, string>();
const listeners: Record<string, ((...args: never[]) => void)[]> = {};
const on = (name: string) => ({ addListener: (fn: (...args: never[]) => void) => (listeners[name] ??= []).push(fn) });
let tabs: { id: number; active: boolean; url?: string }[] = [];

vi.mock('wxt/browser', () => ({
  browser: {
    action: {
      setBadgeText: vi.fn(async ({ tabId, text }: { tabId: number; text: string }) => void badge.set(tabId, text)),
      setBadgeBackgroundColor: vi.fn(async () => undefined),
    },
    tabs: {
      query: vi.fn(async (q: { active?: boolean }) => tabs.filter((t) => (q.active ? t.active : true))),
      get: vi.fn(async (id: number) => tabs.find((t) => t.id === id)),
      onActivated: on('activated'),
      onUpdated: on('updated'),
    },
    permissions: { onRemoved: on('permissionsRemoved') },
  },
}));

const { badgeHooks, registerBadge } = await import('@/entrypoints/background/badge');
const { runHooks } = await import('@/lib/worker/hooks');

const REPORT = { domain: 'example.com', active_technologies: [{ name: 'Shopify' }, { name: 'Klaviyo' }, { name: 'jQuery' }], historical_technologies: [] };

function setup(fit: { fitBadge: boolean; idealCustomer: unknown[] } = { fitBadge: false, idealCustomer: [] }) {
  let badgeOn = true;
  let cached: unknown = null;
  const calls: string[] = [];
  const handlers = {
    'settings.get': async () => ({ badge: badgeOn, ...fit }),
    'settings.update': async (patch: { badge?: boolean }) => {
      if (patch.badge !== undefined) badgeOn = patch.badge;
      return { badge: badgeOn, ...fit };
    },
    'domain.resolve': async ({ input }: { input: string }) => ({ ok: true, domain: new URL(input).hostname }),
    // Only the technologies answer is ever cached here: a company record is not (its conditions stay unknown).
    'cache.peek': async ({ endpoint }: { endpoint: string }) => (endpoint === 'domain.technologies' ? cached : null),
    'api.call': async (input: { endpoint: string }) => {
      calls.push(input.endpoint);
      cached = { data: REPORT, source: 'cache', storedAt: 1, credits: 0 };
      return { data: REPORT, source: 'network', storedAt: 1, credits: 1 };
    },
  } as never as Parameters<typeof registerBadge>[0];
  registerBadge(handlers);
  // The hooks as createHandlers runs them: after each call and each settings change.
  const h = handlers as unknown as Record<string, (input: never) => Promise<never>>;
  const call = h['api.call']!;
  const update = h['settings.update']!;
  h['api.call'] = async (input) => {
    const result = await call(input);
    await runHooks([badgeHooks], 'afterCall', { endpoint: (input as { endpoint: never }).endpoint, result }, handlers);
    return result;
  };
  h['settings.update'] = async (patch) => {
    const view = await update(patch);
    await runHooks([badgeHooks], 'afterSettingsUpdate', patch, view, handlers);
    return view;
  };
  return { handlers: handlers as unknown as Record<string, (input: unknown) => Promise<unknown>>, calls };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  badge.clear();
  for (const k of Object.keys(listeners)) delete listeners[k];
  tabs = [
    { id: 1, active: true, url: 'https://example.com/' },
    { id: 2, active: false, url: 'https://other.org/' },
  ];
});

describe('toolbar badge', () => {
  it('shows the count after the popup’s lookup, without waiting for a tab event', async () => {
    const { handlers } = setup();
    await handlers['api.call']!({ endpoint: 'domain.technologies', params: { domain: 'example.com' } });
    await settle();
    expect(badge.get(1)).toBe('3');
  });

  it('turned off: every tab’s badge is cleared, although no tab URL can be read any more', async () => {
    const { handlers } = setup();
    badge.set(1, '3');
    badge.set(2, '7');
    tabs = tabs.map(({ url: _url, ...t }) => t); // `tabs` permission removed: no URLs
    await handlers['settings.update']!({ badge: false });
    expect(badge.get(1)).toBe('');
    expect(badge.get(2)).toBe('');
  });

  it('a tab event without a URL (no `tabs` permission) clears that tab instead of leaving a stale count', async () => {
    setup();
    badge.set(1, '3');
    for (const fn of listeners.updated ?? []) (fn as (id: number, change: object, tab: object) => void)(1, { status: 'complete' }, { id: 1 });
    await settle();
    expect(badge.get(1)).toBe('');
  });

  it('removing the `tabs` permission clears every badge', async () => {
    setup();
    badge.set(1, '3');
    badge.set(2, '7');
    for (const fn of listeners.permissionsRemoved ?? []) (fn as (p: object) => void)({ permissions: ['tabs'] });
    await settle();
    await settle();
    expect([...badge.values()]).toEqual(['', '']);
  });

  it('with the fit badge on: the site’s fit from the cache (met out of all), never a credit for it', async () => {
    const { handlers, calls } = setup({
      fitBadge: true,
      idealCustomer: [
        { kind: 'has', technologies: [{ id: 1, name: 'Shopify' }] },
        { kind: 'lacks', technologies: [{ id: 2, name: 'Mailchimp' }] },
        { kind: 'country', countries: ['Germany'] },
      ],
    });
    await handlers['api.call']!({ endpoint: 'domain.technologies', params: { domain: 'example.com' } });
    await settle();
    // Shopify runs, Mailchimp does not (the cached answer says so), the country is unknown (no company cached).
    expect(badge.get(1)).toBe('2/3');
    expect(calls).toEqual(['domain.technologies']);
  });
});
