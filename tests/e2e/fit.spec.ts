// The fit verdict (issue 37): two conditions set in Settings › Ideal customer, then the real toolbar
// popup's first line on a cached sandbox site and on a site the database lacks (on-page data only),
// read by text; the sandbox's ledger shows 0 credits spent for the verdict.
import type { Page } from '@playwright/test';
import { SANDBOX_KEYS } from '../sandbox/keys';
import { expect, TOOLBAR_TEST_EXTENSION_DIR } from './fixtures';
import { test } from './toolbar-popup';

declare const chrome: { extension: { getViews(o: { type: string }): Window[] } };

test.use({ extensionDir: TOOLBAR_TEST_EXTENSION_DIR });

const SHOP = 'stacklens-fixture-shop.com';

/** The real toolbar popup's fit line (the paragraph that starts "Fit "), or null. */
async function fitLine(observer: Page): Promise<string | null> {
  return observer.evaluate(() => {
    const views = (globalThis as unknown as { chrome: { extension: { getViews(o: { type: string }): Window[] } } }).chrome.extension.getViews({
      type: 'popup',
    });
    const line = views[0]?.document.querySelector('.fit-line');
    return line?.textContent ?? null;
  });
}

test('the popup’s first line gives the fit from the page and the cache, for 0 credits', async ({ openObserver, clickToolbarIcon, sandboxLedger }) => {
  const observer = await openObserver(SANDBOX_KEYS.pro);
  // The site looked up once (1 credit, as the popup does on open): now it is cached.
  await clickToolbarIcon(`http://${SHOP}/local/libraries`);
  await expect
    .poll(() => observer.evaluate(() => chrome.extension.getViews({ type: 'popup' })[0]?.document.querySelector('.tech-count')?.textContent ?? ''), {
      timeout: 15_000,
    })
    .toMatch(/technolog/);
  const known = await observer.evaluate(
    () =>
      [...(chrome.extension.getViews({ type: 'popup' })[0]?.document.querySelectorAll('.tech-name') ?? [])]
        .map((n) => n.textContent ?? '')
        .filter(Boolean)[0] ?? '',
  );
  expect(known).not.toBe('');

  // Settings › Ideal customer: has any of <a technology the site runs>, and a country (no company record cached).
  await observer.reload();
  await observer.getByLabel('Condition', { exact: true }).selectOption('has');
  await observer.getByRole('searchbox').first().fill(known.slice(0, 4));
  await observer
    .getByRole('button', { name: `Add ${known}` })
    .first()
    .click();
  await observer.getByRole('button', { name: 'Add condition' }).click();
  await expect(observer.getByRole('list', { name: 'Your conditions' }).getByRole('listitem')).toHaveCount(1);
  await observer.getByLabel('Condition', { exact: true }).selectOption('country');
  await observer.getByLabel('Countries, separated by commas').fill('Germany');
  await observer.getByRole('button', { name: 'Add condition' }).click();
  await expect(observer.getByRole('list', { name: 'Your conditions' }).getByRole('listitem')).toHaveCount(2);

  const before = (await sandboxLedger()).length;
  await clickToolbarIcon(`http://${SHOP}/local/libraries`);
  await expect
    .poll(() => fitLine(observer), { timeout: 15_000 })
    .toMatch(new RegExp(`^Fit 1 of 2 \\(1 unknown\\): ${known} ✓ \\(met\\) · country Germany \\? \\(unknown\\)$`));
  // A site the database lacks: the page alone. Absent from the page is unknown, never "no".
  await clickToolbarIcon('http://stacklens-fixture-missing.com/local/libraries');
  await expect.poll(() => fitLine(observer), { timeout: 15_000 }).toMatch(/^Fit [01] of 2 \(\d unknown\): /);
  const after = (await sandboxLedger()).slice(before);
  expect(after.reduce((sum, e) => sum + e.credits, 0)).toBe(0);
  expect(after.filter((e) => e.endpoint === 'company.get')).toEqual([]);
});
