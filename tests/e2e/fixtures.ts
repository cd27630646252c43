// Playwright fixtures: the sandbox API on a random loopback port (one per worker) and a fresh
// Chromium profile with the built extension loaded (one per test). CHROMIUM_PATH overrides the browser.
import { test as base, chromium, expect, type BrowserContext, type Page, type Worker } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSandbox } from '../sandbox/server';
import { startTestSite } from './test-site';

export const EXTENSION_DIR = path.resolve(process.env.STACKLENS_EXTENSION_DIR ?? '.output/chrome-mv3');
/** The same build plus the `tabs` permission, for driving the real toolbar popup (see wxt.config.ts). */
export const TOOLBAR_TEST_EXTENSION_DIR = path.resolve('.output/toolbar-test/chrome-mv3');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

type Sandbox = Awaited<ReturnType<typeof startSandbox>>;

/** Host names mapped to the test site on loopback (--host-resolver-rules), so a tab can show them. */
export const MAPPED_HOSTS = ['stacklens-fixture.co.uk', '*.stacklens-fixture.co.uk', 'stacklens-fixture-shop.com', '*.stacklens-fixture-shop.com', 'stacklens-fixture-missing.com'];

/** A host name that is not loopback, mapped to the sandbox: what an http base URL elsewhere would reach. */
export const SANDBOX_HOST = 'stacklens-api.test';

interface Site {
  port: number;
}

/**
 * The browser's own network log ("Failed to load resource: … status of 402", net::ERR_… while the
 * sandbox is offline) is reported at error level, but it is the browser describing an HTTP answer the
 * extension handles (the API's errors are answers to show), not StackLens logging an error.
 */
const NETWORK_LOG = /^Failed to load resource: (the server responded with a status of \d+|net::ERR_)/;

/**
 * Errors logged by StackLens in Chromium during a test: console errors and uncaught exceptions of its
 * pages (chrome-extension:// tabs) and console errors and uncaught errors of its service worker. The
 * `context` fixture fails the test when any was logged.
 */
function watchExtensionErrors(context: BrowserContext): string[] {
  const errors: string[] = [];
  const ours = (url: string) => url.startsWith('chrome-extension://');
  const watchPage = (page: Page) => {
    page.on('console', (msg) => {
      if (msg.type() === 'error' && ours(page.url()) && !NETWORK_LOG.test(msg.text())) errors.push(`${page.url()}: console.error: ${msg.text()}`);
    });
    page.on('pageerror', (error) => {
      if (ours(page.url())) errors.push(`${page.url()}: uncaught: ${error.message}`);
    });
  };
  const watchWorker = (worker: Worker) => {
    if (!ours(worker.url())) return;
    worker.on('console', (msg) => {
      if (msg.type() === 'error' && !NETWORK_LOG.test(msg.text())) errors.push(`service worker: console.error: ${msg.text()}`);
    });
    // Playwright reports no uncaught errors for service workers: the worker reports its own, from now on.
    worker
      .evaluate(() => {
        self.addEventListener('error', (e) => console.error(`uncaught: ${e.message}`));
        self.addEventListener('unhandledrejection', (e) => console.error(`unhandled rejection: ${e.reason instanceof Error ? e.reason.message : String(e.reason)}`));
      })
      .catch(() => undefined);
  };
  context.pages().forEach(watchPage);
  context.on('page', watchPage);
  context.serviceWorkers().forEach(watchWorker);
  context.on('serviceworker', watchWorker);
  return errors;
}

interface Fixtures {
  /** Which built extension to load (an option: the toolbar test overrides it). */
  extensionDir: string;
  context: BrowserContext;
  worker: Worker;
  extensionId: string;
  /** Opens an extension page (e.g. "options.html#settings") in a new tab. */
  openPage: (pathAndHash: string) => Promise<Page>;
  /** Stores a sandbox key (verified by the worker, as Save does) and points StackLens at the sandbox. */
  useKey: (key: string) => Promise<void>;
  /** Every request the sandbox answered for /v1 paths, with what it charged. */
  sandboxLedger: () => Promise<{ path: string; status: number; credits: number }[]>;
  /** POST to a sandbox admin endpoint (fault injection, balance …). */
  sandboxAdmin: (path: string, body?: unknown) => Promise<void>;
}

