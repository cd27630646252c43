// The optional toolbar badge: the number of cached technologies for the active tab's site, or, with
// Settings › Ideal customer's badge on, the site's fit ("2/3", lib/fit/badge.ts) from the cached
// technologies answer and company record. It reads the cache only, so it never triggers a paid request;
// it needs the optional `tabs` permission.
// Turned off (or the permission removed), every tab's badge is cleared; after the popup's lookup
// the active tab's badge shows the new count at once.
import { browser } from 'wxt/browser';
import type { Handlers } from '@/lib/messaging/background';
import { toolbarApi, type ToolbarApi } from '@/lib/platform';
import type { WorkerHooks } from '@/lib/worker/hooks';
import { fitVerdict, type FitInputs } from '@/lib/fit/verdict';
import { fitBadge } from '@/lib/fit/badge';

/** MV3's action, or MV2's browserAction (Firefox builds MV2): lib/platform.ts. */
const action = () => toolbarApi(browser as unknown as { action?: ToolbarApi; browserAction?: ToolbarApi });

async function show(handlers: Handlers, tabId: number, url: string | undefined) {
  // Without the optional `tabs` permission (badge off) there is no URL: clear what an earlier
  // "on" left behind (setting a tab's badge needs no permission).
  if (!url) return action().setBadgeText({ tabId, text: '' });
  const settings = await handlers['settings.get']({});
  const fit = settings.fitBadge && settings.idealCustomer.length > 0;
  if (!settings.badge && !fit) return action().setBadgeText({ tabId, text: '' });
  const target = await handlers['domain.resolve']({ input: url });
  const hit = target.ok ? await handlers['cache.peek']({ endpoint: 'domain.technologies', params: { domain: target.domain } }) : null;
  if (fit) {
    const company = target.ok ? await handlers['cache.peek']({ endpoint: 'company.get', params: { domain: target.domain } }) : null;
    const verdict = fitVerdict({
      conditions: settings.idealCustomer,
      technologies: (hit?.data as FitInputs['technologies'] | undefined) ?? null,
      company: (company?.data as FitInputs['company'] | undefined) ?? null,
    });
    const shown = fitBadge(verdict);
    await action().setBadgeText({ tabId, text: shown.text });
    if (shown.text) await action().setBadgeBackgroundColor({ tabId, color: shown.color });
    return;
  }
  const count = (hit?.data as { active_technologies?: unknown[] } | undefined)?.active_technologies?.length;
  await action().setBadgeText({ tabId, text: count ? String(count) : '' });
  if (count) await action().setBadgeBackgroundColor({ tabId, color: '#4f46e5' });
}
const update = (handlers: Handlers, tabId: number, url?: string) => show(handlers, tabId, url).catch(() => undefined);

/** Every tab's badge cleared (tabs.query lists tabs without the `tabs` permission, without URLs). */
async function clearAll() {
  const tabs = await browser.tabs.query({}).catch(() => []);
  await Promise.all(
    tabs.map((t) =>
      t.id === undefined
        ? undefined
        : action()
            .setBadgeText({ tabId: t.id, text: '' })
            .catch(() => undefined),
    ),
  );
}
async function updateActive(handlers: Handlers) {
  const tabs = await browser.tabs.query({ active: true }).catch(() => []);
  await Promise.all(tabs.map((t) => (t.id === undefined ? undefined : update(handlers, t.id, t.url))));
}

/** Declared to createHandlers: what the badge does after a settings change and after a lookup. */
export const badgeHooks: WorkerHooks = {
  // Turning the badge off clears it everywhere; turning it on shows it for the active tab.
  afterSettingsUpdate: async (patch, view, handlers) => {
    const changed = patch.badge !== undefined || patch.fitBadge !== undefined || patch.idealCustomer !== undefined;
    if (!changed) return;
    if (!view.badge && !view.fitBadge) await clearAll();
    else await updateActive(handlers);
  },
  // The popup's lookup (popup.open or a search) puts a new answer in the cache: show its count or fit.
  afterCall: ({ endpoint }, handlers) => {
    if (endpoint === 'domain.technologies' || endpoint === 'company.get') void updateActive(handlers);
  },
};

/** The tab and permission listeners that keep the badge current. */
export function registerBadge(handlers: Handlers) {
  browser.tabs.onActivated.addListener(({ tabId }) => {
    void browser.tabs.get(tabId).then(
      (tab) => update(handlers, tabId, tab.url),
      () => undefined,
    );
  });
  browser.tabs.onUpdated.addListener((tabId, change, tab) => {
    if (change.status === 'complete' || change.url) void update(handlers, tabId, tab.url);
  });
  browser.permissions?.onRemoved?.addListener((removed) => {
    if (removed.permissions?.includes('tabs')) void clearAll();
  });
}
