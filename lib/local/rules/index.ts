// The on-page rule set: every category's data file (data/*.json, described in README.md), one list. The
// page receives it compiled (compile.ts: JSON, every field present); the worker reads results back
// against the same list, so a page can only ever name technologies from it. The worker does not bundle
// it: the build packages it as RULES_FILE, read on first use (load.ts). Imported by wxt.config.ts:
// relative imports only. The files' shape is checked by tests/unit/lib/local/rules.test.ts.
import analytics from './data/analytics.json' with { type: 'json' };
import commerce from './data/commerce.json' with { type: 'json' };
import content from './data/content.json' with { type: 'json' };
import development from './data/development.json' with { type: 'json' };
import libraries from './data/libraries.json' with { type: 'json' };
import engagement from './data/engagement.json' with { type: 'json' };
import infrastructure from './data/infrastructure.json' with { type: 'json' };
import marketing from './data/marketing.json' with { type: 'json' };
import media from './data/media.json' with { type: 'json' };
import plugins from './data/plugins.json' with { type: 'json' };
import trust from './data/trust.json' with { type: 'json' };
import type { CategoryRules, Rule } from './types';

export type { Category, CompiledRule, Rule, RuleSpec } from './types';
export { compileRules, selectorTokens } from './compile';
export { indexRules } from './page-index';

/** The data files in the order their rules take in RULES. */
const FILES = [content, commerce, analytics, marketing, engagement, trust, media, infrastructure, libraries, development, plugins] as CategoryRules[][];

/** Every rule, in a fixed order (the page's answers refer to rules by their index in it). */
export const RULES: readonly Rule[] = FILES.flatMap((file) => file.flatMap((group) => group.rules.map((rule) => ({ ...rule, category: group.category }))));

/** Technologies the rule set knows (a name may have rules in two categories' files only once). */
export function ruleCount(rules: readonly Rule[] = RULES): number {
  return new Set(rules.map((r) => r.name)).size;
}
