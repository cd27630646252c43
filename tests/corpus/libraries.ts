// The real-library-builds corpus (issue 33, 6a): pages that load the PUBLISHED builds of real libraries,
// installed from the npm registry at the versions pinned in package.json (read here from each package's own
// package.json in node_modules, never written down), several per page as real sites do, in three ways:
// 1. by file name: the package's own dist file at a CDN address (jsDelivr, cdnjs, unpkg) or at the site's own
//    path under its conventional file name (`/wp-includes/js/jquery/jquery.min.js?ver=…`, `/css/bootstrap.min.css`);
// 2. renamed: the same dist file under a hashed name (`/static/js/9f3a1c….js`): only what the build defines at
//    run time can show it (labelled only where the build defines a global or a DOM trace);
// 3. bundled with esbuild (IIFE, minified) from an entry that uses the library as an app would: no global,
//    labelled only where the library's own source leaves a trace when used that way (the source line is
//    quoted in the label, and checked here against the installed source and the bundle made from it);
// plus negatives: first-party look-alikes, Cash and Zepto as `$`, jQuery UI without jQuery Easing, prose and
// code samples, resource hints only. Labels come from the pages made here and the libraries' own source,
// never from the detector. Bundles are cached in the temp dir, keyed by the versions and the entry.
import * as esbuild from 'esbuild';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CorpusFile, Label, LabelledPage, NotShown } from './harness';

const REPO = path.resolve(import.meta.dirname, '../..');
const NM = path.join(REPO, 'node_modules');

const pkgJson = (dir: string) => JSON.parse(fs.readFileSync(path.join(NM, dir, 'package.json'), 'utf8')) as { name: string; version: string };
/** The installed version of the package in node_modules/<dir> (its own package.json). */
export const versionOf = (dir: string) => pkgJson(dir).version;
const read = (dir: string, file: string) => fs.readFileSync(path.join(NM, dir, file), 'utf8');
const sha = (s: string | Buffer) => crypto.createHash('sha1').update(s).digest('hex');

const JS = 'application/javascript; charset=utf-8';
const CSS = 'text/css; charset=utf-8';

/** One library as its package publishes it. */
interface Lib {
  /** Folder in node_modules (an alias such as jquery1 for npm:jquery@1.12.4). */
  dir: string;
  /** The technology's name as StackLens's rules spell it. */
  name: string;
  unlisted?: boolean;
  /** The dist script the package ships (package.json main/browser/unpkg/jsdelivr, or its docs). */
  js?: string;
  /** The dist stylesheet. */
  css?: string;
  /** cdnjs: [library name, path of the script under the version, path of the stylesheet]. */
  cdnjs?: [string, string?, string?];
  /** What the build defines at run time (checked in its source), for the renamed mode; none: never labelled renamed. */
  trace?: string;
  /** How the build reports its version at run time (checked: the dist file contains it). */
  reports?: string;
  /** A version reported by the build that is not the package's: read from the dist file with this pattern. */
  reportsRe?: RegExp;
  /** Other libraries the dist file itself contains and exposes (a .pkgd build): [name, what it defines]. */
  contains?: [string, string][];
}

