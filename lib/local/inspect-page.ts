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
import type { PageIndex, PageRuleData } from './rules/types';
import { PAGE_PARTS, type PageParts } from './page-check/parts';
import type { DocumentHeaders, DocumentState, PagePhase, RuleMatch } from './page-check/kinds';

export { DOCUMENT_STATES, MATCH_KINDS, PAGE_PHASES } from './page-check/kinds';
export type { DocumentHeaders, DocumentState, MatchKind, PagePhase, RuleMatch } from './page-check/kinds';

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
 * a JSON string (see the file comment for why not an object). Its parts (lib/local/page-check/) are its
 * first argument: the injected file gives them as their own source, assembled at build time.
 */
export async function runPageCheck(
  parts: PageParts,
  budgetMs: number,
  rules: readonly PageRuleData[],
  index: PageIndex,
  doc: DocumentHeaders | null = null,
): Promise<string> {
  const c = parts.createPageCheck(budgetMs, rules, index, doc);
  /** Runs one part of the check unless the budget is spent; a part that throws is counted, the rest goes on. */
  const phase = (name: PagePhase, run: () => void) => {
    if (c.over()) {
      c.unchecked.push(name);
      return;
    }
    try {
      run();
    } catch (error) {
      if (error === c.CUT) c.unchecked.push(name);
      else c.failedTests++;
    }
  };
  await parts.readJoined(c);
  phase('globals', () => parts.checkGlobals(c));
  phase('nodes', () => parts.checkNodes(c));
  phase('meta', () => parts.checkMeta(c));
  phase('cookies', () => parts.checkCookies(c));
  phase('headers', () => parts.checkHeaders(c));
  phase('addresses', () => parts.matchAddresses(c, parts.gatherAddresses(c)));
  phase('inline', () => parts.checkInline(c));
  phase('dom', () => parts.checkDom(c));
  phase('css', () => parts.checkCss(c));

  const state = doc && c.own(doc, 'state') ? doc.state : 'unavailable';
  const documentState = state === 'cached' || state === 'not-cached' || state === 'no-store' ? state : 'unavailable';

  // Serialised by hand: no toJSON runs.
  const str = (s: string | null) => (s === null ? 'null' : JSON.stringify(String(s)));
  const found = c.matches.map((m) => `[${m[0]},${str(m[1])},${m[2]},${str(m[3].slice(0, 253))},${str(m[4])}]`);
  return (
    `{"matches":[${found.join(',')}],"generators":[${c.generators.map(str).join(',')}],` +
    `"failedTests":${c.failedTests},"unchecked":[${c.unchecked.map(str).join(',')}],"document":${str(documentState)}}`
  );
}

/** The page check with its parts, as a function of this module (tests run it directly). */
export function inspectPage(budgetMs: number, rules: readonly PageRuleData[], index: PageIndex, doc: DocumentHeaders | null = null): Promise<string> {
  return runPageCheck(PAGE_PARTS, budgetMs, rules, index, doc);
}
