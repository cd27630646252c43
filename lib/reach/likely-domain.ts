// The site someone most likely meant by what they typed in the address bar after `sl`: "shopify,com",
// "shopify com", "HTTPS://WWW.Shopify.com/", "shopify". Pure, for the omnibox's "did you mean …?"
// (entrypoints/background/omnibox.ts); the guess is checked by the one domain parser (resolve.ts).
import { resolveTarget } from '@/lib/domain/resolve';

/** What a name without any suffix most likely ends in. */
const DEFAULT_SUFFIX = 'com';

/**
 * The registrable domain (ASCII) the text most likely names, or null when no public site can be guessed
 * (a browser page, an IP address, localhost, nothing but punctuation). A text that already names a site
 * gives that site.
 */
export function likelyDomain(text: string): string | null {
  const typed = resolveTarget(text);
  if (typed.ok) return typed.domain;
  if (typed.reason === 'browser_page' || typed.reason === 'file' || typed.reason === 'ip' || typed.reason === 'localhost') return null;
  const host = text
    .trim()
    .toLowerCase()
    // A scheme, also mistyped ("https//", "https:/", "https;//").
    .replace(/^[a-z][a-z0-9+.-]*[:;]?\/\/?/, '')
    .replace(/^[^@/]*@/, '')
    // Up to the first path, query or fragment mark.
    .split(/[/?#\\]/)[0]!
    // Commas, spaces, semicolons, ideographic and fullwidth full stops between the labels are dots.
    .replace(/[\s,;:。．、]+/g, '.')
    .replace(/[^\p{L}\p{N}.-]/gu, '')
    .replace(/\.{2,}/g, '.')
    .replace(/^[.-]+|[.-]+$/g, '')
    .replace(/^www\./, '');
  if (!host) return null;
  // Only a single name gets the usual suffix: "intranet.local" is no typo of local.com.
  for (const candidate of host.includes('.') ? [host] : [host, `${host}.${DEFAULT_SUFFIX}`]) {
    const target = resolveTarget(candidate);
    if (target.ok) return target.domain;
    if (target.reason === 'ip' || target.reason === 'localhost') return null;
  }
  return null;
}
