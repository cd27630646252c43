// The fit verdict: how a site meets the ideal customer (lib/fit/conditions.ts), computed locally from
// what is already here: the clicked page's on-page detection, the cached technologies answer and the
// cached company record. Pure and free: nothing is asked for, nothing is bought for it.
//
// Evidence, decided (docs/fit-verdict.md):
// - A technology seen (on the page, or in the cached answer's active technologies) is proof it runs.
// - Its absence is proof only in the cached answer: it covers the whole domain over time, while the
//   on-page check reads one page, now (a tag manager may load the product later, on another page, or
//   only after consent). So "lacks Klaviyo" with only on-page data and Klaviyo not seen is unknown, and
//   "has Shopify" likewise: never "no" from the page alone.
// - Size, country and industry come from the cached company record only: no record, or a record
//   without that field, is unknown.
import type { FitCondition, FitTechnology } from './conditions';

export type FitState = 'met' | 'not_met' | 'unknown';
export type FitSource = 'page' | 'lookup';

export type FitEvidence =
  /** These of the condition's technologies were seen by `source`. */
  | { kind: 'seen'; source: FitSource; names: string[] }
  /** None of the condition's technologies was seen by `source`. */
  | { kind: 'not_seen'; source: FitSource }
  /** The cached company record's value for the condition's field (null: the record does not say). */
  | { kind: 'company'; value: string | null }
  /** No such data here: no on-page result, no cached technologies answer, no cached company record. */
  | { kind: 'missing'; what: 'page' | 'lookup' | 'company' };

export interface FitResult {
  condition: FitCondition;
  state: FitState;
  evidence: FitEvidence[];
  /** What to name in the line: the technologies seen, else those asked for; the company's value. */
  names: string[];
}

export interface FitVerdict {
  results: FitResult[];
  met: number;
  notMet: number;
  unknown: number;
  total: number;
}

/** One technology on the page, as on-page detection gives it. */
export interface PageTechnology {
  name: string;
  technology?: { id: number; name: string } | null;
}

export interface FitInputs {
  conditions: readonly FitCondition[];
  /** The clicked page's on-page detection; null when there is none (a searched domain, a table row). */
  page?: { technologies: readonly PageTechnology[]; hidden?: readonly string[] } | null;
  /** The cached technologies answer for the domain; null when none is cached. */
  technologies?: { active_technologies: readonly { id?: number; name: string }[] } | null;
  /** The cached company record; null when none is cached (it is never bought for the verdict). */
  company?: { employees: string | null; country: string | null; industry: string | null } | null;
}

const norm = (s: string) => s.trim().toLowerCase();

/** What a source saw, indexed once: catalog ids and lower-cased names. */
interface Seen {
  ids: Set<number>;
  names: Set<string>;
}
function index(rows: readonly { id?: number; names: string[] }[]): Seen {
  const seen: Seen = { ids: new Set(), names: new Set() };
  for (const r of rows) {
    if (r.id !== undefined) seen.ids.add(r.id);
    for (const n of r.names) seen.names.add(norm(n));
  }
  return seen;
}

/** Which of `wanted` a source saw, by catalog id or by name. */
const seenOf = (wanted: readonly FitTechnology[], seen: Seen): string[] =>
  wanted.filter((w) => seen.ids.has(w.id) || seen.names.has(norm(w.name))).map((w) => w.name);

function technologyResult(condition: Extract<FitCondition, { technologies: FitTechnology[] }>, inputs: FitInputs, sources: Sources): FitResult {
  const wanted = condition.technologies;
  const evidence: FitEvidence[] = [];
  let onPage: string[] = [];
  if (sources.page) {
    onPage = seenOf(wanted, sources.page);
    evidence.push(onPage.length ? { kind: 'seen', source: 'page', names: onPage } : { kind: 'not_seen', source: 'page' });
  } else evidence.push({ kind: 'missing', what: 'page' });
  let inLookup: string[] | null = null;
  if (sources.lookup) {
    inLookup = seenOf(wanted, sources.lookup);
    evidence.push(inLookup.length ? { kind: 'seen', source: 'lookup', names: inLookup } : { kind: 'not_seen', source: 'lookup' });
  } else evidence.push({ kind: 'missing', what: 'lookup' });

  const seen = [...new Set([...onPage, ...(inLookup ?? [])])];
  const runs: boolean | null = seen.length > 0 ? true : inLookup !== null ? false : null;
  const state: FitState = runs === null ? 'unknown' : (condition.kind === 'lacks' ? !runs : runs) ? 'met' : 'not_met';
  return { condition, state, evidence, names: seen.length ? seen : wanted.map((w) => w.name) };
}

interface Sources {
  page: Seen | null;
  lookup: Seen | null;
}
/** The page (without rows the user hid on the site) and the cached answer, indexed once for every condition. */
function indexSources(inputs: FitInputs): Sources {
  const hidden = new Set((inputs.page?.hidden ?? []).map(norm));
  return {
    page: inputs.page
      ? index(
          inputs.page.technologies
            .filter((r) => !hidden.has(norm(r.name)))
            .map((r) => ({ id: r.technology?.id, names: [r.name, ...(r.technology ? [r.technology.name] : [])] })),
        )
      : null,
    lookup: inputs.technologies ? index(inputs.technologies.active_technologies.map((t) => ({ id: t.id, names: [t.name] }))) : null,
  };
}

function companyResult(condition: Extract<FitCondition, { kind: 'size' | 'country' | 'industry' }>, inputs: FitInputs): FitResult {
  const wanted = condition.kind === 'size' ? condition.sizes : condition.kind === 'country' ? condition.countries : condition.industries;
  if (!inputs.company) return { condition, state: 'unknown', evidence: [{ kind: 'missing', what: 'company' }], names: [...wanted] };
  const value = condition.kind === 'size' ? inputs.company.employees : condition.kind === 'country' ? inputs.company.country : inputs.company.industry;
  const evidence: FitEvidence[] = [{ kind: 'company', value }];
  if (value === null || value.trim() === '') return { condition, state: 'unknown', evidence, names: [...wanted] };
  const state = wanted.some((w) => norm(w) === norm(value)) ? 'met' : 'not_met';
  return { condition, state, evidence, names: [value] };
}

/** Each condition met, not met or unknown, with its evidence, and the counts for "Fit 3 of 3". */
export function fitVerdict(inputs: FitInputs): FitVerdict {
  const sources = indexSources(inputs);
  const results = inputs.conditions.map((c) => ('technologies' in c ? technologyResult(c, inputs, sources) : companyResult(c, inputs)));
  const count = (s: FitState) => results.filter((r) => r.state === s).length;
  return { results, met: count('met'), notMet: count('not_met'), unknown: count('unknown'), total: results.length };
}
