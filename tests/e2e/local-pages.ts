// Test pages for on-page detection (tests/e2e/local.spec.ts), served by the `site` fixture on the
// mapped test hosts. They define what the rule set (lib/local/rules) recognises.
// A script with a non-JavaScript type is never fetched: its src host still counts as a signal, so
// no test reaches beyond loopback.

const TAG_MANAGER = '<script type="text/plain" src="https://www.googletagmanager.com/gtm.js?id=GTM-TEST"></script>';

export const LOCAL_PAGES: Record<string, string> = {
  /** jQuery 3.7.1 as a global, WordPress 6.4.3 by generator tag, Google Tag Manager by script host. */
  '/local/libraries': `<!doctype html><html><head><title>Libraries</title>
<meta name="generator" content="WordPress 6.4.3">
${TAG_MANAGER}
<script>window.jQuery = window.$ = function () {}; window.jQuery.fn = { jquery: '3.7.1' };</script>
</head><body><h1>A page with libraries</h1></body></html>`,
  /**
   * A page whose scripts throw, whose `$` getter throws when run (the check never runs it) and whose
   * jQuery global throws when it is only looked at (a Proxy: the part of the check that reads it fails).
   */
  '/local/throws': `<!doctype html><html><head><title>Broken</title>
<meta name="generator" content="WordPress 6.4.3">
<script>Object.defineProperty(window, '$', { get() { throw new Error('no $ for you'); } });
window.jQuery = new Proxy(function () {}, { getOwnPropertyDescriptor() { throw new Error('no jQuery for you'); } });</script>
<script>throw new Error('this page is broken');</script>
</head><body><h1>A broken page</h1></body></html>`,
  /**
   * A shop's stack across categories, as the products' own snippets put it on a page: Shopify, Klaviyo,
   * Google Analytics, Hotjar, OneTrust, Intercom and Stripe, by script address, global, cookie and element.
   */
  '/local/stack': `<!doctype html><html><head><title>A shop</title>
<meta name="shopify-checkout-api-token" content="0123456789abcdef">
<script type="text/plain" src="https://cdn.shopify.com/s/files/1/0000/0001/t/2/assets/theme.js"></script>
<script type="text/plain" src="https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=AbC123"></script>
<script type="text/plain" src="https://www.googletagmanager.com/gtag/js?id=G-TEST123"></script>
<script type="text/plain" src="https://static.hotjar.com/c/hotjar-123456.js?sv=6"></script>
<script type="text/plain" src="https://cdn.cookielaw.org/scripttemplates/202310.1.0/otBannerSdk.js"></script>
<script type="text/plain" src="https://widget.intercom.io/widget/abc12345"></script>
<script type="text/plain" src="https://js.stripe.com/v3/"></script>
<script>
window.Shopify = { shop: 'fixture-shop.myshopify.com' }; window._learnq = [];
window.gtag = function () {}; window.hj = function () {}; window.hjSiteSettings = { site_id: 123456, r: 6 };
window.intercomSettings = { app_id: 'abc12345' }; window.Stripe = function () {};
document.cookie = '_ga=GA1.1.111.222; path=/'; document.cookie = '_hjSessionUser_123456=eyJ; path=/';
</script>
</head><body><h1>A shop</h1><div id="onetrust-consent-sdk"></div><div id="intercom-container"></div></body></html>`,
};
