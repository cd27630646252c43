// The published lists and ranges (published-spec.md, contract.md) as plain values, with no zod: pages
// that only label or compare a value (the popup's company card) read them without loading the schemas.

/** A value of a list the vendor may grow: one of the published values, or a newer one kept as sent. */
export type Open<T extends string> = T | (string & {});

/** Whether an answer's value is one of the published ones (else the page shows it as sent, neutrally). */
export function isPublished<const T extends readonly string[]>(values: T, value: string | null | undefined): value is T[number] {
  return value !== null && value !== undefined && (values as readonly string[]).includes(value);
}

/** A registrable or full domain name, already normalised (lowercase ASCII / punycode). */
export const DOMAIN_RE = /^(?=.{1,253}$)(?!-)([a-z0-9-]{1,63}(?<!-)\.)+[a-z0-9-]{2,63}$/;

export const EMPLOYEE_RANGES = ['1-1', '1-10', '2-10', '11-50', '51-200', '201-500', '501-1000', '1001-5000', '5001-10000', '10001+'] as const;
export const COMPANY_TYPES = [
  'Privately Held',
  'Self-Owned',
  'Partnership',
  'Self-Employed',
  'Public Company',
  'Nonprofit',
  'Educational',
  'Government Agency',
] as const;
export const PLANS = ['free', 'pro', 'scale'] as const;
export const INDUSTRY_CODE = { min: 1, max: 201 } as const;
export const FOUNDED = { min: 1800, max: 2025 } as const;
export const LIVE_MODES = ['full', 'light', 'fetch'] as const;
export const HISTORY_STATUSES = ['active', 'removed'] as const;
export const AUDIENCE_KINDS = ['list', 'recipe'] as const;
export const JOB_KINDS = ['audience_refresh', 'audience_build'] as const;
export const SIGNAL_TYPES = ['adoption', 'churn', 'switch', 'gap'] as const;
export const JOB_STATUSES = ['queued', 'running', 'completed', 'failed', 'canceled'] as const;
/** Signal window: contract.md, at most 365 days, default the last 30. */
export const SIGNAL_WINDOW = { maxDays: 365, defaultDays: 30 } as const;

export type EmployeeRange = (typeof EMPLOYEE_RANGES)[number];
export type CompanyType = (typeof COMPANY_TYPES)[number];
export type SignalType = (typeof SIGNAL_TYPES)[number];
export type JobStatus = (typeof JOB_STATUSES)[number];
