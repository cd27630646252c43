// The page's index of the rule set (PageIndex in types.ts): each signal filed under the literal it
// needs on the page, so the page check costs what the page has, not what the rule set knows. Built
// with the compiled rules, once (the injected file carries it; the isolated-world fallback builds it in
// the worker). Relative imports only (wxt.config.ts imports it through detector-wrapper.ts).
import type { CompiledRule, PageIndex, SignalRef, SignalText } from './types';

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
  const index: Omit<PageIndex, keyof typeof maps> = { gp: [], kp: [], gen: [], up: [], ux: [], upg: [], nkp: [] };
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
      else if (spec.startsWith('~')) index.ux.push([r, s]);
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
    rule.d.forEach((_, s) => {
      const key = keyToken(rule.dt[s]!);
      // A selector naming nothing the page can look up (`*`) is filed under the empty key: always run.
      file('d', key ?? '', [r, s]);
    });
  });
  const own = (map: keyof typeof maps) => Object.fromEntries(maps[map]) as Record<string, never>;
  return { ...index, g: own('g'), k: own('k'), m: own('m'), uh: own('uh'), us: own('us'), d: own('d'), nk: own('nk') };
}
