// The fit verdict in words (lib/fit/verdict.ts): the popup's line "Fit 3 of 3: Shopify ✓ · no Klaviyo ✓ ·
// runs Mailchimp (competitor) ✓", a table's cell, each condition's evidence, and a condition as Settings lists it.
import type { FitCondition } from '@/lib/fit/conditions';
import type { FitEvidence, FitResult, FitState, FitVerdict } from '@/lib/fit/verdict';
import { uiLanguage } from '@/lib/i18n/ui-language';
import { formatNumber } from './format';
import { t } from '@/lib/i18n';

let lists: { or: Intl.ListFormat; and: Intl.ListFormat; unit: Intl.ListFormat } | null = null;
/** "Shopify or BigCommerce" ("and": "Shopify and BigCommerce", "unit": "Shopify, BigCommerce"), in the UI language. */
export function joined(names: readonly string[], type: 'or' | 'and' | 'unit' = 'or'): string {
  lists ??= {
    or: new Intl.ListFormat(uiLanguage(), { type: 'disjunction' }),
    and: new Intl.ListFormat(uiLanguage(), { type: 'conjunction' }),
    unit: new Intl.ListFormat(uiLanguage(), { type: 'unit', style: 'narrow' }),
  };
  return lists[type].format(names);
}

export const FIT_MARKS: Record<FitState, string> = { met: '✓', not_met: '✗', unknown: '?' };
/** What a screen reader says for a mark. */
export const fitStateText = (state: FitState) => (state === 'met' ? t('fit_met') : state === 'not_met' ? t('fit_notMet') : t('fit_unknown'));

/** "Fit 3 of 3", or "Fit 1 of 3 (2 unknown)". */
export function fitSummary(v: FitVerdict): string {
  const [met, total, unknown] = [v.met, v.total, v.unknown].map(formatNumber) as [string, string, string];
  return v.unknown > 0 ? t('fit_summaryUnknown', [met, total, unknown]) : t('fit_summary', [met, total]);
}

/** A table's cell: "2 of 3", or "1 of 3, 2 unknown". */
export function fitCell(v: FitVerdict): string {
  const [met, total, unknown] = [v.met, v.total, v.unknown].map(formatNumber) as [string, string, string];
  return v.unknown > 0 ? t('fit_cellUnknown', [met, total, unknown]) : t('fit_cell', [met, total]);
}

/** One condition's part of the line, by what it names ("Shopify", "no Klaviyo", "runs Mailchimp (competitor)"). */
export function conditionWords(kind: FitCondition['kind'], names: readonly string[]): string {
  switch (kind) {
    case 'has':
      return joined(names);
    case 'lacks':
      return t('fit_partLacks', [joined(names)]);
    case 'competitor':
      return t('fit_partCompetitor', [joined(names)]);
    case 'size':
      return t('fit_partSize', [joined(names)]);
    case 'country':
      return t('fit_partCountry', [joined(names)]);
    case 'industry':
      return t('fit_partIndustry', [joined(names)]);
  }
}

export const fitPart = (r: FitResult) => conditionWords(r.condition.kind, r.names);

/** One piece of evidence, as a sentence. */
export function evidenceText(e: FitEvidence): string {
  switch (e.kind) {
    case 'seen':
      return e.source === 'page' ? t('fit_evSeenPage', [joined(e.names, 'and')]) : t('fit_evSeenLookup', [joined(e.names, 'and')]);
    case 'not_seen':
      return e.source === 'page' ? t('fit_evNotSeenPage') : t('fit_evNotSeenLookup');
    case 'company':
      return e.value === null || e.value.trim() === '' ? t('fit_evCompanySilent') : t('fit_evCompany', [e.value]);
    case 'missing':
      return e.what === 'page' ? t('fit_evNoPage') : e.what === 'lookup' ? t('fit_evNoLookup') : t('fit_evNoCompany');
  }
}
