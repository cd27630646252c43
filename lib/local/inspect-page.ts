// What runs inside the clicked page (main world), in the file the build injects (detector-wrapper.ts):
// StackLens's own rules (lib/local/rules) checked on what the page shows, returned as plain data in a
// JSON string. It must be self-contained (it is serialised into the page) and never throw: each rule is
// caught on its own. It looks up what the page has in the rule set's index (rules/page-index.ts) rather
// than running every rule. It runs in parts (PAGE_PHASES): a part starts only within the budget and
// then runs to its end (cut only past twice the budget), so a busy machine never shortens the list
// silently: the answer names the parts it did not check.
//
// The page is not trusted. It may have poisoned Object.prototype (a `version`, a `then`, a `toJSON`, a
// global's name), so the check reads only its own data: every rule field is present, globals are read
// as the page's own data properties (never through the prototype chain unless a rule asks for a
// `__proto__` segment, never by calling a getter: a static getter's version is read from its source),
// and the answer is serialised by hand (JSON.stringify would call a poisoned toJSON, and a returned
// object with a `then` would be awaited). No page code is awaited and no request is made.
import type { PageIndex, PageRule, PageRuleData, SignalRef } from './rules/types';

/** A rule's signal that matched: [rule index, kind, signal index, host (URL kinds), version]. */
export type RuleMatch = [number, MatchKind, number, string, string | null];

/** The parts of the page check, in the order they run (the cheapest and surest first). */
export const PAGE_PHASES = ['globals', 'nodes', 'meta', 'cookies', 'headers', 'addresses', 'inline', 'dom', 'css'] as const;
export type PagePhase = (typeof PAGE_PHASES)[number];

export const MATCH_KINDS = [
  'page',
  'script',
  'stylesheet',
  'resource',
  'link',
  'iframe',
  'global',
  'node',
  'meta',
  'generator',
  'dom',
  'cookie',
  'inline',
  'header',
  'css',
] as const;
export type MatchKind = (typeof MATCH_KINDS)[number];

/**
 * Whether the main document's response headers could be read from the browser's HTTP cache (without a
 * request: lib/local/page-headers.ts): `unavailable` when they were not asked for or the reading failed.
 */
export const DOCUMENT_STATES = ['cached', 'not-cached', 'no-store', 'unavailable'] as const;
export type DocumentState = (typeof DOCUMENT_STATES)[number];

/** The main document's headers as the page read them (name, value), pseudo-headers included. */
export interface DocumentHeaders {
  state: DocumentState;
  headers: [string, string][];
}

export interface PageFindings {
  /** The rules' signals that matched. */
  matches: RuleMatch[];
  /** Contents of every `<meta name="generator">`. */
  generators: string[];
  /** Rules that threw (the page defined something oddly; the rest still counts). */
  failedTests: number;
  /** Parts of the check not done in time (skipped once the budget was spent, or cut past twice it). */
  unchecked: PagePhase[];
  /** Whether the document's headers were read (DocumentState). */
  document: DocumentState;
}

/**
 * Time the page's checks may take (detection never visibly slows the page), checked between steps.
 * Fixed into the injected file at build time (wxt.config.ts).
 */
export const PAGE_BUDGET_MS = 200;

/**
 * The page check, packaged by the build (wxt.config.ts): the worker injects it into the clicked tab's
 * main world, or, in a browser that refuses main-world injection, into the isolated world (where the
 * page's globals are not visible), and bundles none of the check itself.
 */
export const PAGE_CHECK_FILE = '/local/page-check.js';

/** Limits on what the page reports (the worker's schema refuses more). */
export const PAGE_LIMITS = { matches: 2000, generators: 10, urls: 5000, elements: 500 } as const;

/**
 * How much inline script text the `inline` part reads: the first 50,000 characters of each executable
 * inline script, at most 300 scripts and 1,000,000 characters in all. Fixed into the page function as
 * literals (it is serialised alone).
 */
export const INLINE_LIMITS = { scriptChars: 50_000, scripts: 300, chars: 1_000_000 } as const;

/**
 * The longest part of an address (or of any other page string) a rule's pattern sees: the first 2,000
 * characters. Real script and stylesheet addresses are far shorter (the sitemaps protocol, search
 * engines and many CDNs stop at about 2,000), and everything a rule reads (the host, a path prefix, a
 * `?ver=`) comes early; a page can make an address as long as it likes, and the work per address must
 * not grow with it. Fixed into the page function as a literal (it is serialised alone).
 */
