// The store listings' screenshots (docs/store.md): the popup and every options section at 1280×800,
// light and dark, in each of the five languages, saved in docs/store/screenshots/<lang>/ (gitignored:
// made again for each listing from the build being submitted). Each page must fit 1280 px without
// sideways scrolling, in every language.
import type { Page } from '@playwright/test';
import path from 'node:path';
import { compareHash } from '../../lib/ui/routes';
import { SANDBOX_KEYS } from '../sandbox/keys';
import { expect, test } from './fixtures';

const SHOP = 'stacklens-fixture-shop.com';
const SIZE = { width: 1280, height: 800 };
/** Each section's screenshot name and its address: the comparison of the looked-up shop with a site not looked up yet (priced, nothing spent). */
const SECTIONS = [
  ...(['credits', 'audiences', 'signals', 'lead-lists', 'technologies', 'companies', 'settings'] as const).map((s) => [s, s] as const),
  ['compare', compareHash([SHOP, 'example.com']).slice(1)] as const,
];
const LANGUAGES = ['en', 'de', 'fr', 'es', 'ja'] as const;

/** Waits until the page's text stops changing (its data arrived), then saves it light and dark. */
async function saveShots(page: Page, language: string, name: string) {
  let last = '';
  await expect
    .poll(async () => {
      const text = await page.evaluate(() => document.body.innerText);
      const settled = text === last && text.length > 0;
      last = text;
      return settled;
    })
    .toBe(true);
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(widths.scroll, `${name} in ${language} scrolls sideways at 1280 px`).toBeLessThanOrEqual(widths.client);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.screenshot({ path: path.join('docs', 'store', 'screenshots', language, `${name}-${colorScheme}.png`) });
  }
}

for (const language of LANGUAGES) {
  test.describe(`store screenshots in ${language}`, () => {
    test.use({ uiLanguage: language === 'en' ? undefined : language });

    test(`the popup and every options section, 1280×800, light and dark (${language})`, async ({ openPage, useKey }) => {
      await useKey(SANDBOX_KEYS.pro);
      const popup = await openPage(`popup.html?domain=${SHOP}`);
      await popup.setViewportSize(SIZE);
      await expect(popup.getByText(SHOP).first()).toBeVisible();
      await saveShots(popup, language, 'popup');
      await popup.close();

      const options = await openPage('options.html#credits');
      await options.setViewportSize(SIZE);
      for (const [name, hash] of SECTIONS) {
        await options.evaluate((h) => (location.hash = h), `#${hash}`);
        await expect(options.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await saveShots(options, language, name);
      }
    });
  });
}
