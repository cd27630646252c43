// Benchmark: StackLens after months of heavy use. Fills a Chromium profile through the app's own
// writers (a fill page bundled into a temporary copy of the build): ledger rows over 13 months, one big
// audience, cached domain answers; restarts the browser on it, then opens every options section and
// the popup on a cached site (without, then with, a monthly budget) and prints, per screen, the median
// over RUNS opens of: time to first content (from navigation start), the longest task, and the slowest
// worker message the screen waited for (its round trip as the page saw it). A blank page of the same
// extension is the floor. Run after `npm run build`:
//   npm run bench:scale [-- --ledger 300000 --members 100000 --cache 15000 --runs 5]
//   npm run bench:scale -- --sizes 1000,100000,300000   (members and cache scale with the ledger)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import type { BrowserContext, Page } from '@playwright/test';
import { startSandbox } from '../sandbox/server';
import { SANDBOX_KEYS } from '../sandbox/keys';
import { extensionWorker, launchWithExtensionAt, send } from '../e2e/chromium';
import { copyWithFiles, extensionPage } from './extension-copy';
import { companyDomain } from './scale-data';
import type { CacheEntry, Fill } from './scale-fill';
import { installProbe, waitForScreen, type ProbeReading } from './scale-probe';
import { SCREENS, type Screen } from './scale-screens';

const EXTENSION_DIR = path.resolve(process.env.STACKLENS_EXTENSION_DIR ?? '.output/chrome-mv3');
const FULL = { ledger: 300_000, members: 100_000, cache: 15_000 };
const DAY = 86_400_000;
const MB = 1024 * 1024;
/** A real lookup made through the worker first: its cache key gives the scope the worker stores answers under. */
const REAL_LOOKUP = 'stacklens-fixture-shop.com';
const SCREEN_TIMEOUT_MS = 120_000;
const SETTLE_MS = 400;

const { values: args } = parseArgs({
  options: {
    ledger: { type: 'string' },
    members: { type: 'string' },
    cache: { type: 'string' },
    runs: { type: 'string', default: '5' },
    sizes: { type: 'string' },
  },
});
const RUNS = Math.max(1, Number(args.runs));

interface Size {
  ledger: number;
  members: number;
  cache: number;
}

/** One profile per size: `--sizes` lists ledger sizes, members and cache scaled in proportion to the full profile. */
function sizes(): Size[] {
  const one: Size = {
    ledger: Number(args.ledger ?? FULL.ledger),
    members: Number(args.members ?? FULL.members),
    cache: Number(args.cache ?? FULL.cache),
  };
  if (!args.sizes) return [one];
  return args.sizes.split(',').map((s) => {
    const ledger = Number(s);
    const share = ledger / FULL.ledger;
    return { ledger, members: Math.round(FULL.members * share), cache: Math.max(1, Math.round(FULL.cache * share)) };
  });
}

/** The build plus fill.html (the fill script, bundled with the app's modules) and blank.html. */
async function benchExtension(): Promise<string> {
  const bundle = await build({
    entryPoints: [path.resolve('tests/bench/scale-fill.ts')],
    bundle: true,
    format: 'esm',
    write: false,
    target: 'chrome120',
    tsconfig: path.resolve('tsconfig.json'),
    logLevel: 'warning',
  });
  return copyWithFiles(EXTENSION_DIR, {
    'fill.js': bundle.outputFiles[0]!.text,
    'fill.html': extensionPage('Fill', 'fill.js', 'Fill'),
    'blank.js': '',
    'blank.html': extensionPage('Blank', 'blank.js', 'Blank'),
  });
}

/** `count` cached domain answers as the sandbox gives them, 10 to 40 technologies each, for companies that are also audience members. */
function cacheEntries(
  world: { domainReport(domain: string): { active_technologies: unknown[]; historical_technologies: unknown[] } | null },
  count: number,
  now: number,
) {
  const entries: CacheEntry[] = [];
  for (let i = 0; entries.length < count; i++) {
    const domain = companyDomain(i);
    const body = world.domainReport(domain);
    const techs = body ? body.active_technologies.length + body.historical_technologies.length : 0;
    if (!body || techs < 10 || techs > 40) continue;
    // The popup's site was looked up just now; the others over the last two weeks (half of them past the 7-day TTL).
    entries.push({ domain, body, storedAt: entries.length === 0 ? now : now - Math.round((entries.length / count) * 14 * DAY) });
  }
  return entries;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)]! : NaN;
};
const ms = (n: number) => (Number.isFinite(n) ? `${Math.round(n).toLocaleString('en-US')}` : '—');

interface Measured {
  screen: string;
  shown: number[];
  longest: number[];
  worker: number[];
  /** The slowest message of each open. */
  slowest: string[];
  missed: number;
}

