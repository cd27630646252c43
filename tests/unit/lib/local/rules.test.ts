// @vitest-environment happy-dom
// The rule set reviewed like code: its data files have the rules' shape, enough technologies, every rule
// proven by at least one signal, every pattern valid, and no signal generic enough to fire on an unrelated
// page (precision first), every library global with its shape, and every library js-library-detector
// knew (before StackLens's own rules replaced it) still named by a rule.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileRules, ruleCount, RULES, selectorTokens } from '@/lib/local/rules';
import { CATEGORIES, type CategoryRules } from '@/lib/local/rules/types';
import { rulePatterns } from './page-patterns';

const DATA_DIR = path.resolve(import.meta.dirname, '../../../../lib/local/rules/data');
const strings = z.array(z.string()).optional();
/** A data file as index.ts reads it: TypeScript takes the JSON on trust, so its shape is checked here. */
const RuleFile = z.array(
  z.strictObject({
    category: z.enum(CATEGORIES),
    rules: z.array(
      z.strictObject({
        name: z.string(),
        urls: strings,
        urlVersion: z.string().optional(),
        urlVersionAfter: z.string().optional(),
        globals: strings,
        version: strings,
        meta: strings,
        generator: z.string().optional(),
        dom: strings,
        domVersion: z.tuple([z.string(), z.string()]).optional(),
        cookies: strings,
        nodeKeys: strings,
        nodeVersion: z.string().optional(),
        inline: strings,
        headers: strings,
        cssVars: strings,
        excludes: strings,
        implies: strings,
      }),
    ),
  }),
) satisfies z.ZodType<CategoryRules[]>;

/** Hosts any third party may serve from: they say nothing about the site. */
const SHARED_HOSTS = [
  'amazonaws.com',
  's3.amazonaws.com',
  'cloudfront.net',
  'azureedge.net',
  'blob.core.windows.net',
  'googleapis.com',
  'storage.googleapis.com',
  'gstatic.com',
  'akamaihd.net',
  'fastly.net',
  'herokuapp.com.example',
];
/** Names a page may well use for its own things. */
const GENERIC_GLOBALS = [
  'app',
  'config',
  'data',
  'analytics',
  'site',
  'user',
  'settings',
  'page',
  'api',
  'chat',
  'search',
  'cart',
  'store',
  'consent',
  'dataLayer',
  'ga',
  'm',
  'M',
  '_',
  '$',
  'L',
  'H',
  'tracker',
  'widget',
  'player',
  'Marker',
  'Frames',
  'PluginManager',
  'markerConfig',
];
const GENERIC_COOKIES = ['session', 'sid', 'lang', 'consent', 'token', 'id', 'user', 'cart', 'locale'];
/** Ids and classes a page may give its own elements. */
const GENERIC_NAMES = new Set([
  'app',
  'root',
  'main',
  'chat',
  'search',
  'cart',
  'cookie-banner',
  'cookie-notice',
  'cookie-consent',
  'cookies',
  'consent',
  'slider',
  'carousel',
  'reviews',
  'review',
  'video',
  'map',
  'header',
  'footer',
  'content',
  'container',
  'wrapper',
  'btn',
  'button',
  'modal',
  'popup',
  'newsletter',
  'widget',
  'chat-widget',
  'chat-widget-container',
  'launcher',
  'loader',
  'player',
  'next',
  'nuxt',
  'page',
  'layout',
  'row',
  'col',
]);
/** Tags and attributes every kind of page uses: on their own they prove nothing. */
const STANDARD_TAGS = new Set([
  'a',
  'div',
  'span',
  'p',
  'script',
  'link',
  'meta',
  'style',
  'iframe',
  'form',
  'input',
  'button',
  'img',
  'video',
  'audio',
  'object',
  'embed',
  'html',
  'head',
  'body',
  'section',
  'article',
  'ul',
  'li',
  'blockquote',
  'ins',
  'template',
  'noscript',
  'main',
  'header',
  'footer',
  'nav',
]);
const STANDARD_ATTRIBUTES = new Set([
  'src',
  'href',
  'type',
  'name',
  'rel',
  'content',
  'id',
  'class',
  'action',
  'title',
  'value',
  'lang',
  'style',
  'role',
  'alt',
  'width',
  'height',
  'method',
  'target',
  'for',
  'data-id',
  'data-src',
  'data-page',
  'data-controller',
  'data-bind',
  'data-url',
]);

