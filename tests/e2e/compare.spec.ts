// Options › Compare sites against the sandbox: three sites, two cached and one not. The page states the
// one lookup's price before anything is spent, spends exactly that after one confirmation, shows the
// sites side by side, exports a row per technology with a column per site, reopens from its link, and
// has no serious accessibility violation, light or dark.
import { SANDBOX_KEYS } from '../sandbox/keys';
import { seriousViolations } from './axe';
import { send } from './chromium';
import { downloadText, expect, snapshot, test } from './fixtures';
import { PopupPage } from './pages/popup-page';

const SHOP = 'stacklens-fixture-shop.com';
const CO_UK = 'stacklens-fixture.co.uk';
const WIDE = 'stacklens-fixture-wide.com';

test('three sites, two cached: "1 credit" stated first, exactly 1 spent, a CSV row per technology and a column per site', async ({
  openPage,
  useKey,
  sandboxLedger,
}) => {
  await useKey(SANDBOX_KEYS.pro);
  // "Compare with…" in the shop's domain view opens the comparison with the shop in it.
  const popup = await PopupPage.open(openPage, SHOP);
  await expect(popup.page.getByText('6 technologies')).toBeVisible();
  await expect(popup.page.getByRole('link', { name: 'Compare with…' })).toHaveAttribute('href', /options\.html#compare\?sites=stacklens-fixture-shop\.com$/);
  await send(popup.page, 'api.call', { endpoint: 'domain.technologies', params: { domain: CO_UK } });
  const before = await sandboxLedger();

  const page = await openPage(`options.html#compare?sites=${[SHOP, CO_UK, WIDE].join(',')}`);
  const sites = page.getByRole('list', { name: 'Sites compared' });
  await expect(sites.getByRole('listitem').filter({ hasText: WIDE })).toContainText('not cached · 1 credit');
  await expect(sites.getByRole('listitem').filter({ hasText: SHOP })).toContainText('cached · free');
  const table = page.getByRole('table', { name: 'Technologies compared' });
  await expect(table.getByRole('columnheader')).toHaveCount(3);
  expect(await sandboxLedger()).toEqual(before);

  await page.getByRole('button', { name: 'Look up 1 site not cached · 1 credit' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Look up 1 site not cached?' });
  await expect(dialog).toContainText('This spends 1 credit.');
  await expect(dialog).toContainText(WIDE);
  expect(await sandboxLedger()).toEqual(before);
  await dialog.getByRole('button', { name: 'Confirm · 1 credit' }).click();
  await expect(table.getByRole('columnheader')).toHaveCount(4);
  const spent = (await sandboxLedger()).slice(before.length);
  expect(spent.map((e) => [e.path, e.credits])).toEqual([[`/v1/domain/${WIDE}`, 1]]);
  await expect(page.getByRole('button', { name: /^Look up/ })).toHaveCount(0);

  // One table row per technology (a category's heading row has no cell).
  const technologies = await table
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .count();
  const csv = (await downloadText(page.getByRole('button', { name: 'Export CSV' }))).split(/\r?\n/);
  expect(csv[0]).toBe(`technology,category,${SHOP},${CO_UK},${WIDE}`);
  expect(csv.slice(1)).toHaveLength(technologies);
  expect(csv.find((line) => line.startsWith('Shopify,'))).toMatch(/^Shopify,[^,]+,since \d{4}-\d\d,/);
  await snapshot(page, 'compare-three-sites');

  // The link reopens the same comparison, free now that every site is cached.
  const link = await page.getByRole('link', { name: 'Link to this comparison' }).getAttribute('href');
  const again = await openPage(link!.replace(/^chrome-extension:\/\/[^/]+\//, ''));
  await expect(again.getByRole('table', { name: 'Technologies compared' }).getByRole('columnheader')).toHaveCount(4);
  expect(await sandboxLedger()).toHaveLength(before.length + 1);
});

for (const theme of ['light', 'dark'] as const) {
  test(`compare, ${theme}: no serious accessibility violation`, async ({ openPage, useKey }) => {
    await useKey(SANDBOX_KEYS.pro);
    const page = await openPage('options.html#settings');
    await send(page, 'api.call', { endpoint: 'domain.technologies', params: { domain: SHOP } });
    await send(page, 'api.call', { endpoint: 'domain.technologies', params: { domain: CO_UK } });
    await page.emulateMedia({ colorScheme: theme });
    await page.goto(page.url().replace(/#.*$/, `#compare?sites=${[SHOP, CO_UK, WIDE].join(',')}`));
    await expect(page.getByRole('table', { name: 'Technologies compared' }).getByRole('columnheader')).toHaveCount(3);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /^Look up 1 site/ }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await snapshot(page, `compare-${theme}`);
  });
}

test('keyboard: ? lists the shortcuts (Escape closes), / goes to "Add a site", and every action is reached by Tab with a visible focus', async ({
  openPage,
  useKey,
}) => {
  await useKey(SANDBOX_KEYS.pro);
  const page = await openPage('options.html#settings');
  await send(page, 'api.call', { endpoint: 'domain.technologies', params: { domain: SHOP } });
  await page.goto(page.url().replace(/#.*$/, `#compare?sites=${[SHOP, WIDE].join(',')}`));
  await expect(page.getByRole('button', { name: 'Look up 1 site not cached · 1 credit' })).toBeVisible();

  await page.keyboard.press('?');
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(dialog).toContainText('Go to “Add a site”');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await page.keyboard.press('/');
  await expect(page.getByLabel('Add a site')).toBeFocused();

  // Tab from the field reaches Add, then the paid lookup, each drawn with a focus ring.
  const reached: string[] = [];
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      return { name: el.textContent?.trim() ?? '', outline: getComputedStyle(el).outlineStyle, visible: el.matches(':focus-visible') };
    });
    expect(focused.visible).toBe(true);
    expect(focused.outline).not.toBe('none');
    reached.push(focused.name);
  }
  expect(reached).toEqual(['Add', 'Look up 1 site not cached · 1 credit', 'Export CSV']);
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alertdialog', { name: 'Look up 1 site not cached?' })).toBeVisible();
  await page.keyboard.press('Escape');
});

test('keyboard in the popup: ? lists the shortcuts, / goes to the search field', async ({ openPage, useKey }) => {
  await useKey(SANDBOX_KEYS.pro);
  const popup = await PopupPage.open(openPage, SHOP);
  await expect(popup.page.getByText('6 technologies')).toBeVisible();
  await expect(popup.page.getByRole('link', { name: 'Compare with…' })).toBeVisible();
  await popup.page.keyboard.press('?');
  const dialog = popup.page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(dialog).toContainText('Go to the search field');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await popup.page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await popup.page.keyboard.press('/');
  await expect(popup.page.getByLabel('Look up a domain or URL')).toBeFocused();
});
