// What store reviewers reject, searched for in every file of both builds `npm run build:e2e` makes
// (Chrome and Firefox): no eval or code from strings, no raw HTML assignment, no remote code. The
// packages' own copies are rewritten out at build time (lib/build-store-safe.ts).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rewriteForStores } from '@/lib/build-store-safe';

const BUILDS = ['.output/chrome-mv3', '.output/firefox-mv2'].map((dir) => path.resolve(dir));

const FORBIDDEN: [string, RegExp][] = [
  ['eval', /\beval\s*\(/],
  ['new Function', /\bnew\s+Function\b/],
  ['Function() called', /(?<![.\w$])Function\s*\(/],
  ['Function aliased', /[=,(:]\s*Function\s*[;,)]/],
  ['innerHTML/outerHTML assigned', /\.(inner|outer)HTML\s*=(?!=)/],
  ['insertAdjacentHTML', /insertAdjacentHTML/],
  ['document.write', /document\.write(ln)?\s*\(/],
  ['a timer given a string', /\bset(Timeout|Interval)\s*\(\s*["'`]/],
  ['a remote script', /<script[^>]*\ssrc=["']?(https?:)?\/\//i],
  ['remote code imported', /\b(import|importScripts)\s*\(\s*["'`](https?:)?\/\//],
];

function files(root: string): string[] {
  if (!fs.existsSync(path.join(root, 'manifest.json'))) throw new Error(`No build at ${root}: run \`npm run build:e2e\` first (\`npm test\` does it).`);
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(m?js|html)$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

describe('the built bundles', () => {
  it.each(BUILDS)('%s: no eval, no code from strings, no raw HTML assignment, no remote code', (root) => {
    const found: string[] = [];
    const all = files(root);
    expect(all.some((f) => f.endsWith('background.js'))).toBe(true);
    for (const file of all) {
      const code = fs.readFileSync(file, 'utf8');
      for (const [what, pattern] of FORBIDDEN) {
        const m = pattern.exec(code);
        if (m) found.push(`${path.relative(root, file)}: ${what}: …${code.slice(Math.max(0, m.index - 60), m.index + 60)}…`);
      }
    }
    expect(found).toEqual([]);
  });
});

describe('rewriteForStores', () => {
  it('replaces zod’s Function and adds the stand-in that throws; leaves other modules alone', () => {
    const out = rewriteForStores('/x/node_modules/zod/v4/core/doc.js?v=1', 'compile() { const F = Function; return new F("a"); }')!;
    expect(out).not.toMatch(/=\s*Function\b/);
    expect(out).toContain('const F = stacklensNoCodeFromStrings;');
    expect(out).toContain('function stacklensNoCodeFromStrings()');
    expect(rewriteForStores('/x/node_modules/other/index.js', 'const F = Function;')).toBeNull();
  });

  it('fails the build when a dependency no longer has the code it rewrites', () => {
    expect(() => rewriteForStores('/x/node_modules/decimal.js-light/decimal.js', 'self')).toThrow(
      /no longer in .*decimal\.js.*update lib\/build-store-safe\.ts/,
    );
  });
});