/** Opens `url` in a new page with the probe, and reads it once the screen has settled. */
async function open(context: BrowserContext, url: string, screen: Screen, viewport: { width: number; height: number }): Promise<ProbeReading> {
  const page: Page = await context.newPage();
  try {
    await page.setViewportSize(viewport);
    await installProbe(page, screen.shown);
    await page.goto(url);
    return await waitForScreen(page, SCREEN_TIMEOUT_MS, SETTLE_MS);
  } finally {
    await page.close();
  }
}

async function measure(context: BrowserContext, base: string, screens: Screen[], audienceId: string, popupDomain: string): Promise<Measured[]> {
  const results = screens.map((s): Measured => ({ screen: s.name, shown: [], longest: [], worker: [], slowest: [], missed: 0 }));
  // Interleaved, so every screen sees the same machine load; one warm-up open each first (code caches).
  for (let run = -1; run < RUNS; run++) {
    for (const [i, screen] of screens.entries()) {
      const url = `${base}/${screen.path.replace('{audience}', encodeURIComponent(audienceId)).replace('{domain}', encodeURIComponent(popupDomain))}`;
      const reading = await open(context, url, screen, screen.popup ? { width: 400, height: 600 } : { width: 1280, height: 900 });
      if (run < 0) continue;
      const r = results[i]!;
      if (reading.shownAt === null) r.missed++;
      else r.shown.push(reading.shownAt);
      r.longest.push(reading.longestTask);
      // The worker's answer: the slowest round trip among the messages sent before the content showed.
      const waitedFor = reading.messages.filter((m) => m.end !== null && (reading.shownAt === null || m.start <= reading.shownAt));
      const slowest = waitedFor.reduce<(typeof waitedFor)[number] | null>((a, m) => (!a || m.end! - m.start > a.end! - a.start ? m : a), null);
      r.worker.push(slowest ? slowest.end! - slowest.start : NaN);
      r.slowest.push(slowest?.type ?? '—');
    }
  }
  return results;
}

function printTable(title: string, rows: Measured[]) {
  console.log(`\n${title} (median of ${RUNS}, ms from navigation start)`);
  const head = ['screen', 'first content', 'longest task', 'worker answer', 'slowest message'];
  const lines = rows.map((r) => {
    const types = [...new Set(r.slowest)].join(', ');
    return [
      r.screen,
      `${ms(median(r.shown))}${r.missed ? ` (${r.missed} never)` : ''}`,
      // Long tasks are reported from 50 ms on: a median of none is under 50.
      median(r.longest) === 0 ? '< 50' : ms(median(r.longest)),
      ms(median(r.worker.filter(Number.isFinite))),
      types,
    ];
  });
  const widths = head.map((h, c) => Math.max(h.length, ...lines.map((l) => l[c]!.length)));
  const row = (cells: string[]) => `  ${cells.map((cell, c) => (c === 0 || c === 4 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  ')}`;
  console.log(row(head));
  for (const l of lines) console.log(row(l));
}

const fillApi = (page: Page) => ({
  call: <K extends keyof Fill>(name: K, ...params: Parameters<Fill[K]>) =>
    page.evaluate(
      ([n, p]) => (globalThis as unknown as { stacklensFill: Record<string, (...a: unknown[]) => unknown> }).stacklensFill[n as string]!(...(p as unknown[])),
      [name, params] as const,
    ) as Promise<Awaited<ReturnType<Fill[K]>>>,
});

