// What runs inside the clicked page (main world), inside the wrapped js-library-detector file
// (detector-wrapper.ts): it runs StackLens's own rules (lib/local/rules) and the detector's tests, and
// returns plain data as a JSON string. It must be self-contained (it is serialised into the page) and
// never throw: each rule and test is caught on its own. It looks up what the page has in the rule set's
// index (rules/page-index.ts) rather than running every rule. It runs in parts (PAGE_PHASES): a part
// starts only within the budget and then runs to its end (cut only past twice the budget), so a busy
// machine never shortens the list silently: the answer names the parts it did not check.
//
// The page is not trusted. It may have poisoned Object.prototype (a `version`, a `then`, a `toJSON`, a
// global's name), so the check reads only its own data: every rule field is present, globals are read
// as the page's own data properties (never through the prototype chain, never through a getter), a
// detector result's version only when it is the result's own property, and the answer is serialised by
// hand (JSON.stringify would call a poisoned toJSON, and a returned object with a `then` would be
// awaited). When Object.prototype carries names it does not have in any browser, the detector's tests
// (which read `window.X` through the prototype chain) are skipped: their answers could be invented.
import type { CompiledRule, PageIndex, SignalRef } from './rules/types';

/** A rule's signal that matched: [rule index, kind, signal index, host (URL kinds), version]. */
export type RuleMatch = [number, MatchKind, number, string, string | null];

/** The parts of the page check, in the order they run (the cheapest and surest first). */
export const PAGE_PHASES = ['globals', 'nodes', 'meta', 'cookies', 'addresses', 'dom', 'libraries'] as const;
export type PagePhase = (typeof PAGE_PHASES)[number];

export type MatchKind = 'page' | 'script' | 'stylesheet' | 'resource' | 'link' | 'iframe' | 'global' | 'node' | 'meta' | 'generator' | 'dom' | 'cookie';

export interface PageFindings {
  /** Detector results: its entry name and the version it read (null when the library hides it). */
  libraries: { name: string; version: string | null }[];
  /** The rules' signals that matched. */
  matches: RuleMatch[];
  /** Contents of every `<meta name="generator">`. */
  generators: string[];
  /** Rules and detector tests that threw (the page defined something oddly; the rest still counts). */
  failedTests: number;
  /** Parts of the check not done in time (skipped once the budget was spent, or cut past twice it). */
  unchecked: PagePhase[];
  /** False when js-library-detector's file did not load in the page. */
  detectorLoaded: boolean;
  /** The page added names to Object.prototype: the detector's tests were skipped. */
  patched: boolean;
}

/**
 * Time the page's checks may take (detection never visibly slows the page), checked between steps.
 * Fixed into the injected file at build time (wxt.config.ts).
 */
export const PAGE_BUDGET_MS = 200;

/**
 * The page check without js-library-detector, packaged by the build (wxt.config.ts) for browsers that
 * refuse main-world injection: the worker then injects this file into the isolated world and bundles
 * none of the check itself.
 */
export const PAGE_CHECK_FILE = '/local/page-check.js';

/** The global js-library-detector's file defines (library/libraries.js). */
export const DETECTOR_GLOBAL = 'd41d8cd98f00b204e9800998ecf8427e_LibraryDetectorTests';

/** Limits on what the page reports (the worker's schema refuses more). */
export const PAGE_LIMITS = { matches: 2000, generators: 10, urls: 5000, elements: 500 } as const;

/**
 * The longest part of an address (or of any other page string) a rule's pattern sees: the first 2,000
 * characters. Real script and stylesheet addresses are far shorter (the sitemaps protocol, search
 * engines and many CDNs stop at about 2,000), and everything a rule reads (the host, a path prefix, a
 * `?ver=`) comes early; a page can make an address as long as it likes, and the work per address must
 * not grow with it. Fixed into the page function as a literal (it is serialised alone).
 */
export const PATTERN_INPUT_CHARS = 2000;

