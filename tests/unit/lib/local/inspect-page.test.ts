// @vitest-environment happy-dom
// inspectPage with the real js-library-detector file evaluated in a page, wrapped as the build injects it
// (lib/local/detector-wrapper.ts): its findings are the file's value, and it leaves no global behind.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { wrapDetector } from '@/lib/local/detector-wrapper';
import { DETECTOR_GLOBAL, inspectPage, type PageFindings } from '@/lib/local/inspect-page';

const require = createRequire(import.meta.url);
const detector = fs.readFileSync(require.resolve('js-library-detector/library/libraries.js'), 'utf8');
const g = globalThis as unknown as Record<string, unknown>;
/** Evaluates the injected file in the page, as scripting.executeScript({files}) does: its value is the result. */
const injectWrapped = (budgetMs = 200) => (0, eval)(wrapDetector(detector, budgetMs)) as Promise<PageFindings>;
// A stylesheet link is only read, never fetched: let happy-dom treat it as loaded.
(globalThis as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }).happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  delete g.jQuery;
  delete g.$;
  delete g.UNKNOWN_VERSION;
  document.head.innerHTML = '';
});

describe('inspectPage', () => {
  it('reads library versions, generator tags and script and stylesheet hosts', async () => {
    g.jQuery = Object.assign(() => undefined, { fn: { jquery: '3.7.1' } });
    document.head.innerHTML = `<meta name="generator" content="WordPress 6.4.3">
      <script type="text/plain" src="https://www.googletagmanager.com/gtm.js"></script>
      <link rel="stylesheet" href="https://fonts.googleapis.com/css?family=Inter">
      <link rel="icon" href="https://icons.example.net/favicon.ico">
      <script type="text/plain" src="/local.js"></script>`;
    const found = await injectWrapped();
    expect(found.detectorLoaded).toBe(true);
    expect(found.libraries).toContainEqual({ name: 'jQuery', version: '3.7.1' });
    expect(found.generators).toEqual(['WordPress 6.4.3']);
    expect(found.hosts).toEqual(expect.arrayContaining(['www.googletagmanager.com', 'fonts.googleapis.com']));
    expect(found.hosts).not.toContain('icons.example.net');
  });

  it('counts a test that throws and goes on with the others', async () => {
    Object.defineProperty(globalThis, 'jQuery', { configurable: true, get() { throw new Error('page getter throws'); } });
    document.head.innerHTML = '<meta name="generator" content="Hugo 0.121.1">';
    const found = await injectWrapped();
    expect(found.failedTests).toBeGreaterThan(0);
    expect(found.generators).toEqual(['Hugo 0.121.1']);
  });

  it('drops a test still pending at the budget instead of waiting for it', async () => {
    vi.useFakeTimers();
    let slowSettled = false;
    const tests = {
      Slow: { test: () => new Promise((resolve) => setTimeout(() => ((slowSettled = true), resolve({ version: '1' })), 5_000)) },
      Quick: { test: () => ({ version: '2.0.0' }) },
    };
    const inspecting = inspectPage(tests, 50);
    await vi.advanceTimersByTimeAsync(50);
    const found = await inspecting;
    expect(slowSettled).toBe(false);
    expect(found.libraries).toEqual([{ name: 'Quick', version: '2.0.0' }]);
    expect(found.timedOut).toBe(1);
  });

  it('stops starting detector tests once the budget is spent (it is checked between tests)', async () => {
    // A clock that only the tests move: each synchronous test takes 30 ms of page time.
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    const ran: string[] = [];
    const tests = Object.fromEntries(['A', 'B', 'C', 'D'].map((n) => [n, { test: () => (ran.push(n), (clock += 30), false) }]));
    const found = await inspectPage(tests, 50);
    expect(ran).toEqual(['A', 'B']);
    expect(found.timedOut).toBe(2);
  });

  it('leaves none of the detector’s globals in the page, and keeps a page variable of the same name', async () => {
    g.UNKNOWN_VERSION = 'the page’s own value';
    const found = await injectWrapped();
    expect(found.detectorLoaded).toBe(true);
    expect(g.UNKNOWN_VERSION).toBe('the page’s own value');
    expect(g._createTimeoutHelper).toBeUndefined();
    expect(g[DETECTOR_GLOBAL]).toBeUndefined();
  });

  it('says when the detector did not load (the isolated-world fallback runs without it)', async () => {
    const found = await inspectPage(null, 50);
    expect(found).toMatchObject({ detectorLoaded: false, libraries: [] });
  });
});
