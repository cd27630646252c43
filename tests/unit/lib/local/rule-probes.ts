// The precision harness's pages, generated from the rules themselves (every rule in every data file):
// a probe is one signal of one rule put on a page the way the product puts it there (a script on its
// host or path, its global of the right type, its cookie, its meta tag, its selector's element), and
// probe pages carry many rules' probes at once (one per rule, so each is found on its own). Negative
// pages carry every rule's name and literals where nothing runs them (prose, code samples, links), its
// hosts as look-alikes, its globals as decoys (wrong type, behind a getter, on a prototype) and its
// cookie names as other cookies' values. Run by rules-precision.test.ts.
import type { MatchKind } from '@/lib/local/inspect-page';
import { type Rule, selectorTokens } from '@/lib/local/rules';
import { sampleMatch } from './regex-sample';
import { PROBE_EXAMPLES } from './rule-probe-examples';

/** One signal of one rule, as the page shows it. */
export interface Probe {
  rule: number;
  /** Which of the rule's signals: `urls`, `globals`, … and its index there. */
  field: 'urls' | 'globals' | 'meta' | 'generator' | 'dom' | 'cookies';
  signal: number;
  /** The signal as the rule writes it. */
  text: string;
  /** What the page gets: a URL, a page host, a global spec, a meta tag's content, a selector or HTML, a cookie name. */
  value: string;
  /** The kind of match it must give. */
  kind: MatchKind;
}

/** A page to inspect: markup, then elements built from selectors, then its script (globals, cookies). */
export interface HarnessPage {
  title: string;
  host: string;
  head: string;
  body: string;
  selectors: string[];
  setup: () => void;
  /** Undoes what setup put where the cleanup after each page does not look (prototypes). */
  teardown: () => void;
}

export const PROBE_HOST = 'www.stacklens-probe.test';
const PROBE_FILE = 'stacklens-probe.js';

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const script = (src: string) => `<script type="text/plain" src="${attr(src)}"></script>`;

/** A URL that a `host/path` pattern names. */
function urlOf(pattern: string): string {
  const path = pattern.includes('/') ? pattern.slice(pattern.indexOf('/')) : '/';
  const host = pattern.includes('/') ? pattern.slice(0, pattern.indexOf('/')) : pattern;
  return `https://${host}${path}${path.endsWith('/') ? PROBE_FILE : ''}`;
}

/** A text a `~` pattern matches: its example, or one sampled from it. */
export const regexSample = (source: string): string | null => PROBE_EXAMPLES[`~${source}`] ?? sampleMatch(source, 'i');

/** A URL a `~` pattern (tested on `host/path`) matches, or null. */
function regexUrl(source: string): string | null {
  const sample = regexSample(source);
  if (sample === null) return null;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(sample)) return sample;
  if (sample.startsWith('/')) return `https://${PROBE_HOST}${sample}`;
  return sample.startsWith('.') ? `https://probe${sample}` : `https://${sample}`;
}

/** The global a `path:type` (or `prefix*`) spec names, with the prefix made a name. */
export const globalName = (spec: string) => spec.split(':')[0]!.replace(/\*$/, 'StackLensProbe');

/** Every signal of every rule as a probe; the signals no probe could be built for, in words. */
export function probesOf(rules: readonly Rule[]): { probes: Probe[]; unbuildable: string[] } {
  const probes: Probe[] = [];
  const unbuildable: string[] = [];
  const add = (rule: number, field: Probe['field'], signal: number, t: string, value: string | null, kind: MatchKind) => {
    if (value === null) unbuildable.push(`${rules[rule]!.name} ${field} ${t}: write an example in rule-probe-examples.ts`);
    else probes.push({ rule, field, signal, text: t, value, kind });
  };
  rules.forEach((r, i) => {
    (r.urls ?? []).forEach((u, s) => {
      if (u.startsWith('=')) add(i, 'urls', s, u, `probe.${u.slice(1)}`, 'page');
      else if (u.startsWith('~')) add(i, 'urls', s, u, regexUrl(u.slice(1)), 'script');
      else if (u.startsWith('/')) add(i, 'urls', s, u, `${u}${u.endsWith('/') ? PROBE_FILE : ''}`, 'script');
      else add(i, 'urls', s, u, urlOf(u), 'script');
    });
    (r.globals ?? []).forEach((g, s) => add(i, 'globals', s, g, g, 'global'));
    (r.meta ?? []).forEach((m, s) => {
      const eq = m.indexOf('=');
      const content = eq < 0 ? 'stacklens probe' : (PROBE_EXAMPLES[m] ?? sampleMatch(m.slice(eq + 1), 'i'));
      add(i, 'meta', s, m, content === null ? null : `${eq < 0 ? m : m.slice(0, eq)}\n${content}`, 'meta');
    });
    if (r.generator) add(i, 'generator', 0, r.generator, PROBE_EXAMPLES[r.generator] ?? sampleMatch(r.generator, 'i'), 'generator');
    // A supporting marker (`&…`) proves nothing alone: it is not a probe (findings.test.ts shows it
    // counting only beside another signal of its rule).
    (r.dom ?? []).forEach((d, s) => d.startsWith('&') || add(i, 'dom', s, d, PROBE_EXAMPLES[d] ?? d, 'dom'));
    (r.cookies ?? []).forEach((c, s) => add(i, 'cookies', s, c, c.replace(/\*$/, 'stacklensprobe'), 'cookie'));
  });
  return { probes, unbuildable };
}

