// The rule set as the page receives it (compileRules), apart from the rules themselves, so the worker
// compiles the rules it read from the package (load.ts) without bundling them. Relative imports only
// (wxt.config.ts imports it through index.ts).
import type { CompiledRule, Rule } from './types';

/** The rules as the page receives them: plain JSON, every field present. */
export function compileRules(rules: readonly Rule[]): CompiledRule[] {
  return rules.map((r) => ({
    n: r.name,
    c: r.category,
    u: r.urls ?? [],
    uv: r.urlVersion ?? '',
    uva: r.urlVersionAfter ?? '',
    g: r.globals ?? [],
    v: r.version ?? [],
    m: r.meta ?? [],
    gen: r.generator ?? '',
    // A supporting marker keeps its `&` (the page runs the selector after it and does not count it
    // as the rule's match among its selectors); its tokens are the selector's.
    d: r.dom ?? [],
    dt: (r.dom ?? []).map((d) => selectorTokens(d.startsWith('&') ? d.slice(1) : d)),
    dv: r.domVersion ?? [],
    k: r.cookies ?? [],
    nk: r.nodeKeys ?? [],
    nv: r.nodeVersion ?? '',
    i: (r.inline ?? []).map((t) => t.toLowerCase()),
    h: (r.headers ?? []).map(headerSpec),
    cv: r.cssVars ?? [],
  }));
}

/** A `headers` entry with its name lowercased (`Server=^nginx` → `server=^nginx`). */
function headerSpec(spec: string): string {
  const eq = spec.indexOf('=');
  return eq < 0 ? spec.toLowerCase() : `${spec.slice(0, eq).toLowerCase()}${spec.slice(eq)}`;
}

/**
 * What an element must carry for a selector to match: its ids (`#x`), classes (`.x`), attribute names
 * (`@x`) and tag names. The page gathers these in one pass and runs a selector only when all are there,
 * instead of walking the DOM once per selector. Selectors are single (no list, no :not()), so every
 * token is needed.
 */
export function selectorTokens(selector: string): string[] {
  const bare = selector.replace(/"[^"]*"|'[^']*'/g, '""');
  const unescape = (t: string) => t.replace(/\\(.)/g, '$1');
  const tokens = new Set<string>();
  for (const m of bare.matchAll(/#((?:\\.|[\w-])+)/g)) tokens.add(`#${unescape(m[1]!)}`);
  for (const m of bare.matchAll(/\.((?:\\.|[\w-])+)/g)) tokens.add(`.${unescape(m[1]!)}`);
  for (const m of bare.matchAll(/\[\s*((?:\\.|[\w-])+)/g)) tokens.add(`@${unescape(m[1]!).toLowerCase()}`);
  for (const part of bare.replace(/\[[^\]]*\]/g, '[]').split(/[\s>+~]+/)) {
    const tag = /^((?:\\.|[a-zA-Z])(?:\\.|[\w-])*)/.exec(part)?.[1];
    if (tag) tokens.add(unescape(tag).toLowerCase());
  }
  return [...tokens];
}
