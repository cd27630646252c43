// The shape of an on-page rule: one technology, its category, and the signals that prove it. Rules are
// data, written from public facts about each product (its documented script host, global or cookie),
// and reviewed like code: a signal that could fire on an unrelated page (a generic word, a common class
// name, a short global) is not accepted. Imported by wxt.config.ts through index.ts: relative imports only.

/** The database's category names (the API's), so on-page results group with its answer. */
export const CATEGORIES = [
  'CMS',
  'Ecommerce',
  'JavaScript frameworks',
  'JavaScript libraries',
  'Analytics',
  'Tag managers',
  'Marketing automation',
  'CRM',
  'Live chat',
  'Payment processors',
  'Buy now pay later',
  'CDN',
  'Hosting',
  'Advertising',
  'A/B testing',
  'Font scripts',
  'UI frameworks',
  'Email',
  'Security',
  'Search',
  'Video players',
  'Maps',
  'Comment systems',
  'Cookie compliance',
  'Customer data platform',
  'Heatmaps',
  'Issue trackers',
  'Surveys',
  'Static site generators',
  'Blogs',
  'Widgets',
  'Reviews',
  'Monitoring',
  'Affiliate programs',
  'Helpdesk',
  'Form builders',
  'Push notifications',
  'Translation',
  'Authentication',
  'Page builders',
  'Accessibility',
  'Web frameworks',
  'Programming languages',
  'Caching',
  'Web servers',
  'Reverse proxies',
  'Miscellaneous',
] as const;

export type Category = (typeof CATEGORIES)[number];

