// Small display formatters shared by the popup's detail components: numbers, credits, months, links.
const whole = new Intl.NumberFormat('en-US');
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const share = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1, minimumFractionDigits: 1 });
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export const formatNumber = (n: number): string => whole.format(n);
export const formatCompact = (n: number): string => compact.format(n);
/** `market_share` is already a percentage of the category's domains (published-spec.md). */
export const formatShare = (percent: number): string => `${share.format(percent)}%`;

/** "free", "1 credit", "5 credits": every paid button states its price. */
export function creditText(cost: number): string {
  if (cost === 0) return 'free';
  return `${formatNumber(cost)} ${cost === 1 ? 'credit' : 'credits'}`;
}

/** 'YYYY-MM' (contract.md) as "Mar 2024"; anything else is shown as given. */
export function formatMonth(yearMonth: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(yearMonth);
  const name = m ? MONTHS[Number(m[2]) - 1] : undefined;
  return m && name ? `${name} ${m[1]}` : yearMonth;
}

// Links and images from API strings: one check, in lib/display/server-strings.ts.
export { mailtoHref, safeHref, safeImageSrc } from '@/lib/display/server-strings';

/** A link's readable text: the host without "www.", plus the path when there is one. */
export function displayUrl(href: string): string {
  const url = new URL(href);
  const path = url.pathname === '/' ? '' : url.pathname.replace(/\/$/, '');
  return url.hostname.replace(/^www\./, '') + path;
}
