// Benchmark: how long the popup takes from opening to showing a cached site's technologies, in Chromium
// against the sandbox, next to the floor: a static HTML page of the same extension that shows one
// heading and runs no script (the browser cannot show an extension page faster). Both are timed the
// same way, by Element Timing: when the browser painted the first technology heading (the popup's, kept
// frame or React's render alike; lib/display/paint-timing.ts) or the static page's heading, from
// navigation start. Two states: the worker running, and the worker stopped before each open of either
// page (DevTools' ServiceWorker.stopAllWorkers, as Chrome stops it after 30 s idle: most real opens).
// Two runs, printed apart: idle (nothing else started) and loaded (two busy processes beside the
// browser, on this 2-core machine both cores taken). Prints p50, p90 and p95 of each over N opens
// (default 25), where the popup's time goes (its kept frame's mark, DOMContentLoaded) and the ratio of
// the p50s (target ≤ 1.25× in both states, idle and loaded).
// Run: npm run bench:popup [-- N] [--idle | --loaded]
// The static page is added to a copy of the build, so the shipped extension never carries it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { startSandbox } from '../sandbox/server';
import { send } from '../e2e/chromium';
import { launchWithExtension } from './launch';
import { copyWithFiles } from './extension-copy';
import { SANDBOX_KEYS } from '../sandbox/keys';
import { workerSwitch } from './stop-worker';
import { SHOWN_ELEMENT } from '../../lib/display/paint-timing';

const OPENS = Math.max(20, Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 25));
const PHASES = process.argv.includes('--idle') ? ['idle'] : process.argv.includes('--loaded') ? ['loaded'] : ['idle', 'loaded'];
const DOMAIN = 'stacklens-fixture-shop.com';
const EXTENSION_DIR = path.resolve(process.env.STACKLENS_EXTENSION_DIR ?? '.output/chrome-mv3');
const FIRST_FRAME_MARK = 'stacklens:first-frame';
/** The ratio popup/static (p50) each state should stay under, idle and loaded. */
const TARGET = 1.25;
const BUSY_PROCESSES = 2;

/** The build with static.html added, in a temporary folder: the same extension, one page that runs no script. */
const withStaticPage = (dir: string) =>
  copyWithFiles(dir, {
    'static.html': `<!DOCTYPE html><html lang="en"><head><meta charset="UTF-8"><title>Static</title></head><body><h3 elementtiming="${SHOWN_ELEMENT}">Ecommerce</h3></body></html>\n`,
  });

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
const sortedOf = (xs: number[]) => [...xs].sort((a, b) => a - b);
const line = (xs: number[]) => {
  const s = sortedOf(xs);
  return `p50 ${quantile(s, 0.5).toFixed(1)}  p90 ${quantile(s, 0.9).toFixed(1)}  p95 ${quantile(s, 0.95).toFixed(1)}  min ${s[0]!.toFixed(1)}  max ${s.at(-1)!.toFixed(1)}`;
};

interface Open {
  /** When the first heading named SHOWN_ELEMENT was painted, ms from navigation start. */
  painted: number;
  /** The popup's kept first frame put in the page (lib/first-paint/paint-kept-frame.ts), if it was; null on the static page. */
  frame: number | null;
  domContentLoaded: number;
}

/**
 * Opens `url` in a popup-sized page and reads, from the browser's own timeline, when the first heading
 * named SHOWN_ELEMENT was painted. No named functions inside: tsx would wrap them in a helper the page
 * does not have.
 */
async function openAndTime(page: Page, url: string): Promise<Open> {
  await page.goto(url);
  return page.evaluate(
    ([name, frameMark]) =>
      new Promise<Open>((resolve, reject) => {
        setTimeout(() => reject(new Error(`no heading named ${name} painted in 10 s at ${location.href}`)), 10_000);
        new PerformanceObserver((list, observer) => {
          const painted = list
            .getEntries()
            .filter((e) => (e as PerformanceElementTiming).identifier === name)
            .map((e) => (e as PerformanceElementTiming).renderTime || (e as PerformanceElementTiming).loadTime);
          if (painted.length === 0) return;
          observer.disconnect();
          const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
          resolve({
            painted: Math.min(...painted),
            frame: performance.getEntriesByName(frameMark)[0]?.startTime ?? null,
            domContentLoaded: nav?.domContentLoadedEventStart ?? 0,
          });
        }).observe({ type: 'element', buffered: true });
      }),
    [SHOWN_ELEMENT, FIRST_FRAME_MARK] as const,
  );
}

