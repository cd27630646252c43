// The toolbar badge's fit (Settings › Ideal customer › "Show the fit on the toolbar button"): the
// conditions met out of all, in a colour that says whether the site fits. Computed from the cache only
// (the technologies answer and the company record, when cached), so showing it never spends a credit.
import type { FitVerdict } from './verdict';

export interface FitBadge {
  /** "2/3": conditions met out of all. Empty when nothing is known about the site (no "0/3" that would read as "no"). */
  text: string;
  color: string;
}

/** Green: every condition met. Red: one or more not met. Amber: none failed, some unknown. */
export const FIT_BADGE_COLORS = { fits: '#15803d', fails: '#b91c1c', unsure: '#b45309' } as const;

export function fitBadge(verdict: FitVerdict): FitBadge {
  if (verdict.total === 0 || verdict.unknown === verdict.total) return { text: '', color: FIT_BADGE_COLORS.unsure };
  const color = verdict.notMet > 0 ? FIT_BADGE_COLORS.fails : verdict.unknown > 0 ? FIT_BADGE_COLORS.unsure : FIT_BADGE_COLORS.fits;
  return { text: `${verdict.met}/${verdict.total}`, color };
}
