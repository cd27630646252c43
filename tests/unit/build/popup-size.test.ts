// The popup's initial JavaScript (everything popup.html loads before any lazy import) stays within
// 100 KB gzipped (issue 4). Reads the production build that `npm test` makes first.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';

const OUT = path.resolve(process.env.STACKLENS_EXTENSION_DIR ?? '.output/chrome-mv3');
const BUDGET = 100 * 1024;

/** Files reachable from an entry through static imports only (`import … from`, `import "…"`), not `import()`. */
function staticClosure(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = fs.readFileSync(file, 'utf8');
    for (const m of code.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g)) {
      visit(path.resolve(path.dirname(file), m[1]!));
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

  it('loads at most 100 KB of JavaScript, gzipped, before any lazy chunk', () => {
    const files = [...new Set(popupEntryScripts().flatMap(staticClosure))];
    const gzipped = files.reduce((sum, f) => sum + zlib.gzipSync(fs.readFileSync(f), { level: 9 }).length, 0);
    const report = files.map((f) => path.relative(OUT, f)).join(', ');
    console.log(`popup initial JS: ${(gzipped / 1024).toFixed(1)} KB gzipped (${report})`);
    // Recharts must stay behind React.lazy: no chart module in the initial graph.
    expect(files.some((f) => /Chart/.test(path.basename(f)))).toBe(false);
    expect(gzipped).toBeLessThanOrEqual(BUDGET);
  });
});
