// Firefox e2e fixtures: the Firefox build (.output/firefox-mv2, MV2; the shipped manifest, development defaults) in the system Firefox ESR,
// driven by puppeteer-core over WebDriver BiDi (Playwright cannot drive a stock Firefox; puppeteer-core
// never downloads a browser). Playwright's runner and `expect` hold the tests together.
//
// What Firefox needs, and why:
// - `--remote-allow-system-access`: BiDi may then open moz-extension:// pages and evaluate in the
//   browser's chrome scope (the toolbar click, the console store, the popup's screenshot).
// - `extensions.webextensions.uuids`: the extension's internal UUID is fixed, so its pages have a
//   known address.
// - Navigation events are not reported for moz-extension:// pages: navigations are started without
//   being awaited and the page's location and readyState are polled.
// - `network.dns.localDomains`: the fixture host names resolve to 127.0.0.1 (Chromium's
//   --host-resolver-rules); the test site listens on a random port, which the URLs carry.
import { test as base, expect } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { serverFixtures, type Sandbox, type Site } from '../e2e/server-fixtures';
import { measurePopupFit, type PopupFit } from '../e2e/popup-fit';
import { DATA_COLLECTION } from '../../lib/consent/data-collection';
import { clickToolbarButton, EXTENSION_BASE, GECKO_ID, installStackLens, launchFirefox, navigate, waitFor, type ChromeScope, type Firefox } from './launch';

export { EXTENSION_BASE, FIREFOX_EXTENSION_DIR, FIREFOX_PATH, GECKO_ID, navigate, waitFor, type ChromeScope } from './launch';

/** Fixture host names served by the test site (network.dns.localDomains takes no wildcards). */
export const MAPPED_HOSTS = [
  'stacklens-fixture.co.uk',
  'shop.stacklens-fixture.co.uk',
  'stacklens-fixture-shop.com',
  'shop.stacklens-fixture-shop.com',
  'stacklens-fixture-missing.com',
];

/**
 * Console API calls (console.error) are kept by the process that made them, and StackLens's pages and
 * background page run in Firefox's extension process, out of sight of the parent's console store
 * (script errors, CSP violations included, are forwarded to the parent; console calls are not). A
 * process script, loaded once into every process, forwards each console.error to the parent, which
 * keeps them on the chrome window (`__stacklensConsoleErrors`) until cleared.
 */
const FORWARD_CONSOLE_ERRORS = `
  const storage = Cc['@mozilla.org/consoleAPI-storage;1'].getService(Ci.nsIConsoleAPIStorage);
  storage.addLogEventListener((message) => {
    const event = message.wrappedJSObject ?? message;
    if (event.level !== 'error') return;
    const text = (event.arguments ?? []).map((a) => { try { return typeof a === 'string' ? a : (a instanceof Error ? String(a) : JSON.stringify(a)); } catch { return String(a); } }).join(' ');
    sendAsyncMessage('stacklens-test:console-error', { text, filename: String(event.filename ?? ''), addonId: String(event.addonId ?? '') });
  }, Services.scriptSecurityManager.getSystemPrincipal());
`;

async function forwardConsoleErrors(chrome: ChromeScope) {
  await chrome(`
    if (window.__stacklensConsoleErrors) return;
    window.__stacklensConsoleErrors = [];
    Services.ppmm.addMessageListener('stacklens-test:console-error', (message) => window.__stacklensConsoleErrors.push(message.data));
    Services.ppmm.loadProcessScript('data:,' + encodeURIComponent(${JSON.stringify(FORWARD_CONSOLE_ERRORS)}), true);
  `);
}

