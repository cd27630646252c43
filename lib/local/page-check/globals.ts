// The page's own globals and the framework internals on its root containers: parts of the injected page check (parts.ts). Each is serialised alone
// into the injected file, so it refers to nothing outside itself but its arguments (the check's state
// and helpers: context.ts) and the page's globals.
import type { PageCheck } from './context';

// Globals: the window's own names, listed once; only the rules whose first segment is one of them are read.
export function checkGlobals(ctx: PageCheck): void {
  const { index, at, hit, ruleAt, readPath, readVersion, ordered } = ctx;
  if (!ctx.rulesOk) return;
  const names = Object.getOwnPropertyNames(window);
  const candidates: [number, number, string][] = [];
  for (let i = 0; i < names.length; i++) {
    const list = at(index.g, names[i]!);
    if (list) for (let c = 0; c < list.length; c++) candidates.push([list[c]![0], list[c]![1], '']);
  }
  // `name*` is a prefix (webpackChunk_app): the first own name that starts with it.
  for (let c = 0; c < index.gp.length; c++) {
    const [r, s, prefix] = index.gp[c]!;
    const name = names.find((k) => k.startsWith(prefix));
    if (name) candidates.push([r, s, name]);
  }
  const matched = new Set<number>();
  const list = ordered(candidates);
  for (let c = 0; c < list.length; c++) {
    const [r, s, name] = list[c]!;
    if (matched.has(r)) continue;
    try {
      const rule = ruleAt(r);
      const spec = rule.g[s]!;
      const colon = spec.indexOf(':');
      const type = colon < 0 ? '' : spec.slice(colon + 1);
      // `:getter`: the last segment is an own accessor (its getter is not called).
      const found = readPath(name || (colon < 0 ? spec : spec.slice(0, colon)), window, type === 'getter');
      if (!found.found) continue;
      if (type && type !== 'getter' && typeof found.value !== type) continue;
      let version: string | null = null;
      for (let v = 0; v < rule.v.length && !version; v++) version = readVersion(rule.v[v]!);
      hit(r, 'global', s, '', version);
      matched.add(r);
    } catch {
      ctx.failedTests++;
    }
  }
}

// Framework internals: the property names (and attribute names, as `@name`) frameworks leave on the
// page's root containers, read as names only (Object.getOwnPropertyNames runs no getter); a version
// only as own data properties under an exact name.
export function checkNodes(ctx: PageCheck): void {
  const { index, at, hit, ruleAt, readVersion, ordered } = ctx;
  if (!ctx.rulesOk || (index.nkp.length === 0 && Object.keys(index.nk).length === 0)) return;
  // The document itself first (Solid keeps its delegated events there: document._$DX_DELEGATE).
  const elements: (Element | Document)[] = [document, document.documentElement];
  let level: Element[] = document.body ? [document.body] : [];
  for (let depth = 0; depth <= 3 && level.length > 0 && elements.length < 300; depth++) {
    const next: Element[] = [];
    for (let i = 0; i < level.length && elements.length < 300; i++) {
      elements.push(level[i]!);
      const children = level[i]!.children;
      for (let c = 0; c < children.length && next.length < 300; c++) next.push(children[c]!);
    }
    level = next;
  }
  const candidates: [number, number, number, string][] = [];
  const look = (e: number, name: string) => {
    const list = at(index.nk, name);
    for (let c = 0; list && c < list.length; c++) candidates.push([list[c]![0], list[c]![1], e, name]);
    for (let c = 0; c < index.nkp.length; c++) if (name.startsWith(index.nkp[c]![2])) candidates.push([index.nkp[c]![0], index.nkp[c]![1], e, name]);
  };
  for (let e = 0; e < elements.length; e++) {
    const el = elements[e]!;
    const names = Object.getOwnPropertyNames(el);
    for (let i = 0; i < names.length; i++) look(e, names[i]!);
    const attributes = el !== document && (el as Element).hasAttributes() ? (el as Element).getAttributeNames() : [];
    for (let i = 0; i < attributes.length; i++) look(e, `@${attributes[i]!}`);
  }
  const matched = new Set<number>();
  const list = ordered(candidates);
  for (let c = 0; c < list.length; c++) {
    const [r, s, e, name] = list[c]!;
    if (matched.has(r)) continue;
    const path = ruleAt(r).nv;
    const dot = path.indexOf('.');
    const version = dot > 0 && path.slice(0, dot) === name ? readVersion(path, elements[e]) : null;
    hit(r, 'node', s, '', version);
    matched.add(r);
  }
}