export const PATTERN_INPUT_CHARS = 2000;

/**
 * Runs in the page, as part of the injected file (detector-wrapper.ts), with the compiled rules, their
 * index and the main document's headers (`doc`: null when they were not read). Returns the findings as
 * a JSON string (see the file comment for why not an object).
 */
export async function inspectPage(budgetMs: number, rules: readonly PageRuleData[], index: PageIndex, doc: DocumentHeaders | null = null): Promise<string> {
  // Saved before anything else runs: a static getter's source is read with it, never by calling the getter.
  const fnToString = Function.prototype.toString;
  const started = performance.now();
  const over = () => performance.now() - started > budgetMs;
  // A part started within the budget runs to its end, so the same page gives the same answer however
  // busy the machine; only past twice the budget (a page or a machine far outside the usual) is it cut.
  // Either way the answer names the parts not done, never a silently shorter list.
  const hardMs = budgetMs * 2;
  const unchecked: PagePhase[] = [];
  const CUT = new Error('cut');
  const cut = () => {
    if (performance.now() - started > hardMs) throw CUT;
  };
  const hasOwn = Object.prototype.hasOwnProperty;
  const own = (o: unknown, k: string) => o !== null && (typeof o === 'object' || typeof o === 'function') && hasOwn.call(o, k);
  const matches: RuleMatch[] = [];
  const generators: string[] = [];
  let failedTests = 0;
  // One match per rule, kind and signal. Its version is the one most of the signal's addresses carry (a
  // plugin's bundled libraries carry their own `?ver=`: Elementor Pro's social-share.min.js?ver=0.2.17
  // beside its frontend files' 2.7.3), the first one on a tie.
  const seen = new Map<string, RuleMatch>();
  const votes = new Map<string, Map<string, number>>();
  const hit = (rule: number, kind: MatchKind, signal: number, host: string, version: string | null | (() => string | null)) => {
    const key = `${rule}:${kind}:${signal}`;
    const v = typeof version === 'function' ? version() : version;
    let tally: Map<string, number> | undefined;
    if (v) {
      tally = votes.get(key);
      if (!tally) votes.set(key, (tally = new Map()));
      tally.set(v, (tally.get(v) ?? 0) + 1);
    }
    const found = seen.get(key);
    if (found) {
      if (v && tally && (!found[4] || tally.get(v)! > (tally.get(found[4]) ?? 0))) found[4] = v;
      return;
    }
    if (matches.length >= 2000) return;
    const match: RuleMatch = [rule, kind, signal, host, v];
    seen.set(key, match);
    matches.push(match);
  };
  const cleanVersion = (v: unknown): string | null => {
    if (typeof v === 'number' && isFinite(v)) return String(v);
    if (typeof v !== 'string') return null;
    const m = /^v?(\d[\w.+-]{0,39})/.exec(v.slice(0, 2000).trim());
    return m ? m[1]! : null;
  };
  const objectProto = Object.prototype;
  const functionProto = Function.prototype;
  const none = { found: false, value: undefined };
  /**
   * A global path's value, read as own data properties only (no getter runs). A `__proto__` segment
   * reads the value's prototype (never Object.prototype or Function.prototype, which every object
   * shares). With `accessor`, the last segment must be an own accessor: its getter is the value (not called).
   */
  const readPath = (path: string, from: unknown = window, accessor = false): { found: boolean; value: unknown } => {
    const parts = path.split('.');
    let value: unknown = from;
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i]!;
      if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return none;
      if (part === '__proto__') {
        value = Object.getPrototypeOf(value);
        if (value === null || value === objectProto || value === functionProto) return none;
        continue;
      }
      if (!hasOwn.call(value, part)) return none;
      const desc = Object.getOwnPropertyDescriptor(value, part);
      if (!desc) return none;
      if (accessor && i === parts.length - 1) return hasOwn.call(desc, 'get') && typeof desc.get === 'function' ? { found: true, value: desc.get } : none;
      if (!hasOwn.call(desc, 'value')) return none;
      value = desc.value;
      if (value === undefined || value === null || value === false) return none;
    }
    return { found: true, value };
  };
  /**
   * A version path's version: its own data value, or for `get:path` the first version-shaped string
   * literal in the source of the own getter at `path` (read with the native toString saved at the start).
   */
  const readVersion = (spec: string, from: unknown = window): string | null => {
    if (!spec.startsWith('get:')) return cleanVersion(readPath(spec, from).value);
    const getter = readPath(spec.slice(4), from, true);
    if (!getter.found) return null;
    const source = String(fnToString.call(getter.value as () => unknown)).slice(0, 2000);
    const m = /["'`]v?(\d{1,4}\.\d{1,4}(?:\.\d{1,6})?(?:[-+][\w.]{1,20})?)["'`]/.exec(source);
    return m ? m[1]! : null;
  };
  /** Runs one part of the check unless the budget is spent; a part that throws is counted, the rest goes on. */
  const phase = (name: PagePhase, run: () => void) => {
    if (over()) {
      unchecked.push(name);
      return;
    }
    try {
      run();
    } catch (error) {
      if (error === CUT) unchecked.push(name);
      else failedTests++;
    }
  };
  const rulesOk = Array.isArray(rules) && index !== null && typeof index === 'object';
  // The file carries each rule's non-empty fields only (0 for a rule the page reads nothing of:
  // pageRule): a rule is completed with the empty ones when first read, as an object of its own data
  // properties (never one whose missing field the page's Object.prototype could answer).
  const filled = new Map<number, PageRule>();
  const ruleAt = (r: number): PageRule => {
    let rule = filled.get(r);
    if (!rule) {
      const data = rules[r];
      const full: Record<string, unknown> = { uv: '', uva: '', g: [], v: [], m: [], gen: '', d: [], dt: [], dv: [], nv: '' };
      if (data && typeof data === 'object') for (const field in full) if (hasOwn.call(data, field)) full[field] = (data as Record<string, unknown>)[field];
      rule = full as unknown as PageRule;
      filled.set(r, rule);
    }
    return rule;
  };
  /** An index entry, read as the index's own property (never one the page put on Object.prototype). */
  const at = <T>(table: Record<string, T[]>, key: string): T[] | undefined => (hasOwn.call(table, key) ? table[key] : undefined);
  /** Signals in rule order, then signal order: the first signal of a rule that holds is its match. */
  const ordered = <T extends unknown[]>(list: T[]) => list.sort((a, b) => (a[0] as number) - (b[0] as number) || (a[1] as number) - (b[1] as number));
  /** Compiled patterns, once per signal. */
  const patterns = new Map<string, RegExp>();
  const pattern = (key: string, source: string) => {
    let re = patterns.get(key);
    if (!re) patterns.set(key, (re = new RegExp(source, 'i')));
    return re;
  };

  /** An absolute or protocol-relative address's scheme and host (`https://example.com`), or '' for a path. */
  const originOf = (url: string) => /^(?:[a-z][a-z0-9+.-]*:)?\/\/[^/?#]+/i.exec(url)?.[0] ?? '';

  // WordPress.com's http-concat names the files it joins compressed (`/_static/??-eJz…`: zlib, then
  // base64): decompressed here, before the parts, as the browser's DecompressionStream is asynchronous.
  // Read by the addresses part as addresses of their own; a list that does not decode is skipped.
  const joined: [MatchKind, string][] = [];
  if (rulesOk && typeof DecompressionStream === 'function') {
    const tags = document.querySelectorAll('script[src*="??-"], link[href*="??-"]');
    for (let i = 0; i < tags.length && i < 20 && !over(); i++) {
      try {
        const el = tags[i]!;
        const isScript = el.localName === 'script';
        const url = String(el.getAttribute(isScript ? 'src' : 'href')).slice(0, 4000);
        const mark = url.indexOf('??-');
        const encoded = url
          .slice(mark + 3)
          .split('?')[0]!
          .replace(/-/g, '+')
          .replace(/_/g, '/');
        const bytes = Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0));
        const text = await new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate'))).text();
        const origin = originOf(url);
        const kind: MatchKind = isScript ? 'script' : /\bstylesheet\b/i.test(el.getAttribute('rel') ?? '') ? 'stylesheet' : 'link';
        const names = text.slice(0, 20_000).split('?')[0]!.split(',');
        for (let n = 0; n < names.length && n < 100; n++) if (names[n]!.charCodeAt(0) === 47) joined.push([kind, origin + names[n]!]);
      } catch {
        // Not a compressed list after all: nothing to read.
      }
    }
  }

  // Globals: the window's own names, listed once; only the rules whose first segment is one of them are read.
  phase('globals', () => {
    if (!rulesOk) return;
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
        failedTests++;
      }
    }
  });

  // Framework internals: the property names (and attribute names, as `@name`) frameworks leave on the
  // page's root containers, read as names only (Object.getOwnPropertyNames runs no getter); a version
  // only as own data properties under an exact name.
  phase('nodes', () => {
    if (!rulesOk || (index.nkp.length === 0 && Object.keys(index.nk).length === 0)) return;
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
  });

  // Meta tags and the generator tag.
  phase('meta', () => {
    const metas = document.getElementsByTagName('meta');
    for (let i = 0; i < metas.length && i < 500; i++) {
      const meta = metas[i]!;
      const name = (meta.getAttribute('name') ?? meta.getAttribute('property') ?? meta.getAttribute('http-equiv') ?? '').toLowerCase();
      if (!name) continue;
      // `value` where a page wrote it for `content` (`<meta name="twitter:card" value="summary">`, seen in the wild).
      const content = (meta.getAttribute('content') ?? meta.getAttribute('value') ?? '').slice(0, 200);
      if (name === 'generator') {
        if (content && generators.length < 10) generators.push(content);
        for (let g = 0; rulesOk && g < index.gen.length; g++) {
          const r = index.gen[g]!;
          if (pattern(`gen ${r}`, ruleAt(r).gen).test(content)) hit(r, 'generator', 0, '', null);
        }
      }
      const list = rulesOk ? at(index.m, name) : undefined;
      for (let c = 0; list && c < list.length; c++) {
        const [r, s] = list[c]!;
        const spec = ruleAt(r).m[s]!;
        const eq = spec.indexOf('=');
        // A tag left empty (`<meta name="msvalidate.01" content="">`, a theme's placeholder) proves nothing.
        if (!content.trim()) continue;
        if (eq < 0 || pattern(`m ${r} ${s}`, spec.slice(eq + 1)).test(content)) hit(r, 'meta', s, '', null);
      }
    }
  });

  // Cookie names (never their values), looked up by name; prefixes apart.
  phase('cookies', () => {
    if (!rulesOk) return;
    const jar = typeof document.cookie === 'string' ? document.cookie : '';
    const parts = jar ? jar.split(';') : [];
    for (let i = 0; i < parts.length && i < 300; i++) {
      const eq = parts[i]!.indexOf('=');
      const name = (eq < 0 ? parts[i]! : parts[i]!.slice(0, eq)).trim();
      const list = at(index.k, name);
      for (let c = 0; list && c < list.length; c++) hit(list[c]![0], 'cookie', list[c]![1], '', null);
      for (let c = 0; c < index.kp.length; c++) if (name.startsWith(index.kp[c]![2])) hit(index.kp[c]![0], 'cookie', index.kp[c]![1], '', null);
    }
  });

  // The main document's response headers (read from the browser's cache before the check: `doc`), by
  // name; a `name=regex` rule tries its pattern on the value's first 200 characters.
  phase('headers', () => {
    if (!rulesOk || !doc || !Array.isArray(doc.headers)) return;
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
  });

  // Addresses: scripts, stylesheets and other links, iframes, and every resource the page loaded. A
  // resource hint (dns-prefetch, preconnect, prefetch) is not a load: its address is left out, and so
  // is a Resource Timing entry for the same address (a prefetch the hint itself made).
  phase('addresses', () => {
    if (!rulesOk) return;
    // [kind, address, other sites' files prove nothing]: a path pattern ("/wp-content/") names the
    // site only from its own scripts and styles, or from a frame, image or request on its own site;
    // another site's image shown here (an uploads/ hotlink) or embedded page says nothing about it.
    type Url = [MatchKind, string, boolean];
    const urls: Url[] = [];
    const scripts = document.getElementsByTagName('script');
    for (let i = 0; i < scripts.length && urls.length < 5000; i++) {
      const el = scripts[i]!;
      const src = el.getAttribute('src');
      if (src) urls.push(['script', src, false]);
      // A consent manager holds a script back under another attribute until the visitor agrees
      // (`data-src`, `data-advert-src`, `data-cookieblock-src`, `data-src-cmplz`): the site runs it once they do.
      const attributes = el.attributes;
      for (let a = 0; a < attributes.length && a < 40; a++) {
        const attribute = attributes[a]!;
        if (attribute.name !== 'src' && /(?:^|-)src(?:-|$)/.test(attribute.name) && attribute.value) urls.push(['script', attribute.value, false]);
      }
    }
    // The files a concat address joins are another site's when that address is (WordPress.com's shared
    // s0.wp.com bundles): their paths name this site only from its own host.
    for (let i = 0; i < joined.length && urls.length < 5000; i++) urls.push([joined[i]![0], joined[i]![1], true]);
    const links = document.getElementsByTagName('link');
    const hints = new Set<string>();
    for (let i = 0; i < links.length && urls.length < 5000; i++) {
      const link = links[i]!;
      const href = link.getAttribute('href');
      if (!href) continue;
      const rel = (link.getAttribute('rel') ?? '')
        .slice(0, 2000)
        .toLowerCase()
        .split(/[\t\n\f\r ]+/);
      if (rel.indexOf('dns-prefetch') >= 0 || rel.indexOf('preconnect') >= 0 || rel.indexOf('prefetch') >= 0) {
        hints.add(String((link as HTMLLinkElement).href));
        continue;
      }
      urls.push([rel.indexOf('stylesheet') >= 0 ? 'stylesheet' : 'link', href, false]);
    }
    const frames = document.getElementsByTagName('iframe');
    for (let i = 0; i < frames.length && urls.length < 5000; i++) {
      const src = frames[i]!.getAttribute('src');
      if (src) urls.push(['iframe', src, true]);
      // A lazy embed (`<iframe class="lazyload" data-src="https://www.youtube.com/embed/…">`) loads once scrolled to.
      const lazy = src ? null : frames[i]!.getAttribute('data-src');
      if (lazy) urls.push(['iframe', lazy, true]);
    }
    // A vendor snippet's `<noscript>` part (Google Tag Manager's ns.html frame, a tracking pixel) is text
    // while scripts run: the addresses it names are read from that text, as the frame or image it holds.
    const noscripts = document.getElementsByTagName('noscript');
    const tagOf = /<(iframe|img|script|link)\b/gi;
    const addressIn = /\s(?:src|href)\s*=\s*["']([^"'\s>]+)["']/i;
    for (let i = 0; i < noscripts.length && i < 100 && urls.length < 5000; i++) {
      const text = String(noscripts[i]!.textContent).slice(0, 20_000);
      tagOf.lastIndex = 0;
      for (let m = tagOf.exec(text), n = 0; m && n < 20 && urls.length < 5000; m = tagOf.exec(text), n++) {
        const end = text.indexOf('>', m.index);
        const found = addressIn.exec(text.slice(m.index, end < 0 ? m.index + 2000 : Math.min(end, m.index + 2000)));
        if (!found) continue;
        const tag = m[1]!.toLowerCase();
        const address = found[1]!.replace(/&amp;/g, '&');
        urls.push([tag === 'iframe' ? 'iframe' : tag === 'script' ? 'script' : tag === 'link' ? 'link' : 'resource', address, tag !== 'script']);
      }
    }
    const entries = typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('resource') : [];
    for (let i = 0; i < entries.length && urls.length < 5000; i++) {
      const entry = entries[i] as PerformanceResourceTiming;
      const name = entry.name;
      const initiator = entry.initiatorType;
      if (typeof name === 'string' && !hints.has(name)) urls.push(['resource', name, initiator !== 'script' && initiator !== 'link']);
    }

    // Each rule's version pattern, compiled once.
    const versionPatterns = new Map<number, RegExp | null>();
    const here = location.hostname.toLowerCase();
    // `=host`: the page itself is served from there (a hosting platform's own domain). Another site's
    // file from such a host proves nothing about this one.
    for (let c = 0; c < index.upg.length; c++) {
      const [r, s, host] = index.upg[c]!;
      if (here === host || here.endsWith(`.${host}`)) hit(r, 'page', s, here, null);
    }
    // The page's site: its host's last two labels, three under a country's generic second level (co.uk).
    const labels = here.split('.');
    const tail =
      labels.length > 2 && labels[labels.length - 1]!.length === 2 && /^(co|com|org|net|ac|gov|edu|ne|or|go)$/.test(labels[labels.length - 2]!) ? 3 : 2;
    const site = labels.slice(-tail).join('.');
    const candidates = new Map<string, [number, number, string][]>();
    const done = new Set<string>();
    const re = /^(?:[a-z][a-z0-9+.-]*:)?\/\/([^/?#:@]+)(?::\d+)?([^?#]*)/i;
    for (let i = 0; i < urls.length; i++) {
      if ((i & 63) === 0) cut();
      const [kind, raw, loose] = urls[i]!;
      // No pattern sees more than an address's first 2,000 characters (PATTERN_INPUT_CHARS).
      const url = raw.trim().slice(0, 2000);
      // A concatenating server (nginx's and Tengine's concat module, WordPress.com's http-concat) serves
      // several files in one address: `/_static/??/wp-includes/js/jquery/jquery.js,/wp-content/…?m=1`,
      // `/combo/??a.js,b.js`. Each named file is read as an address of its own, with the same kind.
      const combo = url.indexOf('??');
      if (combo > 0 && urls.length < 5000) {
        const base = url.slice(0, combo);
        const origin = originOf(base);
        const names = url
          .slice(combo + 2)
          .split('?')[0]!
          .split(',');
        for (let n = 0; n < names.length && n < 100 && urls.length < 5000; n++) {
          const name = names[n]!.trim();
          // `??-eJz…`: the list is compressed (WordPress.com's newer form), nothing to read here.
          if (!name || name[0] === '-') continue;
          urls.push([kind, name[0] === '/' ? origin + name : base + name, true]);
        }
      }
      let host: string;
      let path: string;
      let query: string;
      const m = re.exec(url);
      if (m) {
        host = m[1]!.toLowerCase();
        path = m[2] || '/';
        query = url.slice(m[0].length);
      } else if (/^[a-z][a-z0-9+.-]*:/i.test(url)) {
        continue; // data:, blob:, javascript: and the like name no address.
      } else {
        host = here;
        const end = url.search(/[?#]/);
        path = end < 0 ? url : url.slice(0, end);
        query = end < 0 ? '' : url.slice(end);
      }
      const key = `${kind} ${host}${path}${query}`;
      if (done.has(key)) continue;
      done.add(key);
      const pathsCount = !loose || host === here || host === site || host.endsWith(`.${site}`);
      let list = candidates.get(host);
      if (!list) {
        list = [];
        let h = host;
        for (;;) {
          const found = at(index.uh, h);
          if (found) list = list.concat(found);
          const dot = h.indexOf('.');
          if (dot < 0) break;
          h = h.slice(dot + 1);
        }
        candidates.set(host, list);
      }
      // The version this address carries for a rule: read once per address and rule (a path naming the
      // same signal in every segment runs the pattern once).
      const versions = new Map<number, string | null>();
      const version = (r: number) => () => {
        if (versions.has(r)) return versions.get(r)!;
        let vp = versionPatterns.get(r);
        if (vp === undefined) {
          const uv = ruleAt(r).uv;
          vp = uv ? new RegExp(uv) : null;
          versionPatterns.set(r, vp);
        }
        // After the first occurrence of urlVersionAfter's text, when the rule names one.
        const after = ruleAt(r).uva;
        const from = after ? url.indexOf(after) : 0;
        const vm = vp && from >= 0 ? vp.exec(after ? url.slice(from + after.length) : url) : null;
        let found = vm ? cleanVersion(vm[1]) : null;
        // A cache-buster that spells the version out (`/jquery/1.10/jquery.min.js?v=1.10.2`): the longer.
        const spelled = found ? /[?&]v(?:er)?=v?(\d+(?:\.\d+)+)/.exec(url) : null;
        if (found && spelled && vm && !vm[0].includes('?') && spelled[1]!.startsWith(`${found}.`)) found = spelled[1]!;
        versions.set(r, found);
        return found;
      };
      for (let c = 0; c < list.length; c++) {
        const [r, s, prefix] = list[c]!;
        if (!prefix || path.startsWith(prefix)) hit(r, kind, s, host, version(r));
      }
      for (let c = 0; c < index.up.length && pathsCount; c++) {
        const [r, s, part] = index.up[c]!;
        if (path.includes(part)) hit(r, kind, s, host, version(r));
      }
      if (pathsCount) {
        const segments = path.split('/');
        const looked = new Set<string>(); // A segment the path repeats is looked up once.
        for (let g = 1; g < segments.length - 1; g++) {
          if (looked.has(segments[g]!)) continue;
          looked.add(segments[g]!);
          const found = at(index.us, segments[g]!);
          for (let c = 0; found && c < found.length; c++) {
            const [r, s, part] = found[c]!;
            if (path.includes(part)) hit(r, kind, s, host, version(r));
          }
        }
      }
      if (index.ux.length > 0) {
        const hostPath = `${host}${path}`;
        const lowerHostPath = hostPath.toLowerCase();
        let lowerFull: string | null = null;
        for (let c = 0; c < index.ux.length; c++) {
          const [r, s, source, needs] = index.ux[c]!;
          // A regex on the path (it starts with "/") is a path pattern; one that names a `\?` reads the query too.
          if (!pathsCount && source[0] === '/') continue;
          const full = source.indexOf('\\?') >= 0;
          // The text every match contains (required-literal.ts): without it, the pattern cannot match.
          if (needs && !(full ? (lowerFull ??= (hostPath + query).toLowerCase()) : lowerHostPath).includes(needs)) continue;
          if (pattern(`u ${r} ${s}`, source).test(full ? hostPath + query : hostPath)) hit(r, kind, s, host, version(r));
        }
      }
    }
  });

  // Inline snippets: the text of the page's inline executable scripts (never JSON, a template, a <pre>
  // or prose), searched once per script for every rule's literals at once (one alternation of escaped
  // literals, built with the index), case-insensitively; linear in the text read, which is capped.
  phase('inline', () => {
    if (!rulesOk || !index.ire) return;
    const re = new RegExp(index.ire, 'gi');
    const scripts = document.getElementsByTagName('script');
    let total = 0;
    let read = 0;
    for (let i = 0; i < scripts.length && read < 300 && total < 1_000_000; i++) {
      const el = scripts[i]!;
      if (el.hasAttribute('src')) continue;
      const type = (el.getAttribute('type') ?? '').slice(0, 100).trim().toLowerCase();
      // Cloudflare's Rocket Loader defers a page's scripts by retyping them (`<hash>-text/javascript`,
      // text/rocketscript): it runs them all the same.
      const deferred = type === 'text/rocketscript' || /^[0-9a-f]{16,}-text\/javascript$/.test(type);
      // A consent manager holds a snippet back as `text/plain` (with its own marker: Usercentrics'
      // data-usercentrics, iubenda's _iub_cs_activate, Cookiebot's data-cookieconsent) until the visitor
      // agrees: it is the site's snippet all the same.
      const held = type === 'text/plain';
      if (type !== '' && type !== 'text/javascript' && type !== 'application/javascript' && type !== 'module' && !deferred && !held) continue;
      cut();
      read++;
      const text = String(el.text).slice(0, Math.min(50_000, 1_000_000 - total));
      total += text.length;
      re.lastIndex = 0;
      for (let m = re.exec(text); m; m = re.exec(text)) {
        const found = at(index.il, m[0].toLowerCase());
        for (let c = 0; found && c < found.length; c++) hit(found[c]![0], 'inline', found[c]![1], '', null);
        // On from the next character: a literal starting inside this one is found too.
        re.lastIndex = m.index + 1;
      }
    }
  });

  // DOM markers. One pass gathers the tags, classes and attribute names on the page (ids are looked up
  // directly); a selector runs only when the token it is indexed under and every other token it names
  // are there (a selector per DOM walk would not fit the budget on a heavy page). On a page too large to
  // gather, every selector whose id (if any) is there runs.
  phase('dom', () => {
    if (!rulesOk) return;
    let tags: Set<string> | null = null;
    const classNames = new Set<string>();
    const attributeNames = new Set<string>();
    const attributeList: string[] = [];
    const all = document.getElementsByTagName('*');
    if (all.length <= 50_000) {
      const gathered = new Set<string>();
      for (let i = 0; i < all.length; i++) {
        if ((i & 1023) === 1023) cut();
        const el = all[i]!;
        gathered.add(el.localName);
        const list = el.classList;
        for (let c = 0; c < list.length; c++) classNames.add(list[c]!);
        if (!el.hasAttributes()) continue;
        const attributes = el.getAttributeNames();
        for (let a = 0; a < attributes.length; a++)
          if (!attributeNames.has(attributes[a]!)) {
            attributeNames.add(attributes[a]!);
            attributeList.push(attributes[a]!);
          }
      }
      tags = gathered;
      // An attribute a framework writes on every element it renders (`@data-v-*`: Vue's scoped styles,
      // `@_ngcontent-*`: Angular's) says the same deep in the page as on its root containers, where the
      // nodes part looks: read here from the names gathered anyway. Names only, never values.
      for (let c = 0; c < index.nkp.length; c++) {
        const [r, s, prefix] = index.nkp[c]!;
        if (prefix.charCodeAt(0) !== 64) continue;
        const name = prefix.slice(1);
        for (let a = 0; a < attributeList.length; a++)
          if (attributeList[a]!.length > name.length && attributeList[a]!.startsWith(name)) {
            hit(r, 'node', s, '', null);
            break;
          }
      }
    }
    /** Whether the page has what a selector token names (`#id`, `.class`, `@attribute`, tag). */
    const has = (token: string): boolean => {
      if (token === '') return true;
      const first = token.charCodeAt(0);
      if (first === 35) return document.getElementById(token.slice(1)) !== null;
      if (!tags) return true;
      if (first === 46) return classNames.has(token.slice(1));
      if (first === 64) return attributeNames.has(token.slice(1));
      return tags.has(token);
    };
    const candidates: SignalRef[] = [];
    const keys = Object.keys(index.d);
    for (let i = 0; i < keys.length; i++) {
      if (!has(keys[i]!)) continue;
      const list = index.d[keys[i]!]!;
      for (let c = 0; c < list.length; c++) candidates.push(list[c]!);
    }
    const matched = new Set<number>();
    const list = ordered(candidates);
    for (let c = 0; c < list.length; c++) {
      if ((c & 15) === 0) cut();
      const [r, s] = list[c]!;
      if (matched.has(r)) continue;
      try {
        const rule = ruleAt(r);
        const needs = rule.dt[s]!;
        let there = true;
        for (let t = 0; t < needs.length && there; t++) there = has(needs[t]!);
        // `&selector`: a supporting marker, reported but not the rule's match among its selectors (the
        // worker counts it only beside another signal of the rule).
        const selector = rule.d[s]!;
        const supporting = selector.charCodeAt(0) === 38;
        if (!there || !document.querySelector(supporting ? selector.slice(1) : selector)) continue;
        let version: string | null = null;
        if (rule.dv.length === 2) version = cleanVersion(document.querySelector(rule.dv[0]!)?.getAttribute(rule.dv[1]!));
        hit(r, 'dom', s, '', version);
        if (!supporting) matched.add(r);
      } catch {
        failedTests++;
      }
    }
  });

  // Compiled CSS frameworks: the custom properties on the root element's computed style, by name only
  // (`--tw-ring-color`, `--bs-primary`); no value is read.
  phase('css', () => {
    if (!rulesOk || Object.keys(index.cv).length === 0) return;
    const style = getComputedStyle(document.documentElement);
    for (let i = 0; i < style.length && i < 5000; i++) {
      const name = style.item(i);
      if (name.charCodeAt(0) !== 45 || name.charCodeAt(1) !== 45) continue;
      const list = at(index.cv, name.slice(0, 5));
      for (let c = 0; list && c < list.length; c++) if (name.startsWith(list[c]![2])) hit(list[c]![0], 'css', list[c]![1], '', null);
    }
  });

  const state = doc && own(doc, 'state') ? doc.state : 'unavailable';
  const documentState = state === 'cached' || state === 'not-cached' || state === 'no-store' ? state : 'unavailable';

  // Serialised by hand: no toJSON runs.
  const str = (s: string | null) => (s === null ? 'null' : JSON.stringify(String(s)));
  const found = matches.map((m) => `[${m[0]},${str(m[1])},${m[2]},${str(m[3].slice(0, 253))},${str(m[4])}]`);
  return (
    `{"matches":[${found.join(',')}],"generators":[${generators.map(str).join(',')}],` +
    `"failedTests":${failedTests},"unchecked":[${unchecked.map(str).join(',')}],"document":${str(documentState)}}`
  );
}
