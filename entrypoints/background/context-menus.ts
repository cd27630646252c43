// StackLens's context menu items, in one place (a menu is rebuilt whole: removeAll, then every item):
// "Add to StackLens audience" on pages and links, and "Look up this link’s site in StackLens" on links.
// Chrome cannot change a title per link before the menu shows, so the title names "this link’s site"
// in both browsers (Firefox's menus.onShown could, at a cost to the worker's size budget).
import { browser } from 'wxt/browser';
import type { Handlers } from '@/lib/messaging/background';
import { currentPlatform, type PlatformTraits } from '@/lib/platform';
import { t } from '@/lib/i18n';

export const ADD_TO_AUDIENCE_MENU = 'stacklens-add-to-audience';
export const LOOKUP_LINK_MENU = 'stacklens-lookup-link';

export function registerContextMenus(handlers: Handlers, platform: PlatformTraits = currentPlatform()) {
  const createMenus = () =>
    void browser.contextMenus
      .removeAll()
      .then(() => {
        browser.contextMenus.create({ id: ADD_TO_AUDIENCE_MENU, title: t('background_menuAddToAudience'), contexts: ['page', 'link'] });
        browser.contextMenus.create({ id: LOOKUP_LINK_MENU, title: t('background_menuLookUpLink'), contexts: ['link'] });
      })
      .catch(() => undefined);
  // MV3 menus outlive the worker and the browser: created once per install or update. A Firefox MV2
  // background page's menus live only as long as the page: created at every start (lib/platform.ts).
  if (platform.contextMenusPersist) browser.runtime.onInstalled.addListener(createMenus);
  else createMenus();
  browser.contextMenus.onClicked.addListener((info) => {
    // The same handlers the protocol exposes (the e2e tests call them that way).
    if (info.menuItemId === ADD_TO_AUDIENCE_MENU)
      void handlers['audiences.contextAdd']({ pageUrl: info.pageUrl, linkUrl: info.linkUrl }).catch(() => undefined);
    if (info.menuItemId === LOOKUP_LINK_MENU && info.linkUrl) void handlers['reach.open']({ input: info.linkUrl, where: 'newTab' }).catch(() => undefined);
  });
}
