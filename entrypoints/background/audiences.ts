// Audiences in the background: the "Add to StackLens audience" context menu on pages and links, and
// the alarm that replays queued audience changes while no page is open.
import { browser } from 'wxt/browser';
import { SYNC_ALARM } from '@/lib/audiences/sync';
import type { Handlers } from '@/lib/messaging/background';
import { currentPlatform, type PlatformTraits } from '@/lib/platform';

const MENU_ID = 'stacklens-add-to-audience';

export function registerAudiences(handlers: Handlers, platform: PlatformTraits = currentPlatform()) {
  const createMenu = () =>
    void browser.contextMenus
      .removeAll()
      .then(() => browser.contextMenus.create({ id: MENU_ID, title: 'Add to StackLens audience', contexts: ['page', 'link'] }))
      .catch(() => undefined);
  // MV3 menus outlive the worker and the browser: created once per install or update. A Firefox MV2
  // background page's menus live only as long as the page: created at every start (lib/platform.ts).
  if (platform.contextMenusPersist) browser.runtime.onInstalled.addListener(createMenu);
  else createMenu();
  browser.contextMenus.onClicked.addListener((info) => {
    if (info.menuItemId !== MENU_ID) return;
    // The same handler the protocol exposes as audiences.contextAdd (the e2e tests call it that way).
    void handlers['audiences.contextAdd']({ pageUrl: info.pageUrl, linkUrl: info.linkUrl }).catch(() => undefined);
  });
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === SYNC_ALARM) void handlers['audiences.sync']({}).catch(() => undefined);
  });
  // A worker (re)started with changes still queued tries them now (no request when the queue is empty).
  void handlers['audiences.sync']({}).catch(() => undefined);
}
