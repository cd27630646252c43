// Where the section links out: a domain's view is the popup page opened in a tab with ?domain=.
import { browser } from 'wxt/browser';

export const domainViewHref = (domain: string) => browser.runtime.getURL(`/popup.html?domain=${encodeURIComponent(domain)}`);
