// The API's values in the reader's language (lib/display/api-values.ts): Chromium started in German and
// in Japanese shows the technology categories of a site in the popup, and the plan, the key's status and
// its type in Settings and Credits & usage, in that language; a category the API adds later (one the
// tables do not know) is shown as the API sent it. Screenshots in test-results/screenshots.
import type { Page, Worker } from '@playwright/test';
import { SANDBOX_KEYS } from '../sandbox/keys';
import { expect, snapshot, test, EXTENSION_DIR } from './fixtures';
import { builtMessages } from './messages';
import { PopupPage } from './pages/popup-page';

const SHOP = 'stacklens-fixture-shop.com';
/** A category the vendor might add: no table knows it. */
const NEW_CATEGORY = 'Quantum commerce';

/**
 * The worker's fetch answers GET /v1/domain/<SHOP> with jQuery's category renamed to NEW_CATEGORY, as if
 * the API had started sending a category this build does not know. Everything else passes untouched.
 */
async function serveNewCategory(worker: Worker) {
  await worker.evaluate((category) => {
    const original = globalThis.fetch.bind(globalThis);
    globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await original(input, init);
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!/\/v1\/domain\/stacklens-fixture-shop\.com$/.test(new URL(url).pathname) || !response.ok) return response;
      const body = (await response.json()) as { data: { active_technologies: { name: string; category: string }[] } };
      for (const tech of body.data.active_technologies) if (tech.name === 'jQuery') tech.category = category;
      const headers = new Headers(response.headers);
      headers.delete('content-length');
      return new Response(JSON.stringify(body), { status: response.status, headers });
    };
  }, NEW_CATEGORY);
}

/** A pattern matching exactly `text`. */
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** The category headings of the popup's technology list, in order. */
const headings = (page: Page) => page.locator('.tech-list section[aria-label] h3').allTextContents();

for (const language of ['de', 'ja'] as const) {
  test.describe(`in ${language}`, () => {
    test.use({ uiLanguage: language });

    test('the popup names the categories in the reader’s language, and a category it does not know as sent', async ({ worker, openPage, useKey }) => {
      const message = builtMessages(EXTENSION_DIR, language);
      await serveNewCategory(worker);
      await useKey(SANDBOX_KEYS.pro);
      const popup = await PopupPage.open(openPage, SHOP);
      await expect(popup.page.getByRole('heading', { level: 1, name: SHOP })).toBeVisible();
      const list = popup.page.locator('.tech-list');
      // Klaviyo is marketing automation, Shopify ecommerce, Cloudflare a CDN, React a JavaScript framework.
      for (const key of [
        'values_category_marketing_automation',
        'values_category_ecommerce',
        'values_category_analytics',
        'values_category_javascript_frameworks',
      ] as const)
        await expect(list.getByRole('region', { name: message(key), exact: true })).toBeVisible();
      await expect(list.getByRole('region', { name: NEW_CATEGORY, exact: true })).toContainText('jQuery');
      const shown = await headings(popup.page);
      for (const english of ['Marketing automation', 'Ecommerce', 'Analytics', 'JavaScript frameworks', 'JavaScript libraries'])
        expect(shown.join('\n').toLowerCase()).not.toContain(english.toLowerCase());
      expect(shown.some((h) => h.startsWith(NEW_CATEGORY))).toBe(true);
      for (const colorScheme of ['light', 'dark'] as const) {
        await popup.page.emulateMedia({ colorScheme });
        await snapshot(popup.page, `popup-values-${language}-${colorScheme}`);
      }

      // A technology's detail: its category in the hint under its name, in the reader's language.
      await popup.page
        .getByRole('button', { name: /^Klaviyo / })
        .first()
        .click();
      await expect(popup.page.getByText(message('values_category_marketing_automation'), { exact: true })).toBeVisible();
    });

    test('Settings and Credits & usage show the plan, the key’s type and its status in the reader’s language', async ({ openPage, useKey }) => {
      const message = builtMessages(EXTENSION_DIR, language);
      await useKey(SANDBOX_KEYS.free);
      const settings = await openPage('options.html#settings');
      const facts = settings.getByRole('definition');
      const fact = (term: string) => settings.locator('dt', { hasText: exactly(term) }).locator('xpath=following-sibling::dd[1]');
      await expect(fact(message('credits_keyType'))).toHaveText(message('credits_liveKey'));
      await expect(fact(message('credits_plan'))).toHaveText(message('values_plan_free'));
      await expect(facts.filter({ hasText: /^(Live key|Free)$/ })).toHaveCount(0);
      await settings.setViewportSize({ width: 1100, height: 900 });
      await snapshot(settings, `settings-values-${language}`);

      const credits = await openPage('options.html#credits');
      const credit = (term: string) => credits.locator('dt', { hasText: exactly(term) }).locator('xpath=following-sibling::dd[1]');
      await expect(credit(message('credits_status'))).toHaveText(message('values_keyStatus_active'));
      await expect(credit(message('credits_type'))).toHaveText(message('credits_liveKey'));
      await expect(credit(message('credits_plan')).first()).toHaveText(message('values_plan_free'));
      await expect(credits.getByRole('definition').filter({ hasText: /^(Active|Live key|Free)$/ })).toHaveCount(0);
      await credits.setViewportSize({ width: 1100, height: 900 });
      await snapshot(credits, `credits-values-${language}`);
    });
  });
}

for (const language of ['en', 'de', 'es', 'fr', 'ja'] as const) {
  test.describe(`in ${language}, Credits & usage`, () => {
    test.use({ uiLanguage: language });

    test('the period pills stand on one row, and the period shown writes its two days in one style', async ({ openPage, useKey }) => {
      const message = builtMessages(EXTENSION_DIR, language);
      await useKey(SANDBOX_KEYS.pro);
      const page = await openPage('options.html#credits');
      await page.setViewportSize({ width: 1100, height: 900 });
      const presets = page.getByRole('group', { name: message('credits_period') }).locator('label');
      await expect(presets).toHaveCount(5);
      const tops = await presets.evaluateAll((labels) => labels.map((l) => Math.round(l.getBoundingClientRect().top)));
      expect(new Set(tops).size, `pill tops ${tops.join(', ')}`).toBe(1);
      // "07.11. – 06.12.2026" in German, "11/07～2026/12/06" in Japanese: both days name the month, or neither does.
      const text = (await page.locator('.period-picker > p.hint').textContent()) ?? '';
      const [before, after] = message('credits_showing', ['\u0000']).split('\u0000') as [string, string];
      expect(text.startsWith(before) && text.endsWith(after), text).toBe(true);
      const period = text.slice(before.length, text.length - after.length);
      const [prefix, middle, suffix] = message('credits_periodRange', ['\uE001', '\uE002']).split(/[\uE001\uE002]/) as [string, string, string];
      const first = period.slice(prefix.length, period.indexOf(middle, prefix.length));
      const last = period.slice(prefix.length + first.length + middle.length, period.length - suffix.length);
      const namesMonth = (day: string) => /\p{L}{2,}/u.test(day.replace(/\b1er\b/, ''));
      expect(first).toMatch(/\d/);
      expect(last).toMatch(/\d{4}/);
      expect(namesMonth(first), `${first} | ${last}`).toBe(namesMonth(last));
    });
  });
}