async function runSize(extension: string, size: Size, sandbox: Awaited<ReturnType<typeof startSandbox>>): Promise<Measured[]> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'stacklens-bench-scale-'));
  let context = await launchWithExtensionAt(profile, extension);
  try {
    const base = `chrome-extension://${new URL((await extensionWorker(context)).url()).host}`;
    const page = await context.newPage();
    await page.goto(`${base}/fill.html`);
    await page.waitForFunction(() => 'stacklensFill' in globalThis);
    const fill = fillApi(page);
    // A settled user: a key, the first-run lookup question answered, one real lookup (its cache key names the scope).
    await send(page, 'keys.save', { key: SANDBOX_KEYS.pro, baseUrl: sandbox.url });
    await send(page, 'settings.update', { askBeforeLookup: false, lookupChoiceMade: true });
    await send(page, 'api.call', { endpoint: 'domain.technologies', params: { domain: REAL_LOOKUP } });
    const scope = await fill.call('scope');
    const now = Date.now();
    const entries = cacheEntries(sandbox.state.world, size.cache, now);
    const bytes = entries.reduce((sum, e) => sum + Buffer.byteLength(JSON.stringify(e.body)), 0);
    // The cache's cap (50 MB by default) must hold them all, as it does for a user who raised it.
    const capMb = Math.max(50, Math.ceil((bytes * 1.25) / MB));
    if (capMb > 50) await send(page, 'settings.update', { cacheMaxBytes: capMb * MB });

    console.log(
      `\nProfile: ${size.ledger.toLocaleString('en-US')} ledger rows, an audience of ${size.members.toLocaleString('en-US')}, ${size.cache.toLocaleString('en-US')} cached answers (${(bytes / MB).toFixed(1)} MB; cache cap ${capMb} MB)`,
    );
    const ledger = await fill.call('ledger', size.ledger, now, 1);
    console.log(
      `  ledger: ${ledger.rows.toLocaleString('en-US')} rows (${ledger.billed.toLocaleString('en-US')} billed, ${ledger.credits.toLocaleString('en-US')} credits) in ${ms(ledger.ms)} ms`,
    );
    const audience = await fill.call('audience', 'CRM export', size.members, now);
    console.log(`  audience: ${audience.added.toLocaleString('en-US')} members in ${ms(audience.ms)} ms`);
    let cacheMs = 0;
    for (let i = 0; i < entries.length; i += 500) cacheMs += (await fill.call('cache', scope, entries.slice(i, i + 500))).ms;
    console.log(`  cache: ${entries.length.toLocaleString('en-US')} answers in ${ms(cacheMs)} ms`);
    const synced = performance.now();
    await send(page, 'audiences.sync', {});
    console.log(`  the audience sent to the sandbox (the worker's sync) in ${ms(performance.now() - synced)} ms`);
    const check = await fill.call('totalsCheck');
    const same = (['calls', 'billed', 'credits'] as const).every((k) => check.rows[k] === check.totals[k]);
    console.log(
      `  ledger totals against its rows: ${(['calls', 'billed', 'credits'] as const).map((k) => `${k} ${check.totals[k].toLocaleString('en-US')}/${check.rows[k].toLocaleString('en-US')}`).join(', ')}: ${same ? 'equal' : 'DIFFERENT'}`,
    );
    const counts = await fill.call('counts');
    console.log(
      `  stored: ${counts.ledger.toLocaleString('en-US')} ledger rows, ${counts.members.toLocaleString('en-US')} members, ${counts.cache.toLocaleString('en-US')} cache entries`,
    );

    // A browser restart on the filled profile: the worker starts from the database, as after a day's pause.
    await context.close();
    context = await launchWithExtensionAt(profile, extension);
    await extensionWorker(context);
    const ledgerBefore = await sandboxCredits(sandbox.url);
    const screens = await measure(
      context,
      base,
      SCREENS.filter((s) => !s.budget),
      audience.id,
      entries[0]!.domain,
    );
    const setup = await context.newPage();
    await setup.goto(`${base}/blank.html`);
    // A monthly budget well above the month's spend, so the check runs and passes.
    await send(setup, 'budgets.update', { monthly: 1_000_000 });
    await setup.close();
    const budgeted = await measure(
      context,
      base,
      SCREENS.filter((s) => s.budget || s.name.startsWith('Blank')),
      audience.id,
      entries[0]!.domain,
    );
    const charged = (await sandboxCredits(sandbox.url)) - ledgerBefore;
    const all = [...screens, ...budgeted.filter((r) => !r.screen.startsWith('Blank'))];
    printTable(
      `${size.ledger.toLocaleString('en-US')} ledger rows · ${size.members.toLocaleString('en-US')} members · ${size.cache.toLocaleString('en-US')} cached`,
      all,
    );
    console.log(`  credits the sandbox charged while measuring: ${charged} (the popup's site was answered from the cache: 0 expected)`);
    return all;
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

async function sandboxCredits(url: string): Promise<number> {
  return ((await (await fetch(`${url}/__sandbox/ledger`)).json()) as { total_credits: number }).total_credits;
}

async function main() {
  if (!fs.existsSync(path.join(EXTENSION_DIR, 'manifest.json'))) throw new Error(`Build first (npm run build): no extension at ${EXTENSION_DIR}`);
  const sandbox = await startSandbox({ port: 0, rateLimits: false });
  const extension = await benchExtension();
  const os_ = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
  console.log(`bench:scale on ${os.cpus().length} cores, load average ${os_}, ${new Date().toISOString()}`);
  try {
    const results: [Size, Measured[]][] = [];
    for (const size of sizes()) results.push([size, await runSize(extension, size, sandbox)]);
    if (results.length > 1) {
      console.log('\nFirst content as the data grows (median ms):');
      const head = ['screen', ...results.map(([s]) => `${s.ledger.toLocaleString('en-US')} rows`)];
      console.log(`  ${head.join(' | ')}`);
      for (const [i, r] of results[0]![1].entries()) console.log(`  ${[r.screen, ...results.map(([, m]) => ms(median(m[i]!.shown)))].join(' | ')}`);
    }
    console.log(
      `\nload average at the end: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(', ')}`,
    );
  } finally {
    await sandbox.close();
    fs.rmSync(extension, { recursive: true, force: true });
  }
}

await main();
