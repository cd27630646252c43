// Values the API sends that the UI prints (technology categories and their groups, the plan, the key's
// status and type, a company's type, a job's status, an audience's kind), each mapped to its message in
// the reader's language. This is the one place that maps a value to its message key:
// - categories, groups, plans, key statuses and company types by one rule, `values_<kind>_<value in
//   lower case, words joined by _>` (locales/<lang>/values.json: "Marketing automation" →
//   values_category_marketing_automation), so the popup carries no list of names (its size budget) and a
//   value in another case ("ADVERTISING") finds the same message;
// - the key's type, a job's status and an audience's kind by the small tables of ./api-values-tables.ts
//   (the options page's alone: kept out of the popup's first load), to messages their pages already had.
// The values known today (the catalog's categories, tests/sandbox/data/technologies.json, which the
// on-page rules' CATEGORIES are a part of; the published lists, lib/api/published.ts) each have a message
// in all five languages: tests/unit/lib/display/api-values.test.ts. A value without one (the API adds a
// category) is shown exactly as sent: never dropped, never "undefined". Exports keep the API's values.
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