export interface RuleSpec {
  /** The technology, spelled as the database spells it where it knows it. */
  name: string;
  /**
   * Addresses the page loaded or points at (script and stylesheet URLs, every Resource Timing entry,
   * iframes, `<link>` hints). `host` or `host/path`: the host matches itself and its subdomains, the
   * path is a prefix. `/path/` alone: a path any URL (first-party included) contains; only for paths
   * that belong to one product. `~regex`: tested on `host/path`, for the few patterns the others miss.
   * `=host`: the page itself is served from that host or a subdomain (a hosting platform's domain, such
   * as `=vercel.app`): another site's file from there says nothing about this one.
   */
  urls?: string[];
  /**
   * A regex whose first group is the version, tried on the URL that matched (its first 2,000 characters).
   * Like every pattern the page runs, it must be linear (tests/unit/lib/local/rules-redos.test.ts): no
   * `literal.*x`, which re-scans the address from every place the literal appears; use `urlVersionAfter`.
   */
  urlVersion?: string;
  /**
   * Text the URL must contain for `urlVersion` to be read, which is then tried on what follows the text's
   * first occurrence: `"wp-includes/"` with `"[?&]ver=(\\d[\\d.]*)"` reads WordPress's own `?ver=`,
   * never a plugin's, in one pass over the address.
   */
  urlVersionAfter?: string;
  /**
   * Global variables (`Shopify`, `Shopify.theme`), read as the page's own data properties only, with
   * an optional type suffix the value must have (`jQuery.fn.jquery:string`; `function`, `string`,
   * `object`, `number`). A segment `__proto__` reads the value's prototype (never Object.prototype or
   * Function.prototype), then own data properties again (`Modernizr.__proto__._version:string`).
   * The suffix `:getter` asks that the last segment be an own accessor property (nothing is called).
   * A library's global (categories JavaScript libraries, JavaScript frameworks, UI frameworks) always
   * carries its type: a bare truthy `window.Vue` proves nothing.
   */
  globals?: string[];
  /**
   * Global paths holding the version (`jQuery.fn.jquery`), read when a global matched, the same way
   * (`__proto__` segments too). `get:path`: the last segment is an own accessor (a static getter,
   * `get:bootstrap.Tooltip.VERSION`) and the version is the first version-shaped string literal
   * (`"5.3.3"`) in its source, read with the native Function.prototype.toString: the getter never runs.
   */
  version?: string[];
  /** `<meta>` names (name, property or http-equiv): `name`, or `name=regex` on its content. */
  meta?: string[];
  /** A regex on `<meta name="generator">` content; the version is read from the tag. */
  generator?: string;
  /**
   * CSS selectors of markers only this product writes (its element ids, its data attributes). A
   * selector starting with `&` is a supporting marker (`&#fb-root`): it counts only when another
   * signal of the same rule, not a supporting one, matched (findings.ts).
   */
  dom?: string[];
  /** `[selector, attribute]`: an element whose attribute holds the version (`[ng-version]`). */
  domVersion?: [string, string];
  /** Cookie names (never values): `name`, or `prefix*`. */
  cookies?: string[];
  /**
   * What a framework leaves on the elements it renders into, even when it defines no global (a bundled
   * React 18 app): own property names (`__reactContainer$*` on React's root, `__vue_app__` on Vue's
   * mount element, `__ngContext__`), or attribute names after `@` (`@_nghost-*`). `name` or `prefix*`,
   * six characters or more. Looked for on `<html>`, `<body>` and the elements up to three levels under
   * it (at most 300): the page's root containers. Names only: no value is read, no page code runs.
   */
  nodeKeys?: string[];
  /** A path under one of `nodeKeys`' exact names holding the version (`__vue_app__.version`), read as own data properties. */
  nodeVersion?: string;
  /**
   * Literal texts (10 characters or more, distinctive: a vendor loader's host and path such as
   * `googletagmanager.com/gtm.js`, a queue call only that snippet makes) searched, case-insensitively,
   * in the text of the page's inline executable `<script>` elements (no `src`; type empty,
   * `text/javascript`, `application/javascript`, `module`, or `text/plain` as consent managers hold a snippet back): the first 50,000 characters of each, at
   * most 300 scripts and 1,000,000 characters in all. Never in JSON, `<pre>` or prose. Match kind `inline`.
   */
  inline?: string[];
  /**
   * Response headers of the main document (read from the browser's cache: lib/local/page-headers.ts):
   * `name` (present) or `name=regex` on its value (case-insensitive, the first 200 characters; the
   * regex's first group, if any, is the version: `server=^nginx(?:/([\\d.]+))?`). Names are lowercase.
   * Pseudo-headers: `server-timing` (the navigation entry's serverTiming names joined by `, `) and
   * `:protocol` (its nextHopProtocol). Match kind `header`.
   */
  headers?: string[];
  /**
   * Custom-property name prefixes (`--tw-`, `--bs-`: five characters or more) looked up among the
   * property names of the root element's computed style (names only, never values): what compiled
   * CSS frameworks leave even without a global or a named file. Match kind `css`.
   */
  cssVars?: string[];
  /**
   * Names of technologies this rule's match rules out: a look-alike it explains (jQuery UI's rule has
   * `"excludes": ["jQuery Easing"]`, as jQuery UI defines the same easings). Applied by the worker
   * (findings.ts): the excluded technology is then named only by an address of its own (a script,
   * stylesheet or other URL its rule names), never by its globals, markers or other signals.
   */
  excludes?: string[];
  /**
   * Names of technologies this one runs only on, documented by its maker (SEOmatic is a Craft CMS plugin,
   * React Helmet and Gatsby render with React). Applied by the worker (findings.ts): a match names them
   * too, each with this rule's evidence, in its own category.
   */
  implies?: string[];
}

/** A rule with its category: one entry of the rule set, in the order the page's answers refer to. */
export interface Rule extends RuleSpec {
  category: Category;
}

export interface CategoryRules {
  category: Category;
  rules: RuleSpec[];
}

/**
 * A rule as the page receives it (JSON, every field present: the page must never read a missing field,
 * which a page that poisons Object.prototype could answer).
 */
