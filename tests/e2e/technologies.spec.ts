// Options › Technologies against the sandbox: each part of a technology page is charged exactly once
// in the sandbox ledger, and a repeat view is free.
import { SANDBOX_KEYS } from '../sandbox/keys';
import { expect, snapshot, test } from './fixtures';

test('technology page parts charge exactly their price, and a repeat view is free', async ({ openPage, useKey, sandboxLedger }) => {
  await useKey(SANDBOX_KEYS.pro);
  const page = await openPage('options.html#technologies');
  await page.setViewportSize({ width: 1200, height: 900 });
  await page.getByLabel('Technology name or category').fill('Shopify');
  await page.getByRole('button', { name: 'Search · 1 credit' }).click();
  await page.getByRole('link', { name: /^Shopify/ }).first().click();
  await expect(page).toHaveURL(/#technologies\/\d+$/);
  for (const label of ['Load description · 1 credit', 'Load usage numbers · 1 credit', 'Load 12-year trend · 1 credit', 'Load market share · 1 credit']) {
    await page.getByRole('button', { name: label }).click();
  }
  await expect(page.getByRole('region', { name: 'Market share' })).toContainText('%');
  await page.getByRole('img', { name: /^Chart of the top/ }).locator('.recharts-bar-rectangle').first().waitFor();
  await snapshot(page, 'technology-page');

  const paths = (await sandboxLedger()).filter((e) => e.credits > 0).map((e) => e.path.replace(/\?.*/, '').replace(/\/\d+\//, '/ID/'));
  expect(paths.sort()).toEqual(['/v1/category/ID/market-share', '/v1/technologies', '/v1/technology/ID/history', '/v1/technology/ID/info', '/v1/technology/ID/stats']);

  // Seen again: everything comes from the cache, nothing is requested.
  const before = (await sandboxLedger()).length;
  const again = await openPage(page.url().replace(/^.*?options\.html/, 'options.html'));
  await expect(again.getByRole('region', { name: 'What it is' })).toContainText(/shopify/i);
  await expect(again.getByRole('region', { name: 'Usage' })).toContainText(/\d/);
  expect((await sandboxLedger()).length).toBe(before);
});