/**
 * Puts a global in place as the page's own data (`Foo.bar:function` makes `Foo` an object and `bar` a
 * function); returns what undoes it (a property added to one of the window's own objects, `Promise.x`,
 * outlives the page's cleanup, which removes only new top-level names).
 */
export function plantGlobal(spec: string, value: unknown = valueOfType(spec.split(':')[1])): () => void {
  const parts = globalName(spec).split('.');
  const undo: (() => void)[] = [];
  let at = window as unknown as Record<string, unknown>;
  const set = (key: string, v: unknown) => {
    const holder = at;
    if (!Object.hasOwn(holder, key)) undo.push(() => delete holder[key]);
    holder[key] = v;
  };
  for (const part of parts.slice(0, -1)) {
    if (part === '__proto__') {
      // A prototype of the holder's own, put between it and the one it had (a class's static field).
      const holder = at;
      const had = Object.getPrototypeOf(holder) as object | null;
      const proto = Object.create(had) as Record<string, unknown>;
      Object.setPrototypeOf(holder, proto);
      undo.push(() => Object.setPrototypeOf(holder, had));
      at = proto;
      continue;
    }
    const next = Object.hasOwn(at, part) ? at[part] : undefined;
    if (next === null || (typeof next !== 'object' && typeof next !== 'function')) set(part, {});
    at = at[part] as Record<string, unknown>;
  }
  const leaf = parts[parts.length - 1]!;
  if (spec.endsWith(':getter')) {
    // An accessor, as a static getter is (`static get VERSION()`): never called by the check.
    const holder = at;
    Object.defineProperty(holder, leaf, { __proto__: null, get: () => '1.0.0', configurable: true } as PropertyDescriptor);
    undo.push(() => delete holder[leaf]);
  } else set(leaf, value);
  return () => undo.reverse().forEach((f) => f());
}

/** A value of the type a global spec asks for (any truthy object when it names none). */
export function valueOfType(type: string | undefined): unknown {
  if (type === 'function') return function stackLensProbe() {};
  if (type === 'string') return '1.0.0';
  if (type === 'number') return 1;
  return {};
}

/** A page carrying these probes (all served from one host). */
export function probePage(title: string, probes: readonly Probe[]): HarnessPage {
  const head: string[] = [];
  const body: string[] = [];
  const selectors: string[] = [];
  const globals: string[] = [];
  const cookies: string[] = [];
  const undo: (() => void)[] = [];
  let host = PROBE_HOST;
  for (const p of probes) {
    if (p.kind === 'page') host = p.value;
    else if (p.field === 'urls') head.push(script(p.value));
    else if (p.field === 'globals') globals.push(p.value);
    else if (p.field === 'meta') {
      const [name, content] = p.value.split('\n');
      head.push(`<meta name="${attr(name!)}" content="${attr(content!)}">`);
    } else if (p.field === 'generator') head.push(`<meta name="generator" content="${attr(p.value)}">`);
    else if (p.field === 'dom') {
      if (p.value.startsWith('<')) body.push(p.value);
      else selectors.push(p.value);
    } else cookies.push(p.value);
  }
  return {
    title,
    host,
    head: head.join('\n'),
    body: body.join('\n'),
    selectors,
    setup: () => {
      for (const g of globals) undo.push(plantGlobal(g));
      for (const c of cookies) document.cookie = `${c}=1; path=/`;
    },
    teardown: () =>
      undo
        .splice(0)
        .reverse()
        .forEach((f) => f()),
  };
}