/** Whether a selector names something only a product writes (not only standard tags, attributes or generic names). */
function distinctive(selector: string): boolean {
  // An attribute compared with a value long enough to name the product ([rel="manifest"], [title*="Zendesk"]).
  if (/\[[\w:\\-]+[~^$*|]?=\s*("[^"]{6,}"|'[^']{6,}')\s*\]/.test(selector)) return true;
  return selectorTokens(selector).some((t) => {
    if (t.startsWith('#') || t.startsWith('.')) return t.length >= 5 && !GENERIC_NAMES.has(t.slice(1).toLowerCase());
    if (t.startsWith('@')) return !STANDARD_ATTRIBUTES.has(t.slice(1));
    return !STANDARD_TAGS.has(t);
  });
}

describe('the rule set', () => {
  it('is read from data files in the rules’ shape (known categories, known fields of the right type), each of them in RULES', () => {
    const files = fs.readdirSync(DATA_DIR).filter((f) => f.endsWith('.json'));
    expect(files.length).toBeGreaterThanOrEqual(9);
    const names: string[] = [];
    for (const file of files) {
      const parsed = RuleFile.safeParse(JSON.parse(fs.readFileSync(path.join(DATA_DIR, file), 'utf8')));
      expect(parsed.error?.issues, file).toBeUndefined();
      for (const group of parsed.data ?? []) names.push(...group.rules.map((r) => r.name));
    }
    expect(names.sort()).toEqual(RULES.map((r) => r.name).sort());
  });

  it('knows at least 400 technologies, each named once', () => {
    expect(ruleCount()).toBeGreaterThanOrEqual(400);
    const names = RULES.map((r) => r.name);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it('gives each address to one technology: one plugin folder is never reported under two names', () => {
    // Where one product's folder is another's by design (a paid add-on of a free plugin, a host's own
    // plugin, a theme's builder), both are true of the page.
    const BOTH_TRUE = new Set(['Elementor+Elementor Pro', 'Avada+Fusion Builder', 'SiteGround+Speed Optimizer']);
    const owners = new Map<string, string[]>();
    for (const rule of RULES) for (const url of rule.urls ?? []) owners.set(url, [...(owners.get(url) ?? []), rule.name]);
    const shared = [...owners].filter(([, names]) => names.length > 1 && !BOTH_TRUE.has([...names].sort().join('+')));
    expect(shared).toEqual([]);
  });

  it('covers each area sales and marketing users ask about with at least 10 technologies', () => {
    const AREAS: Record<string, string[]> = {
      CMS: ['CMS', 'Blogs', 'Page builders', 'Static site generators'],
      ecommerce: ['Ecommerce'],
      analytics: ['Analytics', 'Heatmaps', 'Customer data platform'],
      'tag managers': ['Tag managers'],
      consent: ['Cookie compliance'],
      'marketing automation': ['Marketing automation', 'CRM'],
      email: ['Email'],
      'chat and support': ['Live chat', 'Helpdesk'],
      'A/B testing and personalisation': ['A/B testing'],
      payments: ['Payment processors', 'Buy now pay later'],
      reviews: ['Reviews'],
      search: ['Search'],
      video: ['Video players'],
      fonts: ['Font scripts'],
      'CDN and hosting': ['CDN', 'Hosting'],
      'JavaScript frameworks': ['JavaScript frameworks'],
    };
    const count = (categories: string[]) => new Set(RULES.filter((r) => categories.includes(r.category)).map((r) => r.name)).size;
    expect(
      Object.entries(AREAS)
        .filter(([, categories]) => count(categories) < 10)
        .map(([area, categories]) => `${area}: ${count(categories)}`),
    ).toEqual([]);
  });

  it('gives every rule at least one signal, and every regex and selector is valid', () => {
    const problems: string[] = [];
    for (const r of RULES) {
      const supportingOnly = (r.dom ?? []).filter((d) => !d.startsWith('&')).length === 0;
      if (!(
        r.urls?.length ||
        r.globals?.length ||
        r.meta?.length ||
        r.generator ||
        (r.dom?.length && !supportingOnly) ||
        r.cookies?.length ||
        r.nodeKeys?.length ||
        r.inline?.length ||
        r.headers?.length ||
        r.cssVars?.length
      ))
        problems.push(`${r.name}: no signal (a supporting marker alone never counts)`);
      for (const name of r.excludes ?? [])
        if (name === r.name || !RULES.some((o) => o.name === name))
          problems.push(`${r.name}: excludes a technology the rule set does not name, or itself: ${name}`);
      for (const name of r.implies ?? [])
        if (name === r.name || !RULES.some((o) => o.name === name) || (r.excludes ?? []).includes(name))
          problems.push(`${r.name}: implies a technology the rule set does not name, itself, or one it excludes: ${name}`);
      // The version is read under an exact node key the rule names.
      if (r.nodeVersion !== undefined && !(r.nodeKeys ?? []).includes(r.nodeVersion.split('.')[0]!))
        problems.push(`${r.name}: nodeVersion not under an exact nodeKey`);
      for (const re of rulePatterns([r])) {
        try {
          new RegExp(re.source, re.flags);
        } catch {
          problems.push(`${re.where}: bad regex ${re.source}`);
        }
      }
      for (const selector of [...(r.dom ?? []).map((d) => d.replace(/^&/, '')), ...(r.domVersion ? [r.domVersion[0]] : [])]) {
        try {
          document.querySelector(selector);
        } catch {
          problems.push(`${r.name}: bad selector ${selector}`);
        }
      }
      if (r.urlVersion && !/\((?!\?)/.test(r.urlVersion)) problems.push(`${r.name}: urlVersion without a group`);
      for (const v of r.version ?? [])
        if (!/^(?:get:)?[\w$-]+(?:\.[\w$-]+)*$/.test(v) || (v.startsWith('get:') && v.endsWith('.__proto__')))
          problems.push(`${r.name}: version path is not \`a.b.c\` or \`get:a.b.c\`: ${v}`);
      if (r.urlVersionAfter !== undefined && (!r.urlVersion || !r.urlVersionAfter)) problems.push(`${r.name}: urlVersionAfter without a urlVersion, or empty`);
    }
    expect(problems).toEqual([]);
  });

  it('accepts no signal that could fire on an unrelated page', () => {
    const problems: string[] = [];
    for (const r of RULES) {
      for (const url of r.urls ?? []) {
        if (url.startsWith('~')) continue;
        if (url.startsWith('=')) {
          // The page's own host: a platform's domain, never a path.
          if (!/^=[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(url)) problems.push(`${r.name}: page host is not a domain ${url}`);
          continue;
        }
        if (url.startsWith('/')) {
          // A path alone must be long and specific: "/wp-content/", not "/js/".
          if (url.length < 6 || (url.match(/[a-z]/gi) ?? []).length < 4) problems.push(`${r.name}: path too generic ${url}`);
          continue;
        }
        const host = url.split('/')[0]!;
        if (!host.includes('.')) problems.push(`${r.name}: host without a dot ${url}`);
        if (SHARED_HOSTS.includes(host) && !url.includes('/')) problems.push(`${r.name}: shared host ${url}`);
      }
      for (const g of r.globals ?? []) {
        const [path, type] = g.split(':');
        const top = path!.split('.')[0]!;
        const nested = path!.includes('.');
        if (GENERIC_GLOBALS.includes(path!)) problems.push(`${r.name}: generic global ${g}`);
        // A page's own minified scripts leave short top-level names (`function qp(){}`), typed or not.
        if (!nested && top.replace(/\*$/, '').length < 4) problems.push(`${r.name}: short global ${g}`);
        if (type && !['function', 'string', 'object', 'number', 'getter'].includes(type)) problems.push(`${r.name}: unknown type ${g}`);
        if (path!.startsWith('__proto__') || (type === 'getter' && path!.endsWith('.__proto__')))
          problems.push(`${r.name}: __proto__ is never a global's first or getter segment ${g}`);
      }
      for (const literal of r.inline ?? []) {
        // A vendor loader's host and path, a queue call only that snippet makes: long and not a word.
        if (literal.length < 10 || !/[./(_$=-]/.test(literal) || literal.trim() !== literal)
          problems.push(`${r.name}: inline literal too short or a plain word ${literal}`);
      }
      for (const h of r.headers ?? []) {
        const eq = h.indexOf('=');
        const name = eq < 0 ? h : h.slice(0, eq);
        if (!/^(?:[a-z0-9][a-z0-9-]*|:protocol)$/.test(name)) problems.push(`${r.name}: header name not lowercase letters, digits and dashes ${h}`);
        if (eq >= 0 && eq === h.length - 1) problems.push(`${r.name}: empty header pattern ${h}`);
      }
      for (const prefix of r.cssVars ?? [])
        if (prefix.length < 5 || !/^--[a-z0-9][\w-]*$/i.test(prefix))
          problems.push(`${r.name}: CSS custom-property prefix shorter than 5 or not --name ${prefix}`);
      for (const c of r.cookies ?? []) {
        const base = c.replace(/\*$/, '');
        if (GENERIC_COOKIES.includes(base.toLowerCase()) || base.length < 4) problems.push(`${r.name}: generic or short cookie ${c}`);
        if (c.indexOf('*') >= 0 && c.indexOf('*') !== c.length - 1) problems.push(`${r.name}: a cookie pattern is a name or a prefix* ${c}`);
      }
      for (const key of r.nodeKeys ?? []) {
        // A framework's own internal name: long, a name or a prefix*, never a word a page's code might use.
        const base = key.replace(/^@/, '').replace(/\*$/, '');
        if (base.length < 6 || !/^[\w$-]+$/.test(base) || key.indexOf('*') !== (key.endsWith('*') ? key.length - 1 : -1))
          problems.push(`${r.name}: node key too short or not a name or prefix* ${key}`);
        if (key.startsWith('@') && STANDARD_ATTRIBUTES.has(base)) problems.push(`${r.name}: standard attribute as a node key ${key}`);
      }
      for (const d of r.dom ?? []) {
        if (!distinctive(d)) problems.push(`${r.name}: selector with nothing only the product writes ${d}`);
        // The page runs a selector only when every id, class, attribute and tag it names is there: a list
        // or a :not() would make one of them optional.
        if (/,|:not\(|:is\(|:where\(/.test(d.replace(/"[^"]*"/g, ''))) problems.push(`${r.name}: selector with optional parts ${d}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('compiles to plain JSON with every field present (the page never reads a missing field)', () => {
    const compiled = compileRules(RULES);
    expect(JSON.parse(JSON.stringify(compiled))).toEqual(compiled);
    for (const rule of compiled)
      expect(Object.keys(rule).sort()).toEqual(['c', 'cv', 'd', 'dt', 'dv', 'g', 'gen', 'h', 'i', 'k', 'm', 'n', 'nk', 'nv', 'u', 'uv', 'uva', 'v']);
  });
});

/** Categories whose globals are a library's own: each counts only with its shape. */
const LIBRARY_CATEGORIES = new Set(['JavaScript libraries', 'JavaScript frameworks', 'UI frameworks']);

it('gives every global of a library its shape: a type suffix (a bare truthy `window.Vue` proves nothing)', () => {
  const untyped = RULES.filter((r) => LIBRARY_CATEGORIES.has(r.category)).flatMap((r) =>
    (r.globals ?? []).filter((g) => !/:(?:function|string|object|number|getter)$/.test(g)).map((g) => `${r.name}: ${g}`),
  );
  expect(untyped).toEqual([]);
});

/**
 * Every technology js-library-detector named (its entries without the "(Fast path)" variants, in the
 * catalog's spelling), frozen when StackLens's own rules replaced it: none may be lost.
 */
const DETECTOR_LIBRARIES: readonly string[] = Object.freeze([
  'AMP',
  'AmplifyJS',
  'Angular',
  'AngularJS',
  'Backbone.js',
  'base2',
  'Bento',
  'boomerang.js',
  'Bootstrap',
  'Boq',
  'Brewser',
  'CamanJS',
  'CanJS',
  'Closure Library',
  'ControlJS',
  'core-js',
  'Create React App',
  'CreateJS',
  'D3',
  'DC.js',
  'Dojo',
  'Drupal',
  'Ember.js',
  'Ext JS',
  'Ezoic',
  'Fabric.js',
  'FastClick',
  'FlexSlider',
  'FlotCharts',
  'Foundation',
  'Framer',
  'FuseJS',
  'Gatsby',
  'Glow',
  'Google Maps',
  'gRaphaël',
  'GSAP',
  'Guess.js',
  'GWT',
  'Hammer.js',
  'Handlebars',
  'Handsontable',
  'Head JS',
  'Highcharts',
  'IfVisible.js',
  'InfoVis',
  'Ink',
  'Ionic',
  'Isotope',
  'Joomla',
  'jQuery',
  'jQuery Mobile',
  'jQuery Tools',
  'jQuery UI',
  'Kendo UI',
  'Knockout.js',
  'LABjs',
  'Leaflet',
  'lit-html',
  'LitElement',
  'Lodash',
  'Magento',
  'Mapbox',
  'Marionette',
  'Marko',
  'Material Design Lite',
  'Matter.js',
  'MochiKit',
  'Modernizr',
  'Moment Timezone',
  'Moment.js',
  'MooTools',
  'Move',
  'Mustache',
  'Next.js',
  'NitroPack',
  'Numeral.js',
  'Nuxt.js',
  'October CMS',
  'Paper.js',
  'PhiloGL',
  'Pixi.js',
  'Polymer',
  'Popcorn.js',
  'Preact',
  'Processing.js',
  'Prototype',
  'Pusher',
  'Qooxdoo',
  'Raphaël',
  'React',
  'Remix',
  'RequireJS',
  'Rico',
  'RightJS',
  'Riot.js',
  'Sammy',
  'Scriptaculous',
  'ScrollMagic',
  'Sea.js',
  'Shopify',
  'Socket.io',
  'SPF',
  'Spine',
  'SproutCore',
  'Spry',
  'Sugar',
  'SWFObject',
  'Swiffy',
  'Three.js',
  'Tween.js',
  'Two.js',
  'TYPO3',
  'Underscore.js',
  'Vaadin',
  'Velocity.js',
  'Visibility.js',
  'Vue.js',
  'WebFont Loader',
  'Wix',
  'Wiz',
  'WordPress',
  'Workbox',
  'WP Rocket',
  'yepnope',
  'YUI 2',
  'YUI 3',
  'Zepto',
]);

/**
 * Detector names StackLens spells otherwise: the product's own spelling, and Lit for its two parts
 * (lit-html and LitElement ship inside Lit; Lit's version is lit-html's, never LitElement's 4.x).
 */
const RESPELLED: Readonly<Record<string, string>> = { FuseJS: 'Fuse.js', 'WebFont Loader': 'Web Font Loader', 'lit-html': 'Lit', LitElement: 'Lit' };

it('names every technology js-library-detector knew, by StackLens’s own rules', () => {
  expect(DETECTOR_LIBRARIES).toHaveLength(128);
  const names = new Set(RULES.map((r) => r.name));
  expect(DETECTOR_LIBRARIES.map((n) => RESPELLED[n] ?? n).filter((n) => !names.has(n))).toEqual([]);
});
