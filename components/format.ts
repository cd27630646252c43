// Small display formatters shared by the popup's detail components: credits and links. Numbers, dates
// and months are written in the browser's locale by lib/display/format.ts (`market_share` is already a
// percentage of the category's domains: published-spec.md, so formatShare takes 0–100).
export { formatCompact, formatMonth, formatNumber, formatShare } from '@/lib/display/format';
export { creditText } from '@/lib/display/credit-text';

// Links and images from API strings: one check, in lib/display/server-strings.ts.
export { mailtoHref, safeHref, safeImageSrc } from '@/lib/display/server-strings';

/** A link's readable text: the host without "www.", plus the path when there is one. */
export function displayUrl(href: string): string {
  const url = new URL(href);
  const path = url.pathname === '/' ? '' : url.pathname.replace(/\/$/, '');
  return url.hostname.replace(/^www\./, '') + path;
}