export interface CompiledRule {
  n: string;
  c: Category;
  u: string[];
  uv: string;
  /** Text before the version (`urlVersionAfter`), or ''. */
  uva: string;
  g: string[];
  v: string[];
  m: string[];
  gen: string;
  d: string[];
  /** Per selector in `d`: the ids (#), classes (.), attributes (@) and tags it needs; all must be on the page. */
  dt: string[][];
  dv: string[];
  k: string[];
  /** `nodeKeys`, and `nodeVersion` or ''. */
  nk: string[];
  nv: string;
  /** `inline` literals, lowercase. */
  i: string[];
  /** `headers`, as written (`name` or `name=regex`; the name lowercase). */
  h: string[];
  /** `cssVars` prefixes. */
  cv: string[];
}

/**
 * What the page check reads of a rule (inspect-page.ts): the rest (names, categories, the patterns the
 * index holds) stays out of the injected file, which the page parses on every click.
 */
export type PageRule = Pick<CompiledRule, 'uv' | 'uva' | 'g' | 'v' | 'm' | 'gen' | 'd' | 'dt' | 'dv' | 'nv'>;
/** A page rule as the injected file carries it: its non-empty fields only, or 0 when it has none. */
export type PageRuleData = Partial<PageRule> | 0;

/** One signal of one rule: [rule index, signal index]. */
export type SignalRef = [number, number];
/** One signal with the text the page compares (a path prefix, a name prefix, a URL part). */
export type SignalText = [number, number, string];

/**
 * The rule set indexed by the literals each signal needs on the page (page-index.ts), built once with
 * the compiled rules (at build time, in the injected file): the page looks up what it has (its own
 * global names, cookie names, meta names, hosts, path segments, selector tokens) instead of running
 * every rule. Keys are read as own properties only (a page may poison Object.prototype).
 */
export interface PageIndex {
  /** Global paths by their first segment (`Shopify.theme` under `Shopify`). */
  g: Record<string, SignalRef[]>;
  /** Global prefixes (`webpackChunk*`): the prefix. */
  gp: SignalText[];
  /** Cookie names, exact. */
  k: Record<string, SignalRef[]>;
  /** Cookie prefixes (`_hj*`): the prefix. */
  kp: SignalText[];
  /** Meta names, lowercase. */
  m: Record<string, SignalRef[]>;
  /** Rules with a generator pattern. */
  gen: number[];
  /** URL patterns by host: the path prefix ('' for none). */
  uh: Record<string, SignalText[]>;
  /** Path patterns by their first segment (`/wp-content/plugins/x/` under `wp-content`): the path. */
  us: Record<string, SignalText[]>;
  /** Path patterns of one segment (`/x.js`): checked on every address. */
  up: SignalText[];
  /**
   * `~regex` patterns: [rule, signal, the regex, the text (lowercase) every match contains or ''
   * (required-literal.ts)]. The page runs a pattern only on an address that contains its text.
   */
  ux: [number, number, string, string][];
  /** `=host` patterns: the host. */
  upg: SignalText[];
  /** Selectors by the one token the page looks up first (an id, else a class, an attribute, a tag). */
  d: Record<string, SignalRef[]>;
  /** Node keys by exact name (attributes as `@name`). */
  nk: Record<string, SignalRef[]>;
  /** Node key prefixes (`__reactFiber$*`, `@_nghost-*`): the prefix. */
  nkp: SignalText[];
  /**
   * Inline-script literals: one case-insensitive alternation of every literal, escaped, longest first
   * (a regex source; '' when no rule has one), run once over each script's text, and what each matched
   * literal (lowercase) proves: its own signals and those of every literal that is its prefix (both
   * occur where it does; the alternation reports only the longest).
   */
  ire: string;
  il: Record<string, SignalRef[]>;
  /** Header signals by header name (lowercase): the value's regex ('' for presence). */
  h: Record<string, SignalText[]>;
  /** CSS custom-property prefixes by their first five characters: the prefix. */
  cv: Record<string, SignalText[]>;
}
