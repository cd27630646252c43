// StackLens in the browser's language: Chromium started in German and in Japanese (the `uiLanguage`
// fixture option) shows the popup in that language, its 400 px column holding German's long words, and
// saves screenshots of it, light and dark, in test-results/screenshots (popup-<lang>-<scheme>.png).
import type { Page } from '@playwright/test';
import { SANDBOX_KEYS } from '../sandbox/keys';
import { expect, snapshot, test, TOOLBAR_TEST_EXTENSION_DIR } from './fixtures';
import { builtMessages } from './messages';
import { measurePopupFit } from './popup-fit';
import { PopupPage } from './pages/popup-page';

const WIDE = 'stacklens-fixture-wide.com';

/** The UI language the extension sees, asked from one of its pages. */
const uiLanguageOf = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { chrome: { i18n: { getUILanguage(): string } } }).chrome.i18n.getUILanguage());

/** The names, subdomains, versions, dates and category headings of the technology list that do not fit their box (text cut or running over). */
const cutOff = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.tech-list .tech-name, .tech-list .chip, .tech-list .tech-dates, .tech-list h3')]
      .filter((el) => el.getClientRects().length > 0 && el.scrollWidth > el.clientWidth)
      .map((el) => `${el.className}: ${el.textContent} (${el.scrollWidth} > ${el.clientWidth})`),
  );

for (const language of ['en', 'de', 'es', 'fr', 'ja'] as const) {
  test.describe(`in ${language}, on a 42-technology site`, () => {
    test.use({ uiLanguage: language, extensionDir: TOOLBAR_TEST_EXTENSION_DIR });

    test('no technology name, subdomain, version, date or category is cut: in the 400 px popup and the 360 px side panel', async ({ openPage, useKey }) => {
      await useKey(SANDBOX_KEYS.pro);
      const popup = await PopupPage.open(openPage, WIDE);
      await expect(popup.page.getByRole('heading', { level: 1, name: WIDE })).toBeVisible();
      await expect.poll(() => popup.page.locator('.tech-list .tech-name').count()).toBeGreaterThanOrEqual(40);
      expect(await cutOff(popup.page)).toEqual([]);
      // The side panel's page at 360 px: one column, nothing wider than the panel.
      const panel = await openPage(`sidepanel.html?domain=${WIDE}`);
      await panel.setViewportSize({ width: 360, height: 700 });
      await expect(panel.getByRole('heading', { level: 1, name: WIDE })).toBeVisible();
      await expect.poll(() => panel.locator('.tech-list .tech-name').count()).toBeGreaterThanOrEqual(40);
      expect(await cutOff(panel)).toEqual([]);
      const widths = await panel.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
      expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    });
  });
}

for (const language of ['de', 'ja'] as const) {
  test.describe(`in ${language}`, () => {
    test.use({ uiLanguage: language, extensionDir: TOOLBAR_TEST_EXTENSION_DIR });

    test('the toolbar popup speaks the browser’s language and fits its 400 px column', async ({ context, worker, openPage, useKey }) => {
      const message = builtMessages(TOOLBAR_TEST_EXTENSION_DIR, language);
      await useKey(SANDBOX_KEYS.pro);
      const observer = await openPage('options.html#settings');
      expect(await uiLanguageOf(observer)).toMatch(new RegExp(`^${language}\\b`));
      expect(await observer.evaluate(() => document.documentElement.lang)).toMatch(new RegExp(`^${language}\\b`));

      const tab = await context.newPage();
      await tab.goto('http://shop.stacklens-fixture.co.uk/catalog');
      await tab.bringToFront();
      await worker.evaluate(() => (globalThis as unknown as { chrome: { action: { openPopup(): Promise<void> } } }).chrome.action.openPopup());
      await expect.poll(async () => (await observer.evaluate(measurePopupFit))?.text ?? '', { timeout: 15_000 }).toContain('stacklens-fixture.co.uk');
      const fit = (await observer.evaluate(measurePopupFit))!;
      // The popup's own words in the browser's language: the search button, the looked-up note, the tabs.
      for (const text of [message('popup_lookUp'), message('popup_lookedUpFrom', ['shop.stacklens-fixture.co.uk']), message('popup_tabHistory')])
        expect(fit.text).toContain(text);
      expect(fit.text).not.toContain('Look up');
      expect(fit.columnWidth).toBe(400);
      expect(fit.scrollWidth).toBeLessThanOrEqual(fit.clientWidth);
      expect(fit.clipped).toEqual([]);
    });

    test('the popup on a 42-technology site, light and dark, saved as screenshots', async ({ openPage, useKey }) => {
      const message = builtMessages(TOOLBAR_TEST_EXTENSION_DIR, language);
      await useKey(SANDBOX_KEYS.pro);
      const popup = await PopupPage.open(openPage, WIDE);
      await expect(popup.page.getByRole('heading', { level: 1, name: WIDE })).toBeVisible();
      await expect(popup.page.getByRole('tab', { name: message('popup_tabTechnologies') })).toBeVisible();
      await expect(popup.page.getByRole('button', { name: message('popup_exportCsv') })).toBeVisible();
      expect(await popup.page.evaluate(() => document.documentElement.lang)).toMatch(new RegExp(`^${language}\\b`));
      const widths = await popup.page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
      expect(widths.scroll).toBeLessThanOrEqual(widths.client);
      for (const colorScheme of ['light', 'dark'] as const) {
        await popup.page.emulateMedia({ colorScheme });
        await snapshot(popup.page, `popup-${language}-${colorScheme}`);
      }
    });
  });
}
