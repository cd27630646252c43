// Free on-page detection at toolbar click, in the real toolbar popup over a test page on a
// mapped host. openPopup() grants no activeTab, so this uses the test-only build that declares `tabs`
// and the mapped test hosts (wxt.config.ts); the shipped manifest is checked by a unit test.
import type { Page } from '@playwright/test';
import { SANDBOX_KEYS } from '../sandbox/keys';
import { allViolations, type AxeFinding } from './axe';
import { expect, snapshot, TOOLBAR_TEST_EXTENSION_DIR } from './fixtures';
import { test } from './toolbar-popup';

test.use({ extensionDir: TOOLBAR_TEST_EXTENSION_DIR });

const SHOP = 'stacklens-fixture-shop.com';

interface LocalRow {
  name: string;
  text: string;
}
interface PopupState {
  text: string;
  /** The "On this page now · free" region's text, or null when it is not there. */
  group: string | null;
  /** Rows of the list labelled "Technologies on this page", by the technology name they show. */
  onPage: LocalRow[];
  /** Rows of the list labelled "In the database, not seen on this page". */
  dbOnly: LocalRow[];
}

/** The real toolbar popup, read from another extension page (Playwright does not expose it as a page). */
async function popupState(observer: Page): Promise<PopupState | null> {
  return observer.evaluate(() => {
    const views = (globalThis as unknown as { chrome: { extension: { getViews(o: { type: string }): Window[] } } }).chrome.extension.getViews({
      type: 'popup',
    });
    const doc = views[0]?.document;
    if (!doc) return null;
    const heading = [...doc.querySelectorAll('h2')].find((h) => h.textContent === 'On this page now · free');
    const region = heading ? doc.querySelector(`[aria-labelledby="${heading.id}"]`) : null;
    const rows = (label: string) =>
      [...doc.querySelectorAll(`[aria-label="${label}"] li.local-row`)].map((li) => ({
        name: li.querySelector('.tech-name')?.textContent ?? '',
        text: li.textContent ?? '',
      }));
    return {
      text: doc.body.innerText,
      group: region ? (region as HTMLElement).innerText : null,
      onPage: rows('Technologies on this page'),
      dbOnly: rows('In the database, not seen on this page'),
    };
  });
}

/** Screenshot of the popup's document: rendered again in a tab from its HTML, for people to look at;
 *  answers what axe finds in it, at any impact. */
async function popupSnapshot(observer: Page, name: string): Promise<AxeFinding[]> {
  const html = await observer.evaluate(() => {
    const views = (globalThis as unknown as { chrome: { extension: { getViews(o: { type: string }): Window[] } } }).chrome.extension.getViews({
      type: 'popup',
    });
    return views[0]?.document.documentElement.outerHTML ?? '';
  });
  const page = await observer.context().newPage();
  await page.setViewportSize({ width: 400, height: 600 });
  await page.goto(observer.url().replace(/\/[^/]*$/, '/popup.html?domain=snapshot.invalid'));
  // The page's own React has mounted (it loads after the first paint, lib/first-paint/wait-for-paint.ts):
  // it cannot render over the copy put in below.
  await page.waitForFunction(() => (globalThis as unknown as { __stacklensMounted?: boolean }).__stacklensMounted === true);
  await page.evaluate((h) => {
    document.documentElement.innerHTML = h.replace(/^<html[^>]*>|<\/html>$/g, '');
  }, html);
  await snapshot(page, name);
  const found = await allViolations(page);
  await page.close();
  return found;
}

