// The small, documented mapping behind free on-page detection: which script and stylesheet
// hosts name a technology, how a `<meta name="generator">` is read, and which js-library-detector
// names the catalog spells differently. Edit here to teach StackLens a new signal; nothing else changes.

/**
 * Hosts of `<script src>` and `<link rel="stylesheet" href>` that name a technology. A key matches the
 * host itself and any subdomain of it (`googletagmanager.com` matches `www.googletagmanager.com`).
 * Only third-party hosts whose sole purpose is the named product belong here: a shared cloud host
 * (amazonaws.com, cloudfront.net) says nothing about the stack and is left out.
 */
export const HOST_TECHNOLOGIES: Readonly<Record<string, string>> = {
  // Tag managers and analytics
  'googletagmanager.com': 'Google Tag Manager',
  'google-analytics.com': 'Google Analytics',
  'static.hotjar.com': 'Hotjar',
  'cdn.segment.com': 'Segment',
  'clarity.ms': 'Microsoft Clarity',
  'plausible.io': 'Plausible',
  'cdn.matomo.cloud': 'Matomo',
  'connect.facebook.net': 'Meta Pixel',
  'snap.licdn.com': 'LinkedIn Insight Tag',
  // Public CDNs
  'cdn.jsdelivr.net': 'jsDelivr',
  'cdnjs.cloudflare.com': 'cdnjs',
  'unpkg.com': 'unpkg',
  'ajax.googleapis.com': 'Google Hosted Libraries',
  'code.jquery.com': 'jQuery CDN',
  'stackpath.bootstrapcdn.com': 'BootstrapCDN',
  'maxcdn.bootstrapcdn.com': 'BootstrapCDN',
  // Fonts and icons
  'fonts.googleapis.com': 'Google Font API',
  'use.typekit.net': 'Adobe Fonts',
  'use.fontawesome.com': 'Font Awesome',
  'kit.fontawesome.com': 'Font Awesome',
  // Platforms, payments, marketing and chat
  'cdn.shopify.com': 'Shopify',
  'js.stripe.com': 'Stripe',
  'static.klaviyo.com': 'Klaviyo',
  'js.hs-scripts.com': 'HubSpot',
  'widget.intercom.io': 'Intercom',
  'js.driftt.com': 'Drift',
  'static.zdassets.com': 'Zendesk',
  'chimpstatic.com': 'Mailchimp',
  'maps.googleapis.com': 'Google Maps',
  'recaptcha.net': 'reCAPTCHA',
  'challenges.cloudflare.com': 'Cloudflare Turnstile',
  'static.cloudflareinsights.com': 'Cloudflare Browser Insights',
};

/** The technology a script or stylesheet host names, or null. */
export function technologyOfHost(host: string): string | null {
  let h = host.toLowerCase().replace(/\.$/, '');
  for (;;) {
    const hit = HOST_TECHNOLOGIES[h];
    if (hit) return hit;
    const dot = h.indexOf('.');
    // Stop at the last label pair: "com" alone never names anything.
    if (dot < 0 || h.indexOf('.', dot + 1) < 0) return null;
    h = h.slice(dot + 1);
  }
}

/** Generator strings whose product name is written differently from the catalog's. */
const GENERATOR_NAMES: ReadonlyArray<[RegExp, string]> = [
  [/^joomla!?/i, 'Joomla'],
  [/^wix\.com/i, 'Wix'],
  [/^typo3/i, 'TYPO3'],
  [/^squarespace/i, 'Squarespace'],
  [/^webflow/i, 'Webflow'],
  [/^drupal/i, 'Drupal'],
  [/^wordpress/i, 'WordPress'],
  [/^woocommerce/i, 'WooCommerce'],
  [/^hugo/i, 'Hugo'],
  [/^gatsby/i, 'Gatsby'],
  [/^ghost/i, 'Ghost'],
];

/**
 * A `<meta name="generator">` content as a technology and version: "WordPress 6.4.3" is WordPress
 * 6.4.3, "Joomla! - Open Source Content Management" is Joomla. Null for an empty or odd value.
 */
export function parseGenerator(content: string): { name: string; version: string | null } | null {
  const text = content.trim().replace(/\s+/g, ' ').slice(0, 120);
  if (!text) return null;
  const version = /\bv?(\d+(?:\.\d+)+[\w.-]*|\d+)\b/.exec(text)?.[1] ?? null;
  const known = GENERATOR_NAMES.find(([re]) => re.test(text));
  if (known) return { name: known[1], version };
  // Else the words before the version or a separator: "Hexo 7.1.1", "MkDocs-1.5.3, mkdocs-material".
  const name = text.split(/\s+v?\d|[-–—|,;(]\s*v?\d|\s[-–—|,;(]\s|,/)[0]!.trim();
  if (!name || name.length > 40 || !/[a-z]/i.test(name)) return null;
  return { name, version };
}

/** js-library-detector names the catalog spells differently (the catalog's name on the right). */
export const DETECTOR_ALIASES: Readonly<Record<string, string>> = {
  Vue: 'Vue.js',
  'Lo-Dash': 'Lodash',
  Backbone: 'Backbone.js',
  Underscore: 'Underscore.js',
  GreenSockJS: 'GSAP',
  Knockout: 'Knockout.js',
  Can: 'CanJS',
  Riot: 'Riot.js',
  Two: 'Two.js',
  'Rapha&euml;l': 'Raphaël',
  'gRapha&euml;l': 'gRaphaël',
};

/** A detector entry's name as StackLens shows it: "(Fast path)" variants are the same library. */
export function detectorName(raw: string): string {
  const name = raw.replace(/\s*\(fast ?path\)\s*$/i, '').trim();
  return DETECTOR_ALIASES[name] ?? name;
}

/**
 * The key two names are matched on: case, punctuation and a trailing "js" ignored, so "Vue.js",
 * "Vue" and "vuejs" are one technology.
 */
export function nameKey(name: string): string {
  const key = name.toLowerCase().replace(/[^a-z0-9]+/g, '');
  return key.length > 2 && key.endsWith('js') ? key.slice(0, -2) : key;
}
