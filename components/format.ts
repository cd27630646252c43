// Small display formatters shared by the popup's detail components: credits and links. Numbers, dates
// and months are written in the browser's locale by lib/display/format.ts (`market_share` is already a
// percentage of the category's domains: published-spec.md, so formatShare takes 0–100).
import { t, tn } from '@/lib/i18n';

export { formatCompact, formatMonth, formatNumber, formatShare } from '@/lib/display/format';

/** "free", "1 credit", "5 credits": every paid button states its price. */
export function creditText(cost: number): string {
  return cost === 0 ? t('common_free') : tn('common_credits', cost);
}

// Links and images from API strings: one check, in lib/display/server-strings.ts.
export { mailtoHref, safeHref, safeImageSrc } from '@/lib/display/server-strings';

/** A link's readable text: the host without "www.", plus the path when there is one. */
export function displayUrl(href: string): string {
  const url = new URL(href);
  const path = url.pathname === '/' ? '' : url.pathname.replace(/\/$/, '');
  return url.hostname.replace(/^www\./, '') + path;
}
