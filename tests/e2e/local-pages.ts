// Test pages for on-page detection (tests/e2e/local.spec.ts), served by the `site` fixture on the
// mapped test hosts. They define what js-library-detector and the generator/host mapping recognise.
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
  /** A page whose scripts throw, and whose jQuery global throws when read. */
  '/local/throws': `<!doctype html><html><head><title>Broken</title>
<meta name="generator" content="WordPress 6.4.3">
<script>Object.defineProperty(window, 'jQuery', { get() { throw new Error('no jQuery for you'); } });</script>
<script>throw new Error('this page is broken');</script>
</head><body><h1>A broken page</h1></body></html>`,
};
