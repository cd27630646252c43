// Benchmark: how long the popup takes from opening to showing cached technologies, in Chromium
// against the sandbox, next to a blank extension page opened in the same browser run, in two states:
// the worker running, and the worker stopped before each open (DevTools' ServiceWorker.stopAllWorkers,
// as Chrome stops it after 30 s idle: most real opens), the blank page's too. Prints p50, p90 and p95 of each
// over N opens (default 25) and the ratio of the p50s (targets: ≤ 1.3× running, ≤ 1.5× stopped).
// Run: npm run bench:popup [-- N]
// The blank page (an HTML page whose module script sets a mark) is added to a copy of the build, so the
// shipped extension never carries it.
import fs from 'node:fs';
import path from 'node:path';
import { startSandbox } from '../sandbox/server';
import { send } from '../e2e/chromium';
import { launchWithExtension } from './launch';
import { copyWithFiles, extensionPage } from './extension-copy';
import { SANDBOX_KEYS } from '../sandbox/keys';
import { workerSwitch } from './stop-worker';

const OPENS = Math.max(20, Number(process.argv[2] ?? 25));
const DOMAIN = 'stacklens-fixture-shop.com';
const EXTENSION_DIR = path.resolve(process.env.STACKLENS_EXTENSION_DIR ?? '.output/chrome-mv3');
const MARK = 'stacklens:technologies-shown';
const BLANK_MARK = 'stacklens:blank-shown';
/** The ratio popup/blank (p50) each state should stay under. */
const TARGETS = { running: 1.3, stopped: 1.5 } as const;

/** The build with blank.html added, in a temporary folder: the same extension, one more page. */
const withBlankPage = (dir: string) =>
  copyWithFiles(dir, { 'blank.js': `performance.mark(${JSON.stringify(BLANK_MARK)});\n`, 'blank.html': extensionPage('Blank', 'blank.js', 'Blank') });

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

async function main() {
  if (!fs.existsSync(path.join(EXTENSION_DIR, 'manifest.json'))) throw new Error(`Build first (npm run build): no extension at ${EXTENSION_DIR}`);
  const sandbox = await startSandbox({ port: 0, rateLimits: false });
  const extension = withBlankPage(EXTENSION_DIR);
  const { context, base, close } = await launchWithExtension(extension);
  try {
    const setup = await context.newPage();
    await setup.goto(`${base}/options.html`);
    // Every figure below needs the key in place: send stops with the worker's reason if it was refused.
    await send(setup, 'keys.save', { key: SANDBOX_KEYS.pro, baseUrl: sandbox.url });

    /** Opens `url` in a popup-sized page and returns the time of `mark` from navigation start. */
    const open = async (url: string, mark: string) => {
      const page = await context.newPage();
      await page.setViewportSize({ width: 400, height: 600 });
      await page.goto(url);
      // No named functions inside: tsx would wrap them in a helper the page does not have.
      await page.waitForFunction((m) => performance.getEntriesByName(m).length > 0, mark, { polling: 5 });
      const ms = await page.evaluate((m) => performance.getEntriesByName(m)[0]!.startTime, mark);
      await page.close();
      return ms;
    };
    const popup = () => open(`${base}/popup.html?domain=${DOMAIN}`, MARK);
    const blank = () => open(`${base}/blank.html`, BLANK_MARK);
    const worker = await workerSwitch(context, setup);
    await popup(); // The first open pays for the lookup (1 credit) and fills the cache.
    await popup(); // Warm-up: Chromium's code caches.
    await blank();
    const line = (s: number[]) =>
      `p50 ${quantile(s, 0.5).toFixed(1)}  p90 ${quantile(s, 0.9).toFixed(1)}  p95 ${quantile(s, 0.95).toFixed(1)}  min ${s[0]!.toFixed(1)}  max ${s.at(-1)!.toFixed(1)}`;
    for (const state of ['running', 'stopped'] as const) {
      // Before each open in the stopped state, the worker is stopped; in the running state, the popup's
      // own message keeps it up. Interleaved, so both pages see the same machine load.
      const before = state === 'stopped' ? () => worker.stop() : async () => {};
      if (state === 'stopped') {
        await before();
        await popup(); // Warm-up: the first start of a stopped worker.
      }
      const times: number[] = [];
      const blanks: number[] = [];
      for (let i = 0; i < OPENS; i++) {
        await before();
        times.push(await popup());
        await before();
        blanks.push(await blank());
      }
      const sorted = [...times].sort((a, b) => a - b);
      const sortedBlank = [...blanks].sort((a, b) => a - b);
      const ratio = quantile(sorted, 0.5) / quantile(sortedBlank, 0.5);
      const target = TARGETS[state];
      console.log(`Worker ${state}: ${OPENS} opens of each in Chromium, interleaved (ms from navigation start):`);
      console.log(`  popup open → cached technologies shown: ${line(sorted)}`);
      console.log(`  blank extension page → its script ran:   ${line(sortedBlank)}`);
      console.log(`  ratio popup/blank (p50): ${ratio.toFixed(2)}× (target ≤ ${target}×: ${ratio <= target ? 'met' : 'NOT met'})`);
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
