// Worker handlers of the local feature (lib/messaging/features/local.ts): free on-page detection in
// the tab the user clicked the toolbar icon on (activeTab + scripting, main world), matched to the
// local catalog for free. Nothing found on the page is sent anywhere; only `local.resolve`, when the
// user allowed it in Settings › Popup, sends technology names (never the page's address) to the API.
import { browser } from 'wxt/browser';
import { z } from 'zod';
import { TooLargeError, ValidationError } from '@/lib/api/errors';
import type { TechnologySummary } from '@/lib/api/schemas';
import type { StackLensDB } from '@/lib/db/database';
import { getSettings } from '@/lib/db/settings';
import { hiddenOn } from '@/lib/db/hidden-technologies';
import { pageOf } from '@/lib/local/page-of';
import { rememberTechnologies } from '@/lib/db/technologies';
import { isLocalName, technologiesFrom, type LocalTechnology } from '@/lib/local/findings';
import {
  DOCUMENT_STATES,
  MATCH_KINDS,
  PAGE_BUDGET_MS,
  PAGE_CHECK_FILE,
  PAGE_LIMITS,
  PAGE_PHASES,
  type PageFindings,
  type PagePhase,
} from '@/lib/local/inspect-page';
import { RULES_FILE, rulesLoader } from '@/lib/local/rules/load';
import type { Rule } from '@/lib/local/rules/types';
import { restrictionOf } from '@/lib/local/restricted';
import { KV_LOCAL_NAME_ALIASES, KV_LOCAL_UNKNOWN_NAMES } from '@/lib/db/kv-keys';
import type { LocalDetectionView, localInputs } from '@/lib/messaging/features/local';
import type { FeatureDeps, FeatureHandlers } from './types';
import { t, tn } from '@/lib/i18n';
import { priceOf, UNIT_PRICES } from '@/lib/api/prices';
import { formatNumber } from '@/lib/display/format';

/** Time the page's checks may take, checked between their steps (lib/local/inspect-page.ts). */
export { PAGE_BUDGET_MS };
/** Time the whole injection may take, parsing the injected file (the check and the rule set) included: a safety net for a page that never answers, well above what a loaded machine needs. */
export const INJECTION_TIMEOUT_MS = 4_000;
/** Names the catalog does not have, remembered so they are never paid for twice (the account's: account-data.ts). */
const UNKNOWN_NAMES_KEY = KV_LOCAL_UNKNOWN_NAMES;
/** Asked names the lookup answered with a technology of another name, so matching finds them for free. */
const NAME_ALIASES_KEY = KV_LOCAL_NAME_ALIASES;

/** The browser calls detection needs; unit tests pass fakes. */
export interface LocalPlatform {
  tabUrl(tabId: number): Promise<string | null>;
  /** The rule set, read on first use (lib/local/rules/load.ts): the page's answers refer to it. */
  rules(): Promise<readonly Rule[]>;
  /** Injects the page check's file (inspectPage on the rules, built in) into the tab's main world; its answer, unchecked. */
  inspect(tabId: number): Promise<unknown>;
}

export const browserLocalPlatform: LocalPlatform = {
  // The extension's own file: fetch reads it in Chrome's worker and in Firefox's background page alike.
  rules: rulesLoader(async () => (await fetch(browser.runtime.getURL(RULES_FILE))).json()),
  async tabUrl(tabId) {
    const tab = await browser.tabs.get(tabId);
    return tab.url ?? null;
  },
  async inspect(tabId) {
    let frames;
    try {
      // The page check's file runs inspectPage itself (its budget is PAGE_BUDGET_MS, fixed at build)
      // and evaluates to its findings; it leaves no global in the page.
      frames = await browser.scripting.executeScript({ target: { tabId }, world: 'MAIN', files: [PAGE_CHECK_FILE] });
    } catch (error) {
      // A browser without main-world injection (Firefox before 128) refuses `world`: the page's tags
      // and script hosts are still readable from the isolated world, by the same file (the page's
      // globals are not visible there): the worker bundles none of the check.
      if (!/\bworld\b/i.test(error instanceof Error ? error.message : String(error))) throw error;
      frames = await browser.scripting.executeScript({ target: { tabId }, files: [PAGE_CHECK_FILE] });
    }
    const [frame] = frames;
    if (!frame || frame.result === undefined || frame.result === null) throw new Error('The page gave no answer.');
    return frame.result;
  },
};

/**
 * What a page may answer, given the rule set's length. The answer comes from the page's own world, which
 * a hostile page controls: anything else (wrong shapes, huge lists, long strings, a rule the rule set
 * does not have) is refused as "could not inspect this page". The limits are those inspectPage keeps to
 * (PAGE_LIMITS).
 */
