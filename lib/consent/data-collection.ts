// What leaves the browser, in Mozilla's data collection categories (Firefox's built-in consent,
// extensionworkshop.com "Firefox built-in consent for data collection and transmission"). Pure data,
// no `browser` import: wxt.config.ts declares it in the Firefox manifest, the pages and worker ask for it.

/**
 * Optional, asked for when the user saves a key: the domain of a site looked up (the popup's site, an
 * audience's members) is browsing activity; domains, companies and technologies typed into StackLens's
 * searches are search terms. Both go, with the key, to the API provider the user configured, and nowhere
 * else. On-page detection sends nothing and needs neither.
 */
export const DATA_COLLECTION: ('browsingActivity' | 'searchTerms')[] = ['browsingActivity', 'searchTerms'];

/** What the user is told before consenting (Settings › API key, both browsers). */
export const DATA_CONSENT_TEXT =
  'Looking a site up sends its domain, and any domain, company or technology you search for, with your key to your API provider (the API base URL below), and nowhere else. Nothing is sent until you save a key. On-page detection (“On this page now · free”) runs in your browser and sends nothing.';

/** Why a call was refused: the user has not allowed (or has withdrawn) sending data to the API provider. */
export const NO_CONSENT_MESSAGE =
  'StackLens sends nothing to your API provider until you allow it: open Settings and press Allow sending (Firefox asks you to confirm).';
