// The ideal customer (Settings › Ideal customer): up to 10 conditions a site is judged by, kept with
// the other settings (lib/db/settings.ts) in this browser only. No zod here: the popup reads these
// types and the form's checks without loading the schemas (lib/fit/schema.ts holds the zod schema).
import { EMPLOYEE_RANGES } from '@/lib/api/published';

export const FIT_LIMITS = {
  /** Conditions in one ideal customer. */
  conditions: 10,
  /** Technologies (or sizes, countries, industries) in one condition. */
  values: 10,
  /** Characters of a country's or an industry's name. */
  text: 100,
} as const;

/** A technology as the typeahead picks it: the catalog id, and its name for the label and name matches. */
export interface FitTechnology {
  id: number;
  name: string;
}

export type TechnologyConditionKind = 'has' | 'lacks' | 'competitor';
export type CompanyConditionKind = 'size' | 'country' | 'industry';
export type FitConditionKind = TechnologyConditionKind | CompanyConditionKind;
export const FIT_KINDS: readonly FitConditionKind[] = ['has', 'lacks', 'competitor', 'size', 'country', 'industry'];
export const TECHNOLOGY_KINDS: readonly FitConditionKind[] = ['has', 'lacks', 'competitor'];

export type EmployeeBand = (typeof EMPLOYEE_RANGES)[number];
export const EMPLOYEE_BANDS: readonly EmployeeBand[] = EMPLOYEE_RANGES;

export type FitCondition =
  /** Runs any of these (one is enough). */
  | { kind: 'has'; technologies: FitTechnology[] }
  /** Runs none of these. */
  | { kind: 'lacks'; technologies: FitTechnology[] }
  /** Runs any of these products that compete with ours (a displacement prospect). */
  | { kind: 'competitor'; technologies: FitTechnology[] }
  /** The company record's size band is one of these. */
  | { kind: 'size'; sizes: EmployeeBand[] }
  /** The company record's country is one of these (case-insensitive). */
  | { kind: 'country'; countries: string[] }
  /** The company record's industry is one of these (case-insensitive). */
  | { kind: 'industry'; industries: string[] };

export const isTechnologyCondition = (c: FitCondition): c is Extract<FitCondition, { technologies: FitTechnology[] }> => 'technologies' in c;

/** The values a condition lists, whatever its kind (technology names, size bands, countries, industries). */
export function conditionValues(c: FitCondition): string[] {
  switch (c.kind) {
    case 'has':
    case 'lacks':
    case 'competitor':
      return c.technologies.map((t) => t.name);
    case 'size':
      return c.sizes;
    case 'country':
      return c.countries;
    case 'industry':
      return c.industries;
  }
}

/** What is wrong with an ideal customer, for the form to word (index: the condition, 0-based). */
export type FitProblem =
  | { code: 'too_many'; count: number }
  | { code: 'empty'; index: number; kind: FitConditionKind }
  | { code: 'too_many_values'; index: number; kind: FitConditionKind; count: number }
  | { code: 'too_long'; index: number; kind: FitConditionKind };

/** Every problem, in order; [] when the conditions can be saved. The worker's schema refuses the same. */
export function fitProblems(conditions: readonly FitCondition[]): FitProblem[] {
  const problems: FitProblem[] = [];
  if (conditions.length > FIT_LIMITS.conditions) problems.push({ code: 'too_many', count: conditions.length });
  conditions.forEach((c, index) => {
    const values = conditionValues(c).map((v) => v.trim());
    if (values.filter((v) => v !== '').length === 0) problems.push({ code: 'empty', index, kind: c.kind });
    else if (values.length > FIT_LIMITS.values) problems.push({ code: 'too_many_values', index, kind: c.kind, count: values.length });
    if (values.some((v) => v.length > FIT_LIMITS.text)) problems.push({ code: 'too_long', index, kind: c.kind });
  });
  return problems;
}
