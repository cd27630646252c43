// Benchmark: how long the popup takes from opening to showing cached technologies, in Chromium
// against the sandbox. Prints p50 and p95 over N opens (default 25). Run: npm run bench:popup [-- N]
import { chromium } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSandbox } from '../sandbox/server';
import { SANDBOX_KEYS } from '../sandbox/keys';

const OPENS = Math.max(20, Number(process.argv[2] ?? 25));
const DOMAIN = 'stacklens-fixture-shop.com';
const EXTENSION_DIR = path.resolve(process.env.STACKLENS_EXTENSION_DIR ?? '.output/chrome-mv3');
const MARK = 'stacklens:technologies-shown';

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

async function main() {
  if (!fs.existsSync(path.join(EXTENSION_DIR, 'manifest.json'))) throw new Error(`Build first (npm run build): no extension at ${EXTENSION_DIR}`);
  const sandbox = await startSandbox({ port: 0, rateLimits: false });
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'stacklens-bench-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [`--disable-extensions-except=${EXTENSION_DIR}`, `--load-extension=${EXTENSION_DIR}`, '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    const base = `chrome-extension://${new URL(worker.url()).host}`;
    const setup = await context.newPage();
    await setup.goto(`${base}/options.html`);
    await setup.evaluate(([key, url]) => (globalThis as unknown as { chrome: { runtime: { sendMessage(m: unknown): Promise<unknown> } } }).chrome.runtime.sendMessage({ channel: 'stacklens/v1', type: 'key.save', payload: { key, baseUrl: url } }), [SANDBOX_KEYS.pro, sandbox.url] as const);

    const open = async () => {
      const page = await context.newPage();
      await page.setViewportSize({ width: 400, height: 600 });
      await page.goto(`${base}/popup.html?domain=${DOMAIN}`);
      // No named functions inside: tsx would wrap them in a helper the page does not have.
      await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, MARK, { polling: 5 });
      const ms = await page.evaluate((mark) => performance.getEntriesByName(mark)[0]!.startTime, MARK);
      await page.close();
      return ms;
    };
    await open(); // The first open pays for the lookup (1 credit) and fills the cache.
    await open(); // Warm-up: Chromium's code caches.
    const times: number[] = [];
    for (let i = 0; i < OPENS; i++) times.push(await open());
    const sorted = [...times].sort((a, b) => a - b);
    const charged = ((await (await fetch(`${sandbox.url}/__sandbox/ledger`)).json()) as { total_credits: number }).total_credits;
    console.log(`popup open → cached technologies shown, ${OPENS} opens in Chromium (ms from navigation start):`);
    console.log(`  p50 ${quantile(sorted, 0.5).toFixed(1)}  p95 ${quantile(sorted, 0.95).toFixed(1)}  min ${sorted[0]!.toFixed(1)}  max ${sorted.at(-1)!.toFixed(1)}`);
    console.log(`  credits charged by the sandbox over the run: ${charged} (the first lookup only)`);
  } finally {
    await context.close();
    await sandbox.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

await main();
