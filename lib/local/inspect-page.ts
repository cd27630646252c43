// What runs inside the clicked page (main world), after js-library-detector's file was injected there:
// it runs the detector's tests, reads the generator meta tags and the script and stylesheet hosts, and
// returns plain data. It must be self-contained (it is serialised into the page) and never throw or
// outlast its budget: each test is caught on its own, and whatever is still pending at the deadline
// is dropped.

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

/** The global js-library-detector's file defines (library/libraries.js). */
export const DETECTOR_GLOBAL = 'd41d8cd98f00b204e9800998ecf8427e_LibraryDetectorTests';

/** Serialised into the page by scripting.executeScript({func}); arguments: the global's name, the budget. */
export async function inspectPage(detectorGlobal: string, budgetMs: number): Promise<PageFindings> {
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

  const tests = (globalThis as unknown as Record<string, unknown>)[detectorGlobal] as
    | Record<string, { test: (win: Window) => unknown }>
    | undefined;
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
