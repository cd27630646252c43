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
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { serverFixtures, type Sandbox } from '../e2e/server-fixtures';
import { measurePopupFit, type PopupFit } from '../e2e/popup-fit';
import { DATA_COLLECTION } from '../../lib/consent/data-collection';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const FIREFOX_EXTENSION_DIR = path.resolve(process.env.STACKLENS_FIREFOX_EXTENSION_DIR ?? '.output/firefox-mv2');
/** browser_specific_settings.gecko.id in wxt.config.ts. */
export const GECKO_ID = 'stacklens@stacklens.app';
const UUID = '5d0c7a52-3e1f-4b8a-9f26-7c4e1b2a9d63';
export const EXTENSION_BASE = `moz-extension://${UUID}/`;
/** Fixture host names served by the test site (network.dns.localDomains takes no wildcards). */
export const MAPPED_HOSTS = [
  'stacklens-fixture.co.uk',
  'shop.stacklens-fixture.co.uk',
  'stacklens-fixture-shop.com',
  'shop.stacklens-fixture-shop.com',
  'stacklens-fixture-missing.com',
];

/** The browser's chrome scope (browser.xhtml): evaluates an async function body, JSON in and out. */
export type ChromeScope = <T>(body: string) => Promise<T>;

interface Firefox {
  browser: Browser;
  chrome: ChromeScope;
}

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

/** Polls `read` until `done` holds (no fixed sleep), or fails saying what it last saw. */
export async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  let lastError: unknown;
  for (let delay = 50; Date.now() < deadline; delay = Math.min(delay * 2, 500)) {
    try {
      last = await read();
      if (done(last)) return last;
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
  throw new Error(`Timed out waiting for ${what}; last seen: ${JSON.stringify(last)?.slice(0, 500) ?? String(lastError)}`);
}

/**
 * Navigates without awaiting (no navigation events on moz-extension:// pages) and polls the load. A
 * navigation started while a fresh install is still registering its moz-extension:// origin is dropped
 * silently (the tab stays on about:blank): it is started again.
 */
export async function navigate(page: Page, url: string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    void page.goto(url).catch(() => undefined);
    try {
      await waitFor(
        () => page.evaluate(() => [location.href, document.readyState] as const),
        ([href, state]) => href === url && state === 'complete',
        `${url} to load`,
        Math.min(5_000, deadline - Date.now()),
      );
      return;
    } catch (error) {
      if (Date.now() >= deadline) throw error;
    }
  }
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
  site: { port: number };
  firefox: Firefox;
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  ...serverFixtures,
  firefox: [
    async ({}, use) => {
      if (!fs.existsSync(FIREFOX_PATH))
        throw new Error(`No Firefox at ${FIREFOX_PATH}: install firefox-esr (apt-get install firefox-esr) or set FIREFOX_PATH.`);
      if (!fs.existsSync(path.join(FIREFOX_EXTENSION_DIR, 'manifest.json')))
        throw new Error(`No Firefox build at ${FIREFOX_EXTENSION_DIR}: run "npm run build:firefox" first.`);
      const browser = await puppeteer.launch({
        browser: 'firefox',
        executablePath: FIREFOX_PATH,
        headless: true,
        args: ['--remote-allow-system-access'],
        protocolTimeout: 60_000,
        extraPrefsFirefox: {
          'extensions.webextensions.uuids': JSON.stringify({ [GECKO_ID]: UUID }),
          'network.dns.localDomains': MAPPED_HOSTS.join(','),
          // The fixture site is plain http on loopback: no HTTPS-first upgrade attempts.
          'dom.security.https_first': false,
          'dom.security.https_only_mode': false,
        },
      });
      // Chrome-scope evaluation over BiDi (the toolbar click, the console store) needs ESR 153; 140 refuses it.
      const version = await browser.version();
      const major = Number(/(\d+)\./.exec(version)?.[1] ?? 0);
      if (major < 153)
        throw new Error(
          `Firefox ${version} at ${FIREFOX_PATH} is too old for this suite: it needs Firefox ESR 153 or newer (Debian bookworm-security: apt-get update && apt-get install -y firefox-esr).`,
        );
      const connection = (browser as unknown as { connection: { send(method: string, params: unknown): Promise<{ result: unknown }> } }).connection;
      const chrome: ChromeScope = async <T>(body: string) => {
        const tree = (await connection.send('browsingContext.getTree', { maxDepth: 0, 'moz:scope': 'chrome' })).result as { contexts: { context: string }[] };
        const context = tree.contexts[0]?.context;
        if (!context) throw new Error('No chrome window to evaluate in.');
        const answer = (
          await connection.send('script.evaluate', {
            expression: `(async () => JSON.stringify(await (async () => { ${body} })() ?? null))()`,
            target: { context },
            awaitPromise: true,
            resultOwnership: 'none',
          })
        ).result as { type: string; result?: { value?: string }; exceptionDetails?: { text?: string } };
        if (answer.type !== 'success') throw new Error(`chrome scope: ${answer.exceptionDetails?.text ?? JSON.stringify(answer)}`);
        return JSON.parse(answer.result?.value ?? 'null') as T;
      };
      await use({ browser, chrome });
      await browser.close();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  extension: async ({ firefox, sandbox }, use, testInfo) => {
    const { browser, chrome } = firefox;
    await fetch(`${sandbox.url}/__sandbox/reset`, { method: 'POST' });
    await forwardConsoleErrors(chrome);
    await clearConsole(chrome);
    // Uninstalling forgets the extension's UUID from the pref: set it again before each install.
    await chrome(`Services.prefs.setStringPref('extensions.webextensions.uuids', ${JSON.stringify(JSON.stringify({ [GECKO_ID]: UUID }))})`);
    await browser.installExtension(FIREFOX_EXTENSION_DIR);
    const hostname = await chrome<string | null>(`return WebExtensionPolicy.getByID(${JSON.stringify(GECKO_ID)})?.mozExtensionHostname ?? null`);
    if (hostname !== UUID) throw new Error(`The extension was installed at moz-extension://${hostname}/, not the fixed ${UUID}.`);
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
      // What Mozilla's own browser-action tests do for a click: the action's click handler in the
      // current window, which grants activeTab for the selected tab.
      await firefox.chrome(`
        const { ExtensionParent } = ChromeUtils.importESModule('resource://gre/modules/ExtensionParent.sys.mjs');
        const extension = ExtensionParent.GlobalManager.getExtension(${JSON.stringify(GECKO_ID)});
        ExtensionParent.apiManager.global.browserActionFor(extension).triggerAction(window);
      `);
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
