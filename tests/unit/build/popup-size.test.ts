// The popup's initial JavaScript stays within 100 KB gzipped (issue 4): everything popup.html loads at
// open, including popup-early.js and the React tree main.tsx imports at once, but not the charts, which load only when a
// chart is shown. Reads the production build that `npm test` makes first.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';

const OUT = path.resolve(process.env.STACKLENS_EXTENSION_DIR ?? '.output/chrome-mv3');
const BUDGET = 100 * 1024;

/** Recharts and the chart modules: loaded by React.lazy only when a chart is shown. */
const isChart = (file: string) => /Chart|CartesianGrid/.test(path.basename(file)) || fs.readFileSync(file, 'utf8').includes('recharts-wrapper');

/** Files an entry loads: static imports, and dynamic `import()` of anything but chart chunks. */
function loadedAtOpen(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || isChart(file)) return;
    seen.add(file);
    const code = fs.readFileSync(file, 'utf8');
    const specifiers = [
      ...code.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g),
      ...code.matchAll(/import\(\s*["']([^"']+\.js)["']\s*\)/g),
      // Vite's preload list for a dynamic import: ["chunks/a.js", "chunks/b.js"]
      ...code.matchAll(/["']((?:\.\.?\/|chunks\/)[\w./-]+\.js)["']/g),
    ];
    for (const m of specifiers) {
      const spec = m[1]!;
      const resolved = spec.startsWith('chunks/') ? path.join(OUT, spec) : path.resolve(path.dirname(file), spec);
      if (fs.existsSync(resolved)) visit(resolved);
    }
  };
  visit(entry);
  return [...seen];
}

function popupEntryScripts(): string[] {
  const html = fs.readFileSync(path.join(OUT, 'popup.html'), 'utf8');
  return [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => path.join(OUT, m[1]!));
}

describe('popup bundle size', () => {
  it('finds the built popup (run `npm run build:e2e` first)', () => {
    expect(fs.existsSync(path.join(OUT, 'popup.html')), `no build at ${OUT}`).toBe(true);
    expect(popupEntryScripts().length).toBeGreaterThan(0);
  });

  it('loads at most 100 KB of JavaScript, gzipped, when it opens', () => {
    const files = [...new Set(popupEntryScripts().flatMap(loadedAtOpen))];
    const gzipped = files.reduce((sum, f) => sum + zlib.gzipSync(fs.readFileSync(f), { level: 9 }).length, 0);
    const report = files.map((f) => path.relative(OUT, f)).join(', ');
    console.log(`popup initial JS: ${(gzipped / 1024).toFixed(1)} KB gzipped (${report})`);
    // The early request script, React and the App come along at open, so they count.
    expect(files.some((f) => path.basename(f) === 'popup-early.js')).toBe(true);
    expect(files.some((f) => fs.readFileSync(f, 'utf8').includes('createRoot'))).toBe(true);
    expect(gzipped).toBeLessThanOrEqual(BUDGET);
  });
});
