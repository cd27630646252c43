// The popup against the sandbox, as a user meets it: the site they are on, its tabs, a technology in
// detail, live detection, what it costs, and every error state. Screenshots land in test-results/screenshots.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { SANDBOX_KEYS } from '../sandbox/keys';
import { startSandbox } from '../sandbox/server';
import { send } from './chromium';
import { expect, snapshot, test, TOOLBAR_TEST_EXTENSION_DIR } from './fixtures';
import { PopupPage } from './pages/popup-page';
import { measurePopupFit } from './popup-fit';
import { stopServiceWorker } from './pages/lead-lists-page';

const SHOP = 'stacklens-fixture-shop.com';
const MISSING = 'stacklens-fixture-missing.com';
const NO_COMPANY = 'stacklens-fixture-nocompany.com';
const WIDE = 'stacklens-fixture-wide.com';

/** The real toolbar popup's text, read from another extension page (Playwright does not expose popups as pages). */
async function toolbarPopupText(extensionPage: Page): Promise<string> {
  return extensionPage.evaluate(() => {
    const views = (globalThis as unknown as { chrome: { extension: { getViews(o: { type: string }): Window[] } } }).chrome.extension.getViews({
      type: 'popup',
    });
    return views.map((w) => w.document.body.innerText).join('\n');
  });
}

test.describe('the real toolbar popup', () => {
  // openPopup() opens the real popup but grants no activeTab; this build adds `tabs` in its place.
  test.use({ extensionDir: TOOLBAR_TEST_EXTENSION_DIR });

  test('shows the current tab’s registrable domain, from a subdomain on a multi-part suffix', async ({ context, worker, openPage, useKey }) => {
    await useKey(SANDBOX_KEYS.pro);
    const observer = await openPage('options.html#settings');
    const tab = await context.newPage();
    await tab.goto('http://shop.stacklens-fixture.co.uk/catalog');
    await tab.bringToFront();
    await worker.evaluate(() => (globalThis as unknown as { chrome: { action: { openPopup(): Promise<void> } } }).chrome.action.openPopup());
    await expect.poll(() => toolbarPopupText(observer), { timeout: 15_000 }).toContain('Looked up from shop.stacklens-fixture.co.uk');
    const text = await toolbarPopupText(observer);
    expect(text).toContain('stacklens-fixture.co.uk');
    expect(text).toMatch(/\d+ technologies/);
    expect(text).toContain('WordPress');

    // The panel is at most 600 px tall (as in Firefox, tests/firefox/toolbar.spec.ts): this content is
    // taller, so the popup scrolls, its scrollbar beside the 400 px column, and no row's right edge is cut off.
    const fit = (await observer.evaluate(measurePopupFit))!;
    expect(fit.columnWidth).toBe(400);
    expect(fit.innerWidth).toBeGreaterThanOrEqual(400);
    expect(fit.innerHeight).toBeLessThanOrEqual(600);
    expect(fit.scrollHeight).toBeGreaterThan(fit.clientHeight);
    expect(fit.scrollWidth).toBeLessThanOrEqual(fit.clientWidth);
    expect(fit.clipped).toEqual([]);
  });
});

