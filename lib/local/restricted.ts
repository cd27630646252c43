// Pages the browser does not let extensions inspect (its own pages, the extension stores, local
// files): the popup says so instead of trying.

const STORES: ReadonlyArray<[RegExp, string]> = [
  [/^https:\/\/chromewebstore\.google\.com(\/|$)/i, 'the Chrome Web Store'],
  [/^https:\/\/chrome\.google\.com\/webstore(\/|$)/i, 'the Chrome Web Store'],
  [/^https:\/\/microsoftedge\.microsoft\.com\/addons(\/|$)/i, 'the Edge Add-ons store'],
  [/^https:\/\/addons\.mozilla\.org(\/|$)/i, 'Firefox Add-ons'],
];

/** Why a tab cannot be inspected, or null when it can be. */
export function restrictionOf(url: string | null | undefined): string | null {
  if (!url) return 'The browser does not let StackLens read this tab, so nothing on it was inspected.';
  for (const [re, name] of STORES) {
    if (re.test(url)) return `The browser does not let extensions inspect pages of ${name}.`;
  }
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme === 'http' || scheme === 'https') return null;
  if (scheme === 'file') return 'StackLens does not inspect files on this computer.';
  return 'The browser does not let extensions inspect its own pages.';
}
