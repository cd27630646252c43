// The optional toolbar badge: the number of cached technologies for the active tab's site. It reads
// the cache only, so it never triggers a paid request; it needs the optional `tabs` permission.
// Turned off (or the permission removed), every tab's badge is cleared; after the popup's lookup
// the active tab's badge shows the new count at once.
import { browser } from 'wxt/browser';
import type { Handlers } from '@/lib/messaging/background';
import { toolbarApi, type ToolbarApi } from '@/lib/platform';

/** MV3's action, or MV2's browserAction (Firefox builds MV2): lib/platform.ts. */
const action = () => toolbarApi(browser as unknown as { action?: ToolbarApi; browserAction?: ToolbarApi });

export function registerBadge(handlers: Handlers) {
  async function show(tabId: number, url: string | undefined) {
    // Without the optional `tabs` permission (badge off) there is no URL: clear what an earlier
    // "on" left behind (setting a tab's badge needs no permission).
    if (!url) return action().setBadgeText({ tabId, text: '' });
    const settings = await handlers['settings.get']({});
    if (!settings.badge) return action().setBadgeText({ tabId, text: '' });
    const target = await handlers['domain.resolve']({ input: url });
    const hit = target.ok ? await handlers['cache.peek']({ endpoint: 'domain.technologies', params: { domain: target.domain } }) : null;
    const count = (hit?.data as { active_technologies?: unknown[] } | undefined)?.active_technologies?.length;
    await action().setBadgeText({ tabId, text: count ? String(count) : '' });
    if (count) await action().setBadgeBackgroundColor({ tabId, color: '#4f46e5' });
  }
  const update = (tabId: number, url?: string) => show(tabId, url).catch(() => undefined);

  /** Every tab's badge cleared (tabs.query lists tabs without the `tabs` permission, without URLs). */
  async function clearAll() {
    const tabs = await browser.tabs.query({}).catch(() => []);
    await Promise.all(tabs.map((t) => (t.id === undefined ? undefined : action().setBadgeText({ tabId: t.id, text: '' }).catch(() => undefined))));
  }
  async function updateActive() {
    const tabs = await browser.tabs.query({ active: true }).catch(() => []);
    await Promise.all(tabs.map((t) => (t.id === undefined ? undefined : update(t.id, t.url))));
  }

  browser.tabs.onActivated.addListener(({ tabId }) => {
    void browser.tabs.get(tabId).then((tab) => update(tabId, tab.url), () => undefined);
  });
  browser.tabs.onUpdated.addListener((tabId, change, tab) => {
    if (change.status === 'complete' || change.url) void update(tabId, tab.url);
  });
  browser.permissions?.onRemoved?.addListener((removed) => {
    if (removed.permissions?.includes('tabs')) void clearAll();
  });

  // Turning the badge off clears it everywhere; turning it on shows it for the active tab.
  const settingsUpdate = handlers['settings.update'];
  handlers['settings.update'] = async (patch) => {
    const view = await settingsUpdate(patch);
    if (patch.badge === false) await clearAll();
    else if (patch.badge === true) await updateActive();
    return view;
  };
  // The popup's lookup (popup.open or a search) puts a new answer in the cache: show its count.
  const apiCall = handlers['api.call'];
  handlers['api.call'] = async (input) => {
    const result = await apiCall(input);
    if (input.endpoint === 'domain.technologies') void updateActive();
    return result;
  };
}