/**
 * Runs in the page. In the main world it is part of the injected detector file (detector-wrapper.ts),
 * called with js-library-detector's tests object; where main-world injection is refused it is serialised
 * by scripting.executeScript({func}) into the isolated world with `null` (no library check). Returns the
 * findings as a JSON string (see the file comment for why not an object).
 */
export async function inspectPage(detectorTests: unknown, budgetMs: number, rules: CompiledRule[], index: PageIndex): Promise<string> {
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
  const libraries: { name: string; version: string | null }[] = [];
  const matches: RuleMatch[] = [];
  const generators: string[] = [];
  let failedTests = 0;
  let detectorLoaded = false;
  let patched = false;
  // One match per rule, kind and signal; a later address of the same signal may still bring the version.
  // A version to read from an address comes as a function, called only for a match that is new or still
  // lacks its version (the other hits of the signal read nothing).
  const seen = new Map<string, RuleMatch>();
  const hit = (rule: number, kind: MatchKind, signal: number, host: string, version: string | null | (() => string | null)) => {
    const key = `${rule}:${kind}:${signal}`;
    const found = seen.get(key);
    if (found) {
      if (version && !found[4]) found[4] = typeof version === 'function' ? version() : version;
      return;
    }
    if (matches.length >= 2000) return;
    const match: RuleMatch = [rule, kind, signal, host, typeof version === 'function' ? version() : version];
    seen.set(key, match);
    matches.push(match);
  };
  const cleanVersion = (v: unknown): string | null => {
    if (typeof v === 'number' && isFinite(v)) return String(v);
    if (typeof v !== 'string') return null;
    const m = /^v?(\d[\w.+-]{0,39})/.exec(v.slice(0, 2000).trim());
    return m ? m[1]! : null;
  };
  /** A global path's value, read as own data properties only (no getter runs, no prototype is read). */
  const readPath = (path: string, from: unknown = window): { found: boolean; value: unknown } => {
    const parts = path.split('.');
    let value: unknown = from;
    for (let i = 0; i < parts.length; i++) {
      if (!own(value, parts[i]!)) return { found: false, value: undefined };
      const desc = Object.getOwnPropertyDescriptor(value, parts[i]!);
      if (!desc || !hasOwn.call(desc, 'value')) return { found: false, value: undefined };
      value = desc.value;
      if (value === undefined || value === null || value === false) return { found: false, value: undefined };
    }
    return { found: true, value };
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
        const rule = rules[r]!;
        const spec = rule.g[s]!;
        const colon = spec.indexOf(':');
        const found = readPath(name || (colon < 0 ? spec : spec.slice(0, colon)));
        if (!found.found) continue;
        if (colon >= 0 && typeof found.value !== spec.slice(colon + 1)) continue;
        let version: string | null = null;
        for (let v = 0; v < rule.v.length && !version; v++) version = cleanVersion(readPath(rule.v[v]!).value);
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
    const elements: Element[] = [document.documentElement];
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
      const attributes = el.hasAttributes() ? el.getAttributeNames() : [];
      for (let i = 0; i < attributes.length; i++) look(e, `@${attributes[i]!}`);
    }
    const matched = new Set<number>();
    const list = ordered(candidates);
    for (let c = 0; c < list.length; c++) {
      const [r, s, e, name] = list[c]!;
      if (matched.has(r)) continue;
      const path = rules[r]!.nv;
      const dot = path.indexOf('.');
      const version = dot > 0 && path.slice(0, dot) === name ? cleanVersion(readPath(path, elements[e]).value) : null;
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
      const content = (meta.getAttribute('content') ?? '').slice(0, 200);
      if (name === 'generator') {
        if (content && generators.length < 10) generators.push(content);
        for (let g = 0; rulesOk && g < index.gen.length; g++) {
          const r = index.gen[g]!;
          if (pattern(`gen ${r}`, rules[r]!.gen).test(content)) hit(r, 'generator', 0, '', null);
        }
      }
      const list = rulesOk ? at(index.m, name) : undefined;
      for (let c = 0; list && c < list.length; c++) {
        const [r, s] = list[c]!;
        const spec = rules[r]!.m[s]!;
        const eq = spec.indexOf('=');
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

  // Addresses: scripts, stylesheets and other links, iframes, and every resource the page loaded.
  phase('addresses', () => {
    if (!rulesOk) return;
    // [kind, address, other sites' files prove nothing]: a path pattern ("/wp-content/") names the
    // site only from its own scripts and styles, or from a frame, image or request on its own site;
    // another site's image shown here (an uploads/ hotlink) or embedded page says nothing about it.
    type Url = [MatchKind, string, boolean];
    const urls: Url[] = [];
    const scripts = document.getElementsByTagName('script');
    for (let i = 0; i < scripts.length && urls.length < 5000; i++) {
      const src = scripts[i]!.getAttribute('src');
      if (src) urls.push(['script', src, false]);
    }
    const links = document.getElementsByTagName('link');
    for (let i = 0; i < links.length && urls.length < 5000; i++) {
      const href = links[i]!.getAttribute('href');
      if (href) urls.push([/stylesheet/i.test((links[i]!.getAttribute('rel') ?? '').slice(0, 2000)) ? 'stylesheet' : 'link', href, false]);
    }
    const frames = document.getElementsByTagName('iframe');
    for (let i = 0; i < frames.length && urls.length < 5000; i++) {
      const src = frames[i]!.getAttribute('src');
      if (src) urls.push(['iframe', src, true]);
    }
    const entries = typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('resource') : [];
    for (let i = 0; i < entries.length && urls.length < 5000; i++) {
      const entry = entries[i] as PerformanceResourceTiming;
      const name = entry.name;
      const initiator = entry.initiatorType;
      if (typeof name === 'string') urls.push(['resource', name, initiator !== 'script' && initiator !== 'link']);
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
      let host: string;
      let path: string;
      const m = re.exec(url);
      if (m) {
        host = m[1]!.toLowerCase();
        path = m[2] || '/';
      } else if (/^[a-z][a-z0-9+.-]*:/i.test(url)) {
        continue; // data:, blob:, javascript: and the like name no address.
      } else {
        host = here;
        const end = url.search(/[?#]/);
        path = end < 0 ? url : url.slice(0, end);
      }
      const key = `${kind} ${host}${path}`;
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
      // The version this address carries for a rule: read once per address and rule, and only when a
      // match needs it (a path naming the same signal in every segment runs the pattern once).
      const versions = new Map<number, string | null>();
      const version = (r: number) => () => {
        if (versions.has(r)) return versions.get(r)!;
        let vp = versionPatterns.get(r);
        if (vp === undefined) {
          const uv = rules[r]!.uv;
          vp = uv ? new RegExp(uv) : null;
          versionPatterns.set(r, vp);
        }
        // After the first occurrence of urlVersionAfter's text, when the rule names one.
        const after = rules[r]!.uva;
        const from = after ? url.indexOf(after) : 0;
        const vm = vp && from >= 0 ? vp.exec(after ? url.slice(from + after.length) : url) : null;
        const found = vm ? cleanVersion(vm[1]) : null;
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
        for (let c = 0; c < index.ux.length; c++) {
          const [r, s] = index.ux[c]!;
          const spec = rules[r]!.u[s]!;
          // A regex on the path (it starts with "/") is a path pattern.
          if ((pathsCount || spec[1] !== '/') && pattern(`u ${r} ${s}`, spec.slice(1)).test(hostPath)) hit(r, kind, s, host, version(r));
        }
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
        for (let a = 0; a < attributes.length; a++) attributeNames.add(attributes[a]!);
      }
      tags = gathered;
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
        const rule = rules[r]!;
        const needs = rule.dt[s]!;
        let there = true;
        for (let t = 0; t < needs.length && there; t++) there = has(needs[t]!);
        if (!there || !document.querySelector(rule.d[s]!)) continue;
        let version: string | null = null;
        if (rule.dv.length === 2) version = cleanVersion(document.querySelector(rule.dv[0]!)?.getAttribute(rule.dv[1]!));
        hit(r, 'dom', s, '', version);
        matched.add(r);
      } catch {
        failedTests++;
      }
    }
  });

  // js-library-detector's tests, unless the page patched Object.prototype (their `window.X` reads
  // would find the page's inventions).
  const tests = detectorTests as Record<string, { test: (win: Window) => unknown }> | null | undefined;
  if (tests && typeof tests === 'object') {
    detectorLoaded = true;
    const standard = [
      'constructor',
      '__defineGetter__',
      '__defineSetter__',
      'hasOwnProperty',
      '__lookupGetter__',
      '__lookupSetter__',
      'isPrototypeOf',
      'propertyIsEnumerable',
      'toString',
      'valueOf',
      '__proto__',
      'toLocaleString',
    ];
    try {
      const names = Object.getOwnPropertyNames(Object.prototype);
      patched = names.some((k) => standard.indexOf(k) < 0) || Object.getOwnPropertySymbols(Object.prototype).length > 0;
    } catch {
      patched = true;
    }
    // A patched page is not a part left undone: its answers would be invented (`patched` says so).
    if (!patched && over()) unchecked.push('libraries');
    else if (!patched) {
      let cutShort = false;
      const pending: Promise<void>[] = [];
      const record = (name: string, result: unknown) => {
        if (!result || typeof result !== 'object') return;
        libraries.push({ name, version: own(result, 'version') ? cleanVersion((result as { version: unknown }).version) : null });
      };
      // A library with a "(Fast path)" test has a full test that may walk the whole DOM: the full tests
      // run last, and not at all when the fast path already read the library's version.
      const all = Object.keys(tests);
      const full = all.filter((k) => all.indexOf(`${k} (Fast path)`) >= 0);
      const names = all.filter((k) => full.indexOf(k) < 0).concat(full);
      for (let i = 0; i < names.length; i++) {
        const name = names[i]!;
        // Workbox's test fetches the page's service worker script: the check makes no request.
        if (name === 'Workbox') continue;
        if (full.indexOf(name) >= 0) {
          const fast = libraries.find((l) => l.name === `${name} (Fast path)`);
          if (fast && fast.version) continue;
        }
        // Synchronous tests cannot be interrupted: past twice the budget no new one starts.
        if (performance.now() - started > hardMs) {
          cutShort = true;
          break;
        }
        try {
          const entry = own(tests, name) ? tests[name]! : null;
          if (!entry || !own(entry, 'test') || typeof entry.test !== 'function') continue;
          const result = entry.test(window);
          if (result instanceof Promise) {
            pending.push(
              result.then(
                (r) => record(name, r),
                () => {
                  failedTests++;
                },
              ),
            );
          } else {
            record(name, result);
          }
        } catch {
          failedTests++;
        }
      }
      if (pending.length > 0) {
        let settled = 0;
        const counted = pending.map((p) => p.then(() => void settled++));
        const left = Math.max(0, hardMs - (performance.now() - started));
        let timer: ReturnType<typeof setTimeout> | undefined;
        await Promise.race([Promise.all(counted), new Promise((resolve) => (timer = setTimeout(resolve, left)))]);
        clearTimeout(timer); // No timer of the check outlives it.
        if (settled < pending.length) cutShort = true;
      }
      if (cutShort) unchecked.push('libraries');
    }
  }

  // Serialised by hand, at this moment: a test that settles late adds nothing, and no toJSON runs.
  const str = (s: string | null) => (s === null ? 'null' : JSON.stringify(String(s)));
  const libs = libraries.slice(0, 500).map((l) => `{"name":${str(l.name.slice(0, 100))},"version":${str(l.version)}}`);
  const found = matches.map((m) => `[${m[0]},${str(m[1])},${m[2]},${str(m[3].slice(0, 253))},${str(m[4])}]`);
  return (
    `{"libraries":[${libs.join(',')}],"matches":[${found.join(',')}],"generators":[${generators.map(str).join(',')}],` +
    `"failedTests":${failedTests},"unchecked":[${unchecked.map(str).join(',')}],"detectorLoaded":${detectorLoaded},"patched":${patched}}`
  );
}
