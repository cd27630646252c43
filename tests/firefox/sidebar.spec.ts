// The sidebar in Firefox (sidebar_action, the side panel's page): opened after a toolbar click on a
// site, it shows that site with its on-page check; "This tab" shows the tab in front when StackLens may
// read it (a toolbar click there grants activeTab), and says it cannot otherwise; no serious or critical
// axe finding, light and dark. The sidebar is opened from chrome scope as the sidebar menu does, and
// read from another extension page (extension.getViews): BiDi does not reach it as a page.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'puppeteer-core';
import { SANDBOX_KEYS } from '../sandbox/keys';
import { expect, GECKO_ID, navigate, test, waitFor, type ChromeScope } from './fixtures';
import type { Firefox } from './launch';

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

const SHOP = 'stacklens-fixture-shop.com';
const OTHER = 'stacklens-fixture.co.uk';
/** Firefox's id for an extension's sidebar: its widget id (the add-on id, lowercased, `_` for the rest), then -sidebar-action. */
const SIDEBAR_ID = `${GECKO_ID.toLowerCase().replace(/[^a-z0-9_-]/g, '_')}-sidebar-action`;

interface SidebarState {
  heading: string | null;
  /** What the on-page check found on the page (not the database's other rows), null while there is none. */
  onPage: string | null;
  text: string;
}

/** The sidebar as a person sees it, or null while it is not open; `click`: presses that button first. */
function sidebar(observer: Page, click?: string): Promise<SidebarState | null> {
  return observer.evaluate((button) => {
    const views = (globalThis as unknown as { browser: { extension: { getViews(o: object): Window[] } } }).browser.extension.getViews({ type: 'sidebar' });
    const doc = views[0]?.document;
    if (!doc) return null;
    if (button) [...doc.querySelectorAll('button')].find((b) => b.textContent === button)!.click();
    const found = doc.querySelector('[role="group"][aria-label="Technologies on this page"]') as HTMLElement | null;
    return { heading: doc.querySelector('h1')?.textContent ?? null, onPage: found?.innerText ?? null, text: doc.body.innerText };
  }, click ?? null);
}

/**
 * A person's click on the toolbar button over the tab in front, waited for until it granted activeTab
 * there. A toolbar popup still open is closed first (as clicking elsewhere does): a click on an open
 * popup's button only closes it.
 */
async function clickForActiveTab(chrome: ChromeScope, click: () => Promise<void>) {
  const popup = () => chrome<string | null>(`return document.querySelector('.webextension-popup-browser')?.closest('panel')?.state ?? null`);
  await chrome(`document.querySelector('.webextension-popup-browser')?.closest('panel')?.hidePopup();`);
  await waitFor(popup, (state) => state === null || state === 'closed', 'the toolbar popup to close');
  await click();
  await waitFor(
    () =>
      chrome<boolean>(`
        const { ExtensionParent } = ChromeUtils.importESModule('resource://gre/modules/ExtensionParent.sys.mjs');
        return ExtensionParent.GlobalManager.getExtension(${JSON.stringify(GECKO_ID)}).tabManager.hasActiveTabPermission(gBrowser.selectedTab);
      `),
    (granted) => granted,
    'the click to grant activeTab on the tab in front',
  );
}

/** A site's tab in front, the toolbar button clicked on it (activeTab), then the sidebar opened beside it. */
async function openSidebarOn(
  { firefox, openPage, clickToolbarButton }: { firefox: Firefox; openPage: (path: string) => Promise<Page>; clickToolbarButton: () => Promise<void> },
  url: string,
): Promise<Page> {
  const observer = await openPage('options.html#credits');
  const tab = await firefox.browser.newPage();
  await navigate(tab, url);
  await tab.bringToFront();
  await clickForActiveTab(firefox.chrome, clickToolbarButton);
  await firefox.chrome(`await SidebarController.show(${JSON.stringify(SIDEBAR_ID)});`);
  return observer;
}

test('the sidebar shows the site it was opened on with its on-page check; This tab shows the tab in front once StackLens may read it', async ({
  firefox,
  openPage,
  useKey,
  clickToolbarButton,
  site,
}) => {
  await useKey(SANDBOX_KEYS.pro);
  const observer = await openSidebarOn({ firefox, openPage, clickToolbarButton }, `http://${SHOP}:${site.port}/local/libraries`);
  const opened = await waitFor(
    () => sidebar(observer),
    (state) => !!state?.onPage,
    'the sidebar with the shop’s on-page check',
  );
  expect(opened!.heading).toBe(SHOP);
  expect(opened!.onPage).toContain('jQuery');

  const other = await firefox.browser.newPage();
  await navigate(other, `http://${OTHER}:${site.port}/local/stack`);
  await other.bringToFront();
  // Without a toolbar click there (or Follow's permission), StackLens may not read that tab's address.
  await sidebar(observer, 'This tab');
  const refused = await waitFor(
    () => sidebar(observer),
    (state) => state?.heading === 'Nothing to look up here',
    'the sidebar on a tab it may not read',
  );
  expect(refused!.text).toContain('StackLens cannot read this tab’s address');

  await clickForActiveTab(firefox.chrome, clickToolbarButton);
  await sidebar(observer, 'This tab');
  const now = await waitFor(
    () => sidebar(observer),
    (state) => state?.heading === OTHER && !!state.onPage,
    'the sidebar on the tab in front, with its own on-page check',
  );
  expect(now!.onPage).toContain('Shopify');
  expect(now!.onPage).not.toContain('jQuery');
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the sidebar on a site, with its on-page check, is axe-clean (${scheme})`, async ({ firefox, openPage, useKey, clickToolbarButton, site }) => {
    await useKey(SANDBOX_KEYS.pro);
    const observer = await openSidebarOn({ firefox, openPage, clickToolbarButton }, `http://${SHOP}:${site.port}/local/libraries`);
    await waitFor(
      () => sidebar(observer),
      (state) => state?.heading === SHOP && !!state.onPage,
      'the sidebar with the shop’s on-page check',
    );
    // axe runs in the document it was loaded into: the sidebar's document is copied into a tab of the
    // same page (its styles, its markup), under the theme chosen in Settings.
    const html = await observer.evaluate(
      () =>
        (globalThis as unknown as { browser: { extension: { getViews(o: object): Window[] } } }).browser.extension.getViews({ type: 'sidebar' })[0]!.document
          .documentElement.innerHTML,
    );
    const copy = await openPage('sidepanel.html?domain=axe.invalid');
    await copy.evaluate(
      (markup, theme) => {
        document.documentElement.innerHTML = markup;
        document.documentElement.dataset.theme = theme;
        document.documentElement.dataset.view = 'panel';
      },
      html,
      scheme,
    );
    await copy.evaluate(AXE_SOURCE);
    const serious = await copy.evaluate(async () => {
      const axe = (
        globalThis as unknown as {
          axe: { run(ctx: Document, o: object): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> };
        }
      ).axe;
      const result = await axe.run(document, { resultTypes: ['violations'] });
      return result.violations
        .filter((v) => v.impact === 'critical' || v.impact === 'serious')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    });
    expect(await copy.evaluate(() => document.querySelector('h1')?.textContent)).toBe(SHOP);
    expect(serious).toEqual([]);
  });
}