test('lists the page’s libraries with versions and evidence beside the database, for 0 credits and no API request', async ({
  openObserver,
  clickToolbarIcon,
  sandboxLedger,
}) => {
  const observer = await openObserver(SANDBOX_KEYS.pro);
  const before = (await sandboxLedger()).length;
  const tab = await clickToolbarIcon(`http://${SHOP}/local/libraries`);

  await expect.poll(async () => (await popupState(observer))?.onPage.length ?? 0, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
  // The check ran wrapped: none of its names is left in the page (they could overwrite the page's).
  expect(await tab.evaluate(() => ['check', 'read', 'inspectPage'].filter((n) => n in window))).toEqual([]);
  // The database's answer arrives too: the group then compares both sources.
  await expect.poll(async () => (await popupState(observer))?.dbOnly.length ?? 0, { timeout: 15_000 }).toBeGreaterThan(0);
  const state = (await popupState(observer))!;
  expect(state.group).toContain('Nothing detected here is sent anywhere');

  const row = (name: string) => state.onPage.find((r) => r.name === name);
  // jQuery: read from the page's global, with its version; the database has it too: one row, marked so.
  // The group's heading says "On this page": no row says it again.
  expect(row('jQuery')?.text).toContain('3.7.1');
  for (const r of state.onPage) expect(r.text).not.toMatch(/on this page/i);
  expect(row('jQuery')?.text).toContain('In database');
  expect(row('jQuery')?.text).toContain('global `jQuery.fn.jquery`');
  expect(state.onPage.filter((r) => r.name === 'jQuery')).toHaveLength(1);
  // WordPress: from the generator tag, with its version; the database does not list it for the shop.
  expect(row('WordPress')?.text).toContain('6.4.3');
  expect(row('WordPress')?.text).toContain('<meta name="generator"> naming WordPress 6.4.3');
  expect(row('WordPress')?.text).toContain('not in the database yet');
  expect(row('WordPress')?.text).not.toContain('In database');
  // Google Tag Manager: from a script's host.
  expect(row('Google Tag Manager')?.text).toContain('www.googletagmanager.com');
  // The database's technologies this page does not show.
  const dbOnly = state.dbOnly.map((r) => r.name);
  expect(dbOnly).toEqual(expect.arrayContaining(['Shopify', 'Klaviyo']));
  expect(dbOnly).not.toContain('jQuery');
  // Listed under "N in the database, not seen on this page", the row does not say it again.
  expect(state.group).toMatch(/\d+ in the database, not seen on this page/);
  expect(state.dbOnly.find((r) => r.name === 'Shopify')?.text).not.toMatch(/in (the )?database/i);
  // The database's own list marks what the page shows too.
  const marked = await observer.evaluate(() => {
    const doc = (globalThis as unknown as { chrome: { extension: { getViews(o: { type: string }): Window[] } } }).chrome.extension.getViews({
      type: 'popup',
    })[0]!.document;
    return [...doc.querySelectorAll('button.tech-row')]
      .filter((b) => b.textContent?.includes('seen on this page'))
      .map((b) => b.querySelector('.tech-name')?.firstChild?.textContent);
  });
  expect(marked).toEqual(['jQuery']);
  // The on-page group and the database's list both have an "Ecommerce" section: each landmark is named once.
  expect(await popupSnapshot(observer, 'local-with-database')).toEqual([]);

  // The only paid request is the popup's own domain lookup (1 credit): nothing for the local results.
  // (The open Settings page may re-read the balance: GET /v1/credits, free.)
  const requests = (await sandboxLedger()).slice(before).filter((e) => e.path !== '/v1/credits');
  expect(requests.map((e) => [e.path, e.credits])).toEqual([[`/v1/domain/${SHOP}`, 1]]);
});

test('with no key, the popup shows the page’s technologies and what a key adds, with no request at all', async ({
  openObserver,
  clickToolbarIcon,
  sandboxLedger,
}) => {
  const observer = await openObserver();
  await clickToolbarIcon(`http://${SHOP}/local/libraries`);
  await expect
    .poll(async () => (await popupState(observer))?.onPage.map((r) => r.name) ?? [], { timeout: 15_000 })
    .toEqual(expect.arrayContaining(['jQuery', 'WordPress', 'Google Tag Manager']));
  const state = (await popupState(observer))!;
  expect(state.onPage.find((r) => r.name === 'jQuery')?.text).toContain('3.7.1');
  // Without a key there is no database view to compare with: no difference is claimed.
  expect(state.group).not.toContain('not in the database yet');
  expect(state.text).toContain('Set up your API key');
  expect(state.text).toMatch(/history, its company, and the full database/);
  await popupSnapshot(observer, 'local-no-key');
  expect(await sandboxLedger()).toEqual([]);
});

test('a page whose scripts throw still gives a clear state and what could be read', async ({ openObserver, clickToolbarIcon, sandboxLedger }) => {
  const observer = await openObserver();
  await clickToolbarIcon(`http://${SHOP}/local/throws`);
  await expect.poll(async () => (await popupState(observer))?.group ?? '', { timeout: 15_000 }).toContain('could not be inspected');
  const state = (await popupState(observer))!;
  expect(state.group).toContain('Part of this page could not be inspected');
  expect(state.onPage.find((r) => r.name === 'WordPress')?.text).toContain('6.4.3');
  expect(state.onPage.map((r) => r.name)).not.toContain('jQuery');
  await popupSnapshot(observer, 'local-page-throws');
  expect(await sandboxLedger()).toEqual([]);
});

test('a page that lengthens its address past 4,000 characters still shows its site and what it runs', async ({ openObserver, clickToolbarIcon }) => {
  const observer = await openObserver(SANDBOX_KEYS.pro);
  // The page hides its stack behind a long address (history.replaceState): the popup reads the host only.
  await clickToolbarIcon(`http://${SHOP}/local/libraries`, (tab) =>
    tab.evaluate(() => history.replaceState(null, '', `${location.pathname}?${'x'.repeat(5000)}`)),
  );
  await expect.poll(async () => (await popupState(observer))?.onPage.length ?? 0, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
  await expect.poll(async () => (await popupState(observer))?.dbOnly.length ?? 0, { timeout: 15_000 }).toBeGreaterThan(0);
  const state = (await popupState(observer))!;
  expect(state.text).toContain(SHOP);
  expect(state.text).not.toMatch(/too big/i);
  expect(state.onPage.find((r) => r.name === 'WordPress')?.text).toContain('6.4.3');
});

test('a browser page says it cannot be inspected', async ({ openObserver, clickToolbarIcon }) => {
  const observer = await openObserver();
  await clickToolbarIcon('chrome://version/');
  await expect
    .poll(async () => (await popupState(observer))?.group ?? '', { timeout: 15_000 })
    .toContain('The browser does not let extensions inspect its own pages');
});

test('for a domain not in the database, the free local result comes before the paid live detection', async ({
  openObserver,
  clickToolbarIcon,
  sandboxLedger,
}) => {
  const observer = await openObserver(SANDBOX_KEYS.pro);
  await clickToolbarIcon('http://stacklens-fixture-missing.com/local/libraries');
  await expect.poll(async () => (await popupState(observer))?.onPage.length ?? 0, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
  // The 404's answer and the on-page rows arrive apart: wait for the promised state, not for one of them.
  const order = () =>
    observer.evaluate(() => {
      const doc = (globalThis as unknown as { chrome: { extension: { getViews(o: { type: string }): Window[] } } }).chrome.extension.getViews({
        type: 'popup',
      })[0]!.document;
      const group = doc.querySelector('[aria-label="Technologies on this page"]');
      const button = [...doc.querySelectorAll('button')].find((b) => /Live detect · 5 credits/.test(b.textContent ?? ''));
      return {
        notInDb: /not in the database yet/.test(doc.body.innerText),
        before: Boolean(group && button && group.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING),
      };
    });
  await expect.poll(order, { timeout: 15_000 }).toEqual({ notInDb: true, before: true });
  await popupSnapshot(observer, 'local-before-live-detect');
  // The 404 is free and nothing else was asked (beyond the free account reads of saving the key).
  expect((await sandboxLedger()).filter((e) => !['/v1/credits', '/v1/usage'].includes(e.path)).map((e) => [e.path, e.status, e.credits])).toEqual([
    ['/v1/domain/stacklens-fixture-missing.com', 404, 0],
  ]);
});

test('when Settings › Popup allows it, unknown names are matched once for 1 credit, then for free', async ({
  openObserver,
  clickToolbarIcon,
  sandboxLedger,
}) => {
  const observer = await openObserver(SANDBOX_KEYS.pro);
  const allow = observer.getByRole('checkbox', { name: /Match unknown on-page names with the API/ });
  await expect(allow).not.toBeChecked();
  // A controlled box: it is checked once the worker stored the setting.
  await allow.click();
  await expect(allow).toBeChecked();
  await expect(observer.getByRole('status').filter({ hasText: /each name paid once/ })).toBeVisible();
  const lookups = async () => (await sandboxLedger()).filter((e) => e.path === '/v1/technologies/lookup');

  const first = await clickToolbarIcon(`http://${SHOP}/local/libraries`);
  await expect.poll(async () => (await popupState(observer))?.group ?? '', { timeout: 15_000 }).toContain('cost 1 credit');
  expect((await lookups()).map((e) => e.credits)).toEqual([1]);
  await first.close();

  // A second click: the names are now in the local catalog, so nothing is asked or paid.
  await clickToolbarIcon(`http://${SHOP}/local/libraries`);
  await expect.poll(async () => (await popupState(observer))?.onPage.length ?? 0, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
  await expect.poll(async () => (await popupState(observer))?.dbOnly.length ?? 0, { timeout: 15_000 }).toBeGreaterThan(0);
  expect((await popupState(observer))!.group).not.toContain('cost 1 credit');
  expect((await lookups()).map((e) => e.credits)).toEqual([1]);
});

test('the popup sorts a page’s stack into the database’s categories, and an expanded row shows what proved it', async ({
  openObserver,
  clickToolbarIcon,
  site,
  sandboxLedger,
}) => {
  const observer = await openObserver();
  // Every request the page makes once it has loaded: the check asks only the browser's cache for the page
  // itself (its headers, only-if-cached), and nothing leaves the browser.
  const requests: string[] = [];
  // The site serves the whole worker's tests (local-stability opens this page too): count from here.
  const served = site.requests('/local/stack');
  const tab = await clickToolbarIcon(`http://${SHOP}/local/stack`, (loaded) => loaded.on('request', (request) => requests.push(request.url())));
  const stack = ['Google Analytics', 'Hotjar', 'Intercom', 'Klaviyo', 'OneTrust', 'Shopify', 'Stripe'];
  await expect.poll(async () => (await popupState(observer))?.onPage.map((r) => r.name) ?? [], { timeout: 15_000 }).toEqual(expect.arrayContaining(stack));
  // The categories, as headings over their technologies.
  const groups = await observer.evaluate(() => {
    const doc = (globalThis as unknown as { chrome: { extension: { getViews(o: { type: string }): Window[] } } }).chrome.extension.getViews({
      type: 'popup',
    })[0]!.document;
    return [...doc.querySelectorAll('[aria-label="Technologies on this page"] > [role="group"]')].map((section) => ({
      category: section.querySelector('h3')?.firstChild?.textContent?.trim() ?? '',
      names: [...section.querySelectorAll('li.local-row .tech-name')].map((n) => n.textContent),
    }));
  });
  expect(groups).toEqual(
    expect.arrayContaining([
      { category: 'Analytics', names: ['Google Analytics'] },
      { category: 'Cookie compliance', names: ['OneTrust'] },
      { category: 'Ecommerce', names: ['Shopify'] },
      { category: 'Heatmaps', names: ['Hotjar'] },
      { category: 'Live chat', names: ['Intercom'] },
      { category: 'Marketing automation', names: ['Klaviyo'] },
      { category: 'Payment processors', names: ['Stripe'] },
    ]),
  );
  // A row opens to list its evidence: the script's address, the global, the cookie (by name only).
  // Collapsed, the list is neither shown nor measured; the row opens on a click of its summary.
  const hotjar = (clickSummary: boolean) =>
    observer.evaluate((click) => {
      const doc = (globalThis as unknown as { chrome: { extension: { getViews(o: { type: string }): Window[] } } }).chrome.extension.getViews({
        type: 'popup',
      })[0]!.document;
      const row = [...doc.querySelectorAll('li.local-row')].find((li) => li.querySelector('.tech-name')?.textContent === 'Hotjar')!;
      if (click) (row.querySelector('summary') as HTMLElement).click();
      const list = row.querySelector('[aria-label="Evidence for Hotjar"]') as HTMLElement;
      return {
        shown: { open: row.querySelector('details')!.open, visible: list.offsetHeight > 0 },
        items: [...list.querySelectorAll('li')].map((li) => li.textContent),
        version: row.querySelector('.local-version')?.textContent?.trim(),
      };
    }, clickSummary);
  const closed = await hotjar(false);
  expect(closed.shown).toEqual({ open: false, visible: false });
  await hotjar(true);
  await expect.poll(async () => (await hotjar(false)).shown).toEqual({ open: true, visible: true });
  const evidence = await hotjar(false);
  expect(evidence.version).toBe('6');
  expect(evidence.items).toEqual(['global `hjSiteSettings`', 'cookie `_hjSessionUser_…`', 'script from static.hotjar.com']);
  // The export is offered, free.
  const exportButtons = await observer.evaluate(() => {
    const doc = (globalThis as unknown as { chrome: { extension: { getViews(o: { type: string }): Window[] } } }).chrome.extension.getViews({
      type: 'popup',
    })[0]!.document;
    return [...doc.querySelectorAll('[aria-label="Export on-page technologies"] button')].map((b) => b.textContent);
  });
  expect(exportButtons).toEqual(['Export CSV', 'Export JSON']);
  await popupSnapshot(observer, 'local-categories-evidence');
  // Nothing of the check stays in the page, and nothing was asked of the API.
  expect(await tab.evaluate(() => ['UNKNOWN_VERSION', 'd41d8cd98f00b204e9800998ecf8427e_LibraryDetectorTests', '__name'].filter((n) => n in window))).toEqual(
    [],
  );
  expect(requests.filter((url) => url !== `http://${SHOP}/local/stack`)).toEqual([]);
  expect(site.requests('/local/stack') - served, 'the site answered the tab’s own load, and nothing after the click').toBe(1);
  expect(await sandboxLedger()).toEqual([]);
});

test('names the server and CDN from the page’s own cached response headers, with no request to the site', async ({
  openObserver,
  clickToolbarIcon,
  site,
  sandboxLedger,
}) => {
  const observer = await openObserver();
  const served = site.requests('/local/headers');
  await clickToolbarIcon(`http://${SHOP}/local/headers`);
  await expect
    .poll(async () => (await popupState(observer))?.onPage.map((r) => r.name) ?? [], { timeout: 15_000 })
    .toEqual(expect.arrayContaining(['Nginx', 'Cloudflare', 'PHP']));
  const state = (await popupState(observer))!;
  expect(state.onPage.find((r) => r.name === 'Nginx')?.text).toContain('1.25.3');
  expect(state.onPage.find((r) => r.name === 'PHP')?.text).toContain('8.2.12');
  expect(state.text).not.toContain('were not in the browser’s cache');
  // One request: the tab's own load. The click read the headers from the cache and sent nothing.
  expect(site.requests('/local/headers') - served).toBe(1);
  expect(await sandboxLedger()).toEqual([]);
});

test('a page served no-store: its headers are not read, nothing is requested, and the panel says so', async ({ openObserver, clickToolbarIcon, site }) => {
  const observer = await openObserver();
  const served = site.requests('/local/headers-no-store');
  await clickToolbarIcon(`http://${SHOP}/local/headers-no-store`);
  await expect.poll(async () => (await popupState(observer))?.group ?? '', { timeout: 15_000 }).toContain('were not in the browser’s cache');
  const state = (await popupState(observer))!;
  expect(state.onPage.map((r) => r.name)).not.toContain('Nginx');
  expect(site.requests('/local/headers-no-store') - served).toBe(1);
});