/** What StackLens logged as an error in Firefox since the console was last cleared: script errors (CSP, uncaught) and console.error. */
async function extensionErrors(chrome: ChromeScope): Promise<string[]> {
  return chrome<string[]>(`
    const base = ${JSON.stringify(EXTENSION_BASE)};
    const ours = (text) => typeof text === 'string' && text.includes(base);
    const errors = [];
    for (const m of Services.console.getMessageArray() ?? []) {
      if (m instanceof Ci.nsIScriptError) {
        if (m.flags & Ci.nsIScriptError.warningFlag || m.flags & Ci.nsIScriptError.infoFlag) continue;
        // Firefox's own report (ExtensionCommon's wrapPromise) of an API call still pending when a person
        // closed the page that made it: the page is gone and can neither see nor handle it.
        if (/^Promise (rejected|resolved) after context unloaded/.test(m.errorMessage)) continue;
        if (ours(m.sourceName) || ours(m.message)) errors.push(m.message + ' (' + m.sourceName + ':' + m.lineNumber + ')');
      }
    }
    for (const e of window.__stacklensConsoleErrors ?? []) {
      if (ours(e.filename) || e.addonId === ${JSON.stringify(GECKO_ID)}) errors.push('console.error: ' + e.text + ' (' + e.filename + ')');
    }
    return [...new Set(errors)];
  `);
}

async function clearConsole(chrome: ChromeScope) {
  await chrome(`
    Services.console.reset();
    if (window.__stacklensConsoleErrors) window.__stacklensConsoleErrors.length = 0;
  `);
}

interface Fixtures {
  /** A fresh install of the shipped build for this test; teardown fails the test on any logged error. */
  extension: { base: string };
  openPage: (pathAndHash: string) => Promise<Page>;
  /** Grants the optional data collection permissions, as accepting Firefox's prompt does (lib/consent). */
  allowDataCollection: () => Promise<void>;
  /** Consents (allowDataCollection), then saves the key as Settings does. */
  useKey: (key: string) => Promise<void>;
  sandboxLedger: () => Promise<{ method: string; path: string; status: number; credits: number }[]>;
  /**
   * Opens an extension page to read the toolbar popup from (options.html#credits), then `path` of the
   * test site on `host` in a new tab, in front: the tab the toolbar button acts on. `popupView` polls how
   * the real toolbar popup fits its panel, and its text (tests/e2e/popup-fit.ts), until `ready` holds.
   */
  openSiteTab: (host: string, path: string) => Promise<{ popupView: (ready: (view: PopupFit) => boolean, what: string) => Promise<PopupFit> }>;
  /** A person's click on the toolbar button (grants activeTab, unlike browserAction.openPopup()). */
  clickToolbarButton: () => Promise<void>;
  /** The real toolbar popup drawn from chrome scope, saved to test-results/firefox/NAME.png. */
  popupScreenshot: (name: string) => Promise<{ width: number; height: number; file: string }>;
}

