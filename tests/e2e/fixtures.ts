// Playwright fixtures: the sandbox API on a random loopback port (one per worker) and a fresh
// Chromium profile with the built extension loaded (one per test). CHROMIUM_PATH overrides the browser.
import { test as base, chromium, type BrowserContext, type Page, type Worker } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSandbox } from '../sandbox/server';

export const EXTENSION_DIR = path.resolve(process.env.STACKLENS_EXTENSION_DIR ?? '.output/chrome-mv3');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

type Sandbox = Awaited<ReturnType<typeof startSandbox>>;

interface Fixtures {
  context: BrowserContext;
  worker: Worker;
  extensionId: string;
  /** Opens an extension page (e.g. "options.html#settings") in a new tab. */
  openPage: (pathAndHash: string) => Promise<Page>;
}

export const test = base.extend<Fixtures, { sandbox: Sandbox }>({
  sandbox: [
    async ({}, use) => {
      const sandbox = await startSandbox({ port: 0, jobTickMs: 100, rateLimits: false });
      await use(sandbox);
      await sandbox.close();
    },
    { scope: 'worker' },
  ],
  context: async ({ sandbox }, use) => {
    if (!fs.existsSync(path.join(EXTENSION_DIR, 'manifest.json'))) {
      throw new Error(`No built extension at ${EXTENSION_DIR}: run "npm run build:e2e" first.`);
    }
    await fetch(`${sandbox.url}/__sandbox/reset`, { method: 'POST' });
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'stacklens-e2e-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: [
        `--disable-extensions-except=${EXTENSION_DIR}`,
        `--load-extension=${EXTENSION_DIR}`,
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    await use(context);
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
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
});

export { expect } from '@playwright/test';
