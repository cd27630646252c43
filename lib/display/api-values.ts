// Values the API sends that the UI prints (technology categories and their groups, the plan, the key's
// status and type, a company's type, a job's status, an audience's kind), each mapped to its message in
// the reader's language. This is the one place that maps a value to its message key:
// - categories, groups, plans, key statuses and company types by one rule, `values_<kind>_<value in
//   lower case, words joined by _>` (locales/<lang>/values.json: "Marketing automation" →
//   values_category_marketing_automation), so the popup carries no list of names (its size budget) and a
//   value in another case ("ADVERTISING") finds the same message;
// - the key's type, a job's status and an audience's kind by the small tables below, to messages their
//   pages already had.
// The values known today (the catalog's categories, tests/sandbox/data/technologies.json, which the
// on-page rules' CATEGORIES are a part of; the published lists, lib/api/published.ts) each have a message
// in all five languages: tests/unit/lib/display/api-values.test.ts. A value without one (the API adds a
// category) is shown exactly as sent: never dropped, never "undefined". Exports keep the API's values.
import { t, type MessageKey } from '@/lib/i18n';
import { getMessage } from '@/lib/i18n/message';

/** The kinds of value whose message key follows the rule. */
export type ValueKind = 'category' | 'group' | 'plan' | 'keyStatus' | 'companyType';

/** The message key of a value: `values_category_marketing_automation` for "Marketing automation". */
export function valueKey(kind: ValueKind, value: string): string {
  const slug = value
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
  return `values_${kind}_${slug}`;
}

/** The catalog's message, or '' when it has none (browser.i18n answers '' for a key it does not know). */
function messageOr(key: string): string {
  try {
    return getMessage(key);
  } catch {
    // Unit tests' i18n throws on a key it lacks, where the browser answers ''.
    return '';
  }
}

/** The value in the reader's language when the catalogs have it, else as the API sent it. */
export function valueLabel(kind: ValueKind, value: string): string {
  const key = valueKey(kind, value);
  return (key.length > `values_${kind}_`.length && messageOr(key)) || value;
}

/** The key's type, from its prefix (tapi_live_ / tapi_test_: published-spec.md, Authentication). */
export const KEY_TYPE = {
  live: 'credits_liveKey',
  test: 'credits_testKey',
} as const satisfies Record<string, MessageKey>;

/** A job's or lead list's status (contract.md: queued → running → completed | failed | canceled). */
export const JOB_STATUS = {
  queued: 'leadLists_statusQueued',
  running: 'leadLists_statusRunning',
  completed: 'leadLists_statusCompleted',
  failed: 'leadLists_statusFailed',
  canceled: 'leadLists_statusCanceled',
} as const satisfies Record<string, MessageKey>;

/** An audience's kind (contract.md: "list" or "recipe"). */
export const AUDIENCE_KIND = {
  list: 'audiences_kindList',
  recipe: 'audiences_kindRecipe',
} as const satisfies Record<string, MessageKey>;

const fromTable = (table: Readonly<Record<string, MessageKey>>, value: string) => {
  const key = Object.hasOwn(table, value) ? table[value] : undefined;
  return key ? t(key) : value;
};

/** A technology category ("Advertising" → "Werbung"); an unknown one as sent. */
export const categoryLabel = (category: string) => valueLabel('category', category);
/** A group of categories ("Marketing", "Servers"). */
export const groupLabel = (group: string) => valueLabel('group', group);
/**
 * The plan ("free" → "Free" / "Kostenlos"); a custom plan as sent, its first letter capitalised as a
 * plan's name is ("enterprise" → "Enterprise"), as the pages wrote every plan before.
 */
export const planLabel = (plan: string) => {
  const label = valueLabel('plan', plan);
  return label === plan ? plan.charAt(0).toUpperCase() + plan.slice(1) : label;
};
/** The key's status ("active" → "Active" / "Aktiv"). */
export const keyStatusLabel = (status: string) => valueLabel('keyStatus', status);
/** A company's type ("Privately Held" → "Privatunternehmen"). */
export const companyTypeLabel = (type: string) => valueLabel('companyType', type);
/** The key's type, from its prefix: "Live key", "Test key (never charged)". */
export const keyTypeLabel = (mode: string) => fromTable(KEY_TYPE, mode);
/** A job's or lead list's status ("running" → "Running" / "Läuft"). */
export const jobStatusLabel = (status: string) => fromTable(JOB_STATUS, status);
/** An audience's kind ("list", "recipe"). */
export const audienceKindLabel = (kind: string) => fromTable(AUDIENCE_KIND, kind);