interface WorkerFixtures {
  sandbox: Sandbox;
  site: Site;
  firefox: Firefox;
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  ...serverFixtures,
  firefox: [
    async ({}, use) => {
      const firefox = await launchFirefox(MAPPED_HOSTS);
      await use(firefox);
      await firefox.browser.close();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  extension: async ({ firefox, sandbox }, use, testInfo) => {
    const { browser, chrome } = firefox;
    await fetch(`${sandbox.url}/__sandbox/reset`, { method: 'POST' });
    await forwardConsoleErrors(chrome);
    await clearConsole(chrome);
    await installStackLens(firefox);
    await use({ base: EXTENSION_BASE });
    const errors = await extensionErrors(chrome);
    for (const page of await browser.pages()) if (page.url() !== 'about:blank') await page.close().catch(() => undefined);
    await browser.uninstallExtension(GECKO_ID);
    if (errors.length) await testInfo.attach('firefox-errors', { body: errors.join('\n') });
    expect(errors, 'errors StackLens logged in Firefox (background page or extension pages)').toEqual([]);
  },
  openPage: async ({ firefox, extension }, use) => {
    await use(async (pathAndHash: string) => {
      const page = await firefox.browser.newPage();
      await navigate(page, `${extension.base}${pathAndHash}`);
      return page;
    });
  },
  allowDataCollection: async ({ firefox }, use) => {
    await use(async () => {
      // What Firefox records when a person accepts the prompt: the optional data collection permissions granted.
      await firefox.chrome(`
        const { ExtensionPermissions } = ChromeUtils.importESModule('resource://gre/modules/ExtensionPermissions.sys.mjs');
        const policy = WebExtensionPolicy.getByID(${JSON.stringify(GECKO_ID)});
        await ExtensionPermissions.add(${JSON.stringify(GECKO_ID)}, { permissions: [], origins: [], data_collection: ${JSON.stringify(DATA_COLLECTION)} }, policy.extension);
      `);
    });
  },
  useKey: async ({ openPage, sandbox, allowDataCollection }, use) => {
    await use(async (key: string) => {
      await allowDataCollection();
      const page = await openPage('options.html#settings');
      const reply = await saveKeyMessage(page, key, sandbox.url);
      if (!(reply as { ok?: boolean }).ok) throw new Error(`keys.save failed: ${JSON.stringify(reply)}`);
      // The tests' user answered Settings' lookup question "Look up automatically" (unanswered, the popup asks first).
      await page.evaluate(() =>
        (globalThis as unknown as { browser: { runtime: { sendMessage(m: unknown): Promise<unknown> } } }).browser.runtime.sendMessage({
          channel: 'stacklens/v1',
          type: 'settings.update',
          payload: { askBeforeLookup: false, lookupChoiceMade: true },
        }),
      );
      await page.close();
      // Settings re-syncs the balance when it loads with a key: let that finish before the test goes on.
      const settings = await openPage('options.html#settings');
      await waitFor(
        () => textOf(settings),
        (text) => /Balance\s+[\d,]+ credits/.test(text),
        'the balance in Settings',
      );
      await settings.close();
    });
  },
  sandboxLedger: async ({ sandbox }, use) => {
    await use(async () => {
      const body = (await (await fetch(`${sandbox.url}/__sandbox/ledger`)).json()) as {
        entries: { method: string; path: string; status: number; credits: number }[];
      };
      return body.entries;
    });
  },
  openSiteTab: async ({ firefox, openPage, site }, use) => {
    await use(async (host: string, path: string) => {
      const observer = await openPage('options.html#credits');
      const tab = await firefox.browser.newPage();
      await navigate(tab, `http://${host}:${site.port}${path}`);
      await tab.bringToFront();
      const popupView = async (ready: (view: PopupFit) => boolean, what: string) =>
        (await waitFor(
          () => observer.evaluate(measurePopupFit),
          (view) => !!view && ready(view),
          what,
        ))!;
      return { popupView };
    });
  },
  clickToolbarButton: async ({ firefox }, use) => {
    await use(async () => {
      await clickToolbarButton(firefox.chrome);
    });
  },
  popupScreenshot: async ({ firefox }, use) => {
    await use(async (name: string) => {
      // The popup's own browser element in the toolbar panel, drawn by Firefox's compositor.
      const shot = await firefox.chrome<{ width: number; height: number; png: string } | null>(`
        const popup = document.querySelector('.webextension-popup-browser');
        if (!popup) return null;
        const bitmap = await popup.browsingContext.currentWindowGlobal.drawSnapshot(null, 1, 'white');
        const canvas = document.createElementNS('http://www.w3.org/1999/xhtml', 'canvas');
        canvas.width = bitmap.width;
        canvas.height = bitmap.height;
        canvas.getContext('2d').drawImage(bitmap, 0, 0);
        return { width: bitmap.width, height: bitmap.height, png: canvas.toDataURL('image/png').split(',')[1] };
      `);
      if (!shot) throw new Error('No toolbar popup is open to draw.');
      const file = path.join('test-results', 'firefox', `${name}.png`);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, Buffer.from(shot.png, 'base64'));
      return { width: shot.width, height: shot.height, file };
    });
  },
});

/**
 * Sends the worker `keys.save` from an extension page, as Settings does, retried until the background
 * page answers (it may still be starting after the install); the reply as it came.
 */
export function saveKeyMessage(page: Page, key: string, baseUrl: string): Promise<unknown> {
  return waitFor(
    () =>
      page.evaluate(
        (k, url) =>
          (globalThis as unknown as { browser: { runtime: { sendMessage(m: unknown): Promise<unknown> } } }).browser.runtime.sendMessage({
            channel: 'stacklens/v1',
            type: 'keys.save',
            payload: { key: k, baseUrl: url },
          }),
        key,
        baseUrl,
      ),
    () => true,
    'the background page to answer keys.save',
  );
}

/** The page's visible text, for polling assertions. */
export const textOf = (page: Page) => page.evaluate(() => document.body.innerText);

export { expect };
