// Benchmark: time from a toolbar click to the free on-page results on screen, in Chromium,
// over a test page that runs jQuery and has a generator tag. No key: the zero-setup default, so no API
// is involved. Prints p50 and p95 over N clicks (default 20), and the worker's share (injection and
// in-page checks). Run after `npm run build:e2e`: npm run bench:local [-- N]
// It uses the test-only build (.output/toolbar-test): chrome.action.openPopup() stands in for the click
// and does not grant activeTab, so that build may read the mapped test host (wxt.config.ts).
import { chromium } from '@playwright/test';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { LOCAL_PAGES } from '../e2e/local-pages';

const CLICKS = Math.max(20, Number(process.argv[2] ?? 20));
const EXTENSION_DIR = path.resolve(process.env.STACKLENS_EXTENSION_DIR ?? '.output/toolbar-test/chrome-mv3');
const HOST = 'stacklens-fixture-shop.com';
const MARK = 'stacklens:local-shown';

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
type Chrome = { chrome: { action: { openPopup(): Promise<void> }; extension: { getViews(o: { type: string }): Window[] } } };

async function main() {
  if (!fs.existsSync(path.join(EXTENSION_DIR, 'manifest.json'))) throw new Error(`Build first (npm run build:e2e): no extension at ${EXTENSION_DIR}`);
  const site = http.createServer((req, res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(LOCAL_PAGES[req.url ?? ''] ?? '<!doctype html><title>x</title>');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const port = (site.address() as { port: number }).port;
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'stacklens-bench-local-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      `--disable-extensions-except=${EXTENSION_DIR}`, `--load-extension=${EXTENSION_DIR}`, '--no-sandbox', '--disable-gpu', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync', `--host-resolver-rules=MAP ${HOST} 127.0.0.1:${port}`,
    ],
  });
  try {
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    const observer = await context.newPage();
    await observer.goto(`chrome-extension://${new URL(worker.url()).host}/options.html`);
    const tab = await context.newPage();
    await tab.goto(`http://${HOST}/local/libraries`);

    const click = async () => {
      await tab.bringToFront();
      // No named functions inside the evaluated code: tsx would wrap them in a helper the page does not have.
      const clickedAt = await worker.evaluate(async () => {
        const t = Date.now();
        await (globalThis as unknown as Chrome).chrome.action.openPopup();
        return t;
      });
      const shown = await observer.waitForFunction(
        (mark) => {
          const view = (globalThis as unknown as Chrome).chrome.extension.getViews({ type: 'popup' })[0];
          const entry = view?.performance.getEntriesByName(mark)[0] as PerformanceMark | undefined;
          return entry ? { at: view!.performance.timeOrigin + entry.startTime, workerMs: (entry.detail as { workerMs: number }).workerMs, items: view!.document.querySelectorAll('ul[aria-label="Technologies on this page"] > li').length } : null;
        },
        MARK,
        { polling: 5, timeout: 15_000 },
      );
      const { at, workerMs, items } = (await shown.jsonValue())!;
      await observer.evaluate(() => (globalThis as unknown as Chrome).chrome.extension.getViews({ type: 'popup' }).forEach((w) => w.close()));
      if (items < 3) throw new Error(`expected the test page's 3 technologies, saw ${items}`);
      return { total: at - clickedAt, workerMs };
    };
    await click(); // Warm-up: Chromium's code caches.
    const runs: { total: number; workerMs: number }[] = [];
    for (let i = 0; i < CLICKS; i++) runs.push(await click());
    const totals = runs.map((r) => r.total).sort((a, b) => a - b);
    const workers = runs.map((r) => r.workerMs).sort((a, b) => a - b);
    console.log(`toolbar click → local results on screen, ${CLICKS} clicks in Chromium (ms, wall clock):`);
    console.log(`  p50 ${quantile(totals, 0.5).toFixed(1)}  p95 ${quantile(totals, 0.95).toFixed(1)}  min ${totals[0]!.toFixed(1)}  max ${totals.at(-1)!.toFixed(1)}`);
    console.log(`  of which the worker's detection (injection + in-page checks): p50 ${quantile(workers, 0.5).toFixed(1)}  p95 ${quantile(workers, 0.95).toFixed(1)}`);
  } finally {
    await context.close();
    await new Promise((resolve) => site.close(resolve));
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

await main();