// prettier-ignore
const LIBS = {
  jquery: { dir: 'jquery', name: 'jQuery', js: 'dist/jquery.min.js', cdnjs: ['jquery', 'jquery.min.js'], trace: 'window.jQuery, window.$ (jQuery.fn.jquery)', reports: 'jQuery.fn.jquery' },
  jquery1: { dir: 'jquery1', name: 'jQuery', js: 'dist/jquery.min.js', cdnjs: ['jquery', 'jquery.min.js'], trace: 'window.jQuery (jQuery.fn.jquery)', reports: 'jQuery.fn.jquery' },
  jquery4: { dir: 'jquery4', name: 'jQuery', js: 'dist/jquery.min.js', cdnjs: ['jquery', 'jquery.min.js'], trace: 'window.jQuery (jQuery.fn.jquery)', reports: 'jQuery.fn.jquery' },
  migrate: { dir: 'jquery-migrate', name: 'jQuery Migrate', js: 'dist/jquery-migrate.min.js', cdnjs: ['jquery-migrate', 'jquery-migrate.min.js'], trace: 'jQuery.migrateVersion', reports: 'jQuery.migrateVersion' },
  jqueryui: { dir: 'jquery-ui', name: 'jQuery UI', js: 'dist/jquery-ui.min.js', cdnjs: ['jqueryui', 'jquery-ui.min.js'], trace: 'jQuery.ui (jQuery.ui.version)', reports: 'jQuery.ui.version' },
  easing: { dir: 'jquery.easing', name: 'jQuery Easing', js: 'jquery.easing.min.js', cdnjs: ['jquery-easing', 'jquery.easing.min.js'], trace: 'jQuery.easing.jswing (only jquery.easing defines jswing: `$.easing.jswing = $.easing.swing`)' },
  bootstrap: { dir: 'bootstrap', name: 'Bootstrap', js: 'dist/js/bootstrap.bundle.min.js', css: 'dist/css/bootstrap.min.css', cdnjs: ['twitter-bootstrap', 'js/bootstrap.bundle.min.js', 'css/bootstrap.min.css'], trace: 'window.bootstrap (bootstrap.Tooltip.VERSION, a static getter)', reports: 'bootstrap.Tooltip.VERSION' },
  bootstrap4: { dir: 'bootstrap4', name: 'Bootstrap', js: 'dist/js/bootstrap.bundle.min.js', css: 'dist/css/bootstrap.min.css', cdnjs: ['twitter-bootstrap', 'js/bootstrap.bundle.min.js', 'css/bootstrap.min.css'], trace: 'window.bootstrap, jQuery.fn.tooltip.Constructor.VERSION', reports: 'jQuery.fn.tooltip.Constructor.VERSION' },
  bootstrap3: { dir: 'bootstrap3', name: 'Bootstrap', js: 'dist/js/bootstrap.min.js', css: 'dist/css/bootstrap.min.css', cdnjs: ['twitter-bootstrap', 'js/bootstrap.min.js', 'css/bootstrap.min.css'], trace: 'jQuery.fn.tooltip.Constructor.VERSION', reports: 'jQuery.fn.tooltip.Constructor.VERSION' },
  vue: { dir: 'vue', name: 'Vue.js', js: 'dist/vue.global.prod.js', cdnjs: ['vue', 'vue.global.prod.min.js'], trace: 'window.Vue (Vue.version)', reports: 'Vue.version' },
  vue2: { dir: 'vue2', name: 'Vue.js', js: 'dist/vue.min.js', cdnjs: ['vue', 'vue.min.js'], trace: 'window.Vue (Vue.version)', reports: 'Vue.version' },
  alpine: { dir: 'alpinejs', name: 'Alpine.js', js: 'dist/cdn.min.js', trace: 'window.Alpine (Alpine.version)', reports: 'Alpine.version' },
  gsap: { dir: 'gsap', name: 'GSAP', js: 'dist/gsap.min.js', cdnjs: ['gsap', 'gsap.min.js'], trace: 'window.gsap, window.gsapVersions', reports: 'gsap.version' },
  d3: { dir: 'd3', name: 'D3', js: 'dist/d3.min.js', cdnjs: ['d3', 'd3.min.js'], trace: 'window.d3 (d3.version)', reports: 'd3.version' },
  chartjs: { dir: 'chart.js', name: 'Chart.js', js: 'dist/chart.umd.min.js', cdnjs: ['Chart.js', 'chart.umd.min.js'], trace: 'window.Chart (Chart.version)', reports: 'Chart.version' },
  chartist: { dir: 'chartist', name: 'Chartist', js: 'dist/index.umd.js', css: 'dist/index.css', trace: 'window.Chartist' },
  lodash: { dir: 'lodash', name: 'Lodash', js: 'lodash.min.js', cdnjs: ['lodash.js', 'lodash.min.js'], trace: 'window._ (_.VERSION)', reports: '_.VERSION' },
  underscore: { dir: 'underscore', name: 'Underscore.js', js: 'underscore-umd-min.js', cdnjs: ['underscore.js', 'underscore-umd-min.js'], trace: 'window._ (_.VERSION)', reports: '_.VERSION' },
  moment: { dir: 'moment', name: 'Moment.js', js: 'min/moment.min.js', cdnjs: ['moment.js', 'moment.min.js'], trace: 'window.moment (moment.version)', reports: 'moment.version' },
  dayjs: { dir: 'dayjs', name: 'Day.js', js: 'dayjs.min.js', cdnjs: ['dayjs', 'dayjs.min.js'], trace: 'window.dayjs' },
  luxon: { dir: 'luxon', name: 'Luxon', js: 'build/global/luxon.min.js', cdnjs: ['luxon', 'luxon.min.js'], trace: 'window.luxon (luxon.VERSION)', reports: 'luxon.VERSION' },
  swiper: { dir: 'swiper', name: 'Swiper', js: 'swiper-bundle.min.js', css: 'swiper-bundle.min.css', cdnjs: ['Swiper', 'swiper-bundle.min.js', 'swiper-bundle.min.css'], trace: 'window.Swiper' },
  slick: { dir: 'slick-carousel', name: 'Slick', js: 'slick/slick.min.js', css: 'slick/slick.css', cdnjs: ['slick-carousel', 'slick.min.js', 'slick.css'], trace: 'jQuery.fn.slick' },
  owl: { dir: 'owl.carousel', name: 'Owl Carousel', js: 'dist/owl.carousel.min.js', css: 'dist/assets/owl.carousel.min.css', cdnjs: ['OwlCarousel2', 'owl.carousel.min.js', 'assets/owl.carousel.min.css'], trace: 'jQuery.fn.owlCarousel' },
  fontawesome: { dir: '@fortawesome/fontawesome-free', name: 'Font Awesome', css: 'css/all.min.css', js: 'js/all.min.js', cdnjs: ['font-awesome', 'js/all.min.js', 'css/all.min.css'], trace: 'window.FontAwesome (the SVG + JS build)' },
  riot: { dir: 'riot', name: 'Riot.js', js: 'riot.min.js', cdnjs: ['riot', 'riot.min.js'], trace: 'window.riot (riot.version)', reports: 'riot.version' },
  p5: { dir: 'p5', name: 'p5.js', js: 'lib/p5.min.js', cdnjs: ['p5.js', 'p5.min.js'], trace: 'window.p5 (p5.VERSION)', reports: 'p5.VERSION' },
  backbone: { dir: 'backbone', name: 'Backbone.js', js: 'backbone-min.js', cdnjs: ['backbone.js', 'backbone-min.js'], trace: 'window.Backbone (Backbone.VERSION)', reports: 'Backbone.VERSION' },
  knockout: { dir: 'knockout', name: 'Knockout.js', js: 'build/output/knockout-latest.js', cdnjs: ['knockout', 'knockout-latest.min.js'], trace: 'window.ko (ko.version)', reports: 'ko.version' },
  mithril: { dir: 'mithril', name: 'Mithril', js: 'mithril.min.js', cdnjs: ['mithril', 'mithril.min.js'], trace: 'window.m (m.route, m.redraw)' },
  handlebars: { dir: 'handlebars', name: 'Handlebars', js: 'dist/handlebars.min.js', cdnjs: ['handlebars.js', 'handlebars.min.js'], trace: 'window.Handlebars (Handlebars.VERSION)', reports: 'Handlebars.VERSION', contains: [['core-js', 'the dist build bundles core-js and defines window["__core-js_shared__"]']] },
  mustache: { dir: 'mustache', name: 'Mustache', js: 'mustache.min.js', cdnjs: ['mustache.js', 'mustache.min.js'], trace: 'window.Mustache (Mustache.version)', reports: 'Mustache.version' },
  htmx: { dir: 'htmx.org', name: 'htmx', js: 'dist/htmx.min.js', cdnjs: ['htmx', 'htmx.min.js'], trace: 'window.htmx (htmx.version)', reports: 'htmx.version' },
  stimulus: { dir: '@hotwired/stimulus', name: 'Stimulus', js: 'dist/stimulus.umd.js', trace: 'window.Stimulus (the UMD namespace: Application, Controller)' },
  leaflet: { dir: 'leaflet', name: 'Leaflet', js: 'dist/leaflet.js', css: 'dist/leaflet.css', cdnjs: ['leaflet', 'leaflet.js', 'leaflet.css'], trace: 'window.L (L.version)', reports: 'L.version' },
  lottie: { dir: 'lottie-web', name: 'Lottie', js: 'build/player/lottie.min.js', cdnjs: ['lottie-web', 'lottie.min.js'], trace: 'window.lottie, window.bodymovin (lottie.version)', reports: 'lottie.version' },
  anime: { dir: 'animejs', name: 'Anime.js', js: 'dist/bundles/anime.umd.min.js', trace: 'window.anime, window.AnimeJS (a registry: AnimeJS[0].version)', reports: 'AnimeJS[0].version' },
  aos: { dir: 'aos', name: 'AOS', js: 'dist/aos.js', css: 'dist/aos.css', cdnjs: ['aos', 'aos.js', 'aos.css'], trace: 'window.AOS' },
  axios: { dir: 'axios', name: 'Axios', js: 'dist/axios.min.js', cdnjs: ['axios', 'axios.min.js'], trace: 'window.axios (axios.VERSION)', reports: 'axios.VERSION' },
  clipboard: { dir: 'clipboard', name: 'clipboard.js', js: 'dist/clipboard.min.js', cdnjs: ['clipboard.js', 'clipboard.min.js'], trace: 'window.ClipboardJS' },
  dompurify: { dir: 'dompurify', name: 'DOMPurify', js: 'dist/purify.min.js', cdnjs: ['dompurify', 'purify.min.js'], trace: 'window.DOMPurify (DOMPurify.version)', reports: 'DOMPurify.version' },
  flatpickr: { dir: 'flatpickr', name: 'Flatpickr', js: 'dist/flatpickr.min.js', css: 'dist/flatpickr.min.css', cdnjs: ['flatpickr', 'flatpickr.min.js', 'flatpickr.min.css'], trace: 'window.flatpickr' },
  flickity: { dir: 'flickity', name: 'Flickity', js: 'dist/flickity.pkgd.min.js', css: 'css/flickity.css', cdnjs: ['flickity', 'flickity.pkgd.min.js', 'flickity.min.css'], trace: 'window.Flickity', contains: [['imagesLoaded', 'flickity.pkgd bundles imagesloaded and defines window.imagesLoaded']] },
  glightbox: { dir: 'glightbox', name: 'GLightbox', js: 'dist/js/glightbox.min.js', css: 'dist/css/glightbox.min.css', cdnjs: ['glightbox', 'js/glightbox.min.js', 'css/glightbox.min.css'], trace: 'window.GLightbox' },
  glide: { dir: '@glidejs/glide', name: 'Glide.js', js: 'dist/glide.min.js', css: 'dist/css/glide.core.min.css', cdnjs: ['Glide.js', 'glide.min.js', 'css/glide.core.min.css'], trace: 'window.Glide' },
  splide: { dir: '@splidejs/splide', name: 'Splide', js: 'dist/js/splide.min.js', css: 'dist/css/splide.min.css', trace: 'window.Splide' },
  popper: { dir: '@popperjs/core', name: 'Popper', js: 'dist/umd/popper.min.js', cdnjs: ['popper.js', 'umd/popper.min.js'], trace: 'window.Popper (createPopper)' },
  tippy: { dir: 'tippy.js', name: 'Tippy.js', js: 'dist/tippy-bundle.umd.min.js', cdnjs: ['tippy.js', 'tippy-bundle.umd.min.js'], trace: 'window.tippy' },
  select2: { dir: 'select2', name: 'Select2', js: 'dist/js/select2.min.js', css: 'dist/css/select2.min.css', cdnjs: ['select2', 'js/select2.min.js', 'css/select2.min.css'], trace: 'jQuery.fn.select2' },
  sortable: { dir: 'sortablejs', name: 'SortableJS', js: 'Sortable.min.js', cdnjs: ['Sortable', 'Sortable.min.js'], trace: 'window.Sortable (Sortable.version)', reports: 'Sortable.version' },
  nouislider: { dir: 'nouislider', name: 'noUiSlider', js: 'dist/nouislider.min.js', css: 'dist/nouislider.min.css', cdnjs: ['noUiSlider', 'nouislider.min.js', 'nouislider.min.css'], trace: 'window.noUiSlider' },
  photoswipe: { dir: 'photoswipe', name: 'PhotoSwipe', js: 'dist/umd/photoswipe.umd.min.js', css: 'dist/photoswipe.css', cdnjs: ['photoswipe', 'umd/photoswipe.umd.min.js', 'photoswipe.min.css'], trace: 'window.PhotoSwipe' },
  plyr: { dir: 'plyr', name: 'Plyr', js: 'dist/plyr.min.js', css: 'dist/plyr.css', cdnjs: ['plyr', 'plyr.min.js', 'plyr.css'], trace: 'window.Plyr' },
  videojs: { dir: 'video.js', name: 'Video.js', js: 'dist/video.min.js', css: 'dist/video-js.min.css', cdnjs: ['video.js', 'video.min.js', 'video-js.min.css'], trace: 'window.videojs (videojs.VERSION)', reports: 'videojs.VERSION' },
  prism: { dir: 'prismjs', name: 'Prism', js: 'prism.js', css: 'themes/prism.min.css', cdnjs: ['prism', 'prism.min.js', 'themes/prism.min.css'], trace: 'window.Prism' },
  hljs: { dir: '@highlightjs/cdn-assets', name: 'Highlight.js', js: 'highlight.min.js', css: 'styles/default.min.css', cdnjs: ['highlight.js', 'highlight.min.js', 'styles/default.min.css'], trace: 'window.hljs (hljs.versionString)', reports: 'hljs.versionString' },
  marked: { dir: 'marked', name: 'Marked', js: 'lib/marked.umd.js', cdnjs: ['marked', 'lib/marked.umd.min.js'], trace: 'window.marked (marked.parse)' },
  lazysizes: { dir: 'lazysizes', name: 'lazysizes', js: 'lazysizes.min.js', cdnjs: ['lazysizes', 'lazysizes.min.js'], trace: 'window.lazySizes' },
  imagesloaded: { dir: 'imagesloaded', name: 'imagesLoaded', js: 'imagesloaded.pkgd.min.js', cdnjs: ['jquery.imagesloaded', 'imagesloaded.pkgd.min.js'], trace: 'window.imagesLoaded' },
  isotope: { dir: 'isotope-layout', name: 'Isotope', js: 'dist/isotope.pkgd.min.js', cdnjs: ['jquery.isotope', 'isotope.pkgd.min.js'], trace: 'window.Isotope', contains: [['Masonry', 'isotope.pkgd bundles masonry-layout (its masonry layout mode) and defines window.Masonry']] },
  masonry: { dir: 'masonry-layout', name: 'Masonry', js: 'dist/masonry.pkgd.min.js', cdnjs: ['masonry', 'masonry.pkgd.min.js'], trace: 'window.Masonry' },
  magnific: { dir: 'magnific-popup', name: 'Magnific Popup', js: 'dist/jquery.magnific-popup.min.js', css: 'dist/magnific-popup.css', cdnjs: ['magnific-popup.js', 'jquery.magnific-popup.min.js', 'magnific-popup.min.css'], trace: 'jQuery.magnificPopup' },
  lightbox: { dir: 'lightbox2', name: 'Lightbox', js: 'dist/js/lightbox.min.js', css: 'dist/css/lightbox.min.css', cdnjs: ['lightbox2', 'js/lightbox.min.js', 'css/lightbox.min.css'], trace: 'window.lightbox' },
  hammer: { dir: 'hammerjs', name: 'Hammer.js', js: 'hammer.min.js', cdnjs: ['hammer.js', 'hammer.min.js'], trace: 'window.Hammer (Hammer.VERSION)', reports: 'Hammer.VERSION', reportsRe: /VERSION\s*=\s*["']([\d.]+)["']/ },
  headroom: { dir: 'headroom.js', name: 'Headroom.js', js: 'dist/headroom.min.js', cdnjs: ['headroom', 'headroom.min.js'], trace: 'window.Headroom' },
  jscookie: { dir: 'js-cookie', name: 'js-cookie', js: 'dist/js.cookie.min.js', cdnjs: ['js-cookie', 'js.cookie.min.js'], trace: 'window.Cookies (get, set, withConverter)' },
  rxjs: { dir: 'rxjs', name: 'RxJS', js: 'dist/bundles/rxjs.umd.min.js', cdnjs: ['rxjs', 'rxjs.umd.min.js'], trace: 'window.rxjs' },
  socketio: { dir: 'socket.io-client', name: 'Socket.io', js: 'dist/socket.io.min.js', cdnjs: ['socket.io', 'socket.io.min.js'], trace: 'window.io (io.Manager, io.protocol)' },
  zone: { dir: 'zone.js', name: 'Zone.js', js: 'bundles/zone.umd.min.js', cdnjs: ['zone.js', 'zone.min.js'], trace: 'window.Zone (Zone.__symbol__)' },
  cash: { dir: 'cash-dom', name: 'Cash', js: 'dist/cash.min.js', cdnjs: ['cash', 'cash.min.js'], trace: 'window.cash, window.$ (no fn.jquery)' },
  zepto: { dir: 'zepto', name: 'Zepto', js: 'dist/zepto.min.js', cdnjs: ['zepto', 'zepto.min.js'], trace: 'window.Zepto, window.$ (no fn.jquery)' },
} satisfies Record<string, Lib>;

type Key = keyof typeof LIBS;
const lib = (k: Key): Lib => LIBS[k];

/** The version the build reports at run time (`reports`), checked against its dist file; null: it reports none. */
function reportedVersion(k: Key): string | null {
  const l = lib(k);
  if (!l.reports || !l.js) return null;
  const src = read(l.dir, l.js);
  if (l.reportsRe) {
    const m = l.reportsRe.exec(src);
    if (!m) throw new Error(`${k}: ${l.reportsRe} not in ${l.js}`);
    return m[1]!;
  }
  const v = versionOf(l.dir);
  if (!src.includes(v)) throw new Error(`${k}: ${l.js} does not contain its version ${v} (reports ${l.reports})`);
  return v;
}

/** How a library appears on a page. */
type Mode =
  | 'jsdelivr' // https://cdn.jsdelivr.net/npm/<pkg>@<v>/<path>
  | 'unpkg' // https://unpkg.com/<pkg>@<v>/<path>
  | 'cdnjs' // https://cdnjs.cloudflare.com/ajax/libs/<name>/<v>/<path>
  | 'own' // the site's own path, conventional file name, no version: /assets/vendor/<file>
  | 'ownv' // the site's own path, version in the file name: /assets/js/<base>-<v>.min.js
  | 'wp' // a WordPress theme or plugin asset with ?ver=<v>
  | 'css' // only its stylesheet, at jsDelivr
  | 'owncss' // only its stylesheet, at the site's own path (no version)
  | 'renamed' // the dist file under a hashed name
  | 'renamedcss'; // the dist stylesheet under a hashed name

interface Built {
  head: string[];
  body: string[];
  files: Record<string, CorpusFile>;
  technologies: Label[];
  /** Libraries inside another's dist file: labelled unless the page loads them itself. */
  contained: Label[];
  notShown: NotShown[];
}

const base = (file: string) => path.basename(file);

/** Adds one library in one mode to a page being built, with its label. */
function add(b: Built, k: Key, mode: Mode) {
  const l = lib(k);
  const v = versionOf(l.dir);
  const npmName = pkgJson(l.dir).name;
  const reported = reportedVersion(k);
  const at = (file: string, addr: string, type: string) => {
    b.files[addr] = { type, body: fs.readFileSync(path.join(NM, l.dir, file)) };
    if (type === CSS) b.head.push(`<link rel="stylesheet" href="${addr}${addr.startsWith('/wp-') ? `?ver=${v}` : ''}">`);
    else b.body.push(`<script src="${addr}${addr.startsWith('/wp-') ? `?ver=${v}` : ''}"></script>`);
  };
  const label = (version: string | null, evidence: string) => {
    b.technologies.push({ name: l.name, version, evidence, ...(l.unlisted ? { unlisted: true } : {}) });
    for (const [name, what] of l.contains ?? []) b.contained.push({ name, version: null, evidence: `${npmName}@${v} ${l.js}: ${what}` });
  };
  if (mode === 'renamed' || mode === 'renamedcss') {
    const file = mode === 'renamed' ? l.js! : l.css!;
    const body = fs.readFileSync(path.join(NM, l.dir, file));
    const addr = mode === 'renamed' ? `/static/js/${sha(body).slice(0, 10)}.js` : `/static/css/${sha(body).slice(0, 10)}.css`;
    at(file, addr, mode === 'renamed' ? JS : CSS);
    if (mode === 'renamed') {
      if (!l.trace) throw new Error(`${k}: no run-time trace, cannot be labelled renamed`);
      label(
        reported,
        `${npmName}@${v} ${file} served renamed as ${addr}; the build defines ${l.trace}${reported ? `; reports ${reported} (${l.reports})` : '; reports no version'}`,
      );
    }
    return;
  }
  const pieces: [string, string][] = [];
  if (mode === 'css' || mode === 'owncss') pieces.push([l.css!, CSS]);
  else {
    if (l.css) pieces.push([l.css, CSS]);
    pieces.push([l.js!, JS]);
  }
  let shown: string | null;
  const where: string[] = [];
  for (const [file, type] of pieces) {
    let addr: string;
    if (mode === 'jsdelivr' || mode === 'css') addr = `https://cdn.jsdelivr.net/npm/${npmName}@${v}/${file}`;
    else if (mode === 'unpkg') addr = `https://unpkg.com/${npmName}@${v}/${file}`;
    else if (mode === 'cdnjs') {
      const [name, js, css] = l.cdnjs!;
      addr = `https://cdnjs.cloudflare.com/ajax/libs/${name}/${v}/${type === CSS ? (css ?? base(file)) : (js ?? base(file))}`;
    } else if (mode === 'own' || mode === 'owncss') addr = `/assets/vendor/${npmName.replace(/^@[^/]+\//, '')}/${file}`;
    else if (mode === 'ownv') addr = `/assets/${type === CSS ? 'css' : 'js'}/${base(file).replace(/(\.min)?\.(js|css)$/, `-${v}$1.$2`)}`;
    else if (k === 'jquery' || k === 'migrate') addr = `/wp-includes/js/jquery/${base(file)}`;
    else addr = `/wp-content/themes/harbourline/assets/${type === CSS ? 'css' : 'js'}/vendor/${base(file)}`;
    at(file, addr, type);
    where.push(`${addr}${mode === 'wp' ? `?ver=${v}` : ''}`);
  }
  if (mode === 'own' || mode === 'owncss') shown = mode === 'own' ? reported : null;
  else shown = v;
  const how =
    mode === 'own' || mode === 'owncss'
      ? reported && mode === 'own'
        ? `; no version in the address, the build reports ${reported} (${l.reports})`
        : '; no version in the address or reported by the build'
      : `; version ${v} in the address`;
  label(shown, `${npmName}@${v} loaded by file name: ${where.join(', ')}${how}`);
}

/** A page: an address, markup, what it loads. */
interface Spec {
  id: string;
  host: string;
  title: string;
  parts: [Key, Mode][];
  /** Extra markup in the body (before the scripts). */
  markup?: string;
  /** Inline script after the libraries. */
  init?: string;
  notShown?: NotShown[];
}

const shell = (title: string, head: string[], body: string[]) =>
  `<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<title>${title}</title>\n${head.join('\n')}\n</head>\n<body>\n${body.join('\n')}\n</body>\n</html>\n`;

function fromSpec(s: Spec): LabelledPage {
  const b: Built = { head: [], body: [], files: {}, technologies: [], contained: [], notShown: [...(s.notShown ?? [])] };
  if (s.markup) b.body.push(s.markup);
  for (const [k, mode] of s.parts) add(b, k, mode);
  if (s.init) b.body.push(`<script>\n${s.init}\n</script>`);
  for (const c of b.contained) if (!b.technologies.some((t) => t.name === c.name)) b.technologies.push(c);
  const addrs = Object.keys(b.files);
  const cdn = (host: string, name: string) => {
    const used = addrs.filter((a) => a.startsWith(`https://${host}/`));
    if (used.length) b.technologies.push({ name, version: null, evidence: `the page loads ${used.length} file(s) from ${host}, e.g. ${used[0]}` });
  };
  cdn('cdn.jsdelivr.net', 'jsDelivr');
  cdn('cdnjs.cloudflare.com', 'cdnjs');
  cdn('unpkg.com', 'unpkg');
  if (addrs.some((a) => a.startsWith('https://cdnjs.cloudflare.com/')))
    b.notShown.push({
      name: 'Cloudflare',
      evidence: 'only cdnjs (a Cloudflare-run CDN) serves files; the site itself is not behind Cloudflare (its own headers name no CDN)',
    });
  if (addrs.some((a) => a.startsWith('https://cdn.jsdelivr.net/npm/bootstrap@')))
    b.notShown.push({ name: 'BootstrapCDN', evidence: 'Bootstrap comes from jsDelivr (cdn.jsdelivr.net/npm/bootstrap@…), not from the BootstrapCDN hosts' });
  const wp = addrs.filter((a) => a.startsWith('/wp-'));
  if (wp.length) b.technologies.push({ name: 'WordPress', version: null, evidence: `assets at WordPress's own paths: ${wp.join(', ')}` });
  return { id: s.id, url: `https://${s.host}/`, html: shell(s.title, b.head, b.body), files: b.files, technologies: b.technologies, notShown: b.notShown };
}

const SHOP =
  '<header class="site-header"><a href="/">Home</a> <a href="/shop/">Shop</a> <a href="/contact/">Contact</a></header><main><h1>Welcome</h1><p>Hand-made goods, shipped weekly.</p></main>';
const SLIDES = '<div class="swiper"><div class="swiper-wrapper"><div class="swiper-slide">One</div><div class="swiper-slide">Two</div></div></div>';

// The by-file-name and renamed pages: 3-6 libraries each, in load order (plugins after what they need).
// prettier-ignore
const SPECS: Spec[] = [
  { id: 'name/wp-shop', host: 'www.alder-outdoor.example', title: 'Alder Outdoor', markup: SHOP, parts: [['jquery', 'wp'], ['migrate', 'wp'], ['slick', 'wp'], ['fontawesome', 'css']], init: "jQuery(function ($) { $('.site-header').addClass('ready'); });" },
  { id: 'name/cdnjs-agency', host: 'www.brightline-studio.example', title: 'Brightline Studio', markup: SHOP, parts: [['jquery', 'cdnjs'], ['bootstrap', 'cdnjs'], ['owl', 'cdnjs'], ['aos', 'cdnjs'], ['gsap', 'cdnjs']] },
  { id: 'name/jsdelivr-saas', host: 'www.quillmetrics.example', title: 'Quill Metrics', markup: '<canvas id="chart" width="400" height="200"></canvas>', parts: [['chartjs', 'jsdelivr'], ['dayjs', 'jsdelivr'], ['axios', 'jsdelivr'], ['alpine', 'jsdelivr']], init: "new Chart(document.getElementById('chart'), { type: 'bar', data: { labels: ['a', 'b'], datasets: [{ data: [1, 2] }] } });" },
  { id: 'name/unpkg-docs', host: 'docs.tessera.example', title: 'Tessera docs', markup: '<pre><code class="language-js">const a = 1;</code></pre>', parts: [['prism', 'unpkg'], ['marked', 'unpkg'], ['dompurify', 'unpkg'], ['clipboard', 'unpkg']] },
  { id: 'name/own-versioned', host: 'www.harbour-dental.example', title: 'Harbour Dental', markup: SHOP, parts: [['jquery', 'ownv'], ['jqueryui', 'ownv'], ['moment', 'ownv'], ['lodash', 'ownv']] },
  { id: 'name/own-plain', host: 'www.kestrel-events.example', title: 'Kestrel Events', markup: SLIDES, parts: [['bootstrap', 'owncss'], ['swiper', 'own'], ['flatpickr', 'own'], ['headroom', 'own'], ['jscookie', 'own']], init: "new Swiper('.swiper');" },
  { id: 'name/jquery1-legacy', host: 'www.oakridge-council.example', title: 'Oakridge Council', markup: SHOP, parts: [['jquery1', 'cdnjs'], ['bootstrap3', 'cdnjs'], ['magnific', 'cdnjs'], ['easing', 'cdnjs']] },
  { id: 'name/jquery4-modern', host: 'www.lumen-photo.example', title: 'Lumen Photo', markup: SHOP, parts: [['jquery4', 'jsdelivr'], ['lightbox', 'jsdelivr'], ['isotope', 'jsdelivr'], ['imagesloaded', 'jsdelivr']] },
  { id: 'name/bootstrap4-portal', host: 'portal.meridian-care.example', title: 'Meridian Care portal', markup: '<select id="s"><option>A</option></select>', parts: [['jquery', 'jsdelivr'], ['bootstrap4', 'jsdelivr'], ['select2', 'jsdelivr'], ['sortable', 'jsdelivr'], ['fontawesome', 'cdnjs']], init: "jQuery('#s').select2();" },
  { id: 'name/vue3-cdn', host: 'www.pinecone-recipes.example', title: 'Pinecone Recipes', markup: '<div id="app">{{ title }}</div>', parts: [['vue', 'unpkg'], ['axios', 'unpkg'], ['lodash', 'jsdelivr']], init: "Vue.createApp({ data: () => ({ title: 'Recipes' }) }).mount('#app');" },
  { id: 'name/vue2-cdn', host: 'www.granite-legal.example', title: 'Granite Legal', markup: '<div id="app">{{ msg }}</div>', parts: [['vue2', 'jsdelivr'], ['moment', 'cdnjs'], ['glightbox', 'jsdelivr']], init: "new Vue({ el: '#app', data: { msg: 'Hello' } });" },
  { id: 'name/maps-and-video', host: 'www.tidewater-tours.example', title: 'Tidewater Tours', markup: '<div id="map" style="height:200px"></div><video id="v" class="video-js"></video>', parts: [['leaflet', 'unpkg'], ['videojs', 'cdnjs'], ['plyr', 'cdnjs'], ['hammer', 'cdnjs']], init: "L.map('map').setView([51.5, -0.09], 13);" },
  { id: 'name/creative', host: 'www.ember-and-oak.example', title: 'Ember & Oak', markup: '<div class="hero">Hero</div><div id="lottie"></div>', parts: [['gsap', 'jsdelivr'], ['lottie', 'cdnjs'], ['anime', 'jsdelivr'], ['p5', 'jsdelivr']] },
  { id: 'name/data-viz', host: 'data.civicworks.example', title: 'CivicWorks data', markup: '<div id="viz"></div><div class="ct-chart"></div>', parts: [['d3', 'jsdelivr'], ['chartist', 'jsdelivr'], ['luxon', 'cdnjs'], ['underscore', 'cdnjs']] },
  { id: 'name/spa-classic', host: 'app.ledgerly.example', title: 'Ledgerly', markup: '<div id="app"></div>', parts: [['jquery', 'own'], ['underscore', 'own'], ['backbone', 'own'], ['handlebars', 'own'], ['mustache', 'own']] },
  { id: 'name/knockout-intranet', host: 'intranet.fenwick.example', title: 'Fenwick intranet', markup: '<p data-bind="text: who"></p>', parts: [['knockout', 'cdnjs'], ['zone', 'jsdelivr'], ['rxjs', 'unpkg'], ['socketio', 'cdnjs']], init: "ko.applyBindings({ who: 'Team' });" },
  { id: 'name/htmx-app', host: 'www.sparrow-hr.example', title: 'Sparrow HR', markup: '<button hx-get="/x" hx-target="#t">Load</button><div id="t"></div>', parts: [['htmx', 'unpkg'], ['stimulus', 'unpkg'], ['mithril', 'unpkg'], ['riot', 'unpkg']] },
  { id: 'name/gallery-sliders', host: 'www.wren-interiors.example', title: 'Wren Interiors', markup: '<div class="glide"></div><div class="splide"></div><div class="carousel"></div>', parts: [['glide', 'jsdelivr'], ['splide', 'jsdelivr'], ['flickity', 'unpkg'], ['photoswipe', 'jsdelivr'], ['masonry', 'unpkg']] },
  { id: 'name/forms-widgets', host: 'book.northfield-clinic.example', title: 'Northfield booking', markup: '<div id="range"></div><button id="tip">?</button>', parts: [['popper', 'unpkg'], ['tippy', 'unpkg'], ['nouislider', 'cdnjs'], ['flatpickr', 'cdnjs'], ['lazysizes', 'jsdelivr']] },
  { id: 'name/wp-blog', host: 'www.saltmarsh-journal.example', title: 'Saltmarsh Journal', markup: SHOP, parts: [['jquery', 'wp'], ['hljs', 'wp'], ['aos', 'wp'], ['imagesloaded', 'wp'], ['fontawesome', 'owncss']] },
  { id: 'name/css-only', host: 'www.copperleaf.example', title: 'Copperleaf', markup: '<i class="fa-solid fa-star"></i><div class="container"><div class="row">x</div></div>', parts: [['bootstrap', 'css'], ['fontawesome', 'css'], ['swiper', 'css'], ['cash', 'jsdelivr']] },
  { id: 'name/wp-cdn-mix', host: 'www.ironbark-supply.example', title: 'Ironbark Supply', markup: SHOP, parts: [['jquery', 'cdnjs'], ['migrate', 'cdnjs'], ['jqueryui', 'jsdelivr'], ['owl', 'wp'], ['zepto', 'own']], notShown: [{ name: 'jQuery Easing', evidence: 'jQuery UI is loaded (it defines the easings itself); jquery.easing is not' }] },
  // Renamed: the same dist files under hashed names; only what the builds define shows them.
  { id: 'renamed/jquery-stack', host: 'www.mosaic-tiles.example', title: 'Mosaic Tiles', markup: SHOP, parts: [['jquery', 'renamed'], ['migrate', 'renamed'], ['jqueryui', 'renamed'], ['slick', 'renamed'], ['magnific', 'renamed']], notShown: [{ name: 'jQuery Easing', evidence: 'jQuery UI defines the easings; jquery.easing is not loaded (no jQuery.easing.jswing)' }] },
  { id: 'renamed/jquery1-easing', host: 'www.foxglove-hotel.example', title: 'Foxglove Hotel', markup: SHOP, parts: [['jquery1', 'renamed'], ['easing', 'renamed'], ['bootstrap3', 'renamed'], ['owl', 'renamed']] },
  { id: 'renamed/jquery4-select', host: 'www.brookside-school.example', title: 'Brookside School', markup: '<select id="s"><option>A</option></select>', parts: [['jquery4', 'renamed'], ['select2', 'renamed'], ['lightbox', 'renamed'], ['isotope', 'renamed']] },
  { id: 'renamed/bootstrap5', host: 'www.cinder-coffee.example', title: 'Cinder Coffee', markup: SLIDES, parts: [['bootstrap', 'renamedcss'], ['bootstrap', 'renamed'], ['swiper', 'renamed'], ['aos', 'renamed'], ['glightbox', 'renamed']] },
  { id: 'renamed/vue3-app', host: 'app.parcelpoint.example', title: 'ParcelPoint', markup: '<div id="app">{{ n }}</div>', parts: [['vue', 'renamed'], ['axios', 'renamed'], ['dayjs', 'renamed'], ['jscookie', 'renamed']], init: "Vue.createApp({ data: () => ({ n: 1 }) }).mount('#app');" },
  { id: 'renamed/vue2-app', host: 'admin.orchard-crm.example', title: 'Orchard CRM', markup: '<div id="app">{{ n }}</div>', parts: [['vue2', 'renamed'], ['lodash', 'renamed'], ['moment', 'renamed'], ['sortable', 'renamed']], init: "new Vue({ el: '#app', data: { n: 2 } });" },
  { id: 'renamed/animation', host: 'www.northstar-labs.example', title: 'Northstar Labs', markup: '<div class="hero">Hero</div>', parts: [['gsap', 'renamed'], ['lottie', 'renamed'], ['anime', 'renamed'], ['headroom', 'renamed']] },
  { id: 'renamed/charts', host: 'stats.harbourline.example', title: 'Harbourline stats', markup: '<canvas id="c"></canvas>', parts: [['chartjs', 'renamed'], ['d3', 'renamed'], ['chartist', 'renamed'], ['luxon', 'renamed']] },
  { id: 'renamed/templating', host: 'www.paperkite.example', title: 'Paperkite', markup: '<div id="out"></div>', parts: [['underscore', 'renamed'], ['backbone', 'renamed'], ['handlebars', 'renamed'], ['mustache', 'renamed'], ['knockout', 'renamed']] },
  { id: 'renamed/frameworks-small', host: 'www.juniper-games.example', title: 'Juniper Games', markup: '<div x-data="{ open: false }"><button @click="open = !open">Menu</button></div>', parts: [['alpine', 'renamed'], ['htmx', 'renamed'], ['riot', 'renamed'], ['mithril', 'renamed'], ['stimulus', 'renamed']] },
  { id: 'renamed/media', host: 'www.rivergate-church.example', title: 'Rivergate', markup: '<div id="map" style="height:150px"></div>', parts: [['leaflet', 'renamed'], ['videojs', 'renamed'], ['plyr', 'renamed'], ['photoswipe', 'renamed'], ['hammer', 'renamed']] },
  { id: 'renamed/widgets', host: 'www.larkspur-bank.example', title: 'Larkspur Bank', markup: '<button id="tip">?</button>', parts: [['popper', 'renamed'], ['tippy', 'renamed'], ['flatpickr', 'renamed'], ['nouislider', 'renamed'], ['clipboard', 'renamed'], ['dompurify', 'renamed']] },
  { id: 'renamed/content', host: 'blog.fernhill.example', title: 'Fernhill blog', markup: '<pre><code>x</code></pre>', parts: [['hljs', 'renamed'], ['prism', 'renamed'], ['marked', 'renamed'], ['lazysizes', 'renamed'], ['imagesloaded', 'renamed']] },
  { id: 'renamed/realtime', host: 'live.quayside-scores.example', title: 'Quayside Scores', markup: '<div id="scores"></div>', parts: [['socketio', 'renamed'], ['rxjs', 'renamed'], ['zone', 'renamed'], ['p5', 'renamed']] },
  { id: 'renamed/sliders', host: 'www.thistle-weddings.example', title: 'Thistle Weddings', markup: '<div class="glide"></div>', parts: [['glide', 'renamed'], ['splide', 'renamed'], ['flickity', 'renamed'], ['masonry', 'renamed'], ['fontawesome', 'renamed']] },
];

// ---- Bundled with esbuild: no global; labelled only from what the library's own source leaves. ----

/** One library used inside an app bundle. */
interface Bundled {
  dir: string;
  name: string;
  imports: string;
  code: string;
  markup: string;
  /**
   * The library's own source line that leaves the trace (file in node_modules, the quoted text), and the token
   * that must survive in the bundle; none: the library leaves nothing when used this way (notShown).
   */
  source?: { file: string; quote: string; token: string; trace: string };
  /** The version the trace itself reports; null: none. */
  version?: () => string | null;
  /** Why it is not shown (no trace). */
  noTrace?: string;
}

// prettier-ignore
const BUNDLED: Record<string, Bundled> = {
  vue: { dir: 'vue', name: 'Vue.js', imports: "import { createApp, h, ref } from 'vue';",
    code: "createApp({ setup() { const n = ref(0); return () => h('button', { onClick: () => n.value++ }, 'Cart ' + n.value); } }).mount('#vue-app');",
    markup: '<div id="vue-app"></div>',
    source: { file: '@vue/runtime-core/dist/runtime-core.esm-bundler.js', quote: 'rootContainer.__vue_app__ = app;', token: '__vue_app__', trace: 'the mount element #vue-app gets the __vue_app__ expando (the app, whose .version is the runtime\'s)' },
    version: () => versionOf('@vue/runtime-core') },
  vue2: { dir: 'vue2', name: 'Vue.js', imports: "import Vue2 from 'vue2';",
    code: "new Vue2({ data: { n: 3 }, render(h) { return h('div', { attrs: { id: 'vue2-app' } }, 'Items ' + this.n); } }).$mount('#vue2-app');",
    markup: '<div id="vue2-app"></div>',
    source: { file: 'vue2/dist/vue.runtime.esm.js', quote: 'vm.$el.__vue__ = vm;', token: '__vue__', trace: 'the root element gets the __vue__ expando (the instance)' } },
  react: { dir: 'react-dom', name: 'React', imports: "import { createElement, useState } from 'react'; import { createRoot } from 'react-dom/client';",
    code: "function Basket() { const [n, setN] = useState(0); return createElement('button', { onClick: () => setN(n + 1) }, 'Basket ' + n); } createRoot(document.getElementById('react-root')).render(createElement(Basket));",
    markup: '<div id="react-root"></div>',
    source: { file: 'react-dom/cjs/react-dom-client.production.js', quote: 'internalContainerInstanceKey = "__reactContainer$" + randomKey', token: '__reactContainer$', trace: 'the root container gets a __reactContainer$<random> key' } },
  preact: { dir: 'preact', name: 'Preact', imports: "import { h, render } from 'preact'; import { useState } from 'preact/hooks';",
    code: "function Counter() { const [n, setN] = useState(0); return h('button', { onClick: () => setN(n + 1) }, 'Likes ' + n); } render(h(Counter, null), document.getElementById('preact-root'));",
    markup: '<div id="preact-root"></div>',
    source: { file: 'preact/dist/preact.mjs', quote: 'r.__k=m($,{children:[t]})', token: '__k', trace: 'render() sets the container\'s __k (the mangled _children: the root vnode)' } },
  lit: { dir: 'lit', name: 'Lit', imports: "import { LitElement, html } from 'lit';",
    code: "class PriceTag extends LitElement { static properties = { amount: {} }; render() { return html`<span class=\"price\">${this.amount}</span>`; } } customElements.define('price-tag', PriceTag);",
    markup: '<price-tag amount="£12.00"></price-tag>',
    source: { file: 'lit-html/lit-html.js', quote: '(t.litHtmlVersions??=[]).push(', token: 'litHtmlVersions', trace: 'window.litHtmlVersions (also litElementVersions, reactiveElementVersions: those packages\' own versions)' },
    // lit-html's registry entry is Lit's version only while the two are released together at the same number.
    version: () => (versionOf('lit-html') === versionOf('lit') ? versionOf('lit-html') : null) },
  svelte: { dir: 'svelte', name: 'Svelte', imports: "import { mount } from 'svelte'; import Counter from 'virtual:Counter.svelte';",
    code: "mount(Counter, { target: document.getElementById('svelte-root') });",
    markup: '<div id="svelte-root"></div>',
    source: { file: 'svelte/src/internal/disclose-version.js', quote: '((window.__svelte ??= {}).v ??= new Set()).add(PUBLIC_VERSION);', token: '__svelte', trace: 'window.__svelte.v, a Set of the major version only ("5")' } },
  solid: { dir: 'solid-js', name: 'SolidJS', imports: "import { template, insert, render, createComponent, delegateEvents } from 'solid-js/web'; import { createSignal } from 'solid-js';",
    // The entry is what Solid's JSX compiler (babel-preset-solid) emits for <button onClick={...}>Saved {n()}</button>.
    code: "const _tmpl$ = template('<button type=button>Saved '); function Saved() { const [n, setN] = createSignal(0); return (() => { const el = _tmpl$(); el.$$click = () => setN(n() + 1); insert(el, n, null); return el; })(); } render(() => createComponent(Saved, {}), document.getElementById('solid-root')); delegateEvents(['click']);",
    markup: '<div id="solid-root"></div>',
    source: { file: 'solid-js/web/dist/web.js', quote: 'const $$EVENTS = "_$DX_DELEGATE";', token: '_$DX_DELEGATE', trace: 'document._$DX_DELEGATE, the Set of delegated events' } },
  gsap: { dir: 'gsap', name: 'GSAP', imports: "import { gsap } from 'gsap';",
    code: "gsap.to('.hero-title', { opacity: 1, y: 0, duration: 0.4 });",
    markup: '<h1 class="hero-title" style="opacity:0">Spring collection</h1>',
    source: { file: 'gsap/gsap-core.js', quote: '(_win.gsapVersions || (_win.gsapVersions = [])).push(gsap.version);', token: 'gsapVersions', trace: 'window.gsapVersions [version] (and _install copies gsap onto window when none is there)' },
    version: () => versionOf('gsap') },
  three: { dir: 'three', name: 'Three.js', imports: "import * as THREE from 'three';",
    code: "const scene = new THREE.Scene(); const camera = new THREE.PerspectiveCamera(45, 1, 0.1, 100); camera.position.z = 3; scene.add(new THREE.Mesh(new THREE.BoxGeometry(1, 1, 1), new THREE.MeshBasicMaterial({ color: 0x44aa88 }))); try { new THREE.WebGLRenderer({ canvas: document.getElementById('scene') }).render(scene, camera); } catch (e) { document.body.classList.add('no-webgl'); }",
    markup: '<canvas id="scene" width="300" height="300"></canvas>',
    // REVISION is "187", not the npm version 0.187.0: no version labelled.
    source: { file: 'three/build/three.core.js', quote: 'window.__THREE__ = REVISION;', token: '__THREE__', trace: 'window.__THREE__ = REVISION (the revision number, not the npm version)' } },
  chartjs: { dir: 'chart.js', name: 'Chart.js', imports: "import { Chart, BarController, BarElement, CategoryScale, LinearScale } from 'chart.js';",
    code: "Chart.register(BarController, BarElement, CategoryScale, LinearScale); new Chart(document.getElementById('sales'), { type: 'bar', data: { labels: ['Mon', 'Tue'], datasets: [{ data: [3, 5] }] }, options: { animation: false } });",
    markup: '<canvas id="sales" width="400" height="200"></canvas>',
    source: { file: 'chart.js/dist/chart.js', quote: "const EXPANDO_KEY = '$chartjs';", token: '$chartjs', trace: 'the canvas gets the $chartjs expando' } },
  swiper: { dir: 'swiper', name: 'Swiper', imports: "import Swiper from 'swiper';",
    code: "new Swiper('.swiper', { slidesPerView: 1 });",
    markup: SLIDES,
    source: { file: 'swiper/shared/swiper-core.mjs', quote: 'el.swiper = swiper;', token: '.swiper=', trace: 'the container gets the .swiper expando and the swiper-initialized class' } },
  leaflet: { dir: 'leaflet', name: 'Leaflet', imports: "import L from 'leaflet';",
    code: "L.map('map').setView([48.85, 2.35], 12);",
    markup: '<div id="map" style="height:160px"></div>',
    source: { file: 'leaflet/dist/leaflet-src.js', quote: 'window.L = exports;', token: '_leaflet_id', trace: 'the UMD build it resolves to still sets window.L (L.version); the map container gets _leaflet_id and the leaflet-container class' },
    version: () => versionOf('leaflet') },
  flatpickr: { dir: 'flatpickr', name: 'Flatpickr', imports: "import flatpickr from 'flatpickr';",
    code: "flatpickr('#date', { dateFormat: 'Y-m-d' });",
    markup: '<input id="date" type="text">',
    source: { file: 'flatpickr/dist/esm/index.js', quote: 'node._flatpickr = FlatpickrInstance(node, config || {});', token: '_flatpickr', trace: 'the input gets the _flatpickr expando; a .flatpickr-calendar is appended to the body' } },
  sortable: { dir: 'sortablejs', name: 'SortableJS', imports: "import Sortable from 'sortablejs';",
    code: "Sortable.create(document.getElementById('tasks'), { animation: 120 });",
    markup: '<ul id="tasks"><li>One</li><li>Two</li></ul>',
    source: { file: 'sortablejs/modular/sortable.esm.js', quote: "var expando = 'Sortable' + new Date().getTime();", token: "Sortable", trace: 'the list gets a Sortable<timestamp> expando (the instance)' } },
  tippy: { dir: 'tippy.js', name: 'Tippy.js', imports: "import tippy from 'tippy.js';",
    code: "tippy('#help', { content: 'Opens the help centre' });",
    markup: '<button id="help">Help</button>',
    source: { file: 'tippy.js/dist/tippy.esm.js', quote: 'reference._tippy = instance;', token: '_tippy', trace: 'the reference element gets the _tippy expando' } },
  alpine: { dir: 'alpinejs', name: 'Alpine.js', imports: "import Alpine from 'alpinejs';",
    // As Alpine's installation guide writes it for a bundle: window.Alpine = Alpine; Alpine.start().
    code: 'window.Alpine = Alpine; Alpine.start();',
    markup: '<div x-data="{ open: false }"><button @click="open = !open">Menu</button><nav x-show="open">Links</nav></div>',
    source: { file: 'alpinejs/dist/module.esm.js', quote: 'node._x_dataStack = [data2, ...closestDataStack(referenceNode || node)];', token: '_x_dataStack', trace: 'window.Alpine (Alpine.version, set by the entry as the docs say) and _x_dataStack on the x-data element' },
    version: () => versionOf('alpinejs') },
  stimulus: { dir: '@hotwired/stimulus', name: 'Stimulus', imports: "import { Application, Controller } from '@hotwired/stimulus';",
    // As Stimulus's handbook writes it: window.Stimulus = Application.start().
    code: "window.Stimulus = Application.start(); Stimulus.register('hello', class extends Controller { connect() { this.element.textContent = 'Hello'; } });",
    markup: '<div data-controller="hello"></div>',
    source: { file: '@hotwired/stimulus/dist/stimulus.js', quote: 'static start(element, schema) {', token: 'Stimulus', trace: 'window.Stimulus, the Application the entry assigns (as the handbook does): router, register' } },
  lodash: { dir: 'lodash', name: 'Lodash', imports: "import debounce from 'lodash/debounce.js';", code: "window.addEventListener('resize', debounce(() => document.body.classList.toggle('wide', innerWidth > 900), 100));", markup: '',
    noTrace: 'bundled lodash/debounce: a module-scoped function, no global (no _.VERSION) and no DOM trace' },
  dayjs: { dir: 'dayjs', name: 'Day.js', imports: "import dayjs from 'dayjs';", code: "document.querySelectorAll('time').forEach((t) => (t.textContent = dayjs(t.dateTime).format('D MMM YYYY')));", markup: '<time datetime="2024-05-01">1 May</time>',
    noTrace: 'bundled dayjs: module scope only, no global, no DOM trace' },
  axios: { dir: 'axios', name: 'Axios', imports: "import axios from 'axios';", code: "axios.get('/api/cart.json').catch(() => {});", markup: '',
    noTrace: 'bundled axios: module scope only, no global; the request it makes (a 404 here) names nothing' },
  dompurify: { dir: 'dompurify', name: 'DOMPurify', imports: "import DOMPurify from 'dompurify';", code: "document.getElementById('bio').innerHTML = DOMPurify.sanitize('<b>About</b> us');", markup: '<div id="bio"></div>',
    noTrace: 'bundled DOMPurify: module scope only, no global, no DOM trace' },
  marked: { dir: 'marked', name: 'Marked', imports: "import { marked } from 'marked';", code: "document.getElementById('md').innerHTML = marked.parse('# Notes');", markup: '<div id="md"></div>',
    noTrace: 'bundled marked: module scope only; its output is plain markup' },
};

/** The bundled pages: 3-6 libraries each in one app bundle. */
// prettier-ignore
const BUNDLES: { id: string; host: string; title: string; libs: (keyof typeof BUNDLED)[]; css?: 'tailwind' | 'bootstrap' }[] = [
  { id: 'bundled/vue-shop', host: 'shop.marigold-tea.example', title: 'Marigold Tea', libs: ['vue', 'swiper', 'lodash', 'axios'] },
  { id: 'bundled/react-tailwind', host: 'www.fieldnote-app.example', title: 'Fieldnote', libs: ['react', 'gsap', 'dayjs', 'tippy'], css: 'tailwind' },
  { id: 'bundled/preact-widgets', host: 'www.kiln-pottery.example', title: 'Kiln Pottery', libs: ['preact', 'flatpickr', 'dompurify'], css: 'bootstrap' },
  { id: 'bundled/lit-components', host: 'www.aperture-camera.example', title: 'Aperture Camera', libs: ['lit', 'chartjs', 'marked'] },
  { id: 'bundled/svelte-app', host: 'app.tallyho-budget.example', title: 'Tallyho Budget', libs: ['svelte', 'sortable', 'three'] },
  { id: 'bundled/solid-dashboard', host: 'dash.beacon-iot.example', title: 'Beacon IoT', libs: ['solid', 'leaflet', 'lodash'], css: 'tailwind' },
  { id: 'bundled/vue2-legacy', host: 'www.wharf-logistics.example', title: 'Wharf Logistics', libs: ['vue2', 'alpine', 'axios'] },
  { id: 'bundled/hotwire', host: 'www.quarry-books.example', title: 'Quarry Books', libs: ['stimulus', 'gsap', 'flatpickr', 'dayjs'], css: 'bootstrap' },
];

const CACHE = path.join(os.tmpdir(), 'stacklens-corpus-bundles');

const SVELTE_COUNTER = `<script>\n  let count = $state(0);\n</script>\n\n<button type="button" onclick={() => count++}>Added {count}</button>\n`;

async function bundle(id: string, entry: string): Promise<string> {
  const versions = Object.values(BUNDLED)
    .map((b) => `${b.dir}@${versionOf(b.dir)}`)
    .join(',');
  const key = sha(`${versions}|${versionOf('esbuild')}|${entry}`).slice(0, 16);
  const file = path.join(CACHE, `${id.replace(/\W+/g, '-')}-${key}.js`);
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8');
  const svelte: esbuild.Plugin = {
    name: 'svelte-virtual',
    setup(build) {
      build.onResolve({ filter: /^virtual:.*\.svelte$/ }, (a) => ({ path: a.path, namespace: 'svelte-virtual' }));
      build.onLoad({ filter: /.*/, namespace: 'svelte-virtual' }, async () => {
        const { compile } = await import('svelte/compiler');
        return { contents: compile(SVELTE_COUNTER, { generate: 'client', name: 'Counter' }).js.code, loader: 'js', resolveDir: REPO };
      });
    },
  };
  const out = await esbuild.build({
    stdin: { contents: entry, resolveDir: REPO, loader: 'js', sourcefile: 'app.js' },
    bundle: true,
    format: 'iife',
    write: false,
    minify: true,
    target: 'es2022',
    platform: 'browser',
    logLevel: 'silent',
    plugins: [svelte],
    define: {
      'process.env.NODE_ENV': '"production"',
      __VUE_OPTIONS_API__: 'true',
      __VUE_PROD_DEVTOOLS__: 'false',
      __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
    },
  });
  const text = out.outputFiles[0]!.text;
  fs.mkdirSync(CACHE, { recursive: true });
  fs.writeFileSync(file, text);
  return text;
}

/** Tailwind CSS compiled by its own compiler (the package's JS API) for the classes the page uses. */
async function tailwindCss(candidates: string[]): Promise<string> {
  const v = versionOf('tailwindcss');
  const file = path.join(CACHE, `tailwind-${v}-${sha(candidates.join(' ')).slice(0, 12)}.css`);
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8');
  const { compile } = await import('tailwindcss');
  const root = path.join(NM, 'tailwindcss');
  const compiler = await compile('@import "tailwindcss";', {
    base: root,
    loadStylesheet: async (id: string, from: string) => {
      const p =
        id === 'tailwindcss'
          ? path.join(root, 'index.css')
          : id.startsWith('tailwindcss/')
            ? path.join(root, id.slice('tailwindcss/'.length))
            : path.resolve(from, id);
      return { path: p, base: path.dirname(p), content: fs.readFileSync(p, 'utf8') };
    },
  } as Parameters<typeof compile>[1]);
  const css = compiler.build(candidates);
  fs.mkdirSync(CACHE, { recursive: true });
  fs.writeFileSync(file, css);
  return css;
}

const TW_CLASSES = [
  'flex',
  'items-center',
  'gap-4',
  'p-6',
  'rounded-xl',
  'shadow-md',
  'ring-1',
  'ring-slate-200',
  'bg-white',
  'text-slate-700',
  'translate-y-1',
];

async function bundledPage(spec: (typeof BUNDLES)[number]): Promise<LabelledPage> {
  const parts = spec.libs.map((k) => BUNDLED[k]!);
  const entry = [...parts.map((p) => p.imports), ...parts.map((p) => `try { ${p.code} } catch (e) { console.error(e); }`)].join('\n');
  const js = await bundle(spec.id, entry);
  const files: Record<string, CorpusFile> = {};
  const technologies: Label[] = [];
  const notShown: NotShown[] = [];
  const jsPath = `/dist/site.${sha(js).slice(0, 10)}.js`;
  files[jsPath] = { type: JS, body: js };
  const head: string[] = [];
  if (spec.css === 'tailwind') {
    const css = await tailwindCss(TW_CLASSES);
    if (!css.includes('--tw-')) throw new Error('compiled Tailwind CSS has no --tw- properties');
    const p = `/static/css/app.${sha(css).slice(0, 10)}.css`;
    files[p] = { type: CSS, body: css };
    head.push(`<link rel="stylesheet" href="${p}">`);
    technologies.push({
      name: 'Tailwind CSS',
      version: null,
      evidence: `tailwindcss@${versionOf('tailwindcss')} compiled by its own compiler for the page's classes, served as ${p}: the rules set --tw-* custom properties (e.g. --tw-shadow, --tw-ring-color) used by .shadow-md/.ring-1 on the page`,
    });
  }
  if (spec.css === 'bootstrap') {
    const css = read('bootstrap', 'dist/css/bootstrap.min.css');
    const p = `/assets/app-${sha(css).slice(0, 8)}.css`;
    files[p] = { type: CSS, body: css };
    head.push(`<link rel="stylesheet" href="${p}">`);
    technologies.push({
      name: 'Bootstrap',
      version: null,
      evidence: `bootstrap@${versionOf('bootstrap')} dist/css/bootstrap.min.css served as ${p} (compiled into the app's stylesheet): :root sets --bs-* custom properties (--bs-blue, --bs-body-font-family)`,
    });
  }
  for (const p of parts) {
    const v = versionOf(p.dir);
    if (!p.source) {
      notShown.push({ name: p.name, evidence: `${pkgJson(p.dir).name}@${v}: ${p.noTrace}` });
      continue;
    }
    const src = read('', p.source.file);
    if (!src.includes(p.source.quote)) throw new Error(`${p.name}: "${p.source.quote}" is not in ${p.source.file}`);
    if (!js.includes(p.source.token)) {
      notShown.push({ name: p.name, evidence: `${pkgJson(p.dir).name}@${v} bundled, but the bundle lost its trace (${p.source.token}): tree-shaken` });
      continue;
    }
    const version = p.version?.() ?? null;
    technologies.push({
      name: p.name,
      version,
      evidence: `${pkgJson(p.dir).name}@${v} bundled by esbuild into ${jsPath} (no global); ${p.source.file}: \`${p.source.quote}\` → ${p.source.trace}${version ? `; version ${version}` : '; no version shown'}`,
    });
  }
  if (spec.libs.includes('tippy'))
    notShown.push({ name: 'Popper', evidence: 'bundled inside tippy.js: no global, and no data-popper-* attribute until a tooltip opens' });
  const body = [
    spec.css === 'tailwind'
      ? '<div class="flex items-center gap-4 p-6 rounded-xl shadow-md ring-1 ring-slate-200 bg-white text-slate-700">Card</div>'
      : '<div class="container"><p class="lead">Welcome</p></div>',
    ...parts.map((p) => p.markup),
    `<script src="${jsPath}" defer></script>`,
  ];
  return { id: spec.id, url: `https://${spec.host}/`, html: shell(spec.title, head, body), files, technologies, notShown };
}

// ---- Negatives: look-alikes, code samples, hints. ----

function negatives(): LabelledPage[] {
  const pages: LabelledPage[] = [];
  const page = (
    id: string,
    host: string,
    title: string,
    head: string[],
    body: string[],
    technologies: Label[],
    notShown: NotShown[],
    files: Record<string, CorpusFile> = {},
  ) => pages.push({ id, url: `https://${host}/`, html: shell(title, head, body), files, technologies, notShown });

  page(
    'negative/first-party-lookalikes',
    'www.tinbox-crafts.example',
    'Tinbox Crafts',
    [],
    [
      SHOP,
      `<script>
// First-party helpers that happen to share library names.
var Vue = 'v1';
window.jQuery = {};
window.$ = function (sel) { return document.querySelectorAll(sel); };
window.$.fn = {};
window._ = { each: function (a, f) { Array.prototype.forEach.call(a, f); } };
window.moment = function () { return new Date(); };
window.Swiper = function Swiper(el) { this.el = el; };
var React = { createElement: function () {} };
window.gsap = { to: function () {} };
</script>`,
    ],
    [],
    [
      { name: 'Vue.js', evidence: "var Vue = 'v1': a string, not Vue (no Vue.version)" },
      { name: 'jQuery', evidence: 'window.jQuery = {} and a $ with an empty .fn: no jQuery.fn.jquery' },
      { name: 'Lodash', evidence: 'window._ is a first-party object without _.VERSION' },
      { name: 'Underscore.js', evidence: 'window._ is a first-party object without _.VERSION' },
      { name: 'Moment.js', evidence: 'window.moment is a first-party function without moment.version' },
      { name: 'Swiper', evidence: 'window.Swiper is a first-party constructor; no Swiper file, no swiper classes' },
      { name: 'React', evidence: 'var React is a first-party object without React.version' },
      { name: 'GSAP', evidence: 'window.gsap is a stub without gsap.version; no gsapVersions' },
    ],
  );

  const cash = read('cash-dom', 'dist/cash.min.js');
  const cashPath = `/static/js/${sha(cash).slice(0, 10)}.js`;
  page(
    'negative/cash-as-dollar',
    'www.pebble-yoga.example',
    'Pebble Yoga',
    [],
    [SHOP, `<script src="${cashPath}"></script>`, "<script>$(function () { $('.site-header').addClass('ready'); });</script>"],
    [
      {
        name: 'Cash',
        version: null,
        evidence: `cash-dom@${versionOf('cash-dom')} dist/cash.min.js served renamed as ${cashPath}; defines window.cash and window.$ (no fn.jquery, no version)`,
      },
    ],
    [{ name: 'jQuery', evidence: 'the page runs Cash as $: $.fn exists but has no .jquery' }],
    { [cashPath]: { type: JS, body: cash } },
  );

  const zepto = read('zepto', 'dist/zepto.min.js');
  page(
    'negative/zepto-as-dollar',
    'm.harbor-ferries.example',
    'Harbor Ferries',
    [],
    [SHOP, '<script src="/js/zepto.min.js"></script>', "<script>$(document).ready(function () { $('main').addClass('ok'); });</script>"],
    [
      {
        name: 'Zepto',
        version: null,
        evidence: `zepto@${versionOf('zepto')} dist/zepto.min.js at /js/zepto.min.js (file name); defines window.Zepto and window.$ (no fn.jquery, no version)`,
      },
    ],
    [{ name: 'jQuery', evidence: 'the page runs Zepto as $: $.fn has no .jquery' }],
    { '/js/zepto.min.js': { type: JS, body: zepto } },
  );

  const jq = read('jquery', 'dist/jquery.min.js');
  const ui = read('jquery-ui', 'dist/jquery-ui.min.js');
  const jqP = `/static/js/${sha(jq).slice(0, 10)}.js`;
  const uiP = `/static/js/${sha(ui).slice(0, 10)}.js`;
  page(
    'negative/jquery-ui-without-easing',
    'www.moorland-walks.example',
    'Moorland Walks',
    [],
    [
      SHOP,
      '<div id="acc"><h3>Day 1</h3><div>Walk</div></div>',
      `<script src="${jqP}"></script>`,
      `<script src="${uiP}"></script>`,
      "<script>jQuery('#acc').accordion({ animate: 'easeOutBounce' });</script>",
    ],
    [
      { name: 'jQuery', version: versionOf('jquery'), evidence: `jquery@${versionOf('jquery')} served renamed as ${jqP}; jQuery.fn.jquery` },
      { name: 'jQuery UI', version: versionOf('jquery-ui'), evidence: `jquery-ui@${versionOf('jquery-ui')} served renamed as ${uiP}; jQuery.ui.version` },
    ],
    [
      {
        name: 'jQuery Easing',
        evidence: 'jQuery UI defines easeOutBounce and the other easings itself; jquery.easing is not loaded (no jQuery.easing.jswing)',
      },
    ],
    { [jqP]: { type: JS, body: jq }, [uiP]: { type: JS, body: ui } },
  );

  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  page(
    'negative/prose-and-samples',
    'devnotes.example',
    'Choosing a front-end stack in 2025',
    [],
    [
      '<article><h1>Choosing a front-end stack</h1>',
      '<p>We compared React, Vue.js, Svelte, SolidJS, Lit and Preact, then jQuery with Bootstrap, Swiper and Slick for the older shop.</p>',
      '<p>GSAP and Three.js drive the landing page; Chart.js, D3 and Leaflet are on the roadmap. Tailwind CSS or Font Awesome? Both.</p>',
      `<pre><code>${esc(`<script src="https://cdn.jsdelivr.net/npm/jquery@${versionOf('jquery')}/dist/jquery.min.js"></script>\n<link rel="stylesheet" href="https://cdnjs.cloudflare.com/ajax/libs/font-awesome/${versionOf('@fortawesome/fontawesome-free')}/css/all.min.css">\n<script src="https://unpkg.com/vue@${versionOf('vue')}/dist/vue.global.prod.js"></script>\n<script src="/wp-includes/js/jquery/jquery.min.js?ver=3.7.1"></script>`)}</code></pre>`,
      `<pre><code class="language-js">${esc("import { gsap } from 'gsap';\nimport * as THREE from 'three';\nwindow.__THREE__ = '187';\ncreateApp(App).mount('#app'); // sets __vue_app__\nconst el = document.querySelector('.swiper'); new Swiper(el);")}</code></pre>`,
      '<p>See <code>jQuery.fn.jquery</code>, <code>Vue.version</code> and <code>gsapVersions</code> in the console.</p></article>',
    ],
    [],
    [
      'jQuery',
      'Vue.js',
      'React',
      'Svelte',
      'SolidJS',
      'Lit',
      'Preact',
      'Bootstrap',
      'Swiper',
      'Slick',
      'GSAP',
      'Three.js',
      'Chart.js',
      'D3',
      'Leaflet',
      'Tailwind CSS',
      'Font Awesome',
    ].map((name) => ({
      name,
      evidence: 'named only in prose and in escaped <pre><code> samples (CDN addresses as text); nothing loads it',
    })),
  );

  page(
    'negative/resource-hints-only',
    'www.saffron-kitchen.example',
    'Saffron Kitchen',
    [
      '<link rel="preconnect" href="https://cdn.jsdelivr.net" crossorigin>',
      '<link rel="dns-prefetch" href="https://cdnjs.cloudflare.com">',
      '<link rel="dns-prefetch" href="https://unpkg.com">',
      `<link rel="prefetch" href="https://cdn.jsdelivr.net/npm/jquery@${versionOf('jquery')}/dist/jquery.min.js" as="script">`,
      `<link rel="prefetch" href="https://cdnjs.cloudflare.com/ajax/libs/twitter-bootstrap/${versionOf('bootstrap')}/css/bootstrap.min.css" as="style">`,
      `<link rel="prefetch" href="https://unpkg.com/swiper@${versionOf('swiper')}/swiper-bundle.min.js" as="script">`,
    ],
    [SHOP],
    [],
    [
      { name: 'jQuery', evidence: 'only a <link rel=prefetch> to its CDN file; no script loads it' },
      { name: 'Bootstrap', evidence: 'only a <link rel=prefetch as=style>; no stylesheet applied' },
      { name: 'Swiper', evidence: 'only a <link rel=prefetch>; no script loads it' },
      { name: 'jQuery CDN', evidence: 'no jQuery CDN address at all' },
      { name: 'BootstrapCDN', evidence: 'no BootstrapCDN address' },
    ],
  );

  page(
    'negative/markers-without-library',
    'www.linden-florist.example',
    'Linden Florist',
    [],
    [
      SHOP,
      // First-party markup with class names and data attributes that libraries also use, and no library.
      '<div class="swiper"><div class="swiper-wrapper"><div class="swiper-slide">Roses</div></div></div>',
      '<div class="owl-carousel"><div>Tulips</div></div><div class="slick-slider">Lilies</div>',
      '<a href="/img/1.jpg" data-lightbox="g">Photo</a><div data-aos="fade-up">Fade</div><img class="lazyload" data-src="/img/2.jpg" alt="">',
      '<i class="fa fa-star"></i><div x-data>Static</div><div data-controller="menu">Menu</div>',
    ],
    [],
    ['Swiper', 'Owl Carousel', 'Slick', 'Lightbox', 'AOS', 'lazysizes', 'Font Awesome', 'Alpine.js', 'Stimulus'].map((name) => ({
      name,
      evidence: 'only class names / data attributes written by the site; no file of the library loads and no script runs',
    })),
  );

  return pages;
}

/** The special by-file-name pages that load ES modules (three.js via an import map, Preact from unpkg). */
function modulePages(): LabelledPage[] {
  const tv = versionOf('three');
  const threeMod = `https://cdn.jsdelivr.net/npm/three@${tv}/build/three.module.js`;
  const threeCore = `https://cdn.jsdelivr.net/npm/three@${tv}/build/three.core.js`;
  const pv = versionOf('preact');
  const preactMod = `https://unpkg.com/preact@${pv}/dist/preact.mjs`;
  const gv = versionOf('gsap');
  const gsapJs = `https://cdnjs.cloudflare.com/ajax/libs/gsap/${gv}/gsap.min.js`;
  const threeSrc = read('three', 'build/three.module.js');
  if (!threeSrc.includes("from './three.core.js'")) throw new Error('three.module.js no longer imports ./three.core.js');
  const html = shell(
    'Orbit Furniture 3D',
    [`<script type="importmap">{ "imports": { "three": "${threeMod}", "preact": "${preactMod}" } }</script>`],
    [
      '<canvas id="scene" width="300" height="300"></canvas><div id="basket"></div>',
      `<script src="${gsapJs}"></script>`,
      `<script type="module">
import * as THREE from 'three';
import { h, render } from 'preact';
const scene = new THREE.Scene();
scene.add(new THREE.Mesh(new THREE.BoxGeometry(1, 1, 1), new THREE.MeshBasicMaterial({ color: 0x8844aa })));
render(h('button', null, 'Basket'), document.getElementById('basket'));
gsap.to('#scene', { rotation: 10, duration: 0.3 });
</script>`,
    ],
  );
  return [
    {
      id: 'name/es-modules',
      url: 'https://www.orbit-furniture.example/',
      html,
      files: {
        [threeMod]: { type: JS, body: threeSrc },
        [threeCore]: { type: JS, body: read('three', 'build/three.core.js') },
        [preactMod]: { type: JS, body: read('preact', 'dist/preact.mjs') },
        [gsapJs]: { type: JS, body: read('gsap', 'dist/gsap.min.js') },
      },
      technologies: [
        {
          name: 'Three.js',
          version: tv,
          evidence: `three@${tv} build/three.module.js (+ three.core.js) from jsDelivr via an import map; version in the address; three.core.js sets window.__THREE__ = REVISION`,
        },
        {
          name: 'Preact',
          version: pv,
          evidence: `preact@${pv} dist/preact.mjs from unpkg via the import map; version in the address; render() sets #basket.__k`,
        },
        { name: 'GSAP', version: gv, evidence: `gsap@${gv} gsap.min.js from cdnjs; version in the address; window.gsap.version` },
        { name: 'Import maps', version: null, evidence: 'the page declares <script type="importmap"> mapping three and preact' },
        { name: 'jsDelivr', version: null, evidence: `the page loads ${threeMod} (and three.core.js)` },
        { name: 'unpkg', version: null, evidence: `the page loads ${preactMod}` },
        { name: 'cdnjs', version: null, evidence: `the page loads ${gsapJs}` },
      ],
      notShown: [{ name: 'Cloudflare', evidence: 'only cdnjs (a Cloudflare-run CDN) serves a file; the site itself is not behind Cloudflare' }],
    },
  ];
}

/** The real-library-builds corpus. */
export async function libraryCorpus(): Promise<LabelledPage[]> {
  const pages = [...SPECS.map(fromSpec), ...modulePages()];
  for (const spec of BUNDLES) pages.push(await bundledPage(spec));
  pages.push(...negatives());
  return pages;
}

/** The libraries (npm packages) the corpus loads, for its report. */
export function corpusPackages(): string[] {
  const dirs = new Set<string>([
    ...Object.values(LIBS).map((l) => l.dir),
    ...Object.values(BUNDLED).map((b) => b.dir),
    'three',
    'preact',
    'tailwindcss',
    'react',
  ]);
  return [...dirs].map((d) => `${pkgJson(d).name}@${versionOf(d)}`).sort();
}
