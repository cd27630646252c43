// Audiences in the background: the "Add to StackLens audience" context menu on pages and links, and
// the alarm that replays queued audience changes while no page is open (issue 6).
import { browser } from 'wxt/browser';
import { SYNC_ALARM } from '@/lib/audiences/sync';
import type { Handlers } from '@/lib/messaging/background';

const MENU_ID = 'stacklens-add-to-audience';

export function registerAudiences(handlers: Handlers) {
  // Menus persist across worker and browser restarts: created once per install or update, not on
  // every worker start.
  browser.runtime.onInstalled.addListener(() => {
    void browser.contextMenus
      .removeAll()
      .then(() => browser.contextMenus.create({ id: MENU_ID, title: 'Add to StackLens audience', contexts: ['page', 'link'] }))
      .catch(() => undefined);
  });
  browser.contextMenus.onClicked.addListener((info) => {
    if (info.menuItemId !== MENU_ID) return;
    // The same handler the protocol exposes as audience.contextAdd (the e2e tests call it that way).
    void handlers['audience.contextAdd']({ pageUrl: info.pageUrl, linkUrl: info.linkUrl }).catch(() => undefined);
  });
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === SYNC_ALARM) void handlers['audience.sync']({}).catch(() => undefined);
  });
  // A worker (re)started with changes still queued tries them now (no request when the queue is empty).
  void handlers['audience.sync']({}).catch(() => undefined);
}
