// Every screen, light and dark: axe-core finds no critical or serious violation in the popup or in
// any options section, and each state is saved as a screenshot (test-results/screenshots) to look at.
import type { Page } from '@playwright/test';
import { SANDBOX_KEYS } from '../sandbox/keys';
import { send } from './chromium';
import { allViolations, seriousViolations, type AxeFinding } from './axe';
import { expect, snapshot, test } from './fixtures';
import { PopupPage } from './pages/popup-page';

const SHOP = 'stacklens-fixture-shop.com';
const WIDE = 'stacklens-fixture-wide.com';
type Theme = 'light' | 'dark';

/** Chart labels drawn past their chart's left or right edge (cut: "quarespace Commerce"). */
async function clippedChartLabels(page: Page): Promise<AxeFinding[]> {
  const cut = await page.evaluate(() =>
    [...document.querySelectorAll('svg.recharts-surface')].flatMap((svg) => {
      const box = svg.getBoundingClientRect();
      return [...svg.querySelectorAll('text')]
        .filter((t) => {
          const r = t.getBoundingClientRect();
          return r.width > 0 && (r.left < box.left - 0.5 || r.right > box.right + 0.5);
        })
        .map((t) => t.textContent ?? '');
    }),
  );
  return cut.length ? [{ id: 'chart-label-clipped', impact: 'serious', help: 'A chart label runs past the chart’s edge', nodes: cut }] : [];
}

/** Checks one screen with axe (and its chart labels) and saves its screenshot; findings are gathered so one run lists them all.
 *  `every`: violations of any impact count (the popup's screens), not only critical and serious ones. */
async function inspect(page: Page, name: string, theme: Theme, found: Record<string, AxeFinding[]>, every = false) {
  const violations = [...(await (every ? allViolations : seriousViolations)(page)), ...(await clippedChartLabels(page))];
  if (violations.length) found[name] = violations;
  await snapshot(page, `tour-${theme}-${name}`);
}

test('the popup follows the system’s light or dark setting while it is open, unless Settings › Theme chose one', async ({ openPage, useKey }) => {
  await useKey(SANDBOX_KEYS.pro);
  const popup = await PopupPage.open(openPage, SHOP);
  await expect(popup.page.getByText('6 technologies')).toBeVisible();
  const colours = () =>
    popup.page.evaluate(() => {
      const row = document.querySelector('.tech-name')!;
      return { page: getComputedStyle(document.body).backgroundColor, text: getComputedStyle(row).color };
    });
  // Settings › Theme is System: the open popup turns dark and back with the system.
  await popup.page.emulateMedia({ colorScheme: 'light' });
  const light = await colours();
  await popup.page.emulateMedia({ colorScheme: 'dark' });
  const dark = await colours();
  expect(dark.page).not.toBe(light.page);
  expect(dark.text).not.toBe(light.text);
  await popup.page.emulateMedia({ colorScheme: 'light' });
  expect(await colours()).toEqual(light);
  // An explicit choice holds whatever the system says.
  await send(popup.page, 'settings.update', { theme: 'dark' });
  await popup.page.reload();
  await expect(popup.page.getByText('6 technologies')).toBeVisible();
  expect(await colours()).toEqual(dark);
});