export const pageFindingsSchema = (ruleCount: number) =>
  z
    .object({
      matches: z
        .array(
          z.tuple([
            z
              .number()
              .int()
              .min(0)
              .max(ruleCount - 1),
            z.enum(MATCH_KINDS),
            z.number().int().min(0).max(100),
            z.string().max(253),
            z.string().max(40).nullable(),
          ]),
        )
        .max(PAGE_LIMITS.matches),
      generators: z.array(z.string().max(200)).max(PAGE_LIMITS.generators),
      failedTests: z.number().int().min(0).max(10_000),
      unchecked: z.array(z.enum(PAGE_PHASES)).max(PAGE_PHASES.length),
      document: z.enum(DOCUMENT_STATES),
    })
    .strict();

/**
 * The longest JSON string a page check can answer (PAGE_LIMITS, each string at its schema's longest with
 * every character escaped as \uXXXX): about 3.7 million characters. A longer one is refused unread.
 */
export const MAX_ANSWER_CHARS = PAGE_LIMITS.matches * (64 + 6 * (253 + 40)) + PAGE_LIMITS.generators * (4 + 6 * 200) + 4096;

/** The page answers a JSON string (inspect-page.ts says why); its length checked, then parsed here, in the worker. */
function parseAnswer(answer: unknown): unknown {
  if (typeof answer !== 'string') return answer;
  // Before JSON.parse: a hostile page's 40 MB answer cost the worker 212 ms to parse only to be refused.
  if (answer.length > MAX_ANSWER_CHARS) throw new TooLargeError({ message: 'The page’s answer is longer than any page check gives.' });
  try {
    return JSON.parse(answer) as unknown;
  } catch {
    return undefined;
  }
}

class MalformedAnswer extends Error {}

/**
 * What each part of the page check reads, in words (the panel's "not checked" note). The worker writes
 * the panel's notes in the browser's UI language, the popup's own (lib/i18n): they reach the popup as text.
 */
const PHASE_WORDS = {
  globals: 'popup_phaseGlobals',
  nodes: 'popup_phaseNodes',
  meta: 'popup_phaseMeta',
  cookies: 'popup_phaseCookies',
  headers: 'popup_phaseHeaders',
  addresses: 'popup_phaseAddresses',
  inline: 'popup_phaseInline',
  dom: 'popup_phaseDom',
  css: 'popup_phaseCss',
} as const satisfies Record<PagePhase, string>;

/** "a, b and c" in the UI language. */
const listWords = (words: string[]) =>
  words.length < 2 ? words.join('') : t('popup_listLast', [words.slice(0, -1).join(t('popup_listSeparator')), words.at(-1)!]);

const hostOf = (url: string | null) => {
  try {
    return url ? new URL(url).hostname : null;
  } catch {
    return null;
  }
};

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (v) => (clearTimeout(timer), resolve(v)),
      (e: unknown) => (clearTimeout(timer), reject(e)),
    );
  });
}

async function unknownNames(db: StackLensDB): Promise<Set<string>> {
  const row = await db.kv.get(UNKNOWN_NAMES_KEY);
  return new Set(Array.isArray(row?.value) ? (row.value as string[]) : []);
}

/** Names a lookup resolved to a technology of another name (lowercased asked name → catalog id). */
async function nameAliases(db: StackLensDB): Promise<Record<string, number>> {
  const row = await db.kv.get(NAME_ALIASES_KEY);
  const value = row?.value;
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, number>) : {};
}

/**
 * The catalog technologies the worker already knows by these names (lowercased): free. A name the
 * lookup answered with a differently named technology ("Google Font API" → "Google Fonts") is found
 * through the alias it left, so it is never paid for again.
 */
async function catalogByName(db: StackLensDB, names: readonly string[]): Promise<Map<string, TechnologySummary>> {
  const lower = [...new Set(names.map((n) => n.toLowerCase()))];
  if (lower.length === 0) return new Map();
  const rows = await db.technologies.where('name').anyOf(lower).toArray();
  const found = new Map(rows.flatMap((r) => (r.summary ? [[r.name, r.summary] as const] : [])));
  const missing = lower.filter((n) => !found.has(n));
  if (missing.length > 0) {
    const aliases = await nameAliases(db);
    const wanted = missing.filter((n) => typeof aliases[n] === 'number');
    const byId = await db.technologies.bulkGet(wanted.map((n) => aliases[n]!));
    wanted.forEach((n, i) => {
      const row = byId[i];
      if (row?.summary) found.set(n, row.summary);
    });
  }
  return found;
}

async function matchCatalog(db: StackLensDB, techs: LocalTechnology[]): Promise<{ technologies: LocalTechnology[]; unresolved: string[] }> {
  const [known, unknown] = await Promise.all([
    catalogByName(
      db,
      techs.map((t) => t.name),
    ),
    unknownNames(db),
  ]);
  const technologies = techs.map((t) => ({ ...t, technology: known.get(t.name.toLowerCase()) ?? null }));
  const unresolved = technologies.filter((t) => !t.technology && !unknown.has(t.name.toLowerCase())).map((t) => t.name);
  return { technologies, unresolved };
}

