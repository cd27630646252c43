// What leaves the browser, in Mozilla's data collection categories (Firefox's built-in consent,
// extensionworkshop.com "Firefox built-in consent for data collection and transmission"). Pure data,
// no `browser` import: wxt.config.ts declares it in the Firefox manifest, the pages and worker ask for it
// (lib/consent/consent.ts); what the user is told about it is in locales/<lang>/store.json.

/**
 * Optional, asked for when the user saves a key: the domain of a site looked up (the popup's site, an
 * audience's members) is browsing activity; domains, companies and technologies typed into StackLens's
 * searches are search terms. Both go, with the key, to the API provider the user configured, and nowhere
 * else. On-page detection sends nothing and needs neither.
 */
export const DATA_COLLECTION: ('browsingActivity' | 'searchTerms')[] = ['browsingActivity', 'searchTerms'];
