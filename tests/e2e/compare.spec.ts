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
const NO_COMPANY = 'stacklens-fixture-nocompany.com';

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

test('four sites: the confirmation says the sandbox’s balance before → after, the sites’ header stays over the long table, and “Only differences” hides the rows every site answers alike', async ({
  openPage,
  useKey,
  sandbox,
  sandboxLedger,
}) => {
  await useKey(SANDBOX_KEYS.pro);
  const page = await openPage('options.html#settings');
  await send(page, 'api.call', { endpoint: 'domain.technologies', params: { domain: SHOP } });
  await send(page, 'api.call', { endpoint: 'domain.technologies', params: { domain: CO_UK } });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(page.url().replace(/#.*$/, `#compare?sites=${[SHOP, CO_UK, WIDE, NO_COMPANY].join(',')}`));
  await page.getByRole('button', { name: 'Look up 2 sites not cached · 2 credits' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Look up 2 sites not cached?' });
  await expect(dialog).toContainText('This spends 2 credits.');
  // The balance it states is the API's, as the sandbox holds it now (read here, after the dialog, so
  // the read itself is not what the page showed).
  const account = (await (await fetch(`${sandbox.url}/v1/credits`, { headers: { Authorization: `Bearer ${SANDBOX_KEYS.pro}` } })).json()) as {
    data: { balance: number };
  };
  const balance = account.data.balance;
  const n = (x: number) => x.toLocaleString('en-US');
  await expect(dialog).toContainText(`Balance: ${n(balance)} → ${n(balance - 2)} credits after.`);
  const before = (await sandboxLedger()).length;
  await dialog.getByRole('button', { name: 'Confirm · 2 credits' }).click();
  const table = page.getByRole('table', { name: 'Technologies compared' });
  await expect(table.getByRole('columnheader')).toHaveCount(5);
  expect((await sandboxLedger()).slice(before).map((e) => e.credits)).toEqual([1, 1]);

  // Header cells apart (padding, not touching), and the header row stays on top while the table scrolls.
  const header = table.getByRole('columnheader', { name: new RegExp(SHOP.replace(/\./g, '\\.')) });
  const padding = await header.evaluate((th) => parseFloat(getComputedStyle(th).paddingLeft) + parseFloat(getComputedStyle(th).paddingRight));
  expect(padding).toBeGreaterThanOrEqual(16);
  const box = page.getByRole('group', { name: 'Sites side by side' });
  await box.evaluate((el) => el.scrollIntoView());
  const boxTop = (await box.boundingBox())!.y;
  await box.evaluate((el) => el.scrollBy(0, 1500));
  // The table did scroll under it, and the header is still at the box's top, drawn over the rows.
  expect(await box.evaluate((el) => el.scrollTop)).toBeGreaterThan(500);
  await expect.poll(async () => Math.abs((await header.boundingBox())!.y - boxTop)).toBeLessThan(2);
  const onTop = await header.evaluate((th) => {
    const r = th.getBoundingClientRect();
    return th.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
  });
  expect(onTop).toBe(true);

  // Only differences: a row every site answers alike goes; one where they differ stays.
  const rows = () =>
    table
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .evaluateAll((trs) =>
        trs.map((tr) => ({
          name: tr.querySelector('th')!.textContent!,
          cells: [...tr.querySelectorAll('td')].map((td) =>
            td.textContent!.startsWith('since') ? 'active' : td.textContent!.startsWith('—') ? 'none' : 'removed',
          ),
        })),
      );
  const all = await rows();
  const alike = all.filter((r) => new Set(r.cells).size === 1);
  const differ = all.filter((r) => new Set(r.cells).size > 1);
  expect(differ.length).toBeGreaterThan(0);
  await page.getByRole('checkbox', { name: 'Only differences' }).check();
  const shown = await rows();
  expect(shown.map((r) => r.name)).toEqual(differ.map((r) => r.name));
  for (const r of alike) expect(shown.map((x) => x.name)).not.toContain(r.name);
  await page.getByRole('checkbox', { name: 'Only differences' }).uncheck();
  expect((await rows()).length).toBe(all.length);
  // Filtering spends nothing.
  expect((await sandboxLedger()).length).toBe(before + 2);
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
