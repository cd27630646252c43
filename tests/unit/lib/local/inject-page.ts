// Runs the injected file (detector-wrapper.ts's output) on a page built in happy-dom, the way the build
// injects it: the page's markup, its own script, its later loads (Resource Timing), then the file's
// answer. Shared by the fixture pages (fixtures.test.ts) and the precision harness (rules-precision.test.ts).
import { vi } from 'vitest';

const happy = (globalThis as unknown as { happyDOM: { setURL(url: string): void; settings: { handleDisabledFileLoadingAsSuccess: boolean } } }).happyDOM;
happy.settings.handleDisabledFileLoadingAsSuccess = true;

export interface PageToRun {
  url: string;
  head: string;
  body: string;
  /** The page's own script (globals, cookies), run after the markup. */
  setup?: () => void;
  /** Addresses the page loaded after it was parsed. */
  resources?: string[];
}

/** The global names before the last page ran (null when no page has run since the last clean). */
let before: Set<string> | null = null;

/**
 * The injected file compiled once, to run on many pages: the same code the page evaluates, without
 * parsing it again for each page.
 */
export function compileInjected(file: string): () => Promise<string> {
  return (0, eval)(`(function () {\nreturn (\n${file.trimEnd().replace(/;$/, '')}\n);\n})`) as () => Promise<string>;
}

/** Loads the page, runs the injected file (or its compiled form) on it, and returns its answer (a JSON string). */
export async function runInPage(file: string | (() => Promise<string>), page: PageToRun): Promise<string> {
  happy.setURL(page.url);
  before = new Set(Object.getOwnPropertyNames(globalThis));
  document.head.innerHTML = page.head;
  document.body.innerHTML = page.body;
  page.setup?.();
  // Who asked for each address, as Chromium reports it: a script for .js files, else an image or a request.
  const entries = (page.resources ?? []).map((name) => ({
    name,
    entryType: 'resource',
    initiatorType: /\.js(\?|$)/.test(name) ? 'script' : /\.(jpe?g|png|svg)$/.test(name) ? 'img' : 'fetch',
  }));
  vi.spyOn(performance, 'getEntriesByType').mockImplementation((type: string) => (type === 'resource' ? entries : []) as unknown as PerformanceEntryList);
  return typeof file === 'string' ? ((0, eval)(file) as Promise<string>) : file();
}

/** Removes what the last page added: its globals, cookies and markup. */
export function cleanPage(): void {
  vi.restoreAllMocks();
  const names = before;
  before = null;
  if (names) for (const name of Object.getOwnPropertyNames(globalThis)) if (!names.has(name)) delete (globalThis as Record<string, unknown>)[name];
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  document.head.innerHTML = '';
  document.body.innerHTML = '';
}
