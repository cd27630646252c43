// The page check's shared state and helpers (a part of the injected page check: lib/local/page-check/parts.ts).
// Every other part reads the page through what this returns; like every part, it is serialised alone
// into the injected file, so it refers to nothing outside itself but its arguments and the page's globals.
import type { DocumentHeaders, MatchKind, PagePhase, RuleMatch } from './kinds';
import type { PageIndex, PageRule, PageRuleData } from '../rules/types';

/** What one run of the page check shares between its parts: its inputs, its findings so far, its helpers. */
export interface PageCheck {
  rules: readonly PageRuleData[];
  index: PageIndex;
  doc: DocumentHeaders | null;
  /** Whether the rules and their index are usable (a part that needs them does nothing otherwise). */
  rulesOk: boolean;
  matches: RuleMatch[];
  generators: string[];
  failedTests: number;
  unchecked: PagePhase[];
  /** The files WordPress.com's compressed http-concat addresses join (readJoined), for the addresses part. */
  joined: [MatchKind, string][];
  /** Whether the budget is spent (a part not started yet is skipped). */
  over: () => boolean;
  /** Throws `CUT` past twice the budget: the part running is cut and named unchecked. */
  cut: () => void;
  CUT: Error;
  own: (o: unknown, k: string) => boolean;
  hit: (rule: number, kind: MatchKind, signal: number, host: string, version: string | null | (() => string | null)) => void;
  cleanVersion: (v: unknown) => string | null;
  readPath: (path: string, from?: unknown, accessor?: boolean) => { found: boolean; value: unknown };
  readVersion: (spec: string, from?: unknown) => string | null;
  ruleAt: (r: number) => PageRule;
  at: <T>(table: Record<string, T[]>, key: string) => T[] | undefined;
  ordered: <T extends unknown[]>(list: T[]) => T[];
  pattern: (key: string, source: string) => RegExp;
  originOf: (url: string) => string;
}

/** The check's state and helpers, made first (before anything of the page runs: the native toString is saved here). */
export function createPageCheck(budgetMs: number, rules: readonly PageRuleData[], index: PageIndex, doc: DocumentHeaders | null): PageCheck {
  // Saved before anything else runs: a static getter's source is read with it, never by calling the getter.
  const fnToString = Function.prototype.toString;
  const started = performance.now();
  // A part started within the budget runs to its end, so the same page gives the same answer however
  // busy the machine; only past twice the budget (a page or a machine far outside the usual) is it cut.
  // Either way the answer names the parts not done, never a silently shorter list.
  const hardMs = budgetMs * 2;
  const CUT = new Error('cut');
  const hasOwn = Object.prototype.hasOwnProperty;
  const matches: RuleMatch[] = [];
  // One match per rule, kind and signal. Its version is the one most of the signal's addresses carry (a
  // plugin's bundled libraries carry their own `?ver=`: Elementor Pro's social-share.min.js?ver=0.2.17
  // beside its frontend files' 2.7.3), the first one on a tie.
  const seen = new Map<string, RuleMatch>();
  const votes = new Map<string, Map<string, number>>();
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
  // The file carries each rule's non-empty fields only (0 for a rule the page reads nothing of:
  // pageRule): a rule is completed with the empty ones when first read, as an object of its own data
  // properties (never one whose missing field the page's Object.prototype could answer).
  const filled = new Map<number, PageRule>();
  /** Compiled patterns, once per signal. */
  const patterns = new Map<string, RegExp>();
  return {
    rules,
    index,
    doc,
    rulesOk: Array.isArray(rules) && index !== null && typeof index === 'object',
    matches,
    generators: [],
    failedTests: 0,
    unchecked: [],
    joined: [],
    over: () => performance.now() - started > budgetMs,
    cut: () => {
      if (performance.now() - started > hardMs) throw CUT;
    },
    CUT,
    own: (o, k) => o !== null && (typeof o === 'object' || typeof o === 'function') && hasOwn.call(o, k),
    hit: (rule, kind, signal, host, version) => {
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
    },
    cleanVersion,
    readPath,
    /**
     * A version path's version: its own data value, or for `get:path` the first version-shaped string
     * literal in the source of the own getter at `path` (read with the native toString saved at the start).
     */
    readVersion: (spec, from = window) => {
      if (!spec.startsWith('get:')) return cleanVersion(readPath(spec, from).value);
      const getter = readPath(spec.slice(4), from, true);
      if (!getter.found) return null;
      const source = String(fnToString.call(getter.value as () => unknown)).slice(0, 2000);
      const m = /["'`]v?(\d{1,4}\.\d{1,4}(?:\.\d{1,6})?(?:[-+][\w.]{1,20})?)["'`]/.exec(source);
      return m ? m[1]! : null;
    },
    ruleAt: (r) => {
      let rule = filled.get(r);
      if (!rule) {
        const data = rules[r];
        const full: Record<string, unknown> = { uv: '', uva: '', g: [], v: [], m: [], gen: '', d: [], dt: [], dv: [], nv: '' };
        if (data && typeof data === 'object') for (const field in full) if (hasOwn.call(data, field)) full[field] = (data as Record<string, unknown>)[field];
        rule = full as unknown as PageRule;
        filled.set(r, rule);
      }
      return rule;
    },
    /** An index entry, read as the index's own property (never one the page put on Object.prototype). */
    at: <T>(table: Record<string, T[]>, key: string): T[] | undefined => (hasOwn.call(table, key) ? table[key] : undefined),
    /** Signals in rule order, then signal order: the first signal of a rule that holds is its match. */
    ordered: (list) => list.sort((a, b) => (a[0] as number) - (b[0] as number) || (a[1] as number) - (b[1] as number)),
    pattern: (key, source) => {
      let re = patterns.get(key);
      if (!re) patterns.set(key, (re = new RegExp(source, 'i')));
      return re;
    },
    /** An absolute or protocol-relative address's scheme and host (`https://example.com`), or '' for a path. */
    originOf: (url) => /^(?:[a-z][a-z0-9+.-]*:)?\/\/[^/?#]+/i.exec(url)?.[0] ?? '',
  };
}