export const test = base.extend<Fixtures, { sandbox: Sandbox; site: Site }>({
  site: [
    async ({}, use) => {
      const site = await startTestSite();
      await use({ port: site.port });
      await site.close();
    },
    { scope: 'worker' },
  ],
  sandbox: [
    async ({}, use) => {
      const sandbox = await startSandbox({ port: 0, jobTickMs: 100, rateLimits: false });
      await use(sandbox);
      await sandbox.close();
    },
    { scope: 'worker' },
  ],
  extensionDir: [EXTENSION_DIR, { option: true }],
  context: async ({ sandbox, site, extensionDir }, use, testInfo) => {
    if (!fs.existsSync(path.join(extensionDir, 'manifest.json'))) {
      throw new Error(`No built extension at ${extensionDir}: run "npm run build:e2e" first.`);
    }
    await fetch(`${sandbox.url}/__sandbox/reset`, { method: 'POST' });
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'stacklens-e2e-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: [
        `--disable-extensions-except=${extensionDir}`,
        `--load-extension=${extensionDir}`,
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        `--host-resolver-rules=${[...MAPPED_HOSTS.map((h) => `MAP ${h} 127.0.0.1:${site.port}`), `MAP ${SANDBOX_HOST} 127.0.0.1:${new URL(sandbox.url).port}`].join(', ')}`,
      ],
    });
    const errors = watchExtensionErrors(context);
    await use(context);
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
    if (errors.length) await testInfo.attach('extension-errors', { body: errors.join('\n') });
    expect(errors, 'errors StackLens logged in Chromium (its pages or its service worker)').toEqual([]);
  },
  worker: async ({ context }, use) => {
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    await use(worker);
  },
  extensionId: async ({ worker }, use) => {
    await use(new URL(worker.url()).host);
  },
  openPage: async ({ context, extensionId }, use) => {
    await use(async (pathAndHash: string) => {
      const page = await context.newPage();
      await page.goto(`chrome-extension://${extensionId}/${pathAndHash}`);
      return page;
    });
  },
  useKey: async ({ openPage, sandbox }, use) => {
    await use(async (key: string) => {
      const page = await openPage('options.html#settings');
      const reply = await page.evaluate(
        ([k, url]) => (globalThis as unknown as { chrome: { runtime: { sendMessage(m: unknown): Promise<unknown> } } }).chrome.runtime.sendMessage({ channel: 'stacklens/v1', type: 'key.save', payload: { key: k, baseUrl: url } }),
        [key, sandbox.url] as const,
      );
      if (!(reply as { ok?: boolean }).ok) throw new Error(`key.save failed: ${JSON.stringify(reply)}`);
      // Settings re-syncs the balance (a free GET /v1/credits) when it loads with a key: let that
      // finish here, so it cannot take a fault a test injects next.
      await page.reload();
      await page.getByRole('term').filter({ hasText: /^Balance$/ }).waitFor();
      await page.close();
    });
  },
  sandboxLedger: async ({ sandbox }, use) => {
    await use(async () => {
      const body = (await (await fetch(`${sandbox.url}/__sandbox/ledger`)).json()) as { entries: { path: string; status: number; credits: number }[] };
      return body.entries;
    });
  },
  sandboxAdmin: async ({ sandbox }, use) => {
    await use(async (path: string, body: unknown = {}) => {
      const res = await fetch(`${sandbox.url}/__sandbox/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      if (!res.ok) throw new Error(`sandbox admin ${path}: ${res.status} ${await res.text()}`);
    });
  },
});

/** Saves a screenshot of a state for people to look at (test-results/screenshots, not asserted). */
export async function snapshot(page: Page, name: string) {
  await page.screenshot({ path: path.join('test-results', 'screenshots', `${name}.png`), fullPage: true });
}

export { expect } from '@playwright/test';
