// Pages the browser does not let extensions inspect (its own pages, the extension stores, local
// files): the popup says so instead of trying, in the UI language.
import { t } from '@/lib/i18n';

/** Each store's pages and the whole sentence naming it (a store's name takes a different form per language). */
const STORES: ReadonlyArray<[RegExp, 'popup_restrictedChromeStore' | 'popup_restrictedEdgeStore' | 'popup_restrictedFirefoxStore']> = [
  [/^https:\/\/chromewebstore\.google\.com(\/|$)/i, 'popup_restrictedChromeStore'],
  [/^https:\/\/chrome\.google\.com\/webstore(\/|$)/i, 'popup_restrictedChromeStore'],
  [/^https:\/\/microsoftedge\.microsoft\.com\/addons(\/|$)/i, 'popup_restrictedEdgeStore'],
  [/^https:\/\/addons\.mozilla\.org(\/|$)/i, 'popup_restrictedFirefoxStore'],
];

/** Why a tab cannot be inspected, or null when it can be. */
export function restrictionOf(url: string | null | undefined): string | null {
  if (!url) return t('popup_restrictedTab');
  for (const [re, key] of STORES) {
    if (re.test(url)) return t(key);
  }
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme === 'http' || scheme === 'https') return null;
  if (scheme === 'file') return t('popup_restrictedFile');
  return t('popup_restrictedBrowser');
}
