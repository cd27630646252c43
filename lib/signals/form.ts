// The signal query as typed into the explorer and alert forms, checked before anything is sent
// (contract.md: switch and gap need a second technology; the window is at most 365 days, default the
// last 30). Company filters are checked by the shared checkFilters, not a copy of it.
import {
  SIGNAL_TYPES,
  SIGNAL_WINDOW,
  isPublished,
  type CompanyFilters,
  type SavedSignalQuery,
  type SavedSignalQueryAnswer,
  type SignalType,
} from '@/lib/api/schemas';
import { checkFilters, EMPTY_FILTERS, type FilterErrors, type FilterForm } from '@/lib/companies/company-filters';

export interface PickedTechnology {
  id: number;
  name: string;
}

export interface SignalForm {
  type: SignalType;
  technology: PickedTechnology | null;
  other: PickedTechnology | null;
  since: string;
  until: string;
  filters: FilterForm;
}

export type SignalField = 'type' | 'technology' | 'other' | 'since' | 'until';
export type SignalErrors = Partial<Record<SignalField, string>> & { filters?: FilterErrors };

/** The query the explorer sends: the signal's parameters and the company filters, without paging. */
export type SignalQuery = {
  type: SignalType;
  technology: number;
  other_technology?: number;
  since: string;
  until: string;
} & CompanyFilters;

const DAY_MS = 86_400_000;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** What the two technology fields mean for each type (contract.md). */
export const TYPE_LABELS: Record<SignalType, { title: string; technology: string; other: string | null }> = {
  adoption: { title: 'Adoption: started using', technology: 'Technology adopted', other: null },
  churn: { title: 'Churn: stopped using', technology: 'Technology dropped', other: null },
  switch: { title: 'Switch: from one to another', technology: 'Switched to', other: 'Switched from' },
  gap: { title: 'Gap: has one, lacks another', technology: 'Has', other: 'Lacks' },
};

export function defaultWindow(now: number): { since: string; until: string } {
  return { since: isoDay(now - SIGNAL_WINDOW.defaultDays * DAY_MS), until: isoDay(now) };
}

export function emptySignalForm(now: number, type: SignalType = 'adoption'): SignalForm {
  return { type, technology: null, other: null, ...defaultWindow(now), filters: EMPTY_FILTERS };
}

function validDate(text: string): boolean {
  if (!DATE_RE.test(text)) return false;
  const ms = Date.parse(`${text}T00:00:00Z`);
  return Number.isFinite(ms) && isoDay(ms) === text;
}

/** The query to send, or what to fix with the allowed values. */
export function checkSignalForm(form: SignalForm): { query: SignalQuery } | { errors: SignalErrors } {
  const errors: SignalErrors = {};
  if (!SIGNAL_TYPES.includes(form.type)) errors.type = `Signal type must be one of: ${SIGNAL_TYPES.join(', ')}.`;
  const labels = TYPE_LABELS[form.type] ?? TYPE_LABELS.adoption;
  if (!form.technology) errors.technology = `Choose a technology for “${labels.technology}”.`;
  const needsOther = form.type === 'switch' || form.type === 'gap';
  if (needsOther && !form.other) errors.other = `Choose a technology for “${labels.other}”: ${form.type} signals need two technologies.`;
  if (needsOther && form.other && form.technology && form.other.id === form.technology.id) {
    errors.other = `“${labels.other}” must be a different technology from “${labels.technology}”.`;
  }
  const since = form.since.trim();
  const until = form.until.trim();
  if (!validDate(since)) errors.since = 'Since must be a date formatted YYYY-MM-DD.';
  if (!validDate(until)) errors.until = 'Until must be a date formatted YYYY-MM-DD.';
  if (!errors.since && !errors.until) {
    const days = (Date.parse(until) - Date.parse(since)) / DAY_MS;
    if (days < 0) errors.since = 'Since must be on or before Until.';
    else if (days > SIGNAL_WINDOW.maxDays) errors.since = `The window from Since to Until may be at most ${SIGNAL_WINDOW.maxDays} days (it is ${days}).`;
  }
  const filters = checkFilters(form.filters);
  if ('errors' in filters) errors.filters = filters.errors;
  if (Object.keys(errors).length > 0 || !form.technology || 'errors' in filters) return { errors };
  return {
    query: {
      type: form.type,
      technology: form.technology.id,
      ...(needsOther && form.other ? { other_technology: form.other.id } : {}),
      since,
      until,
      ...filters.filters,
    },
  };
}

/** A saved query for an alert (contract.md: type, technology, other_technology, since, filters). */
export function toSavedQuery(q: SignalQuery): SavedSignalQuery {
  const { type, technology, other_technology, since: _since, until: _until, ...filters } = q;
  // An alert delivers what is new from now on: the explorer's window is not part of it.
  return { type, technology, ...(other_technology ? { other_technology } : {}), filters };
}

/** The form an alert's saved query stands for (names from what the page knows, else "#id"). */
export function formFromSaved(q: SavedSignalQueryAnswer, names: Record<number, string>, now: number): SignalForm {
  const tech = (id: number | null | undefined) => (id ? { id, name: names[id] ?? `Technology #${id}` } : null);
  const filters = { ...EMPTY_FILTERS };
  for (const [k, v] of Object.entries(q.filters ?? {})) if (v !== undefined && v !== null) (filters as Record<string, string>)[k] = String(v);
  // A type the published list does not name yet stays as sent: checkSignalForm then says what is allowed.
  return { type: q.type as SignalType, technology: tech(q.technology), other: tech(q.other_technology), ...defaultWindow(now), filters };
}

/** "Adoption of Shopify · Country: US" — the list's query summary. */
export function describeQuery(q: SavedSignalQueryAnswer, names: Record<number, string>): string {
  const name = (id: number) => names[id] ?? `technology #${id}`;
  const heads = {
    adoption: () => `Adopted ${name(q.technology)}`,
    churn: () => `Dropped ${name(q.technology)}`,
    switch: () => `Switched from ${name(q.other_technology ?? 0)} to ${name(q.technology)}`,
    gap: () => `Has ${name(q.technology)}, lacks ${name(q.other_technology ?? 0)}`,
  };
  // A signal type the published list does not name yet is shown as sent.
  const head = isPublished(SIGNAL_TYPES, q.type) ? heads[q.type]() : `${q.type}: ${name(q.technology)}`;
  const filters = Object.entries(q.filters ?? {}).filter(([, v]) => v !== undefined && v !== null && v !== '');
  return filters.length ? `${head} · ${filters.map(([k, v]) => `${k.replace('_', ' ')}: ${v}`).join(', ')}` : head;
}
