// The small mapping behind free on-page detection besides the rule set (lib/local/rules): how a
// `<meta name="generator">` carries a version, which js-library-detector names the catalog spells
// differently, and the category of each of the detector's technologies. Edit here to teach StackLens a
// detector name; add signals in lib/local/rules.
// The category names here are not translated: they are the catalog's own (the API's, in English), the
// database's rows are grouped by the same names beside the page's (components/local/LocalGroup.tsx), and
// the Technologies tab shows the API's names as they come. Only the popup's own "Other" is translated.
import type { Category } from './rules/types';

/**
 * The version in a `<meta name="generator">` content: "WordPress 6.4.3" gives 6.4.3, "MkDocs-1.5.3,
 * mkdocs-material-9.5.2" gives 1.5.3. The name comes from the rule that matched, never from the tag.
 */
export function generatorVersion(content: string): string | null {
  const text = content.trim().replace(/\s+/g, ' ').slice(0, 120);
  return /\bv?(\d+(?:\.\d+)+[\w.-]*|\d+)\b/.exec(text)?.[1] ?? null;
}

/** js-library-detector names the catalog spells differently (the catalog's name on the right). */
export const DETECTOR_ALIASES: Readonly<Record<string, string>> = {
  Vue: 'Vue.js',
  'Lo-Dash': 'Lodash',
  Backbone: 'Backbone.js',
  Underscore: 'Underscore.js',
  GreenSockJS: 'GSAP',
  'GreenSock JS': 'GSAP',
  Knockout: 'Knockout.js',
  Can: 'CanJS',
  Riot: 'Riot.js',
  Two: 'Two.js',
  Zurb: 'Foundation',
  'Zepto.js': 'Zepto',
  'three.js': 'Three.js',
  'Socket.IO': 'Socket.io',
  'Rapha&euml;l': 'Raphaël',
  'gRapha&euml;l': 'gRaphaël',
};

/**
 * Every technology js-library-detector can name (in the catalog's spelling) and its category; a name
 * the detector answers that is not here is dropped (a hostile page could answer anything). Libraries
 * unless said otherwise. Checked against the installed detector by tests/unit/lib/local/rules.test.ts.
 */
const DETECTOR_OTHER_CATEGORIES: Readonly<Record<string, Category>> = {
  React: 'JavaScript frameworks',
  'Next.js': 'JavaScript frameworks',
  Preact: 'JavaScript frameworks',
  'Backbone.js': 'JavaScript frameworks',
  Angular: 'JavaScript frameworks',
  AngularJS: 'JavaScript frameworks',
  'Ember.js': 'JavaScript frameworks',
  'Vue.js': 'JavaScript frameworks',
  'Nuxt.js': 'JavaScript frameworks',
  'Knockout.js': 'JavaScript frameworks',
  Polymer: 'JavaScript frameworks',
  Marko: 'JavaScript frameworks',
  Remix: 'JavaScript frameworks',
  'Riot.js': 'JavaScript frameworks',
  Marionette: 'JavaScript frameworks',
  Spine: 'JavaScript frameworks',
  CanJS: 'JavaScript frameworks',
  SproutCore: 'JavaScript frameworks',
  Sammy: 'JavaScript frameworks',
  GWT: 'JavaScript frameworks',
  Dojo: 'JavaScript frameworks',
  'Ext JS': 'JavaScript frameworks',
  Qooxdoo: 'JavaScript frameworks',
  'Closure Library': 'JavaScript frameworks',
  'Create React App': 'JavaScript frameworks',
  Boq: 'JavaScript frameworks',
  Wiz: 'JavaScript frameworks',
  LitElement: 'JavaScript frameworks',
  'lit-html': 'JavaScript frameworks',
  Vaadin: 'Web frameworks',
  Bootstrap: 'UI frameworks',
  Foundation: 'UI frameworks',
  Ink: 'UI frameworks',
  'Material Design Lite': 'UI frameworks',
  'Kendo UI': 'UI frameworks',
  'jQuery Mobile': 'UI frameworks',
  Ionic: 'UI frameworks',
  WordPress: 'CMS',
  Drupal: 'CMS',
  Joomla: 'CMS',
  TYPO3: 'CMS',
  'October CMS': 'CMS',
  Wix: 'CMS',
  Shopify: 'Ecommerce',
  Magento: 'Ecommerce',
  'Google Maps': 'Maps',
  Leaflet: 'Maps',
  Mapbox: 'Maps',
  Ezoic: 'Advertising',
  'WP Rocket': 'Caching',
  NitroPack: 'Caching',
  'boomerang.js': 'Monitoring',
  'WebFont Loader': 'Font scripts',
  AMP: 'Miscellaneous',
  Workbox: 'Miscellaneous',
  SPF: 'Miscellaneous',
  Gatsby: 'Static site generators',
};

