// The popup's initial JavaScript stays within 99 KB gzipped (the ceiling is 100): everything popup.html loads at
// open (script tags, module preloads and their static imports, recursively), including popup-early.js
// and the React tree main.tsx imports at once, but not chunks reached only by dynamic import() (the
// charts, when a chart is shown). Reads the production build that `npm test` makes first.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';

const OUT = path.resolve(process.env.STACKLENS_EXTENSION_DIR ?? '.output/chrome-mv3');
// The budget was 100 KB (aim 85); it measured 89.4 KB on 2026-11-25, so it is held at 92 KB. React and
// react-dom alone are about 69 KB of it; what the first paint does not show (Ask, live detection, a
// technology's detail, the History and Company tabs) loads lazily. 2026-11-26: 92.5 KB, held at 96 KB:
// the first frame is built from an allowlist instead of innerHTML (+1.2 KB in popup-early.js), the
// upgrade note, a tab's site sent as scheme and host, and the search that still works after a failed open.
// 2026-11-26, languages (#26): 95.3 KB before, 96.0 KB with the popup's text read from the catalogs by
// key (t(), lib/i18n; the catalogs themselves are never bundled): held at 97 KB. The on-page rows'
// "Not right?" (#25) adds what must be there when the rows are, the filter of rows hidden on the site and
// its state (about 0.45 KB; its button, menu, notice and hidden list load lazily).
// 2026-12-06: 96.8 KB with React's tree imported after a kept first frame is painted (it still loads at
// every open, so it counts); 98.7 KB with the API's values in the reader's language (the categories' and
// enums' message table, lib/display/api-values.ts, which the first paint's headings need) and the detail's
// keyboard return: held at 99 KB. React and react-dom are 66 KB of it: the 80 KB the issue asks for
// (#36) needs the tree split so the first paint needs less than React, which is not done.
const BUDGET = 99 * 1024;

/** Recharts' own marker: the chart library's code. It must never be in a statically loaded file. */
const hasRecharts = (file: string) => /recharts-wrapper|recharts-surface/.test(fs.readFileSync(file, 'utf8'));
/** zod's own markers (its core's `_zod` internals, the jitless flag): the popup parses nothing with zod. */
const hasZod = (file: string) => /\._zod\b|jitless/.test(fs.readFileSync(file, 'utf8'));

/**
 * Every file an entry loads statically: `import … from`, `import "…"` and `export … from`, followed
 * recursively. Only what is reached solely through dynamic `import()` (the lazy charts, the audience
 * picker) is left out, whatever its name.
 */
function staticClosure(entries: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !fs.existsSync(file)) return;
    seen.add(file);
    const code = fs.readFileSync(file, 'utf8');
    for (const m of code.matchAll(/(?:^|[;\s})])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g)) {
      const spec = m[1]!;
      visit(spec.startsWith('/') ? path.join(OUT, spec) : path.resolve(path.dirname(file), spec));
    }
  };
  entries.forEach(visit);
  return [...seen];
}

/** What popup.html itself loads: every <script src> and <link rel="modulepreload">. */
function popupEntryScripts(): string[] {
  const html = fs.readFileSync(path.join(OUT, 'popup.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]!);
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]*>/g)].map((m) => /href="([^"]+)"/.exec(m[0])?.[1]).filter((h): h is string => !!h);
  return [...scripts, ...preloads].map((src) => path.join(OUT, src.replace(/^\//, '')));
}

/**
 * What the popup's module entry (main.tsx) imports with `import()`: React's tree, which it always loads,
 * only after a kept first frame is painted (lib/first-paint/wait-for-paint.ts). It counts as loaded at open.
 */
function entryDynamicImports(): string[] {
  const html = fs.readFileSync(path.join(OUT, 'popup.html'), 'utf8');
  const entry = /<script type="module"[^>]+src="([^"]+)"/.exec(html)?.[1];
  if (!entry) return [];
  const file = path.join(OUT, entry.replace(/^\//, ''));
  const code = fs.readFileSync(file, 'utf8');
  return [...code.matchAll(/import\(\s*[`"']([^`"']+\.js)[`"']\s*\)/g)].map((m) => path.resolve(path.dirname(file), m[1]!));
}

describe('popup bundle size', () => {
  it('finds the built popup (run `npm run build:e2e` first)', () => {
    expect(fs.existsSync(path.join(OUT, 'popup.html')), `no build at ${OUT}`).toBe(true);
    expect(popupEntryScripts().length).toBeGreaterThan(0);
    expect(popupEntryScripts().filter((f) => !fs.existsSync(f))).toEqual([]);
  });

  it('loads at most 99 KB of JavaScript, gzipped, when it opens, and no chart or zod code', () => {
    const files = staticClosure([...popupEntryScripts(), ...entryDynamicImports()]);
    const gzipped = files.reduce((sum, f) => sum + zlib.gzipSync(fs.readFileSync(f), { level: 9 }).length, 0);
    const report = files.map((f) => path.relative(OUT, f)).join(', ');
    console.log(`popup initial JS: ${(gzipped / 1024).toFixed(1)} KB gzipped (${report})`);
    // The early request script, React and the App come along at open, so they count.
    expect(files.some((f) => path.basename(f) === 'popup-early.js')).toBe(true);
    expect(files.some((f) => fs.readFileSync(f, 'utf8').includes('createRoot'))).toBe(true);
    // React's tree too, which main.tsx imports after the first frame is painted, and what it imports.
    expect(entryDynamicImports().length).toBeGreaterThan(0);
    expect(entryDynamicImports().filter((f) => !files.includes(f))).toEqual([]);
    // Recharts loads only when a chart is shown (React.lazy), never with the popup.
    expect(files.filter(hasRecharts).map((f) => path.relative(OUT, f))).toEqual([]);
    // The worker validates; the popup loads no zod (so it needs no lib/zod-config either).
    expect(files.filter(hasZod).map((f) => path.relative(OUT, f))).toEqual([]);
    expect(gzipped).toBeLessThanOrEqual(BUDGET);
  });
});
