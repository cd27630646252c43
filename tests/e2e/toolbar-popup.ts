// The real toolbar popup over a test page on a mapped host, for the on-page detection specs.
// openPopup() grants no activeTab, so these use the test-only build that declares `tabs` and the mapped
// test hosts (wxt.config.ts); the shipped manifest is checked by a unit test. Playwright does not expose
// the toolbar popup as a page: it is read and driven from another extension page (extension.getViews).
import type { Page } from '@playwright/test';
import { test as base } from './fixtures';

export const test = base.extend<{
  /** Saves `key` when given, then opens Settings: the extension page the toolbar popup is read from. */
  openObserver: (key?: string) => Promise<Page>;
  /** Opens `url` in a tab in front, then the real toolbar popup over it; `watch` sees the tab once loaded, before the click. */
  clickToolbarIcon: (url: string, watch?: (tab: Page) => unknown) => Promise<Page>;
}>({
  openObserver: async ({ openPage, useKey }, use) => {
    await use(async (key) => {
      if (key) await useKey(key);
      return openPage('options.html#settings');
    });
  },
  clickToolbarIcon: async ({ context, worker }, use) => {
    await use(async (url, watch) => {
      const tab = await context.newPage();
      await tab.goto(url);
      await watch?.(tab);
      await tab.bringToFront();
      await worker.evaluate(() => (globalThis as unknown as { chrome: { action: { openPopup(): Promise<void> } } }).chrome.action.openPopup());
      return tab;
    });
  },
});
