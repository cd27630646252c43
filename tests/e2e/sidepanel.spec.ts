// The side panel (issue #27). How it learns its site: when its page loads, and again on "This tab",
// the popup's App reads the active tab of the window the panel sits in (open.ts,
// tabs.query({ active: true, currentWindow: true })) and starts that tab's on-page check.
// - The real panel: chrome.sidePanel.open() from an extension page while a site's tab is in front. Playwright
//   does not expose it as a page: it is read and driven from another extension page (extension.getViews),
//   like the toolbar popup.
// - "Follow the active tab" needs a person's click (permissions.request): sidepanel.html is then loaded
//   in a background tab of the same window, where the same call reads the tab in front, as in the panel.
// The test-only build (tests/e2e/toolbar-popup.ts) declares `tabs`: granted, the request resolves at
// the click. Headless Chromium's permission prompt cannot be answered, so the refusal runs on the
// shipped build with the person's "Deny" standing in for the prompt.
import type { BrowserContext, Page, Worker } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { SANDBOX_KEYS } from '../sandbox/keys';
import { seriousViolations } from './axe';
import { EXTENSION_DIR, expect, test, TOOLBAR_TEST_EXTENSION_DIR } from './fixtures';

const SHOP = 'stacklens-fixture-shop.com';
const OTHER = 'stacklens-fixture.co.uk';
/** jQuery 3.7.1, WordPress and Google Tag Manager (tests/e2e/local-pages.ts). */
const LIBRARIES = '/local/libraries';
/** Shopify, Klaviyo, Stripe … and no jQuery. */
const STACK = '/local/stack';

interface PanelState {
  heading: string | null;
  /** What the on-page check found on the page (not the database's other rows), null while there is none. */
  onPage: string | null;
}

/** The real side panel as a person sees it, read from another extension page; null while it is not open. */
function panelState(observer: Page): Promise<PanelState | null> {
  return observer.evaluate(() => {
    const views = (globalThis as unknown as { chrome: { extension: { getViews(): Window[] } } }).chrome.extension.getViews();
    const doc = views.find((w) => w.location.pathname.endsWith('/sidepanel.html'))?.document;
    if (!doc) return null;
    const found = doc.querySelector('[role="group"][aria-label="Technologies on this page"]') as HTMLElement | null;
    return { heading: doc.querySelector('h1')?.textContent ?? null, onPage: found?.innerText ?? null };
  });
}

/**
 * Acts on the real side panel from another extension page (its page's CSP allows no code sent as text):
 * counts the tab switches it hears (tabs.onActivated needs no permission), reads that count, or clicks
 * "This tab" as a person would.
 */
function inPanel(observer: Page, action: 'count switches' | 'switches heard' | 'click This tab'): Promise<number> {
  return observer.evaluate((what) => {
    const views = (globalThis as unknown as { chrome: { extension: { getViews(): Window[] } } }).chrome.extension.getViews();
    const view = views.find((w) => w.location.pathname.endsWith('/sidepanel.html')) as
      (Window & { __switches?: number; chrome: { tabs: { onActivated: { addListener(f: () => void): void } } } }) | undefined;
    if (!view) throw new Error('the side panel is not open');
    if (what === 'count switches') {
      view.__switches = 0;
      view.chrome.tabs.onActivated.addListener(() => (view.__switches! += 1));
    }
    if (what === 'click This tab') [...view.document.querySelectorAll('button')].find((b) => b.textContent === 'This tab')!.click();
    return view.__switches ?? 0;
  }, action);
}

/** A tab showing `path` of the test site on `host`, brought in front. */
async function siteTab(page: Page, host: string, path: string) {
  await page.goto(`http://${host}${path}`);
  await page.bringToFront();
  return page;
}

