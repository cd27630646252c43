// Build-time only (wxt.config.ts): how the popup's JavaScript is split into files. Left to itself the
// bundler splits what the popup loads at open into about 17 small files (one per set of pages sharing
// them); a browser fetches each extension file separately, and those requests held back popup-early.js
// (the first request to the worker) by some 20 ms. Grouped, the popup loads popup-early.js, its entry,
// React, the project code it imports at once and two small files. Nothing reached only by import() is grouped.
import fs from 'node:fs';
import path from 'node:path';

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolve(root: string, from: string, spec: string): string | null {
  const base = spec.startsWith('@/') ? path.join(root, spec.slice(2)) : spec.startsWith('.') ? path.resolve(path.dirname(from), spec) : null;
  if (!base) return null;
  if (/\.tsx?$/.test(base) && fs.existsSync(base)) return base;
  for (const ext of EXTENSIONS) if (fs.existsSync(base + ext)) return base + ext;
  return null;
}

/**
 * The project's own modules `entry` imports statically (value imports and re-exports, followed
 * recursively; `import type` and dynamic `import()` left out). Packages are not followed.
 */
export function staticSourceClosure(root: string, entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = fs.readFileSync(file, 'utf8');
    for (const m of code.matchAll(/^\s*(?:import|export)\s+(type\s+)?(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']/gm)) {
      if (m[1]) continue;
      const target = resolve(root, file, m[2]!);
      if (target) visit(target);
    }
  };
  visit(path.resolve(root, entry));
  return seen;
}

/** Rolldown's `output.codeSplitting` for the extension's pages (see the header). */
function codeSplitting(root: string) {
  // The popup's own files stay in its entry chunk; what it shares with other pages is grouped.
  const own = path.join(root, 'entrypoints') + path.sep;
  // main.tsx imports React's tree (render.tsx) with import() after a kept first frame is painted
  // (lib/first-paint/wait-for-paint.ts), on every open: what that tree imports is loaded at open too.
  // Its own files it needs before and after that import are grouped with the shared code. (The tree's own
  // files grouped in one more file broke the side panel, which shares them: a dialog's showModal ran on an
  // element not in the document, tests/e2e/sidepanel.spec.ts.)
  const entry = staticSourceClosure(root, 'entrypoints/popup/main.tsx');
  const tree = staticSourceClosure(root, 'entrypoints/popup/render.tsx');
  const popupShared = new Set([...entry, ...tree].filter((f) => !f.startsWith(own) || (entry.has(f) && tree.has(f))));
  return {
    groups: [
      // React, with the bundler's and Vite's small runtime helpers (virtual modules, `\0…`).
      { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|^\0/, priority: 2 },
      { name: 'popup-shared', test: (id: string) => popupShared.has(id.split('?')[0]!), priority: 1 },
    ],
  };
}

/** A plugin setting it on the pages' build (ES modules) only: the worker and scripts build as one file each. */
export function groupPopupChunks(root: string) {
  return {
    name: 'stacklens:group-popup-chunks',
    outputOptions<T extends { format?: string }>(options: T): T {
      return options.format === 'es' || options.format === 'esm' || options.format === undefined ? { ...options, codeSplitting: codeSplitting(root) } : options;
    },
  };
}
