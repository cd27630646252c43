// Where the section links out: a domain's view is the popup page opened in a tab with ?domain=.
// `&ask=1` makes that page ask before its lookup (a cached answer still shows for free): a link
// never spends a credit the user has not seen the price of.
import { browser } from 'wxt/browser';

export const domainViewPath = (domain: string): `/popup.html${string}` => `/popup.html?domain=${encodeURIComponent(domain)}&ask=1`;
export const domainViewHref = (domain: string) => browser.runtime.getURL(domainViewPath(domain));