test('?domain= shows a domain’s technologies grouped by category, with dates, export and the count', async ({ openPage, useKey }) => {
  await useKey(SANDBOX_KEYS.pro);
  const popup = await PopupPage.open(openPage, SHOP);
  await expect(popup.heading(SHOP)).toBeVisible();
  await expect(popup.page.getByText('6 technologies')).toBeVisible();
  await expect(popup.page.getByRole('region', { name: 'Ecommerce' })).toContainText('Shopify');
  // A subdomain mark spells the host out, and its tooltip says what it means.
  await expect(popup.technology('React')).toContainText(`on shop.${SHOP}`);
  await expect(popup.technology('React')).toHaveAccessibleDescription(`Seen on shop.${SHOP}, a subdomain of ${SHOP}, not on ${SHOP} itself`);
  await expect(popup.page.getByRole('region', { name: 'No longer detected' })).toContainText('Magento');
  // Exact dates on hover.
  await expect(popup.technology('Shopify').locator('time').first()).toHaveAttribute('title', /^\w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}:\d{2}\s[AP]M UTC$/);
  const download = popup.page.waitForEvent('download');
  await popup.button('Export CSV').click();
  const csv = fs.readFileSync((await (await download).path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe('name,category,status,first_seen,last_seen,subdomain');
  expect(csv).toContain('Magento,Ecommerce,no longer detected');
  await snapshot(popup.page, 'popup-technologies');
});

test('a page that is not a public website spends nothing and says why', async ({ openPage, useKey, sandboxLedger }) => {
  await useKey(SANDBOX_KEYS.pro);
  const before = (await sandboxLedger()).length;
  const popup = await PopupPage.open(openPage);
  await expect(popup.heading('Nothing to look up here')).toBeVisible();
  // Why, in either form Chromium gives it: the tab's address readable (an extension page), or withheld.
  await expect(popup.page.getByText(/browser or extension page|cannot read this tab’s address/)).toBeVisible();
  await expect(popup.page.getByText('Nothing was spent. Search for any domain above.')).toBeVisible();
  await snapshot(popup.page, 'popup-not-a-site');
  await popup.page.getByLabel('Look up a domain or URL').fill('http://localhost:3000/app');
  await popup.button(/^Look up$/).click();
  await expect(popup.alert).toContainText('localhost');
  await popup.page.getByLabel('Look up a domain or URL').fill('https://blog.stacklens-fixture.co.uk/post/1');
  await popup.button(/^Look up$/).click();
  await expect(popup.heading('stacklens-fixture.co.uk')).toBeVisible();
  await expect(popup.page.getByText('Looked up from blog.stacklens-fixture.co.uk')).toBeVisible();
  await expect(popup.page.getByText(/^\d+ technologies/)).toBeVisible();
  // The browser page and the localhost URL cost nothing; only the searched domain was looked up.
  // (A free balance read may land here too: it is the worker's, not the page's, and costs nothing.)
  const requests = (await sandboxLedger()).slice(before).filter((e) => e.path !== '/v1/credits');
  expect(requests.map((e) => [e.path, e.credits])).toEqual([['/v1/domain/stacklens-fixture.co.uk', 1]]);
  await snapshot(popup.page, 'popup-search-result');
});

test('a site of 42 technologies fits the 400 px popup in two columns of categories, every name whole', async ({ openPage, useKey }) => {
  await useKey(SANDBOX_KEYS.pro);
  const popup = await PopupPage.open(openPage, WIDE);
  await expect(popup.page.getByText('42 technologies')).toBeVisible();
  const list = popup.page.getByRole('tabpanel');
  await expect(list.getByRole('button', { name: /^(Universal Analytics|Divi|Apache HTTP Server) until / })).toHaveCount(3);
  const layout = await list.evaluate((panel) => {
    const box = (el: Element) => el.getBoundingClientRect();
    const sections = [...panel.querySelectorAll('section[aria-label]')].filter((s) => s.querySelector('button'));
    const rows = [...panel.querySelectorAll('li > button')].map((b) => {
      const name = b.querySelector('.tech-name')!;
      const r = box(b);
      return {
        text: b.textContent ?? '',
        top: r.top,
        height: r.height,
        left: r.left,
        right: r.right,
        lineHeight: parseFloat(getComputedStyle(name).lineHeight),
        nameCut: name.scrollWidth > name.clientWidth,
      };
    });
    return {
      width: box(panel).width,
      lefts: [...new Set(sections.map((s) => Math.round(box(s).left)))].sort((a, b) => a - b),
      rows,
      doc: document.documentElement.scrollWidth,
    };
  });
  // Two columns of categories side by side, each about half the panel's width.
  expect(layout.lefts).toHaveLength(2);
  expect(layout.lefts[1]! - layout.lefts[0]!).toBeGreaterThan(layout.width / 3);
  // Every technology's name whole (a long one wraps beside its icon: never "…"), each row at most four
  // lines (a long subdomain's chip wraps too), inside the 400 px: nothing runs off to the side.
  expect(layout.rows).toHaveLength(45);
  for (const row of layout.rows) {
    expect(row.nameCut, row.text).toBe(false);
    expect(row.height, row.text).toBeLessThan(row.lineHeight * 4.5);
  }
  expect(Math.max(...layout.rows.map((r) => r.right))).toBeLessThanOrEqual(400);
  expect(layout.doc).toBeLessThanOrEqual(400);
  // The rows share out between the two columns, which run side by side down the same stretch of the popup.
  const [left, right] = [layout.rows.filter((r) => r.left < layout.lefts[1]! - 1), layout.rows.filter((r) => r.left >= layout.lefts[1]! - 1)];
  expect(Math.min(left.length, right.length)).toBeGreaterThan(15);
  const span = (rows: typeof left) => [Math.min(...rows.map((r) => r.top)), Math.max(...rows.map((r) => r.top))] as const;
  expect(span(right)[0]).toBeLessThan(span(left)[1]);
  expect(span(left)[0]).toBeLessThan(span(right)[1]);
  // The tooltip names it too.
  await expect(popup.technology('Google Tag Manager')).toHaveAttribute('title', 'Google Tag Manager');
  await snapshot(popup.page, 'popup-wide-stack');
});

test('the search field takes the 400 px popup’s width in both lookup modes, its price stated in a hint', async ({ openPage, useKey }) => {
  await useKey(SANDBOX_KEYS.pro);
  for (const askFirst of [false, true]) {
    const popup = await PopupPage.open(openPage, SHOP);
    await send(popup.page, 'settings.update', { askBeforeLookup: askFirst });
    await popup.page.reload();
    await expect(popup.heading(SHOP)).toBeVisible();
    const field = popup.page.getByLabel('Look up a domain or URL');
    await expect(field).toHaveAttribute('placeholder', 'Look up a domain or paste a URL');
    // The field takes most of the 400 px (it was 85 px asking first), and its whole placeholder fits.
    expect((await field.boundingBox())!.width).toBeGreaterThanOrEqual(260);
    const room = await field.evaluate((el: HTMLInputElement) => {
      const style = getComputedStyle(el);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontSize} ${style.fontFamily}`;
      const inner = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return inner - context.measureText(el.placeholder).width;
    });
    expect(room).toBeGreaterThan(0);
    await expect(popup.button(/^Look up$/)).toBeVisible();
    await expect(popup.page.getByText(askFirst ? 'Look up: free, asks before paying' : 'Look up: 1 credit')).toBeVisible();
    await snapshot(popup.page, askFirst ? 'popup-search-ask-first' : 'popup-search');
    await popup.page.close();
  }
});

test('History and Company load when their tab is opened, with their cost shown on the tab first', async ({ openPage, useKey, sandboxLedger }) => {
  await useKey(SANDBOX_KEYS.pro);
  const popup = await PopupPage.open(openPage, SHOP);
  await expect(popup.page.getByText('6 technologies')).toBeVisible();
  await expect(popup.tab('History')).toHaveAccessibleDescription('1 credit');
  await expect(popup.tab('Company')).toHaveAccessibleDescription('1 credit');

  // Arrow keys move the focus only: nothing is opened or spent until Enter.
  await popup.tab('Technologies').focus();
  await popup.page.keyboard.press('ArrowRight');
  await expect(popup.tab('History')).toBeFocused();
  await expect(popup.tab('History')).toHaveAttribute('aria-selected', 'false');
  expect((await sandboxLedger()).filter((e) => e.path.includes(SHOP))).toHaveLength(1);
  await popup.page.keyboard.press('Enter');
  await expect(popup.tab('History')).toHaveAttribute('aria-selected', 'true');
  await expect(popup.page.getByText('Adopted Klaviyo')).toBeVisible();
  await expect(popup.page.getByText('Removed Magento')).toBeVisible();
  await popup.page.locator('.recharts-surface').first().waitFor(); // the lazy chart, for the screenshot
  await snapshot(popup.page, 'popup-history');

  await popup.tab('History').focus();
  await popup.page.keyboard.press('ArrowRight');
  await popup.page.keyboard.press('Enter');
  await expect(popup.tab('Company')).toHaveAttribute('aria-selected', 'true');
  await expect(popup.page.getByRole('heading', { name: 'StackLens Fixture Shop' })).toBeVisible();
  await expect(popup.page.getByText('San Francisco, California, United States', { exact: true })).toBeVisible();
  // The industry by its name, not the API's code; no fact runs past its tile at 400 px.
  const industry = popup.page
    .getByRole('term')
    .filter({ hasText: /^Industry$/ })
    .locator('xpath=following-sibling::dd[1]');
  await expect(industry).toHaveText('Retail');
  const cut = await popup.page.locator('dl.facts dd').evaluateAll((dds) => dds.filter((dd) => dd.scrollWidth > dd.clientWidth).map((dd) => dd.textContent));
  expect(cut).toEqual([]);
  await snapshot(popup.page, 'popup-company');

  const charges = (await sandboxLedger()).filter((e) => e.path.includes(SHOP));
  expect(charges.map((e) => [e.path, e.credits])).toEqual([
    [`/v1/domain/${SHOP}`, 1],
    [`/v1/domain/${SHOP}/history`, 1],
    [`/v1/company/${SHOP}`, 1],
  ]);
});

test('a domain without a company record says so, for free', async ({ openPage, useKey, sandboxLedger }) => {
  await useKey(SANDBOX_KEYS.pro);
  const popup = await PopupPage.open(openPage, NO_COMPANY);
  await popup.tab('Company').click();
  await expect(popup.page.getByText(`No company record for ${NO_COMPANY}`)).toBeVisible();
  const company = (await sandboxLedger()).find((e) => e.path === `/v1/company/${NO_COMPANY}`);
  expect(company).toMatchObject({ status: 404, credits: 0 });
});

test('a technology in detail: each part loads on demand at its price', async ({ openPage, useKey }) => {
  await useKey(SANDBOX_KEYS.pro);
  const popup = await PopupPage.open(openPage, SHOP);
  await popup.technology('Shopify').click();
  await expect(popup.button('Back to technologies')).toBeVisible();
  await expect(popup.page.getByRole('heading', { name: 'Shopify' })).toBeVisible();
  await popup.button('Load description · 1 credit').click();
  await expect(popup.page.getByRole('region', { name: 'What it is' })).toContainText(/shopify/i);
  await popup.button('Load usage numbers · 1 credit').click();
  await expect(popup.page.getByRole('region', { name: 'Usage' })).toContainText(/\d/);
  await popup.button(/Load 12-year trend · 1 credit/).click();
  await expect(popup.page.getByRole('img', { name: /^Chart of active and total domains per month/ })).toBeVisible();
  // The category id came with "What it is", so market share costs 1.
  await popup.button('Load market share · 1 credit').click();
  await expect(popup.page.getByRole('region', { name: 'Market share' })).toContainText('%');
  // The lazy charts, for the screenshot.
  await popup.page
    .getByRole('img', { name: /^Chart of the top/ })
    .locator('.recharts-bar-rectangle')
    .first()
    .waitFor();
  await snapshot(popup.page, 'popup-technology-detail');
  await popup.button('Back to technologies').click();
  await expect(popup.page.getByText('6 technologies')).toBeVisible();
});

test('a technology in detail: "Load all" states the total of the parts not shown, confirms once, and the sandbox charges exactly that', async ({
  openPage,
  useKey,
  sandboxLedger,
}) => {
  await useKey(SANDBOX_KEYS.pro);
  const popup = await PopupPage.open(openPage, SHOP);
  await popup.technology('Klaviyo').click();
  // One part loaded on its own: "Load all" leaves it out of the total, and the single buttons stay.
  await popup.button('Load usage numbers · 1 credit').click();
  await expect(popup.page.getByRole('region', { name: 'Usage' })).toContainText('Updated');
  await expect(popup.button('Load description · 1 credit')).toBeVisible();
  const paidBefore = (await sandboxLedger()).reduce((sum, e) => sum + e.credits, 0);

  // Its category is not known yet: the market share card's price includes "What it is", which names it.
  await expect(popup.button('Load market share · 2 credits')).toBeVisible();
  await popup.button('Load all · 3 credits').click();
  const dialog = popup.page.getByRole('dialog', { name: 'Load every part of Klaviyo?' });
  // One price per part, the card's: market share at its 2 credits with what they include, "What it is" not listed twice.
  await expect(dialog.getByRole('listitem')).toHaveText(['Trend · 1 credit', 'Market share, with “What it is” (needed first) · 2 credits']);
  await expect(dialog).toContainText(/Balance: [\d,]+ → [\d,]+ credits after\./);
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await snapshot(popup.page, 'popup-technology-load-all-confirm');
  await dialog.getByRole('button', { name: 'Load all · 3 credits' }).click();
  await expect(dialog).toBeHidden();
  for (const part of ['What it is', 'Trend', 'Market share']) {
    await expect(popup.page.getByRole('region', { name: part, exact: true }).getByRole('button', { name: /^Refresh · 1 credit/ })).toBeVisible();
  }
  await expect(popup.button(/^Load all/)).toHaveCount(0);
  const ledger = await sandboxLedger();
  expect(ledger.reduce((sum, e) => sum + e.credits, 0) - paidBefore).toBe(3);
  // "What it is" once, though the market share waited for its category.
  expect(ledger.filter((e) => /^\/v1\/technology\/\d+\/info/.test(e.path))).toHaveLength(1);
});

test('live detection on a domain the database lacks: mode, confirmation with balance, results', async ({ openPage, useKey, sandboxLedger }) => {
  await useKey(SANDBOX_KEYS.pro);
  const popup = await PopupPage.open(openPage, MISSING);
  await expect(popup.page.getByText(`${MISSING} is not in the database yet. That lookup cost nothing. A live detection can crawl the site now.`)).toBeVisible();
  await popup.page.getByRole('radio', { name: /Full/ }).check();
  await popup.button('Live detect · 5 credits').click();
  const dialog = popup.page.getByRole('dialog', { name: 'Run a live detection?' });
  await expect(dialog).toContainText('in full mode');
  await expect(dialog).toContainText('Balance: 10,000 → 9,995 credits after.');
  await snapshot(popup.page, 'popup-live-confirm');
  await dialog.getByRole('button', { name: 'Detect · 5 credits' }).click();
  await expect(popup.page.getByRole('region', { name: 'Live detection' })).toContainText('From a live detection (full mode)');
  // The offer to crawl gives way to the result once the detection ran.
  await expect(popup.page.getByText(`${MISSING} is not in the database yet; below is what a live detection found.`)).toBeVisible();
  await expect(popup.page.getByText(/can crawl the site now/)).toHaveCount(0);
  // Stamped by the sandbox clock when the crawl ran, not the dataset's fixed date.
  await expect(popup.page.getByRole('region', { name: 'Live detection' })).toContainText('just now');
  await expect(popup.page.getByRole('columnheader', { name: 'Confidence' })).toBeVisible();
  await expect(popup.page.getByRole('cell', { name: /^\d+%$/ }).first()).toBeVisible();
  await snapshot(popup.page, 'popup-live-result');

  // Reopening shows the cached detection for free.
  const again = await PopupPage.open(openPage, MISSING);
  await expect(again.page.getByRole('region', { name: 'Live detection' })).toContainText('full mode');
  const charges = (await sandboxLedger()).filter((e) => e.path.includes(MISSING) || e.path === '/v1/technology-lookup-live');
  expect(charges.map((e) => e.credits).reduce((a, b) => a + b, 0)).toBe(5);
});

test('a second open within the cache’s life makes no request; the first cost exactly 1 credit', async ({ openPage, useKey, sandboxLedger }) => {
  await useKey(SANDBOX_KEYS.pro);
  const first = await PopupPage.open(openPage, SHOP);
  await expect(first.page.getByText('6 technologies')).toBeVisible();
  await first.page.close();
  const before = await sandboxLedger();
  const second = await PopupPage.open(openPage, SHOP);
  await expect(second.page.getByText('6 technologies')).toBeVisible();
  await expect(second.page.getByText(/from cache/)).toBeVisible();
  await expect(second.button('Refresh · 1 credit')).toBeVisible();
  // Let any late request (a balance sync, a lookup) land before counting.
  await second.page.waitForTimeout(500);
  // No request at all on the second open, not even the free balance read.
  expect((await sandboxLedger()).slice(before.length)).toEqual([]);
  const lookups = (await sandboxLedger()).filter((e) => e.path === `/v1/domain/${SHOP}`);
  expect(lookups).toEqual([expect.objectContaining({ status: 200, credits: 1 })]);
});

test('from the third open on, the worker hands back React’s own first frame of the same answer, and React then owns the view', async ({
  openPage,
  useKey,
  sandboxLedger,
}) => {
  // What is promised, not who wins a race: whether popup-early.js paints the frame before React mounts
  // depends on the machine's load (unit-tested in paint-kept-frame.test.ts); that the worker's reply carries
  // React's own render of this very answer, and that React then owns one working view, does not.
  await useKey(SANDBOX_KEYS.pro);
  // The first open looks the site up (1 credit); the second renders the cached answer and hands its
  // first frame to the worker; the third gets that frame back with the very same answer.
  await openTwice(openPage, SHOP);
  const third = await PopupPage.open(openPage, SHOP);
  await expect(third.heading(SHOP)).toBeVisible();
  // React owns the page now: one view, readable and working (a technology opens its details, for free).
  await expect(third.page.locator('#root')).not.toHaveAttribute('aria-hidden');
  await expect(third.page.locator('#root')).not.toHaveAttribute('inert');
  await expect(third.page.getByRole('heading', { name: SHOP })).toHaveCount(1);
  // Their text as the DOM holds it (a frame is nodes, not layout: a row's hidden subdomain note is in both).
  const rows = await third.page.getByRole('button', { name: / (on |seen on this page|since )/ }).allTextContents();
  expect(rows.length).toBeGreaterThanOrEqual(6);
  // The same open asked again (as popup-early.js asks it) carries the frame: React's render of this
  // answer, the heading and every technology row the live view shows. A page hands its frame to the
  // worker after its render, in its own message: on a loaded machine it may land after the first ask.
  const frameTree = async () =>
    (await send<{ firstFrame: { tree: string | null } }>(third.page, 'popup.open', { input: SHOP, askFirst: false })).firstFrame.tree;
  await expect.poll(frameTree).not.toBeNull();
  const tree = (await frameTree())!;
  // Compared without white space: innerText lays lines out, a frame's text is its nodes' text.
  const squeeze = (t: string) => t.replace(/\s+/g, '');
  const text = squeeze(frameText(JSON.parse(tree)));
  expect(text).toContain(squeeze(SHOP));
  expect(text).toContain(squeeze('6 technologies'));
  for (const row of rows) expect(text).toContain(squeeze(row));
  await third.technology('Shopify').click();
  await expect(third.heading('Shopify')).toBeVisible();
  expect((await sandboxLedger()).filter((e) => e.credits > 0).map((e) => e.path)).toEqual([`/v1/domain/${SHOP}`]);
});

test('with the worker stopped, a cached site’s heading and rows are painted from storage, and what is painted is React’s own render', async ({
  context,
  extensionId,
  openPage,
  useKey,
  sandboxLedger,
}) => {
  // What is promised, not who wins a race: the page's clock is paused (React's wait for the worker's
  // answer cannot run out) and the page's popup.open is held until the frame is painted, so what shows
  // first can only have come from storage (lib/first-paint/disk-frame.ts), read without the worker.
  await useKey(SANDBOX_KEYS.pro);
  // The first open looks the site up (1 credit); the second renders the cached answer and hands its
  // first frame to the worker, which keeps it on disk.
  await openTwice(openPage, SHOP);
  // A page that asks first and changes nothing (Settings would sync the balance: another answer).
  const other = await openPage(`popup.html?domain=${MISSING}&ask=1`);
  // The worker writes the frame to disk after it answered the page: stopped before the write is done
  // (a loaded machine), it would never be there. Wait for the row, then stop the worker.
  await expect
    .poll(() =>
      other.evaluate(
        (row) =>
          new Promise<boolean>((resolve) => {
            const opened = indexedDB.open('stacklens');
            opened.onerror = () => resolve(false);
            opened.onsuccess = () => {
              const get = opened.result.transaction('meta').objectStore('meta').get(row);
              get.onsuccess = () => resolve(get.result !== undefined);
              get.onerror = () => resolve(false);
            };
          }),
        `firstFrame:${JSON.stringify([SHOP, false])}`,
      ),
    )
    .toBe(true);
  // Once a restarted worker (its memory gone) hands the frame back, it is on disk.
  await expect
    .poll(async () => {
      await stopServiceWorker(context);
      return (await send<{ firstFrame: { tree: string | null } }>(other, 'popup.open', { input: SHOP, askFirst: false })).firstFrame.tree;
    })
    .not.toBeNull();
  await stopServiceWorker(context);

  const page = await context.newPage();
  await page.setViewportSize({ width: 400, height: 600 });
  // Installed a minute back, then paused at now: pausing at a time the fake clock has already passed
  // (it runs on from its install, and a loaded machine is slow to reach the pause) is refused.
  const now = Date.now();
  await page.clock.install({ time: now - 60_000 });
  await page.clock.pauseAt(now);
  await page.addInitScript(() => {
    const g = globalThis as unknown as Record<string, unknown> & { chrome?: { runtime?: Record<string, unknown> } };
    // popup.open waits for the test; every other message goes through.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    g.__releaseOpen = release;
    const runtime = g.chrome?.runtime as { sendMessage(m: { type?: string }): Promise<unknown> } | undefined;
    if (runtime) {
      const sendMessage = runtime.sendMessage.bind(runtime);
      runtime.sendMessage = (m) => (m?.type === 'popup.open' ? released.then(() => sendMessage(m)) : sendMessage(m));
    }
    // #root as painted before React (inert) and as React first renders it (inert removed, same task).
    new MutationObserver(() => {
      const root = document.getElementById('root');
      if (!root) return;
      if (root.inert && g.__painted === undefined) g.__painted = root.innerHTML;
      if (!root.inert && g.__stacklensMounted && g.__reactFirst === undefined) g.__reactFirst = root.innerHTML;
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['inert'] });
  });
  await page.goto(`chrome-extension://${extensionId}/popup.html?domain=${encodeURIComponent(SHOP)}`);
  // The frame is hidden from assistive technology until React owns the page, so it is found by its place.
  const frame = page.locator('#root[inert][aria-hidden="true"]');
  await expect(frame.locator('h1')).toHaveText(SHOP);
  await expect(frame).toContainText('6 technologies');
  const painted = await page.evaluate(() => (globalThis as unknown as { __painted: string }).__painted);
  // React's code waits for the frame's paint (a frame callback, 50 ms at most: lib/first-paint/wait-for-paint.ts),
  // which the paused clock holds: 50 ms of it pass, less than React's own wait for the answer (120 ms).
  await page.clock.runFor(50);
  await page.evaluate(() => (globalThis as unknown as { __releaseOpen(): void }).__releaseOpen());
  const popup = new PopupPage(page);
  await expect(popup.heading(SHOP)).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  const rows = await page.getByRole('button', { name: / (on |seen on this page|since )/ }).allInnerTexts();
  expect(rows.length).toBeGreaterThanOrEqual(6);
  // What was painted from storage is React's own first render of the worker's answer, node for node,
  // but for what the frame's allowlist leaves out (frame-tree.ts): the search form, which could submit.
  const reactFirst = await page.evaluate(() => {
    const template = document.createElement('template');
    template.innerHTML = (globalThis as unknown as { __reactFirst?: string }).__reactFirst ?? '';
    template.content.querySelectorAll('form').forEach((form) => form.remove());
    return template.innerHTML;
  });
  expect(reactFirst).toContain(SHOP);
  expect(reactFirst).toBe(painted);
  await page.clock.resume();
  await popup.technology('Shopify').click();
  await expect(popup.heading('Shopify')).toBeVisible();
  expect((await sandboxLedger()).filter((e) => e.credits > 0).map((e) => e.path)).toEqual([`/v1/domain/${SHOP}`]);
});

test('a kept first frame paints links inside the extension and over https only: javascript:, data: and http: links planted in it are left out', async ({
  context,
  openPage,
  extensionId,
  useKey,
}) => {
  await useKey(SANDBOX_KEYS.pro);
  // The second open renders the cached answer and keeps its frame in the extension's localStorage.
  await openTwice(openPage, SHOP);
  // A frame altered in storage (a bug, or anything that could write there): links of every kind at its top.
  const own = `chrome-extension://${extensionId}/options.html#settings`;
  const planted = [
    ['own', own],
    ['relative', 'options.html#credits'],
    ['web', 'https://example.com/'],
    ['script', 'javascript:alert(1)'],
    ['data', 'data:text/html,<script>alert(1)</script>'],
    ['plain', 'http://example.com/'],
    ['blob', `blob:chrome-extension://${extensionId}/00000000-0000-0000-0000-000000000000`],
  ];
  const writer = await openPage('options.html#credits');
  const rows = await writer.evaluate((links) => {
    const changed: string[] = [];
    for (let i = 0; i < localStorage.length; i++) {
      const name = localStorage.key(i)!;
      if (!name.startsWith('stacklens:frame:')) continue;
      const frame = JSON.parse(localStorage.getItem(name)!) as { tree: string };
      const tree = JSON.parse(frame.tree) as unknown[];
      tree.unshift(...links.map(([text, href]) => ['a', { href, id: `planted-${text}` }, text]));
      localStorage.setItem(name, JSON.stringify({ ...frame, tree: JSON.stringify(tree) }));
      changed.push(name);
    }
    return changed;
  }, planted);
  expect(rows.length).toBeGreaterThan(0);
  await writer.close();

  const page = await context.newPage();
  await page.addInitScript(() => {
    const g = globalThis as unknown as Record<string, unknown> & { chrome?: { runtime?: Record<string, unknown> } };
    // popup.open waits: what shows can only be the frame kept in storage.
    const runtime = g.chrome?.runtime as { sendMessage(m: { type?: string }): Promise<unknown> } | undefined;
    if (runtime) {
      const sendMessage = runtime.sendMessage.bind(runtime);
      runtime.sendMessage = (m) => (m?.type === 'popup.open' ? new Promise(() => undefined) : sendMessage(m));
    }
    // Every planted link the browser ever had in #root, with the address it resolved.
    const seen: Record<string, string> = {};
    g.__planted = seen;
    new MutationObserver(() => {
      for (const a of document.querySelectorAll<HTMLAnchorElement>('#root a[id^="planted-"]')) seen[a.id.slice('planted-'.length)] = a.href;
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  await page.goto(`chrome-extension://${extensionId}/popup.html?domain=${encodeURIComponent(SHOP)}`);
  const frame = page.locator('#root[inert][aria-hidden="true"]');
  await expect(frame.locator('h1')).toHaveText(SHOP);
  const shown = await page.evaluate(() => (globalThis as unknown as { __planted: Record<string, string> }).__planted);
  // The planted frame was painted (its allowed links are there), and only its allowed links kept an address.
  expect(shown).toMatchObject({ own, relative: `chrome-extension://${extensionId}/options.html#credits`, web: 'https://example.com/' });
  for (const name of ['script', 'data', 'plain', 'blob']) expect(shown[name] ?? '', name).toBe('');
});

/** Opens the popup on a site twice: the first open looks it up (1 credit), the second renders the cached answer and hands its first frame to the worker. */
async function openTwice(openPage: Parameters<typeof PopupPage.open>[0], site: string): Promise<void> {
  for (let i = 0; i < 2; i++) {
    const popup = await PopupPage.open(openPage, site);
    await expect(popup.page.getByText('6 technologies')).toBeVisible();
    await popup.page.close();
  }
}

/** A first frame's text (lib/first-paint/frame-tree.ts: text, or [name, attributes, ...children]), as textContent reads it. */
function frameText(nodes: unknown[]): string {
  return nodes.map((node) => (typeof node === 'string' ? node : Array.isArray(node) ? frameText(node.slice(2)) : '')).join('');
}

test('no key yet: a short setup prompt', async ({ openPage }) => {
  const popup = await PopupPage.open(openPage, SHOP);
  await expect(popup.heading('Welcome to StackLens')).toBeVisible();
  await expect(popup.page.getByRole('link', { name: 'Set up your API key' })).toHaveAttribute('href', /options\.html#settings$/);
  await snapshot(popup.page, 'popup-no-key');
});

test('401: the key was rejected, with a link to settings', async ({ openPage, useKey, sandbox }) => {
  await useKey(SANDBOX_KEYS.pro);
  // Revoke the key behind StackLens's back, as a teammate rotating it would.
  await fetch(`${sandbox.url}/v1/keys/key_sandbox_pro`, { method: 'DELETE', headers: { Authorization: `Bearer ${SANDBOX_KEYS.pro}` } });
  const popup = await PopupPage.open(openPage, SHOP);
  await expect(popup.alert).toContainText('The API key was rejected');
  await expect(popup.alert.getByRole('link', { name: 'Open settings' })).toHaveAttribute('href', /options\.html#settings$/);
  await snapshot(popup.page, 'popup-401');
});

test('402: out of credits, with the reset date', async ({ openPage, useKey, sandboxAdmin }) => {
  await useKey(SANDBOX_KEYS.pro);
  await sandboxAdmin('balance', { plan: 'pro', balance: 0 });
  const popup = await PopupPage.open(openPage, SHOP);
  await expect(popup.alert).toContainText('Out of credits');
  // The reset date as the reader's language writes it (English here: "Dec 1, 2026").
  await expect(popup.alert).toContainText(/credits reset on [a-z]{3} \d{1,2}, \d{4}/i);
  // The header agrees with the error: the balance was re-read (free) after the 402.
  await expect(popup.page.locator('.popup-header')).toContainText('0 credits');
  await expect(popup.page.locator('.popup-header')).not.toContainText('10,000 credits');
  // A way forward, and nothing paid offered as if it could be bought: Credits & usage has the plan and the reset.
  await expect(popup.alert.getByRole('link', { name: 'See your plan and when credits reset' })).toHaveAttribute('href', /options\.html#credits$/);
  await popup.page.getByText('Ask about this site').click();
  await expect(popup.page.getByRole('button', { name: 'Ask · 10 credits' })).toBeDisabled();
  await expect(popup.page.getByText(/^No credits left until [A-Z][a-z]{2} \d{1,2}, \d{4}: paid lookups come back then/)).toBeVisible();
  await snapshot(popup.page, 'popup-402');
});

test('429: a countdown, then an automatic retry that succeeds', async ({ openPage, useKey, sandboxAdmin }) => {
  await useKey(SANDBOX_KEYS.pro);
  // The popup's own call gets each 429 back at once (no silent wait in the worker), counts it down and tries again.
  await sandboxAdmin('fail', { count: 3, status: 429, retry_after: 2 });
  const popup = await PopupPage.open(openPage, SHOP);
  await expect(popup.alert).toContainText('Too many requests');
  await expect(popup.alert).toContainText(/Trying again in \d s/);
  await snapshot(popup.page, 'popup-429');
  await expect(popup.page.getByText('6 technologies')).toBeVisible({ timeout: 15_000 });
  await expect(popup.alert).toHaveCount(0);
});

test('offline or 5xx: the cached data, marked stale, with Try again', async ({ openPage, useKey, sandboxAdmin }) => {
  await useKey(SANDBOX_KEYS.pro);
  const popup = await PopupPage.open(openPage, SHOP);
  await expect(popup.page.getByText('6 technologies')).toBeVisible();
  await sandboxAdmin('fail', { count: 3, status: 503 });
  await popup.button('Refresh · 1 credit').click();
  await expect(popup.page.getByText('Stale: shown from cache because the API could not be reached')).toBeVisible();
  await expect(popup.technology('Shopify')).toBeVisible();
  await snapshot(popup.page, 'popup-stale');
  await popup.button('Try again · 1 credit').click();
  await expect(popup.page.getByText(/Stale:/)).toHaveCount(0);
  await expect(popup.page.getByText('Updated just now')).toBeVisible();
});

test('offline (no answer at all): the cached data, marked stale, charged nothing more', async ({ openPage, useKey, sandboxAdmin, sandboxLedger }) => {
  await useKey(SANDBOX_KEYS.pro);
  const popup = await PopupPage.open(openPage, SHOP);
  await expect(popup.page.getByText('6 technologies')).toBeVisible();
  // Every request's socket is destroyed with no answer, as when the network is gone.
  await sandboxAdmin('drop', { count: 20 });
  await popup.button('Refresh · 1 credit').click();
  await expect(popup.page.getByText('Stale: shown from cache because the API could not be reached')).toBeVisible({ timeout: 30_000 });
  await expect(popup.technology('Shopify')).toBeVisible();
  await expect(popup.button('Try again · 1 credit')).toBeVisible();
  expect((await sandboxLedger()).filter((e) => e.credits > 0)).toHaveLength(1);
});

test('a paid lookup whose answer is lost on its way back says it may have been billed, and the sandbox did bill it', async ({
  openPage,
  useKey,
  sandboxAdmin,
  sandboxLedger,
}) => {
  await useKey(SANDBOX_KEYS.pro);
  // The sandbox does the work and bills it, then destroys the connection: the request was sent, its answer
  // lost; every time, Chromium's own resend on a fresh socket included.
  await sandboxAdmin('lose', { count: 20, endpoint: 'domain.technologies' });
  const popup = await PopupPage.open(openPage, NO_COMPANY);
  const said = popup.alert.getByText(/No answer came, so this may have been billed \((up to )?\d+ credits?/);
  await expect(said).toBeVisible();
  await expect(popup.alert).not.toContainText('nothing was charged');
  await sandboxAdmin('lose', { count: 0 });
  // What the sandbox billed is at least a credit (it was sent) and no more than the amount the message names.
  const named = Number(/billed \((?:up to )?(\d+) credit/.exec((await said.textContent()) ?? '')![1]);
  const billed = (await sandboxLedger()).filter((e) => e.path === `/v1/domain/${NO_COMPANY}`).reduce((sum, e) => sum + e.credits, 0);
  expect(billed).toBeGreaterThanOrEqual(1);
  expect(billed).toBeLessThanOrEqual(named);
});

test('offline: a paid lookup is not sent, and the popup says nothing was sent and nothing was charged', async ({
  context,
  openPage,
  useKey,
  sandboxLedger,
}) => {
  await useKey(SANDBOX_KEYS.pro);
  const before = (await sandboxLedger()).length;
  await context.setOffline(true);
  try {
    const popup = await PopupPage.open(openPage, NO_COMPANY);
    await expect(popup.alert).toContainText('You are offline: nothing was sent and nothing was charged.');
    await expect(popup.alert).not.toContainText('billed');
  } finally {
    await context.setOffline(false);
  }
  expect((await sandboxLedger()).slice(before)).toEqual([]);
});

test('the API refusing connections (its server stopped): the popup says nothing was sent and nothing was charged', async ({ openPage }) => {
  // A sandbox of its own, stopped once the key is saved: its port then refuses every connection.
  const stopped = await startSandbox({ port: 0, rateLimits: false });
  const settings = await openPage('options.html#settings');
  await send(settings, 'keys.save', { key: SANDBOX_KEYS.pro, baseUrl: stopped.url });
  // "Look up automatically", as Settings asks once the key is saved: the popup then tries the lookup.
  await send(settings, 'settings.update', { lookupChoiceMade: true });
  await settings.close();
  await stopped.close();
  const popup = await PopupPage.open(openPage, NO_COMPANY);
  await expect(popup.alert).toContainText(
    'Could not connect to the API: nothing was sent and nothing was charged. Check your connection and the API address in Settings, then try again.',
  );
  await expect(popup.alert).not.toContainText('billed');
  await snapshot(popup.page, 'popup-refused');
  expect(stopped.state.ledger.entries.filter((e) => e.path.startsWith('/v1/domain/'))).toEqual([]);
});

test('403: the plan does not include this, with the plan named', async ({ openPage, useKey }) => {
  await useKey(SANDBOX_KEYS.restricted);
  const popup = await PopupPage.open(openPage, SHOP);
  await expect(popup.alert).toContainText('Not included in your plan');
  await expect(popup.alert).toContainText('Your Free plan does not include this');
  await snapshot(popup.page, 'popup-403');
});

test('Ask about this site: the AI extractor’s confirmation, answer and sources, charged 10 once', async ({ openPage, useKey, sandboxLedger }) => {
  await useKey(SANDBOX_KEYS.pro);
  const popup = await PopupPage.open(openPage, SHOP);
  await expect(popup.page.getByText('6 technologies')).toBeVisible();
  // Its price is stated before it is opened.
  await popup.page.getByText('Ask about this site · 10 credits', { exact: true }).click();
  await popup.page.getByLabel(`Question about ${SHOP}`).fill('Which payment providers does this shop use?');
  await popup.button('Ask · 10 credits').click();
  const dialog = popup.page.getByRole('dialog', { name: 'Ask the AI extractor?' });
  await expect(dialog).toContainText('Balance: 9,999 → 9,989 credits after.');
  await dialog.getByRole('button', { name: 'Ask · 10 credits' }).click();
  const answer = popup.page.getByRole('region', { name: /^Answer/ });
  await expect(answer).toBeVisible();
  await expect(answer.getByRole('heading', { name: 'Sources' })).toBeVisible();
  await snapshot(popup.page, 'popup-ask');
  // The same question again is answered from the cache: the button says so and nothing asks to confirm.
  await popup.button('Ask · free (cached)').click();
  await expect(popup.page.getByRole('dialog')).toHaveCount(0);
  await expect(popup.page.getByRole('heading', { name: 'Answer (from cache, free)' })).toBeVisible();
  const asks = (await sandboxLedger()).filter((e) => e.path === '/v1/ai/extract');
  expect(asks.map((e) => e.credits)).toEqual([10]);
});

test('the first lookup of a new site is a visible spend: the header says what it cost', async ({ openPage, useKey, sandboxLedger }) => {
  await useKey(SANDBOX_KEYS.pro);
  const popup = await PopupPage.open(openPage, NO_COMPANY);
  await expect(popup.heading(NO_COMPANY)).toBeVisible();
  await expect(popup.page.getByRole('status').filter({ hasText: `Looked up ${NO_COMPANY}: 1 credit` })).toBeVisible();
  expect((await sandboxLedger()).filter((e) => e.path === `/v1/domain/${NO_COMPANY}`).map((e) => e.credits)).toEqual([1]);
  // Opened again: answered from the cache, nothing spent, nothing said.
  const again = await PopupPage.open(openPage, NO_COMPANY);
  await expect(again.heading(NO_COMPANY)).toBeVisible();
  await expect(again.page.getByText(/^\d+ technologies/)).toBeVisible();
  await expect(again.page.getByRole('status').filter({ hasText: 'Looked up' })).toHaveCount(0);
  expect((await sandboxLedger()).filter((e) => e.path === `/v1/domain/${NO_COMPANY}`)).toHaveLength(1);
});

test('a first frame planted by another extension page neither navigates the popup nor loads anything', async ({ openPage, useKey }) => {
  await useKey(SANDBOX_KEYS.pro);
  const hits: string[] = [];
  const evil = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    res.end('<h1>Look-alike</h1>');
  });
  await new Promise<void>((resolve) => evil.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(evil.address() as AddressInfo).port}`;
  try {
    const first = await PopupPage.open(openPage, SHOP);
    await expect(first.page.getByText('6 technologies')).toBeVisible();
    await first.page.close();
    // Any extension page can ask popup.open and get the answer's key issued to it: it plants a frame there.
    const attacker = await openPage('options.html#settings');
    const opened = await send<{ firstFrame: { key: string; tree: string | null } }>(attacker, 'popup.open', { input: SHOP, askFirst: false });
    const planted = [
      ['meta', { 'http-equiv': 'refresh', content: `0;url=${origin}/refresh` }],
      ['iframe', { src: `${origin}/frame` }],
      ['img', { src: `${origin}/pixel.png`, alt: '' }],
      ['link', { rel: 'stylesheet', href: `${origin}/style.css` }],
      ['h1', {}, 'Planted'],
    ];
    expect(await send(attacker, 'popup.rendered', { key: opened.firstFrame.key, tree: JSON.stringify(planted) })).toEqual({ kept: true });
    // A key it was never issued keeps nothing.
    expect(await send(attacker, 'popup.rendered', { key: 'made-up', tree: JSON.stringify(planted) })).toEqual({ kept: false });
    const popup = await PopupPage.open(openPage, SHOP);
    await expect(popup.heading(SHOP)).toBeVisible();
    await expect(popup.page.getByText('6 technologies')).toBeVisible();
    await popup.page.waitForTimeout(1_500); // long enough for a 0-second refresh or a load to happen
    expect(popup.page.url()).toMatch(/\/popup\.html\?domain=/);
    await expect(popup.page.locator('iframe, meta[http-equiv], link[href^="http:"]')).toHaveCount(0);
    await expect(popup.page.getByRole('heading', { name: 'Planted' })).toHaveCount(0);
    expect(hits).toEqual([]);
  } finally {
    evil.close();
  }
});

test('keyboard only: Enter opens a technology with the focus on its name, ? lists the shortcuts there, Escape goes back to the list with the focus on that row', async ({
  openPage,
  useKey,
  sandboxLedger,
}) => {
  await useKey(SANDBOX_KEYS.pro);
  const popup = await PopupPage.open(openPage, SHOP);
  await expect(popup.page.getByText('6 technologies')).toBeVisible();
  const spent = (await sandboxLedger()).length;

  const row = popup.technology('Klaviyo');
  await row.focus();
  await popup.page.keyboard.press('Enter');
  const name = popup.page.getByRole('heading', { name: 'Klaviyo', level: 1 });
  await expect(name).toBeFocused();

  await popup.page.keyboard.press('?');
  const shortcuts = popup.page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(shortcuts).toContainText('go back from a technology to the list');
  // Escape closes the dialog only: the detail stays.
  await popup.page.keyboard.press('Escape');
  await expect(shortcuts).toHaveCount(0);
  await expect(name).toBeVisible();

  await popup.page.keyboard.press('Escape');
  await expect(popup.page.getByText('6 technologies')).toBeVisible();
  await expect(row).toBeFocused();
  // Back with the Back button too: the focus returns to the row.
  await popup.page.keyboard.press('Enter');
  await expect(name).toBeFocused();
  await popup.button('Back to technologies').click();
  await expect(row).toBeFocused();
  expect(await sandboxLedger()).toHaveLength(spent);
});