interface PerformanceElementTiming extends PerformanceEntry {
  identifier: string;
  renderTime: number;
  loadTime: number;
}

/** Two busy processes beside the browser, for the loaded run; stopped when it ends. */
function loadMachine(): () => void {
  const busy = Array.from({ length: BUSY_PROCESSES }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
  return () => busy.forEach((p) => p.kill());
}

async function main() {
  if (!fs.existsSync(path.join(EXTENSION_DIR, 'manifest.json'))) throw new Error(`Build first (npm run build): no extension at ${EXTENSION_DIR}`);
  const sandbox = await startSandbox({ port: 0, rateLimits: false });
  const extension = withStaticPage(EXTENSION_DIR);
  const { context, base, close } = await launchWithExtension(extension);
  try {
    const setup = await context.newPage();
    await setup.goto(`${base}/options.html`);
    // Every figure below needs the key in place: send stops with the worker's reason if it was refused.
    await send(setup, 'keys.save', { key: SANDBOX_KEYS.pro, baseUrl: sandbox.url });

    /** One open of `url` in a new popup-sized tab, closed after. */
    const open = async (url: string) => {
      const page = await context.newPage();
      await page.setViewportSize({ width: 400, height: 600 });
      try {
        return await openAndTime(page, url);
      } finally {
        await page.close();
      }
    };
    const popup = () => open(`${base}/popup.html?domain=${DOMAIN}`);
    const floor = () => open(`${base}/static.html`);
    const worker = await workerSwitch(context, setup);
    await popup(); // The first open pays for the lookup (1 credit) and fills the cache.
    await popup(); // Warm-up: Chromium's code caches, and the kept frames.
    await floor();
    for (const phase of PHASES) {
      const unload = phase === 'loaded' ? loadMachine() : () => {};
      try {
        await new Promise((r) => setTimeout(r, phase === 'loaded' ? 1_000 : 0));
        console.log(
          `\n${phase === 'idle' ? 'Idle: nothing else started' : `Loaded: ${BUSY_PROCESSES} busy processes beside the browser`} (${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)})`,
        );
        for (const state of ['running', 'stopped'] as const) {
          // Before each open in the stopped state, the worker is stopped; in the running state, the popup's
          // own message keeps it up. Interleaved, so both pages see the same machine load.
          const before = state === 'stopped' ? () => worker.stop() : async () => {};
          if (state === 'stopped') {
            await before();
            await popup(); // Warm-up: the first start of a stopped worker.
          }
          const popups: Open[] = [];
          const floors: Open[] = [];
          for (let i = 0; i < OPENS; i++) {
            await before();
            popups.push(await popup());
            await before();
            floors.push(await floor());
          }
          const painted = popups.map((o) => o.painted);
          const ratio = quantile(sortedOf(painted), 0.5) / quantile(sortedOf(floors.map((o) => o.painted)), 0.5);
          const frames = popups.flatMap((o) => (o.frame === null ? [] : [o.frame]));
          console.log(`  Worker ${state}: ${OPENS} opens of each, interleaved (ms from navigation start to the heading painted):`);
          console.log(`    popup, cached site's technologies painted: ${line(painted)}`);
          console.log(`    static page (no script), heading painted:  ${line(floors.map((o) => o.painted))}`);
          console.log(
            `    where the popup's time goes: kept frame put in the page ${frames.length ? `p50 ${quantile(sortedOf(frames), 0.5).toFixed(1)} (${frames.length} of ${OPENS} opens)` : 'never'}, DOMContentLoaded p50 ${quantile(sortedOf(popups.map((o) => o.domContentLoaded)), 0.5).toFixed(1)} (static page ${quantile(sortedOf(floors.map((o) => o.domContentLoaded)), 0.5).toFixed(1)})`,
          );
          console.log(`    ratio popup/static (p50): ${ratio.toFixed(2)}× (target ≤ ${TARGET}×: ${ratio <= TARGET ? 'met' : 'NOT met'})`);
        }
      } finally {
        unload();
      }
    }
    const charged = ((await (await fetch(`${sandbox.url}/__sandbox/ledger`)).json()) as { total_credits: number }).total_credits;
    console.log(`Credits charged by the sandbox over the run: ${charged} (the first lookup only)`);
  } finally {
    await close();
    await sandbox.close();
    fs.rmSync(extension, { recursive: true, force: true });
  }
}

await main();
