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
import { formatNumber } from '@/lib/display/format';
import { t, tn, type MessageKey } from '@/lib/i18n';
import { companyTypeLabel } from '@/lib/display/api-values';

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

/** What the two technology fields mean for each type (contract.md): catalog keys, read at render time. */
const TYPE_LABEL_KEYS: Record<SignalType, { title: MessageKey; technology: MessageKey; other: MessageKey | null }> = {
  adoption: { title: 'signals_typeAdoption', technology: 'signals_techAdopted', other: null },
  churn: { title: 'signals_typeChurn', technology: 'signals_techDropped', other: null },
  switch: { title: 'signals_typeSwitch', technology: 'signals_switchedTo', other: 'signals_switchedFrom' },
  gap: { title: 'signals_typeGap', technology: 'signals_has', other: 'signals_lacks' },
};

/** The type's title and the labels of its technology fields, in the UI language. */
export function typeLabels(type: SignalType): { title: string; technology: string; other: string | null } {
  const keys = TYPE_LABEL_KEYS[type] ?? TYPE_LABEL_KEYS.adoption;
  return { title: t(keys.title), technology: t(keys.technology), other: keys.other && t(keys.other) };
}

/** The name a technology known only by its id shows (an alert's saved query read before its names). */
export const unnamedTechnology = (id: number) => t('signals_technologyNumber', [String(id)]);

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
  if (!SIGNAL_TYPES.includes(form.type)) errors.type = t('signals_errType', [SIGNAL_TYPES.join(', ')]);
  const labels = typeLabels(form.type);
  if (!form.technology) errors.technology = t('signals_errChooseTechnology', [labels.technology]);
  const needsOther = form.type === 'switch' || form.type === 'gap';
  if (needsOther && !form.other) errors.other = t('signals_errChooseOther', [labels.other ?? '', form.type]);
  if (needsOther && form.other && form.technology && form.other.id === form.technology.id) {
    errors.other = t('signals_errSameTechnology', [labels.other ?? '', labels.technology]);
  }
  const since = form.since.trim();
  const until = form.until.trim();
  if (!validDate(since)) errors.since = t('signals_errSinceDate');
  if (!validDate(until)) errors.until = t('signals_errUntilDate');
  if (!errors.since && !errors.until) {
    const days = (Date.parse(until) - Date.parse(since)) / DAY_MS;
    if (days < 0) errors.since = t('signals_errOrder');
    else if (days > SIGNAL_WINDOW.maxDays) errors.since = tn('signals_errWindow', SIGNAL_WINDOW.maxDays, [formatNumber(days)]);
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
  const tech = (id: number | null | undefined) => (id ? { id, name: names[id] ?? unnamedTechnology(id) } : null);
  const filters = { ...EMPTY_FILTERS };
  for (const [k, v] of Object.entries(q.filters ?? {})) if (v !== undefined && v !== null) (filters as Record<string, string>)[k] = String(v);
  // A type the published list does not name yet stays as sent: checkSignalForm then says what is allowed.
  return { type: q.type as SignalType, technology: tech(q.technology), other: tech(q.other_technology), ...defaultWindow(now), filters };
}

/** The list's summary of a filter: its name in the UI language (a field the published list does not name yet: as sent). */
const FILTER_KEYS: Record<string, MessageKey> = {
  country: 'signals_filterCountry',
  state: 'signals_filterState',
  city: 'signals_filterCity',
  industry: 'signals_filterIndustry',
  industry_code: 'signals_filterIndustryCode',
  employees: 'signals_filterEmployees',
  company_type: 'signals_filterCompanyType',
  founded_min: 'signals_filterFoundedMin',
  founded_max: 'signals_filterFoundedMax',
};
const filterName = (k: string) => (FILTER_KEYS[k] ? t(FILTER_KEYS[k]) : k.replace('_', ' '));

/** "Adopted Shopify · country: US" — the list's query summary. */
export function describeQuery(q: SavedSignalQueryAnswer, names: Record<number, string>): string {
  const name = (id: number) => names[id] ?? t('signals_technologyNumberLower', [String(id)]);
  const heads = {
    adoption: () => t('signals_adopted', [name(q.technology)]),
    churn: () => t('signals_dropped', [name(q.technology)]),
    switch: () => t('signals_switched', [name(q.other_technology ?? 0), name(q.technology)]),
    gap: () => t('signals_gap', [name(q.technology), name(q.other_technology ?? 0)]),
  };
  // A signal type the published list does not name yet is shown as sent.
  const head = isPublished(SIGNAL_TYPES, q.type) ? heads[q.type]() : `${q.type}: ${name(q.technology)}`;
  const filters = Object.entries(q.filters ?? {}).filter(([, v]) => v !== undefined && v !== null && v !== '');
  if (!filters.length) return head;
  const list = filters.map(([k, v]) => t('signals_filterValue', [filterName(k), k === 'company_type' ? companyTypeLabel(String(v)) : String(v)])).join(', ');
  return t('signals_queryWithFilters', [head, list]);
}
