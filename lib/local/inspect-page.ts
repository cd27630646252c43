// What runs inside the clicked page (main world), inside the wrapped js-library-detector file
// (detector-wrapper.ts): it runs the detector's tests, reads the generator meta tags and the script and
// stylesheet hosts, and returns plain data. It must be self-contained (it is serialised into the page)
// and never throw: each test is caught on its own. The budget is checked between detector tests (a
// synchronous test cannot be interrupted), and whatever is still pending at the deadline is dropped.

export interface PageFindings {
  /** Detector results: its entry name and the version it read (null when the library hides it). */
  libraries: { name: string; version: string | null }[];
  /** Contents of every `<meta name="generator">`. */
  generators: string[];
  /** Distinct hosts of script sources and stylesheet links. */
  hosts: string[];
  /** Detector tests that threw (the page defined something oddly; the rest still counts). */
  failedTests: number;
  /** Tests still running when the budget ran out. */
  timedOut: number;
  /** False when js-library-detector's file did not load in the page. */
  detectorLoaded: boolean;
}

/**
 * Time the page's checks may take (detection never visibly slows the page), checked between
 * detector tests. Fixed into the injected file at build time (wxt.config.ts).
 */
export const PAGE_BUDGET_MS = 200;

/** The global js-library-detector's file defines (library/libraries.js). */
export const DETECTOR_GLOBAL = 'd41d8cd98f00b204e9800998ecf8427e_LibraryDetectorTests';

/**
 * Runs in the page. In the main world it is part of the injected detector file (detector-wrapper.ts),
 * called with js-library-detector's tests object; where main-world injection is refused it is serialised
 * by scripting.executeScript({func}) into the isolated world with `null` (no library check). The budget
 * is checked between detector tests: a synchronous test cannot be interrupted, so one slow test can
 * overrun it, but no test starts after it, and pending asynchronous tests are dropped at it.
 */
export async function inspectPage(detectorTests: unknown, budgetMs: number): Promise<PageFindings> {
  const started = performance.now();
  const findings: PageFindings = { libraries: [], generators: [], hosts: [], failedTests: 0, timedOut: 0, detectorLoaded: false };
  try {
    for (const meta of Array.from(document.querySelectorAll('meta[name="generator" i]'))) {
      const content = meta.getAttribute('content');
      if (content && findings.generators.length < 10) findings.generators.push(content.slice(0, 200));
    }
  } catch {
    findings.failedTests++;
  }
  try {
    const hosts = new Set<string>();
    const urls = [
      ...Array.from(document.querySelectorAll('script[src]')).map((s) => s.getAttribute('src')),
      ...Array.from(document.querySelectorAll('link[href]'))
        .filter((l) => /stylesheet|preload|modulepreload/i.test(l.getAttribute('rel') ?? ''))
        .map((l) => l.getAttribute('href')),
    ];
    for (const url of urls) {
      if (!url || hosts.size >= 200) continue;
      try {
        const parsed = new URL(url, location.href);
        if (/^https?:$/.test(parsed.protocol)) hosts.add(parsed.hostname);
      } catch {
        // An unparsable src names no host.
      }
    }
    findings.hosts = Array.from(hosts);
  } catch {
    findings.failedTests++;
  }

  const tests = detectorTests as Record<string, { test: (win: Window) => unknown }> | null | undefined;
  if (!tests || typeof tests !== 'object') return findings;
  findings.detectorLoaded = true;
  const pending: Promise<void>[] = [];
  const record = (name: string, result: unknown) => {
    if (!result || typeof result !== 'object') return;
    const version = (result as { version?: unknown }).version;
    findings.libraries.push({ name, version: typeof version === 'string' && version ? version.slice(0, 40) : typeof version === 'number' ? String(version) : null });
  };
  for (const name of Object.keys(tests)) {
    // Synchronous tests cannot be interrupted: stop starting new ones once the budget is spent.
    if (performance.now() - started > budgetMs) {
      findings.timedOut++;
      continue;
    }
    try {
      const result = tests[name]!.test(window);
      if (result && typeof (result as Promise<unknown>).then === 'function') {
        pending.push(
          (result as Promise<unknown>).then(
            (r) => record(name, r),
            () => {
              findings.failedTests++;
            },
          ),
        );
      } else {
        record(name, result);
      }
    } catch {
      findings.failedTests++;
    }
  }
  if (pending.length > 0) {
    let settled = 0;
    const counted = pending.map((p) => p.then(() => void settled++));
    const left = Math.max(0, budgetMs - (performance.now() - started));
    await Promise.race([Promise.all(counted), new Promise((resolve) => setTimeout(resolve, left))]);
    findings.timedOut += pending.length - settled;
  }
  // A copy: a test that settles late must not add to what was already returned.
  return { ...findings, libraries: findings.libraries.slice() };
}