/** sidepanel.html in a background tab of the window: the tab in front stays the site's, as beside the real panel. */
async function panelBehind(context: BrowserContext, worker: Worker, extensionId: string): Promise<Page> {
  const [panel] = await Promise.all([
    context.waitForEvent('page', (page) => page.url().endsWith('/sidepanel.html')),
    worker.evaluate(
      (url) => (globalThis as unknown as { chrome: { tabs: { create(p: object): Promise<unknown> } } }).chrome.tabs.create({ url, active: false }),
      `chrome-extension://${extensionId}/sidepanel.html`,
    ),
  ]);
  return panel;
}

/** The tab in front, as the browser reports it. */
const frontUrl = (page: Page) =>
  page.evaluate(async () => {
    const [tab] = await (globalThis as unknown as { chrome: { tabs: { query(q: object): Promise<{ url?: string }[]> } } }).chrome.tabs.query({
      active: true,
      currentWindow: true,
    });
    return tab?.url ?? null;
  });

test.describe('opened on a site', () => {
  test.use({ extensionDir: TOOLBAR_TEST_EXTENSION_DIR });

  test('Chrome’s side panel shows the site it was opened on and keeps it when another tab comes in front; This tab shows that one', async ({
    context,
    openPage,
    useKey,
  }) => {
    await useKey(SANDBOX_KEYS.pro);
    const observer = await openPage('options.html#credits');
    const shop = await siteTab(await context.newPage(), SHOP, LIBRARIES);
    // The observer stays behind the shop's tab: the panel opens beside the shop, as from its toolbar popup.
    await observer.evaluate(async () => {
      const chrome = (
        globalThis as unknown as { chrome: { windows: { getCurrent(): Promise<{ id: number }> }; sidePanel: { open(o: object): Promise<void> } } }
      ).chrome;
      await chrome.sidePanel.open({ windowId: (await chrome.windows.getCurrent()).id });
    });
    await expect.poll(async () => (await panelState(observer))?.heading).toBe(SHOP);
    await expect.poll(async () => (await panelState(observer))?.onPage ?? '').toContain('jQuery');

    // The panel counts tab switches (tabs.onActivated needs no permission): it hears this one and does not follow it.
    await inPanel(observer, 'count switches');
    const other = await siteTab(await context.newPage(), OTHER, STACK);
    expect(await frontUrl(observer)).toBe(other.url());
    await expect.poll(() => inPanel(observer, 'switches heard')).toBeGreaterThan(0);
    const kept = await panelState(observer);
    expect(kept?.heading).toBe(SHOP);
    expect(kept?.onPage).toContain('jQuery');

    // "This tab": the tab in front now, with its own on-page check (not the shop's).
    await inPanel(observer, 'click This tab');
    await expect.poll(async () => (await panelState(observer))?.heading).toBe(OTHER);
    await expect.poll(async () => (await panelState(observer))?.onPage ?? '').toContain('Shopify');
    expect((await panelState(observer))?.onPage).not.toContain('jQuery');
    expect(shop.isClosed()).toBe(false);
  });

  test('granted, Follow the active tab follows tab switches and navigations, each with its own on-page check', async ({
    context,
    worker,
    extensionId,
    useKey,
  }) => {
    await useKey(SANDBOX_KEYS.pro);
    const shop = await siteTab(await context.newPage(), SHOP, LIBRARIES);
    // The panel's page behind the shop's tab, in the same window.
    const panel = await panelBehind(context, worker, extensionId);
    const heading = panel.getByRole('heading', { level: 1 });
    const onPage = panel.getByRole('group', { name: 'Technologies on this page' });
    await expect(heading).toHaveText(SHOP);
    await expect(onPage).toContainText('jQuery');

    const follow = panel.getByRole('checkbox', { name: 'Follow the active tab' });
    await follow.click();
    await expect(follow).toBeChecked();
    await expect(panel.getByRole('status').filter({ hasText: 'permission' })).toHaveCount(0);

    const other = await siteTab(await context.newPage(), OTHER, STACK);
    await expect(heading).toHaveText(OTHER);
    await expect(onPage).toContainText('Shopify');
    await expect(onPage).not.toContainText('jQuery');

    await shop.bringToFront();
    await expect(heading).toHaveText(SHOP);
    await expect(onPage).toContainText('jQuery');
    await expect(onPage).not.toContainText('Shopify');

    // A navigation of the tab in front is followed too.
    await shop.goto(`http://${OTHER}${LIBRARIES}`);
    await expect(heading).toHaveText(OTHER);
    await expect(onPage).toContainText('jQuery');
    expect(other.isClosed()).toBe(false);
  });

  test('keyboard only in the panel: Enter opens a technology with the focus on its name, Escape goes back with the focus on its row', async ({
    context,
    worker,
    extensionId,
    useKey,
  }) => {
    await useKey(SANDBOX_KEYS.pro);
    await siteTab(await context.newPage(), SHOP, LIBRARIES);
    const panel = await panelBehind(context, worker, extensionId);
    await expect(panel.getByRole('heading', { level: 1 })).toHaveText(SHOP);
    const row = panel.getByRole('button', { name: /^Klaviyo (on |since )/ });
    await row.focus();
    await panel.keyboard.press('Enter');
    const name = panel.getByRole('heading', { name: 'Klaviyo', level: 1 });
    await expect(name).toBeFocused();
    await panel.keyboard.press('?');
    await expect(panel.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
    await panel.keyboard.press('Escape');
    await expect(panel.getByRole('dialog', { name: 'Keyboard shortcuts' })).toHaveCount(0);
    await panel.keyboard.press('Escape');
    await expect(row).toBeFocused();
  });

  test('following, a page that sends its tab through four sites spends nothing; each is offered at its price, a cached one shown free', async ({
    context,
    worker,
    extensionId,
    useKey,
    sandboxLedger,
  }) => {
    await useKey(SANDBOX_KEYS.pro);
    const tab = await siteTab(await context.newPage(), SHOP, LIBRARIES);
    const panel = await panelBehind(context, worker, extensionId);
    const heading = panel.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(SHOP);
    // Opened by the user on the shop, the panel looks it up as Settings say (automatically, 1 credit).
    await expect(panel.getByText('6 technologies')).toBeVisible();
    const paid = (await sandboxLedger()).filter((e) => e.credits > 0);
    expect(paid.map((e) => [e.path, e.credits])).toEqual([[`/v1/domain/${SHOP}`, 1]]);

    await panel.getByRole('checkbox', { name: 'Follow the active tab' }).click();
    await expect(panel.getByRole('note')).toHaveText(
      'While following, nothing is bought on its own: a site already looked up shows free, and any other waits until you choose to look it up (1 credit).',
    );
    // The page sends its own tab through four sites, then back to the shop: no click anywhere.
    const hops = ['stacklens-fixture-hop-1.com', 'stacklens-fixture-hop-2.com', 'stacklens-fixture-hop-3.com', 'stacklens-fixture-hop-4.com'];
    const seen: string[] = [];
    const watch = setInterval(
      () =>
        void heading.textContent({ timeout: 100 }).then(
          (h) => h && !seen.includes(h) && seen.push(h),
          () => undefined,
        ),
      50,
    );
    await tab.goto(`http://${hops[0]}/hop?to=${hops.slice(1).join(',')}`);
    await expect(heading).toHaveText(hops[3]!, { timeout: 15_000 });
    clearInterval(watch);
    // The panel followed every site, and each one not looked up before is offered at its price.
    expect(seen).toEqual(expect.arrayContaining(hops.slice(1)));
    await expect(panel.getByRole('button', { name: `Load technologies of ${hops[3]} · 1 credit` })).toBeVisible();
    expect((await sandboxLedger()).filter((e) => e.credits > 0)).toEqual(paid);

    // A site looked up before shows its cached answer, free.
    await tab.goto(`http://${SHOP}${LIBRARIES}`);
    await expect(heading).toHaveText(SHOP);
    await expect(panel.getByText('6 technologies')).toBeVisible();
    expect((await sandboxLedger()).filter((e) => e.credits > 0)).toEqual(paid);

    // Back on the last hop, the user's click buys it, at the price the panel stated.
    await tab.goto(`http://${hops[3]}/`);
    await expect(heading).toHaveText(hops[3]!);
    await panel.getByRole('button', { name: `Load technologies of ${hops[3]} · 1 credit` }).click();
    await expect(panel.getByText(/^\d+ technologies$/)).toBeVisible();
    const after = (await sandboxLedger()).filter((e) => e.credits > 0);
    expect(after.slice(paid.length).map((e) => [e.path, e.credits])).toEqual([[`/v1/domain/${hops[3]}`, 1]]);
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`the side panel on a site, with its on-page check, is axe-clean (${scheme})`, async ({ context, worker, extensionId, useKey }) => {
      await useKey(SANDBOX_KEYS.pro);
      await siteTab(await context.newPage(), SHOP, LIBRARIES);
      const panel = await panelBehind(context, worker, extensionId);
      await panel.emulateMedia({ colorScheme: scheme });
      await expect(panel.getByRole('heading', { level: 1 })).toHaveText(SHOP);
      await expect(panel.getByRole('group', { name: 'Technologies on this page' })).toContainText('jQuery');
      expect(await seriousViolations(panel)).toEqual([]);
    });
  }
});

test('refused, Follow the active tab stays off and says why', async ({ openPage }) => {
  const page = await openPage('sidepanel.html');
  // The person's "Deny" on the browser's prompt: the request resolves false. Calls are recorded.
  await page.addInitScript(() => {
    const calls: unknown[] = [];
    (globalThis as unknown as { __requests: unknown[] }).__requests = calls;
    const chrome = (globalThis as unknown as { chrome: { permissions: { request(p: unknown): Promise<boolean> } } }).chrome;
    chrome.permissions.request = async (p) => {
      calls.push(p);
      return false;
    };
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const follow = page.getByRole('checkbox', { name: 'Follow the active tab' });
  expect(await page.evaluate(() => (globalThis as unknown as { __requests: unknown[] }).__requests)).toEqual([]);
  await follow.click();
  await expect(page.getByRole('status').filter({ hasText: 'needs permission to read the address of your tabs' })).toBeVisible();
  await expect(follow).not.toBeChecked();
  expect(await page.evaluate(() => (globalThis as unknown as { __requests: unknown[] }).__requests)).toEqual([{ permissions: ['tabs'] }]);
});

test('the required sidePanel permission adds no install warning: Chrome warns of notifications only, with or without it', async ({ openPage }) => {
  const page = await openPage('options.html#credits');
  const manifest = JSON.parse(fs.readFileSync(path.join(EXTENSION_DIR, 'manifest.json'), 'utf8')) as { permissions: string[]; side_panel?: unknown };
  expect(manifest.permissions).toContain('sidePanel');
  const { side_panel: _panel, ...rest } = manifest;
  const withoutPanel = { ...rest, permissions: manifest.permissions.filter((p) => p !== 'sidePanel') };
  // What Chrome itself lists at install (chrome.management needs no permission for this); `tabs` as a check that it warns at all.
  const warnings = await page.evaluate(
    (manifests) =>
      Promise.all(
        manifests.map((m) =>
          (
            globalThis as unknown as { chrome: { management: { getPermissionWarningsByManifest(m: string): Promise<string[]> } } }
          ).chrome.management.getPermissionWarningsByManifest(m),
        ),
      ),
    [manifest, withoutPanel, { ...withoutPanel, permissions: [...withoutPanel.permissions, 'tabs'] }].map((m) => JSON.stringify(m)),
  );
  expect(warnings).toEqual([['Display notifications'], ['Display notifications'], ['Read your browsing history', 'Display notifications']]);
});
