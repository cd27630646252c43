// Firefox ESR driven by puppeteer-core over WebDriver BiDi, with StackLens's Firefox build: launched,
// installed at a fixed address and its toolbar button clicked as a person would. Shared by the Firefox
// e2e fixtures (./fixtures.ts) and the on-page detection bench (tests/bench/local.ts).
import fs from 'node:fs';
import path from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const FIREFOX_EXTENSION_DIR = path.resolve(process.env.STACKLENS_FIREFOX_EXTENSION_DIR ?? '.output/firefox-mv2');
/** browser_specific_settings.gecko.id in wxt.config.ts. */
export const GECKO_ID = 'stacklens@stacklens.app';
const UUID = '5d0c7a52-3e1f-4b8a-9f26-7c4e1b2a9d63';
export const EXTENSION_BASE = `moz-extension://${UUID}/`;
/** The browser's chrome scope (browser.xhtml): evaluates an async function body, JSON in and out. */
export type ChromeScope = <T>(body: string) => Promise<T>;

export interface Firefox {
  browser: Browser;
  chrome: ChromeScope;
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

/**
 * The system Firefox with `hosts` resolving to loopback (network.dns.localDomains) and chrome-scope
 * evaluation; `prefs` adds preferences (the click bench's offline pages: every other host refused at once).
 */
export async function launchFirefox(hosts: string[], prefs: Record<string, string | number | boolean> = {}): Promise<Firefox> {
  if (!fs.existsSync(FIREFOX_PATH)) throw new Error(`No Firefox at ${FIREFOX_PATH}: install firefox-esr (apt-get install firefox-esr) or set FIREFOX_PATH.`);
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
      'network.dns.localDomains': hosts.join(','),
      // The fixture site is plain http on loopback: no HTTPS-first upgrade attempts.
      'dom.security.https_first': false,
      'dom.security.https_only_mode': false,
      ...prefs,
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
  return { browser, chrome };
}

/** Installs the Firefox build (or the copy of it at `dir`) at the fixed address EXTENSION_BASE. */
export async function installStackLens({ browser, chrome }: Firefox, dir = FIREFOX_EXTENSION_DIR): Promise<void> {
  // Uninstalling forgets the extension's UUID from the pref: set it again before each install.
  await chrome(`Services.prefs.setStringPref('extensions.webextensions.uuids', ${JSON.stringify(JSON.stringify({ [GECKO_ID]: UUID }))})`);
  await browser.installExtension(dir);
  const hostname = await chrome<string | null>(`return WebExtensionPolicy.getByID(${JSON.stringify(GECKO_ID)})?.mozExtensionHostname ?? null`);
  if (hostname !== UUID) throw new Error(`The extension was installed at moz-extension://${hostname}/, not the fixed ${UUID}.`);
}

/** A person's click on the toolbar button (grants activeTab, unlike browserAction.openPopup()); the chrome scope's clock (ms since the epoch) as it clicked. */
export function clickToolbarButton(chrome: ChromeScope): Promise<number> {
  // What Mozilla's own browser-action tests do for a click: the action's click handler in the
  // current window, which grants activeTab for the selected tab.
  return chrome<number>(`
    const { ExtensionParent } = ChromeUtils.importESModule('resource://gre/modules/ExtensionParent.sys.mjs');
    const extension = ExtensionParent.GlobalManager.getExtension(${JSON.stringify(GECKO_ID)});
    const t = Date.now();
    ExtensionParent.apiManager.global.browserActionFor(extension).triggerAction(window);
    return t;
  `);
}