/**
 * Probes packed into pages: at most `size` a page, one per rule (each signal is found on its own), one
 * page host a page and never with addresses (its first-party paths would be the platform's), globals with different top-level names (two rules' values never merge), and a
 * few generator tags (the page keeps ten).
 */
export function packProbes(probes: readonly Probe[], size: number): Probe[][] {
  const pages: { probes: Probe[]; rules: Set<number>; tops: Set<string>; generators: number; host: boolean; urls: number }[] = [];
  let first = 0;
  for (const p of probes) {
    const top = p.field === 'globals' ? p.value.split(/[.:*]/)[0]! : '';
    let page = pages.slice(first).find(
      (x) =>
        x.probes.length < size &&
        !x.rules.has(p.rule) &&
        !(top && x.tops.has(top)) &&
        // A page served from a platform's host makes the other probes' first-party paths its files.
        !(p.kind === 'page' && (x.host || x.urls > 0)) &&
        !(p.field === 'urls' && p.kind !== 'page' && x.host) &&
        !(p.field === 'generator' && x.generators >= 8),
    );
    if (!page) {
      page = { probes: [], rules: new Set(), tops: new Set(), generators: 0, host: false, urls: 0 };
      pages.push(page);
      // Full pages are not looked at again.
      while (first < pages.length - 1 && pages[first]!.probes.length >= size) first++;
    }
    page.probes.push(p);
    page.rules.add(p.rule);
    if (top) page.tops.add(top);
    if (p.field === 'generator') page.generators++;
    if (p.kind === 'page') page.host = true;
    else if (p.field === 'urls') page.urls++;
  }
  return pages.map((p) => p.probes);
}

/** The same probes in another order (a fixed shuffle), so rules that shared a page meet others. */
export function shuffled<T>(items: readonly T[], seed = 20261126): T[] {
  const out = [...items];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) % 2147483648;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const URL_KINDS: MatchKind[] = ['page', 'script', 'stylesheet', 'resource', 'link', 'iframe'];

/** A host/path pattern's host and path ('' for a path alone). */
function hostAndPath(pattern: string): [string, string] {
  if (pattern.startsWith('/')) return ['', pattern];
  const slash = pattern.indexOf('/');
  return slash < 0 ? [pattern, ''] : [pattern.slice(0, slash), pattern.slice(slash)];
}

/**
 * Whether another rule's signal names what a probe shows only more broadly, so that both products
 * really are on a page showing the probe: the CDN's host under a library's path there, the platform's
 * path inside its plugin's path, a global's holder, a cookie prefix, a meta name without the content
 * the probe's rule asks for, a selector needing only part of what the probe's selector names.
 */
export function broader(rule: Rule, kind: MatchKind, signal: number, p: Probe): boolean {
  if (URL_KINDS.includes(kind) && p.field === 'urls') {
    const general = rule.urls?.[signal] ?? '';
    if (general.startsWith('~')) return false;
    if (general.startsWith('=')) return p.kind === 'page' && p.value.endsWith(`.${general.slice(1)}`);
    const specific = p.text.startsWith('~') ? p.value.replace(/^https?:\/\//, '') : p.text;
    if (general.startsWith('/')) return specific.includes(general);
    const [gh, gp] = hostAndPath(general);
    const [sh, sp] = hostAndPath(specific);
    return (sh === gh || sh.endsWith(`.${gh}`)) && sp.startsWith(gp) && specific !== general;
  }
  if (kind === 'global' && p.field === 'globals') {
    const general = (rule.globals?.[signal] ?? '').split(':')[0]!;
    const specific = p.text.split(':')[0]!;
    if (general.endsWith('*')) return specific.startsWith(general.slice(0, -1)) && specific !== general;
    return specific.startsWith(`${general}.`);
  }
  if (kind === 'cookie' && p.field === 'cookies') {
    const general = rule.cookies?.[signal] ?? '';
    return general.endsWith('*') && p.text.startsWith(general.slice(0, -1)) && p.text !== general;
  }
  if (kind === 'meta' && p.field === 'meta') {
    const general = rule.meta?.[signal] ?? '';
    return !general.includes('=') && p.text.startsWith(`${general}=`);
  }
  if (kind === 'dom' && p.field === 'dom' && !p.value.startsWith('<')) {
    const general = rule.dom?.[signal] ?? '';
    const needs = new Set(selectorTokens(p.text));
    return general !== p.text && selectorTokens(general).every((t) => needs.has(t));
  }
  return false;
}
