// @vitest-environment happy-dom
// inspectPage with the real js-library-detector file evaluated in a page, as the worker injects it.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it } from 'vitest';
import { DETECTOR_GLOBAL, inspectPage } from '@/lib/local/inspect-page';

const require = createRequire(import.meta.url);
const detector = fs.readFileSync(require.resolve('js-library-detector/library/libraries.js'), 'utf8');
const g = globalThis as unknown as Record<string, unknown>;
// A stylesheet link is only read, never fetched: let happy-dom treat it as loaded.
(globalThis as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }).happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;

afterEach(() => {
  delete g.jQuery;
  delete g.$;
  delete g[DETECTOR_GLOBAL];
  document.head.innerHTML = '';
});

describe('inspectPage', () => {
  it('reads library versions, generator tags and script and stylesheet hosts', async () => {
    (0, eval)(detector);
    g.jQuery = Object.assign(() => undefined, { fn: { jquery: '3.7.1' } });
    document.head.innerHTML = `<meta name="generator" content="WordPress 6.4.3">
      <script type="text/plain" src="https://www.googletagmanager.com/gtm.js"></script>
      <link rel="stylesheet" href="https://fonts.googleapis.com/css?family=Inter">
      <link rel="icon" href="https://icons.example.net/favicon.ico">
      <script type="text/plain" src="/local.js"></script>`;
    const found = await inspectPage(DETECTOR_GLOBAL, 200);
    expect(found.detectorLoaded).toBe(true);
    expect(found.libraries).toContainEqual({ name: 'jQuery', version: '3.7.1' });
    expect(found.generators).toEqual(['WordPress 6.4.3']);
    expect(found.hosts).toEqual(expect.arrayContaining(['www.googletagmanager.com', 'fonts.googleapis.com']));
    expect(found.hosts).not.toContain('icons.example.net');
  });

  it('counts a test that throws and goes on with the others', async () => {
    (0, eval)(detector);
    Object.defineProperty(globalThis, 'jQuery', { configurable: true, get() { throw new Error('page getter throws'); } });
    document.head.innerHTML = '<meta name="generator" content="Hugo 0.121.1">';
    const found = await inspectPage(DETECTOR_GLOBAL, 200);
    expect(found.failedTests).toBeGreaterThan(0);
    expect(found.generators).toEqual(['Hugo 0.121.1']);
  });

  it('drops a test still pending at the budget instead of waiting for it', async () => {
    g[DETECTOR_GLOBAL] = {
      Slow: { test: () => new Promise((resolve) => setTimeout(() => resolve({ version: '1' }), 5_000)) },
      Quick: { test: () => ({ version: '2.0.0' }) },
    };
    const started = performance.now();
    const found = await inspectPage(DETECTOR_GLOBAL, 50);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(found.libraries).toEqual([{ name: 'Quick', version: '2.0.0' }]);
    expect(found.timedOut).toBe(1);
  });

  it('says when the detector file did not load', async () => {
    const found = await inspectPage(DETECTOR_GLOBAL, 50);
    expect(found).toMatchObject({ detectorLoaded: false, libraries: [] });
  });
});
