// Build-time only (wxt.config.ts): the packages' code a store reviewer (addons-linter) rejects, and that
// StackLens never runs, rewritten out of the bundles. Extension pages forbid eval by CSP anyway; without
// these rewrites the code would still ship, and Mozilla's linter warns on every copy.
// - zod builds parsers with `new Function` unless `jitless` (lib/zod-config.ts sets it before any schema):
//   its probe and its two compilers get a stand-in that throws, which zod already handles (jitless path).
// - decimal.js-light (recharts) finds the global object with `Function('return this')()`: globalThis.
// - react-dom assigns `dangerouslySetInnerHTML` to innerHTML: StackLens never passes raw HTML to React,
//   so the prop throws instead.
// A rewrite whose text is no longer in its file fails the build: a dependency update must be re-read.
import type { Plugin } from 'vite';

interface Rewrite {
  /** The module files it applies to (path ends, with forward slashes). */
  files: RegExp;
  find: string;
  replace: string;
  /** Appended to the module once when `find` was replaced (a hoisted function declaration). */
  append?: string;
}

const THROW_FOR_STRINGS = 'function stacklensNoCodeFromStrings() { throw new EvalError("StackLens builds no code from strings (zod runs jitless)"); }';
const THROW_FOR_RAW_HTML = 'function stacklensNoRawHtml() { throw new Error("StackLens renders no raw HTML (dangerouslySetInnerHTML)"); }';

export const STORE_SAFE_REWRITES: readonly Rewrite[] = [
  {
    files: /\/zod\/v4\/core\/(util|doc|compile)\.js$/,
    find: 'const F = Function;',
    replace: 'const F = stacklensNoCodeFromStrings;',
    append: THROW_FOR_STRINGS,
  },
  { files: /\/decimal\.js-light\/decimal\.js$/, find: "Function('return this')()", replace: 'globalThis' },
  {
    files: /\/react-dom\/cjs\/react-dom-client\.(production|development)\.js$/,
    find: '(domElement.innerHTML = key)',
    replace: 'stacklensNoRawHtml()',
    append: THROW_FOR_RAW_HTML,
  },
  // A <script> element rendered by React (parsed from HTML so it never runs): StackLens renders none.
  {
    files: /\/react-dom\/cjs\/react-dom-client\.(production|development)\.js$/,
    find: 'nextResource.innerHTML = "<script>\\x3c/script>";',
    replace: 'stacklensNoRawHtml();',
    append: THROW_FOR_RAW_HTML,
  },
];

/** Applies the rewrites that match `id` to `code`; null when none matches. Throws when a rewrite's text is missing. */
export function rewriteForStores(id: string, code: string): string | null {
  const file = id.split('?')[0]!.replace(/\\/g, '/');
  const rules = STORE_SAFE_REWRITES.filter((r) => r.files.test(file));
  if (!rules.length) return null;
  let out = code;
  const appended = new Set<string>();
  for (const rule of rules) {
    if (!out.includes(rule.find))
      throw new Error(`build-store-safe: "${rule.find}" is no longer in ${file}: read the dependency's new code and update lib/build-store-safe.ts.`);
    out = out.split(rule.find).join(rule.replace);
    if (rule.append) appended.add(rule.append);
  }
  return [out, ...appended].join('\n');
}

export function storeSafeDependencies(): Plugin {
  return {
    name: 'stacklens:store-safe-dependencies',
    enforce: 'pre',
    transform(code, id) {
      const out = rewriteForStores(id, code);
      return out === null ? null : { code: out, map: null };
    },
  };
}
