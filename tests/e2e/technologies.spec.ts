// Options › Technologies against the sandbox: each part of a technology page (and a page of the
// companies using it) is charged exactly once in the sandbox ledger, and a repeat view is free.
import type { Page } from '@playwright/test';
import { SANDBOX_KEYS } from '../sandbox/keys';
import { expect, snapshot, test } from './fixtures';

const PARTS = ['What it is', 'Usage', 'Trend', 'Market share', 'Sites using it'] as const;

/** With the pro key, searches the catalog for Shopify (1 credit) and opens its technology page. */
async function openShopify(openPage: (pathAndHash: string) => Promise<Page>, useKey: (key: string) => Promise<void>) {
  await useKey(SANDBOX_KEYS.pro);
  const page = await openPage('options.html#technologies');
  await page.setViewportSize({ width: 1200, height: 900 });
  await page.getByLabel('Technology name or category').fill('Shopify');
  await page.getByRole('button', { name: 'Search · 1 credit' }).click();
  await page
    .getByRole('link', { name: /^Shopify/ })
    .first()
    .click();
  await expect(page).toHaveURL(/#technologies\/\d+$/);
  return page;
}

test('technology page parts charge exactly their price, and a repeat view is free', async ({ openPage, useKey, sandboxLedger }) => {
  const page = await openShopify(openPage, useKey);
  // All five parts, each on its own button, each 1 credit (the search gave the name and category).
  for (const label of [
    'Load description · 1 credit',
    'Load usage numbers · 1 credit',
    'Load 12-year trend · 1 credit',
    'Load market share · 1 credit',
    'Load sites · 1 credit',
  ]) {
    await page.getByRole('button', { name: label }).click();
  }
  await expect(page.getByRole('region', { name: 'Market share' })).toContainText('%');
  await expect(page.getByRole('region', { name: 'Sites using it' }).getByRole('table')).toBeVisible();
  await page
    .getByRole('img', { name: /^Chart of the top/ })
    .locator('.recharts-bar-rectangle')
    .first()
    .waitFor();
  // One page of the companies using it.
  const companies = page.getByRole('region', { name: 'Companies using it' });
  await companies.getByRole('button', { name: 'Find companies · 1 credit' }).click();
  await expect(companies.getByRole('table')).toBeVisible();
  await snapshot(page, 'technology-page');

  const charged = async () =>
    (await sandboxLedger())
      .filter((e) => /^\/v1\/(technolog|category)/.test(e.path))
      .map((e) => [e.path.replace(/\?.*/, '').replace(/\/\d+\//, '/ID/'), e.credits] as [string, number])
      .sort(([a], [b]) => a.localeCompare(b));
  expect(await charged()).toEqual([
    ['/v1/category/ID/market-share', 1],
    ['/v1/technologies', 1],
    ['/v1/technology/ID/companies', 1],
    ['/v1/technology/ID/history', 1],
    ['/v1/technology/ID/info', 1],
    ['/v1/technology/ID/stats', 1],
    ['/v1/technology/name/Shopify/domains', 1],
  ]);

  // Seen again: every part shows from the cache without a click, the companies page's button says
  // free and shows it from the cache, and the sandbox ledger gets no new request but a free balance read.
  const before = (await sandboxLedger()).length;
  const again = await openPage(page.url().replace(/^.*?options\.html/, 'options.html'));
  await expect(again.getByRole('region', { name: 'What it is' })).toContainText(/shopify/i);
  for (const part of PARTS) {
    const region = again.getByRole('region', { name: part, exact: true });
    await expect(region).toContainText('from cache');
    await expect(region.getByRole('button', { name: /^Load / })).toHaveCount(0);
  }
  const companiesAgain = again.getByRole('region', { name: 'Companies using it' });
  await companiesAgain.getByRole('button', { name: 'Find companies · free (cached)' }).click();
  await expect(companiesAgain.getByRole('table')).toBeVisible();
  await expect(companiesAgain).toContainText('Updated just now · from cache');
  // Nothing charged and no technology part asked again. A free balance read (GET /v1/credits) may
  // still land here: Settings re-reads the balance whenever it loads with a key, and under load that
  // read can arrive late, as can another free status read (a job poll); none is part of this view.
  const after = (await sandboxLedger()).slice(before);
  expect(after.filter((e) => e.credits !== 0 || /^\/v1\/technologies/.test(e.path)).map((e) => [e.path, e.credits])).toEqual([]);
});

test('"Load all" states the total of the parts not shown, confirms once, and the sandbox charges exactly that', async ({ openPage, useKey, sandboxLedger }) => {
  const page = await openShopify(openPage, useKey);
  // One part loaded on its own: "Load all" leaves it out of the total.
  await page.getByRole('button', { name: 'Load usage numbers · 1 credit' }).click();
  await expect(page.getByRole('region', { name: 'Usage' })).toContainText('Updated');
  const paidBefore = (await sandboxLedger()).reduce((sum, e) => sum + e.credits, 0);

  await page.getByRole('button', { name: 'Load all · 5 credits' }).click();
  const dialog = page.getByRole('dialog', { name: 'Load every part of Shopify?' });
  await expect(dialog.getByRole('listitem')).toHaveText([
    'What it is · 1 credit',
    'Trend · 1 credit',
    'Market share · 1 credit',
    'Sites using it · 1 credit',
    'Companies using it, first page · 1 credit',
  ]);
  await expect(dialog).toContainText(/Balance: [\d,]+ → [\d,]+ credits after\./);
  await page.screenshot({ path: 'test-results/screenshots/technology-load-all-confirm.png' });
  await dialog.getByRole('button', { name: 'Load all · 5 credits' }).click();
  await expect(dialog).toBeHidden();

  for (const part of ['What it is', 'Trend', 'Market share', 'Sites using it']) {
    await expect(page.getByRole('region', { name: part, exact: true }).getByRole('button', { name: /^Refresh · 1 credit/ })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Companies using it' }).getByRole('table')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Load all/ })).toHaveCount(0);
  await snapshot(page, 'technology-page-load-all');

  const ledger = await sandboxLedger();
  const paidAfter = ledger.reduce((sum, e) => sum + e.credits, 0);
  expect(paidAfter - paidBefore).toBe(5);
  const parts = ledger
    .filter((e) => e.credits > 0 && /^\/v1\/(technology|category)\//.test(e.path) && !/\/stats/.test(e.path))
    .map((e) => e.path.replace(/\?.*/, '').replace(/\/\d+\//, '/ID/'))
    .sort();
  expect(parts).toEqual([
    '/v1/category/ID/market-share',
    '/v1/technology/ID/companies',
    '/v1/technology/ID/history',
    '/v1/technology/ID/info',
    '/v1/technology/name/Shopify/domains',
  ]);
});

test('Search with an empty field spends nothing and says what to type', async ({ openPage, useKey, sandboxLedger }) => {
  await useKey(SANDBOX_KEYS.pro);
  const page = await openPage('options.html#technologies');
  const before = (await sandboxLedger()).length;
  await page.getByRole('button', { name: 'Search · 1 credit' }).click();
  await expect(page.getByRole('alert')).toHaveText(/Type a technology or a category to search.*Nothing was spent\./);
  await page.getByLabel('Technology name or category').press('Enter');
  await expect(page.getByRole('alert')).toBeVisible();
  expect((await sandboxLedger()).slice(before).filter((e) => e.endpoint === 'technologies.search')).toEqual([]);
});
