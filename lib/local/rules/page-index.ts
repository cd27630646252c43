// The page's index of the rule set (PageIndex in types.ts): each signal filed under the literal it
// needs on the page, so the page check costs what the page has, not what the rule set knows. Built
// with the compiled rules, once (the injected file carries it; the isolated-world fallback builds it in
// the worker). Relative imports only (wxt.config.ts imports it through detector-wrapper.ts).
import { requiredLiteral } from './required-literal';
import type { CompiledRule, PageIndex, PageRule, PageRuleData, SignalRef, SignalText } from './types';

/** The fields of a compiled rule the page check reads (inspect-page.ts). */
const PAGE_FIELDS = ['uv', 'uva', 'g', 'v', 'm', 'gen', 'd', 'dt', 'dv', 'nv'] as const satisfies readonly (keyof PageRule)[];

/**
 * A compiled rule as the injected file carries it: the fields the check reads, only those not empty,
 * or 0 when none is (half the rules: a script host, a cookie, an inline literal, all in the index).
 * The page completes it with the empty ones when it reads it (inspect-page.ts's ruleAt).
 */
export function pageRule(rule: CompiledRule): PageRuleData {
  const data: Partial<Record<keyof PageRule, unknown>> = {};
  for (const field of PAGE_FIELDS) if (rule[field].length > 0) data[field] = rule[field];
  return Object.keys(data).length > 0 ? (data as Partial<PageRule>) : 0;
}

/** Which token of a selector the page looks up first: the rarest kind it names. */
const TOKEN_ORDER = ['#', '.', '@'];

function keyToken(tokens: readonly string[]): string | null {
  for (const mark of TOKEN_ORDER) {
    const found = tokens.find((t) => t.startsWith(mark));
    if (found) return found;
  }
  return tokens[0] ?? null;
}

export function indexRules(rules: readonly CompiledRule[]): PageIndex {
  // Maps, then own properties (Object.fromEntries): a key such as `__proto__` stays a key.
  const maps = { g: new Map<string, SignalRef[]>(), k: new Map(), m: new Map(), uh: new Map(), us: new Map(), d: new Map(), nk: new Map() } as Record<
    'g' | 'k' | 'm' | 'uh' | 'us' | 'd' | 'nk',
    Map<string, (SignalRef | SignalText)[]>
  >;
  const file = (map: keyof typeof maps, key: string, entry: SignalRef | SignalText) => {
    const list = maps[map].get(key);
    if (list) list.push(entry);
    else maps[map].set(key, [entry]);
  };
  const index: Omit<PageIndex, keyof typeof maps | 'ire' | 'il' | 'h' | 'cv'> = { gp: [], kp: [], gen: [], up: [], ux: [], upg: [], nkp: [] };
  const literals = new Map<string, SignalRef[]>();
  const headers = new Map<string, SignalText[]>();
  const cssVars = new Map<string, SignalText[]>();
  const push = <T>(map: Map<string, T[]>, key: string, entry: T) => {
    const list = map.get(key);
    if (list) list.push(entry);
    else map.set(key, [entry]);
  };
  rules.forEach((rule, r) => {
    rule.g.forEach((spec, s) => {
      const colon = spec.indexOf(':');
      const path = colon < 0 ? spec : spec.slice(0, colon);
      if (path.endsWith('*')) index.gp.push([r, s, path.slice(0, -1)]);
      else file('g', path.split('.')[0]!, [r, s]);
    });
    rule.k.forEach((spec, s) => {
      if (spec.endsWith('*')) index.kp.push([r, s, spec.slice(0, -1)]);
      else file('k', spec, [r, s]);
    });
    rule.m.forEach((spec, s) => {
      const eq = spec.indexOf('=');
      file('m', (eq < 0 ? spec : spec.slice(0, eq)).toLowerCase(), [r, s]);
    });
    if (rule.gen) index.gen.push(r);
    rule.u.forEach((spec, s) => {
      if (spec.startsWith('=')) index.upg.push([r, s, spec.slice(1)]);
      else if (spec.startsWith('~')) index.ux.push([r, s, spec.slice(1), requiredLiteral(spec.slice(1))]);
      else if (spec.startsWith('/')) {
        const end = spec.indexOf('/', 1);
        if (end < 0) index.up.push([r, s, spec]);
        else file('us', spec.slice(1, end), [r, s, spec]);
      } else {
        const slash = spec.indexOf('/');
        file('uh', slash < 0 ? spec : spec.slice(0, slash), [r, s, slash < 0 ? '' : spec.slice(slash)]);
      }
    });
    rule.nk.forEach((spec, s) => {
      if (spec.endsWith('*')) index.nkp.push([r, s, spec.slice(0, -1)]);
      else file('nk', spec, [r, s]);
    });
    rule.i.forEach((literal, s) => push(literals, literal, [r, s] as SignalRef));
    rule.h.forEach((spec, s) => {
      const eq = spec.indexOf('=');
      push(headers, eq < 0 ? spec : spec.slice(0, eq), [r, s, eq < 0 ? '' : spec.slice(eq + 1)] as SignalText);
    });
    rule.cv.forEach((prefix, s) => push(cssVars, prefix.slice(0, 5), [r, s, prefix] as SignalText));
    rule.d.forEach((_, s) => {
      const key = keyToken(rule.dt[s]!);
      // A selector naming nothing the page can look up (`*`) is filed under the empty key: always run.
      file('d', key ?? '', [r, s]);
    });
  });
  const own = (map: keyof typeof maps) => Object.fromEntries(maps[map]) as Record<string, never>;
  return {
    ...index,
    g: own('g'),
    k: own('k'),
    m: own('m'),
    uh: own('uh'),
    us: own('us'),
    d: own('d'),
    nk: own('nk'),
    ...inlineIndex(literals),
    h: Object.fromEntries(headers),
    cv: Object.fromEntries(cssVars),
  };
}

/** A literal as a regex matching exactly it. */
const escapeRegex = (text: string) => text.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&');

/**
 * The inline-script literals as one alternation, longest first, and each literal's signals with those
 * of every literal that is its prefix: at one position the alternation reports only the longest literal
 * there, and every literal it starts with occurs there too (one starting later is found from the next
 * position: the page searches on from the character after each match).
 */
function inlineIndex(literals: Map<string, SignalRef[]>): Pick<PageIndex, 'ire' | 'il'> {
  const keys = [...literals.keys()].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
  const il = keys.map((key): [string, SignalRef[]] => {
    const refs: SignalRef[] = [];
    for (const other of keys) if (key.startsWith(other)) refs.push(...literals.get(other)!);
    return [key, refs.sort((a, b) => a[0] - b[0] || a[1] - b[1])];
  });
  return { ire: keys.map(escapeRegex).join('|'), il: Object.fromEntries(il) };
}