/** js-library-detector's names (its entries, "(Fast path)" variants aside), as of the installed version. */
export const DETECTOR_NAMES: readonly string[] = [
  'GWT',
  'Ink',
  'Vaadin',
  'Bootstrap',
  'Zurb',
  'Polymer',
  'LitElement',
  'lit-html',
  'Highcharts',
  'InfoVis',
  'FlotCharts',
  'CreateJS',
  'Google Maps',
  'jQuery',
  'jQuery UI',
  'Dojo',
  'Prototype',
  'Scriptaculous',
  'MooTools',
  'Spry',
  'YUI 2',
  'YUI 3',
  'Qooxdoo',
  'Ext JS',
  'Ezoic',
  'base2',
  'Closure Library',
  'Rapha&euml;l',
  'React',
  'Next.js',
  'Preact',
  'Modernizr',
  'Processing.js',
  'Backbone',
  'Leaflet',
  'Mapbox',
  'Lo-Dash',
  'Underscore',
  'Sammy',
  'Rico',
  'MochiKit',
  'gRapha&euml;l',
  'Glow',
  'Socket.IO',
  'Mustache',
  'Fabric.js',
  'FuseJS',
  'Tween.js',
  'SproutCore',
  'Zepto.js',
  'three.js',
  'PhiloGL',
  'CamanJS',
  'yepnope',
  'LABjs',
  'Head JS',
  'ControlJS',
  'RequireJS',
  'RightJS',
  'jQuery Tools',
  'Pusher',
  'Paper.js',
  'Swiffy',
  'Move',
  'AmplifyJS',
  'Popcorn.js',
  'D3',
  'Handlebars',
  'Handsontable',
  'Knockout',
  'Spine',
  'jQuery Mobile',
  'WebFont Loader',
  'Angular',
  'AngularJS',
  'Ionic',
  'Ember.js',
  'Hammer.js',
  'Visibility.js',
  'Velocity.js',
  'IfVisible.js',
  'Pixi.js',
  'DC.js',
  'GreenSock JS',
  'FastClick',
  'Isotope',
  'Marionette',
  'Can',
  'Vue',
  'Nuxt.js',
  'Two',
  'Brewser',
  'Material Design Lite',
  'Kendo UI',
  'Matter.js',
  'Riot',
  'Sea.js',
  'Moment.js',
  'Moment Timezone',
  'ScrollMagic',
  'SWFObject',
  'FlexSlider',
  'SPF',
  'Numeral.js',
  'boomerang.js',
  'Framer',
  'Marko',
  'AMP',
  'Gatsby',
  'Shopify',
  'Magento',
  'WordPress',
  'Wix',
  'Workbox',
  'Boq',
  'Wiz',
  'core-js',
  'Drupal',
  'TYPO3',
  'Create React App',
  'Guess.js',
  'October CMS',
  'Joomla',
  'Sugar',
  'Bento',
  'WP Rocket',
  'NitroPack',
  'Remix',
];

const KNOWN_DETECTOR_NAMES = new Set(DETECTOR_NAMES);

/**
 * A detector entry's name as StackLens shows it ("(Fast path)" variants are the same library), or null
 * for a name the detector does not have.
 */
export function detectorName(raw: string): string | null {
  const name = raw.replace(/\s*\(fast ?path\)\s*$/i, '').trim();
  if (!KNOWN_DETECTOR_NAMES.has(name)) return null;
  return DETECTOR_ALIASES[name] ?? name;
}

/** The category of a detector technology (by its catalog name). */
export function detectorCategory(name: string): Category {
  return DETECTOR_OTHER_CATEGORIES[name] ?? 'JavaScript libraries';
}

/**
 * The key two names are matched on: case, punctuation and a trailing "js" ignored, so "Vue.js",
 * "Vue" and "vuejs" are one technology.
 */
export function nameKey(name: string): string {
  const key = name.toLowerCase().replace(/[^a-z0-9]+/g, '');
  return key.length > 2 && key.endsWith('js') ? key.slice(0, -2) : key;
}