for (const theme of ['light', 'dark'] as const) {
  test(`popup, ${theme}: no accessibility violation of any impact on any tab`, async ({ openPage, useKey }) => {
    test.setTimeout(180_000);
    await useKey(SANDBOX_KEYS.pro);
    const popup = await PopupPage.open(openPage, SHOP);
    await popup.page.emulateMedia({ colorScheme: theme });
    const found: Record<string, AxeFinding[]> = {};
    await expect(popup.page.getByText('6 technologies')).toBeVisible();
    await inspect(popup.page, 'popup-technologies', theme, found, true);
    await popup.tab('History').click();
    await expect(popup.page.getByText('Adopted Klaviyo')).toBeVisible();
    await popup.page.locator('.recharts-surface').first().waitFor();
    await inspect(popup.page, 'popup-history', theme, found, true);
    await popup.tab('Company').click();
    await expect(popup.page.getByRole('heading', { name: 'StackLens Fixture Shop' })).toBeVisible();
    await inspect(popup.page, 'popup-company', theme, found, true);
    await popup.tab('Technologies').click();
    await popup.technology('Shopify').click();
    await popup.button('Load description · 1 credit').click();
    await popup.button('Load market share · 1 credit').click();
    await popup.page
      .getByRole('img', { name: /^Chart of the top/ })
      .locator('.recharts-bar-rectangle')
      .first()
      .waitFor();
    await inspect(popup.page, 'popup-technology-detail', theme, found, true);

    // A site of 42 technologies: two columns of categories, one line each (popup.spec.ts checks the layout).
    const wide = await PopupPage.open(openPage, WIDE);
    await wide.page.emulateMedia({ colorScheme: theme });
    await expect(wide.page.getByText('42 technologies')).toBeVisible();
    await expect(wide.technology('Apache HTTP Server')).toBeVisible();
    await inspect(wide.page, 'popup-wide-stack', theme, found, true);

    // The same domain view opened in a tab, at a tab's width.
    const tab = await openPage(`popup.html?domain=${SHOP}`);
    await tab.emulateMedia({ colorScheme: theme });
    await tab.setViewportSize({ width: 1280, height: 900 });
    await expect(tab.getByText('6 technologies')).toBeVisible();
    await inspect(tab, 'domain-view-tab', theme, found, true);
    expect(found).toEqual({});
  });

  test(`options, ${theme}: no serious accessibility violation in any section`, async ({ openPage, useKey }) => {
    test.setTimeout(300_000);
    await useKey(SANDBOX_KEYS.pro);
    // Something to show: a looked-up site saved to an audience.
    const popup = await PopupPage.open(openPage, SHOP);
    await expect(popup.page.getByText('6 technologies')).toBeVisible();
    const control = popup.page.getByRole('region', { name: 'Save to audience' });
    await control.getByLabel('New audience name').fill('Prospects');
    await control.getByRole('button', { name: 'Save to audience' }).click();
    await expect(control.getByRole('button', { name: 'Saved' })).toBeDisabled();
    await popup.page.close();

    const found: Record<string, AxeFinding[]> = {};
    const page = await openPage('options.html#credits');
    await page.emulateMedia({ colorScheme: theme });
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(page.getByRole('heading', { name: 'Credits & usage', level: 1 })).toBeVisible();
    await page.getByRole('img').first().locator('.recharts-bar-rectangle').first().waitFor();
    await inspect(page, 'credits', theme, found);

    await page.getByRole('link', { name: 'Audiences' }).click();
    await expect(page.getByRole('table', { name: 'Audiences' })).toBeVisible();
    await inspect(page, 'audiences', theme, found);
    await page.getByRole('table', { name: 'Audiences' }).getByRole('link', { name: 'Prospects' }).click();
    await expect(page.getByRole('table', { name: 'Members' })).toBeVisible();
    await inspect(page, 'audience-detail', theme, found);
    // A member's stack (from the cache) and the delete confirmation, open together.
    await page
      .getByRole('button', { name: /^Stack of / })
      .first()
      .click();
    await expect(page.getByRole('region', { name: /^Stack of / })).toBeVisible();
    await page.getByRole('button', { name: 'Delete audience…' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete “Prospects”?' })).toBeVisible();
    await inspect(page, 'audience-stack-delete', theme, found);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('link', { name: 'Signals & alerts' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // With a page of results: the one table, across the page's width.
    const picker = page.getByRole('searchbox', { name: 'Technology adopted', exact: true });
    await picker.fill('Shopify');
    await picker.press('Enter');
    await page
      .getByRole('list', { name: 'Matches for Technology adopted' })
      .getByRole('button', { name: /^Shopify (?!Plus)/ })
      .click();
    await page.getByRole('button', { name: 'Find signals · 1 credit' }).click();
    await expect(page.getByRole('table', { name: 'Signal events' }).getByRole('rowheader').first()).toBeVisible();
    await inspect(page, 'signals', theme, found);

    await page.getByRole('link', { name: 'Lead lists' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await inspect(page, 'lead-lists', theme, found);

    await page.getByRole('link', { name: 'Technologies' }).click();
    await page.getByLabel('Technology name or category').fill('Shopify');
    await page.getByRole('button', { name: 'Search · 1 credit' }).click();
    await expect(page.getByRole('link', { name: /^Shopify/ }).first()).toBeVisible();
    await inspect(page, 'technologies', theme, found);
    await page
      .getByRole('link', { name: /^Shopify/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Load description · 1 credit' }).click();
    await page.getByRole('button', { name: 'Load market share · 1 credit' }).click();
    await page
      .getByRole('img', { name: /^Chart of the top/ })
      .locator('.recharts-bar-rectangle')
      .first()
      .waitFor();
    await inspect(page, 'technology-page', theme, found);

    await page.getByRole('link', { name: 'Companies' }).click();
    await expect(page.getByRole('heading', { name: 'Companies', level: 1 })).toBeVisible();
    await inspect(page, 'companies', theme, found);
    // A page of results with a company open under its row.
    await page.getByLabel('Name or description').fill('Fixture');
    await page.getByRole('button', { name: 'Search · 1 credit' }).click();
    await page.getByRole('button', { name: 'Open StackLens Fixture Shop' }).click();
    // The popup looked the shop up above: its technologies show from the cache, for free.
    await expect(page.getByRole('region', { name: 'Technologies of StackLens Fixture Shop' }).getByRole('link', { name: 'Shopify' })).toBeVisible();
    await inspect(page, 'companies-detail', theme, found);

    await page.getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await inspect(page, 'settings', theme, found);
    expect(found).toEqual({});
  });
}
