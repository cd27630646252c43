// The on-page rule set: every category's data file (data/*.json, described in README.md), one list. The
// page receives it compiled (compileRules: JSON, every field present); the worker reads results back
// against the same list, so a page can only ever name technologies from it. Imported by wxt.config.ts:
// relative imports only. The files' shape is checked by tests/unit/lib/local/rules.test.ts.
import analytics from './data/analytics.json' with { type: 'json' };
import commerce from './data/commerce.json' with { type: 'json' };
import content from './data/content.json' with { type: 'json' };
import development from './data/development.json' with { type: 'json' };
import engagement from './data/engagement.json' with { type: 'json' };
import infrastructure from './data/infrastructure.json' with { type: 'json' };
import marketing from './data/marketing.json' with { type: 'json' };
import media from './data/media.json' with { type: 'json' };
import trust from './data/trust.json' with { type: 'json' };
import type { Category, CategoryRules, CompiledRule, RuleSpec } from './types';

export type { Category, CompiledRule, RuleSpec } from './types';

export interface Rule extends RuleSpec {
  category: Category;
}

/** The data files in the order their rules take in RULES. */
const FILES = [content, commerce, analytics, marketing, engagement, trust, media, infrastructure, development] as CategoryRules[][];

/** Every rule, in a fixed order (the page's answers refer to rules by their index in it). */
export const RULES: readonly Rule[] = FILES.flatMap((file) => file.flatMap((group) => group.rules.map((rule) => ({ ...rule, category: group.category }))));

/** The rules as the page receives them: plain JSON, every field present. */
export function compileRules(rules: readonly Rule[] = RULES): CompiledRule[] {
  return rules.map((r) => ({
    n: r.name,
    c: r.category,
    u: r.urls ?? [],
    uv: r.urlVersion ?? '',
    uva: r.urlVersionAfter ?? '',
    g: r.globals ?? [],
    v: r.version ?? [],
    m: r.meta ?? [],
    gen: r.generator ?? '',
    d: r.dom ?? [],
    dt: (r.dom ?? []).map(selectorTokens),
    dv: r.domVersion ?? [],
    k: r.cookies ?? [],
  }));
}

/**
 * What an element must carry for a selector to match: its ids (`#x`), classes (`.x`), attribute names
 * (`@x`) and tag names. The page gathers these in one pass and runs a selector only when all are there,
 * instead of walking the DOM once per selector. Selectors are single (no list, no :not()), so every
 * token is needed.
 */
export function selectorTokens(selector: string): string[] {
  const bare = selector.replace(/"[^"]*"|'[^']*'/g, '""');
  const unescape = (t: string) => t.replace(/\\(.)/g, '$1');
  const tokens = new Set<string>();
  for (const m of bare.matchAll(/#((?:\\.|[\w-])+)/g)) tokens.add(`#${unescape(m[1]!)}`);
  for (const m of bare.matchAll(/\.((?:\\.|[\w-])+)/g)) tokens.add(`.${unescape(m[1]!)}`);
  for (const m of bare.matchAll(/\[\s*((?:\\.|[\w-])+)/g)) tokens.add(`@${unescape(m[1]!).toLowerCase()}`);
  for (const part of bare.replace(/\[[^\]]*\]/g, '[]').split(/[\s>+~]+/)) {
    const tag = /^((?:\\.|[a-zA-Z])(?:\\.|[\w-])*)/.exec(part)?.[1];
    if (tag) tokens.add(unescape(tag).toLowerCase());
  }
  return [...tokens];
}

/** Technologies the rule set knows (a name may have rules in two categories' files only once). */
export function ruleCount(rules: readonly Rule[] = RULES): number {
  return new Set(rules.map((r) => r.name)).size;
}
