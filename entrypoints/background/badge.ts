// The optional toolbar badge: the number of cached technologies for the active tab's site. It reads
// the cache only, so it never triggers a paid request; it needs the optional `tabs` permission.
import { browser } from 'wxt/browser';
import type { Handlers } from '@/lib/messaging/background';

/** MV3's action, or MV2's browserAction (Firefox builds MV2). */
const action = () => browser.action ?? browser.browserAction;

export function registerBadge(handlers: Handlers) {
  async function show(tabId: number, url: string | undefined) {
    // Without the optional `tabs` permission (badge off) there is no URL: nothing to read or clear.
    if (!url) return;
    const settings = await handlers['settings.get']({});
    if (!settings.badge) return action().setBadgeText({ tabId, text: '' });
    const target = await handlers['domain.resolve']({ input: url });
    const hit = target.ok ? await handlers['cache.peek']({ endpoint: 'domain.technologies', params: { domain: target.domain } }) : null;
    const count = (hit?.data as { active_technologies?: unknown[] } | undefined)?.active_technologies?.length;
    await action().setBadgeText({ tabId, text: count ? String(count) : '' });
    if (count) await action().setBadgeBackgroundColor({ tabId, color: '#4f46e5' });
  }
  const update = (tabId: number, url?: string) => void show(tabId, url).catch(() => undefined);
  browser.tabs.onActivated.addListener(({ tabId }) => {
    void browser.tabs.get(tabId).then((tab) => update(tabId, tab.url), () => undefined);
  });
  browser.tabs.onUpdated.addListener((tabId, change, tab) => {
    if (change.status === 'complete' || change.url) update(tabId, tab.url);
  });
}