export function createLocalHandlers(
  deps: FeatureDeps,
  platform: LocalPlatform = browserLocalPlatform,
  { timeoutMs = INJECTION_TIMEOUT_MS } = {},
): FeatureHandlers<keyof typeof localInputs> {
  const { db } = deps;
  return {
    'local.detect': async ({ tabId }) => {
      const started = deps.now();
      const url = await platform.tabUrl(tabId).catch(() => null);
      const host = hostOf(url);
      const restricted = restrictionOf(url);
      // What "Not right?" needs: the site rows are hidden on, what it hides there, the address a report names.
      const place = restricted ? { site: null, page: null } : pageOf(url);
      const hidden = place.site ? hiddenOn(db, place.site).catch(() => []) : Promise.resolve([]);
      const done = async (view: Omit<LocalDetectionView, 'durationMs'>): Promise<LocalDetectionView> => ({
        ...view,
        ...place,
        hidden: await hidden,
        durationMs: deps.now() - started,
      });
      if (restricted) return done({ status: 'restricted', message: restricted, host, technologies: [], unresolved: [] });
      let findings: PageFindings;
      let rules: readonly Rule[];
      try {
        rules = await platform.rules();
        const answer: unknown = await withTimeout(platform.inspect(tabId), timeoutMs);
        const parsed = pageFindingsSchema(rules.length).safeParse(parseAnswer(answer));
        if (!parsed.success) throw new MalformedAnswer('malformed');
        findings = parsed.data;
      } catch (error) {
        const text = error instanceof Error ? error.message : String(error);
        // Chrome's words for a page it keeps from extensions (the store, another extension's page).
        if (/cannot be scripted|cannot access a chrome|chrome:\/\/ URL|extensions gallery/i.test(text)) {
          return done({ status: 'restricted', message: t('popup_restrictedPage'), host, technologies: [], unresolved: [] });
        }
        const why =
          error instanceof TooLargeError
            ? t('popup_whyTooLarge')
            : error instanceof MalformedAnswer
              ? t('popup_whyUnreadable')
              : text === 'timeout'
                ? t('popup_whyTimeout')
                : t('popup_whyRefused');
        return done({
          status: 'failed',
          message: t('popup_cannotInspect', [why]),
          host,
          technologies: [],
          unresolved: [],
        });
      }
      const { technologies, unresolved } = await matchCatalog(db, technologiesFrom(findings, rules));
      const { unchecked } = findings;
      return done({
        status: findings.failedTests > 0 || unchecked.length > 0 ? 'partial' : 'ok',
        message:
          unchecked.length > 0
            ? t('popup_notChecked', [listWords(unchecked.map((p) => t(PHASE_WORDS[p])))])
            : findings.failedTests > 0
              ? t('popup_scriptsThrew')
              : null,
        host,
        technologies,
        unresolved,
        unchecked,
        document: findings.document,
      });
    },
    'local.resolve': async ({ names }) => {
      const settings = await getSettings(db);
      if (!settings.resolveLocalNames) {
        throw new ValidationError({
          message: t('popup_resolveOff', [
            t('popup_resolveSetting'),
            tn('common_credits', priceOf('technologies.lookup')),
            formatNumber(UNIT_PRICES.namesPerLookup),
          ]),
          param: 'names',
        });
      }
      const resolved: Record<string, TechnologySummary | null> = {};
      const rules = await platform.rules();
      // Only names StackLens itself could have detected are ever paid for: never one a page chose.
      const asked = [...new Map(names.map((n) => [n.toLowerCase(), n])).values()].filter((n) => {
        if (isLocalName(n, rules)) return true;
        resolved[n] = null;
        return false;
      });
      const [known, unknown] = await Promise.all([catalogByName(db, asked), unknownNames(db)]);
      const missing: string[] = [];
      for (const name of asked) {
        const hit = known.get(name.toLowerCase());
        if (hit) resolved[name] = hit;
        else if (unknown.has(name.toLowerCase())) resolved[name] = null;
        else missing.push(name);
      }
      if (missing.length === 0) return { resolved, credits: 0 };
      // Lookup answers are not in the response cache (no cache kind in the catalog): they are kept here
      // for good instead, found ones in the local catalog and unknown ones in the kv table.
      const result = await deps.call({ endpoint: 'technologies.lookup', params: { names: missing } });
      const data = result.data as { results: { query: string; technology: TechnologySummary | null }[] };
      const found = data.results.flatMap((r) => (r.technology ? [r.technology] : []));
      await rememberTechnologies(db, found, deps.now());
      const stillUnknown = new Set(unknown);
      const aliases = await nameAliases(db);
      let newAliases = false;
      for (const r of data.results) {
        resolved[r.query] = r.technology;
        if (!r.technology) stillUnknown.add(r.query.toLowerCase());
        else if (r.query.toLowerCase() !== r.technology.name.toLowerCase()) {
          aliases[r.query.toLowerCase()] = r.technology.id;
          newAliases = true;
        }
      }
      await db.kv.put({ key: UNKNOWN_NAMES_KEY, value: [...stillUnknown].slice(-5000) });
      if (newAliases) await db.kv.put({ key: NAME_ALIASES_KEY, value: Object.fromEntries(Object.entries(aliases).slice(-5000)) });
      return { resolved, credits: result.credits };
    },
  };
}
