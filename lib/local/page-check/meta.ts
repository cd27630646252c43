// Meta tags, cookie names and the main document's headers: parts of the injected page check (parts.ts). Each is serialised alone
// into the injected file, so it refers to nothing outside itself but its arguments (the check's state
// and helpers: context.ts) and the page's globals.
import type { PageCheck } from './context';

// Meta tags and the generator tag.
export function checkMeta(ctx: PageCheck): void {
  const { index, generators, at, hit, ruleAt, pattern } = ctx;
  const metas = document.getElementsByTagName('meta');
  for (let i = 0; i < metas.length && i < 500; i++) {
    const meta = metas[i]!;
    const name = (meta.getAttribute('name') ?? meta.getAttribute('property') ?? meta.getAttribute('http-equiv') ?? '').toLowerCase();
    if (!name) continue;
    // `value` where a page wrote it for `content` (`<meta name="twitter:card" value="summary">`, seen in the wild).
    const content = (meta.getAttribute('content') ?? meta.getAttribute('value') ?? '').slice(0, 200);
    if (name === 'generator') {
      if (content && generators.length < 10) generators.push(content);
      for (let g = 0; ctx.rulesOk && g < index.gen.length; g++) {
        const r = index.gen[g]!;
        if (pattern(`gen ${r}`, ruleAt(r).gen).test(content)) hit(r, 'generator', 0, '', null);
      }
    }
    const list = ctx.rulesOk ? at(index.m, name) : undefined;
    for (let c = 0; list && c < list.length; c++) {
      const [r, s] = list[c]!;
      const spec = ruleAt(r).m[s]!;
      const eq = spec.indexOf('=');
      // A tag left empty (`<meta name="msvalidate.01" content="">`, a theme's placeholder) proves nothing.
      if (!content.trim()) continue;
      if (eq < 0 || pattern(`m ${r} ${s}`, spec.slice(eq + 1)).test(content)) hit(r, 'meta', s, '', null);
    }
  }
}

// Cookie names (never their values), looked up by name; prefixes apart.
export function checkCookies(ctx: PageCheck): void {
  const { index, at, hit } = ctx;
  if (!ctx.rulesOk) return;
  const jar = typeof document.cookie === 'string' ? document.cookie : '';
  const parts = jar ? jar.split(';') : [];
  for (let i = 0; i < parts.length && i < 300; i++) {
    const eq = parts[i]!.indexOf('=');
    const name = (eq < 0 ? parts[i]! : parts[i]!.slice(0, eq)).trim();
    const list = at(index.k, name);
    for (let c = 0; list && c < list.length; c++) hit(list[c]![0], 'cookie', list[c]![1], '', null);
    for (let c = 0; c < index.kp.length; c++) if (name.startsWith(index.kp[c]![2])) hit(index.kp[c]![0], 'cookie', index.kp[c]![1], '', null);
  }
}

// The main document's response headers (read from the browser's cache before the check: `doc`), by
// name; a `name=regex` rule tries its pattern on the value's first 200 characters.
export function checkHeaders(ctx: PageCheck): void {
  const { index, doc, at, hit, cleanVersion, pattern } = ctx;
  if (!ctx.rulesOk || !doc || !Array.isArray(doc.headers)) return;
  const list = doc.headers;
  for (let i = 0; i < list.length && i < 300; i++) {
    const header = list[i];
    if (!Array.isArray(header) || typeof header[0] !== 'string' || typeof header[1] !== 'string') continue;
    const signals = at(index.h, header[0].toLowerCase());
    const value = header[1].slice(0, 200);
    for (let c = 0; signals && c < signals.length; c++) {
      const [r, s, source] = signals[c]!;
      const m = source ? pattern(`h ${r} ${s}`, source).exec(value) : null;
      if (!source || m) hit(r, 'header', s, '', m && typeof m[1] === 'string' ? cleanVersion(m[1]) : null);
    }
  }
}
