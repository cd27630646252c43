// @vitest-environment happy-dom
// inspectPage with the real rule set evaluated in a page, wrapped as the build injects it
// (lib/local/detector-wrapper.ts): its findings are the file's value (a JSON string), it leaves no global
// behind, and a page that poisons Object.prototype gets no invented result.
import { deflateSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { wrapDetector } from '@/lib/local/detector-wrapper';
import { technologiesFrom } from '@/lib/local/findings';
import { inspectPage, PAGE_PHASES, type DocumentHeaders, type PageFindings } from '@/lib/local/inspect-page';
import { compileRules, indexRules, RULES } from '@/lib/local/rules';
import { pageFindingsSchema } from '@/lib/worker/features/local';
import { findings } from './support';

const g = globalThis as unknown as Record<string, unknown>;
const COMPILED = compileRules(RULES);
/** Evaluates the injected file in the page, as scripting.executeScript({files}) does; parsed as the worker does. */
// A generous budget: these tests are about what is read, not how fast (tests/bench/local.ts measures that).
const injectWrapped = async (budgetMs = 10_000): Promise<PageFindings> =>
  pageFindingsSchema(RULES.length).parse(JSON.parse(await ((0, eval)(wrapDetector(budgetMs)) as Promise<string>)));
const run = async (budgetMs: number, rules = COMPILED, doc: DocumentHeaders | null = null) =>
  JSON.parse(await inspectPage(budgetMs, rules, indexRules(rules), doc)) as PageFindings;
const names = (found: PageFindings) => technologiesFrom(found, RULES).map((t) => t.name);
// A stylesheet link is only read, never fetched: let happy-dom treat it as loaded.
(globalThis as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }).happyDOM.settings.handleDisabledFileLoadingAsSuccess =
  true;

const POISON = [
  'jQuery',
  'React',
  'Shopify',
  'Stripe',
  'hj',
  'version',
  'VERSION',
  'then',
  'toJSON',
  'value',
  'get',
  'test',
  'u',
  'g',
  'd',
  'k',
  'fn',
  'jquery',
];

afterEach(() => {
  for (const key of POISON) delete (Object.prototype as Record<string, unknown>)[key];
  vi.useRealTimers();
  vi.restoreAllMocks();
  delete g.jQuery;
  delete g.$;
  delete g.UNKNOWN_VERSION;
  delete g.hjSiteSettings;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('inspectPage', () => {
  it('reads library versions, generator tags, and script and stylesheet addresses through the rules', async () => {
    g.jQuery = Object.assign(() => undefined, { fn: { jquery: '3.7.1' } });
    document.head.innerHTML = `<meta name="generator" content="WordPress 6.4.3">
      <script type="text/plain" src="https://www.googletagmanager.com/gtm.js?id=GTM-1"></script>
      <link rel="stylesheet" href="https://fonts.googleapis.com/css?family=Inter">
      <link rel="icon" href="https://icons.example.net/favicon.ico">
      <script type="text/plain" src="/local.js"></script>`;
    const found = await injectWrapped();
    expect(technologiesFrom(found, RULES).find((t) => t.name === 'jQuery')?.version).toBe('3.7.1');
    expect(found.generators).toEqual(['WordPress 6.4.3']);
    expect(names(found)).toEqual(expect.arrayContaining(['Google Tag Manager', 'Google Font API', 'jQuery', 'WordPress']));
    const gtm = technologiesFrom(found, RULES).find((t) => t.name === 'Google Tag Manager')!;
    expect(gtm.evidence).toEqual([{ kind: 'script', detail: 'script from www.googletagmanager.com/gtm.js' }]);
  });

  it('reads the files a page names without a plain src: held back by a consent manager, or joined by a concat server', async () => {
    document.head.innerHTML = `<script type="text/plain" data-usercentrics="Google Analytics" data-src="https://www.googletagmanager.com/gtm.js?id=GTM-2"></script>
      <script src="/_static/??/wp-includes/js/jquery/jquery.js,/wp-includes/js/jquery/jquery-migrate.min.js?m=1700000000j"></script>
      <script type="text/plain" class="_iub_cs_activate-inline">var s = document.createElement('script'); s.src = 'https://www.googletagmanager.com/gtm.js?id=' + id;</script>`;
    const techs = technologiesFrom(await run(10_000), RULES);
    const by = (name: string) => techs.find((t) => t.name === name);
    expect(by('Google Tag Manager')?.evidence.map((e) => e.kind)).toEqual(expect.arrayContaining(['script', 'inline']));
    expect(by('jQuery')?.evidence).toEqual([expect.objectContaining({ kind: 'script' })]);
    expect(by('jQuery Migrate')).toBeDefined();
    // WordPress.com's compressed form of the list (zlib, base64) and a lazy embed's address.
    const list = deflateSync('/wp-content/plugins/woocommerce/assets/js/frontend/cart.min.js,/wp-includes/js/jquery/jquery.js?m=1700000000j').toString(
      'base64',
    );
    document.head.innerHTML = `<script src="/_static/??-${list}"></script><script src="https://s0.wp.example/_static/??/wp-content/plugins/coblocks/dist/coblocks.js"></script>`;
    document.body.innerHTML = '<iframe class="lazyload" data-src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>';
    expect(names(await run(10_000))).toEqual(['jQuery', 'WooCommerce', 'WordPress', 'YouTube']);
    document.body.innerHTML = '';
    // A file Drupal only lists in its settings is data, not a load; a JSON block and a template are not
    // code; a `??` list that is compressed is skipped.
    document.head.innerHTML = `<script>jQuery.extend(Drupal.settings, {"ajaxPageState":{"js":{"sites\\/all\\/libraries\\/fastclick\\/lib\\/fastclick.js":1}}});</script>
      <script type="application/json">{"src": "googletagmanager.com/gtm.js"}</script>
      <script type="text/template">googletagmanager.com/gtm.js</script>
      <script src="https://news.example.org/_static/??-eJzTLy/QzcxLzilNSS3WzwKi"></script>`;
    expect(names(await run(10_000))).toEqual([]);
  });

  it('reads what a snippet’s <noscript> part names (Google Tag Manager’s frame), and no address from its prose', async () => {
    document.body.innerHTML = '<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-X" height="0" width="0"></iframe></noscript>';
    expect(names(await run(10_000))).toEqual(['Google Tag Manager']);
    document.body.innerHTML = '<noscript>Turn on JavaScript: www.googletagmanager.com/ns.html src="https://www.googletagmanager.com/ns.html"</noscript>';
    expect(names(await run(10_000))).toEqual([]);
  });

  it('reads a meta tag’s value where the page wrote `value` for `content`, and an empty tag as nothing', async () => {
    document.head.innerHTML = '<meta name="twitter:card" value="summary">';
    expect(names(await run(10_000))).toEqual(['Twitter Cards']);
    document.head.innerHTML = '<meta name="twitter:card" content="" value="summary"><meta name="twitter:title" content="A title">';
    expect(names(await run(10_000))).toEqual([]);
  });

  it('reads a global’s own version, and never runs a getter the page defined', async () => {
    let ran = false;
    g.hjSiteSettings = { r: 6 };
    Object.defineProperty(globalThis, 'Shopify', {
      configurable: true,
      get() {
        ran = true;
        return { shop: 'x' };
      },
    });
    const found = await run(10_000);
    delete g.Shopify;
    expect(ran).toBe(false);
    expect(technologiesFrom(found, RULES).map((t) => [t.name, t.version])).toEqual([['Hotjar', '6']]);
  });

  it('finds frameworks by what they leave on the page’s root elements (names only, no getter runs), with Vue’s version, and no decoy', async () => {
    document.body.innerHTML = '<div id="root"><main><p>__reactContainer$ in prose</p></main></div><div id="app"></div><app-root _nghost-ng-c42=""></app-root>';
    const root = document.getElementById('root')!;
    (root as unknown as Record<string, unknown>)['__reactContainer$k2x9'] = { tag: 3 };
    (document.getElementById('app') as unknown as Record<string, unknown>).__vue_app__ = { version: '3.4.21' };
    let ran = false;
    Object.defineProperty(document.querySelector('main')!, '__svelte_meta', {
      configurable: true,
      get() {
        ran = true;
        return {};
      },
    });
    g.__THREE__ = '160';
    const found = await run(10_000);
    delete g.__THREE__;
    expect(ran).toBe(false);
    const techs = technologiesFrom(found, RULES);
    expect(techs.map((t) => [t.name, t.version])).toEqual([
      ['Angular', null],
      ['React', null],
      ['Svelte', null],
      ['Three.js', '160'],
      ['Vue.js', '3.4.21'],
    ]);
    expect(techs.find((t) => t.name === 'React')!.evidence).toEqual([{ kind: 'node', detail: '`__reactContainer$…` on the page’s root elements' }]);
    expect(techs.find((t) => t.name === 'Angular')!.evidence).toEqual([{ kind: 'node', detail: 'attribute `_nghost-…` on the page’s elements' }]);
  });

  it('finds a framework by the attribute it writes on every element it renders, however deep (Vue’s scoped `data-v-`), and not by a look-alike name', async () => {
    const deep = '<div><section><div><ul><li><span data-v-3e55de50="">x</span></li></ul></div></section></div>';
    document.body.innerHTML = `<main><div><div>${deep}</div></div></main>`;
    const techs = technologiesFrom(await run(10_000), RULES);
    expect(techs.map((t) => t.name)).toEqual(['Vue.js']);
    expect(techs[0]!.evidence).toEqual([{ kind: 'node', detail: 'attribute `data-v-…` on the page’s elements' }]);
    document.body.innerHTML = '<main><div><div><div><section><p data-v="1" data-vendor="x" data-v-="">data-v-3e55de50</p></section></div></div></div></main>';
    expect(names(await run(10_000))).toEqual([]);
  });

  it('finds no framework from look-alike names: a prose mention, a near miss, a property on a deep element or on the prototype', async () => {
    document.body.innerHTML = `<div><div><div><div><section id="deep"></section></div></div></div></div><p id="prose">window.__vue_app__ and _nghost-x</p>`;
    (document.getElementById('deep') as unknown as Record<string, unknown>).__vue_app__ = { version: '3.0.0' };
    (document.getElementById('prose') as unknown as Record<string, unknown>).__reactContainer = {};
    (HTMLElement.prototype as unknown as Record<string, unknown>).__ngContext__ = 1;
    try {
      expect(names(await run(10_000))).toEqual([]);
    } finally {
      delete (HTMLElement.prototype as unknown as Record<string, unknown>).__ngContext__;
    }
  });

  it('never calls a global’s getter, even one that throws, and goes on with the other signals', async () => {
    Object.defineProperty(globalThis, 'jQuery', {
      configurable: true,
      get() {
        throw new Error('page getter throws');
      },
    });
    document.head.innerHTML = '<meta name="generator" content="Hugo 0.121.1">';
    const found = await injectWrapped();
    delete g.jQuery;
    expect(found.generators).toEqual(['Hugo 0.121.1']);
    expect(names(found)).toContain('Hugo');
  });

  it('names every part it did not start once the budget was spent, and keeps what the parts before found', async () => {
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    g.hjSiteSettings = { r: 6 };
    document.head.innerHTML = '<meta name="generator" content="Hugo 0.121.1">';
    // Listing the window's names (the globals part) takes the whole budget and more.
    const list = Object.getOwnPropertyNames;
    vi.spyOn(Object, 'getOwnPropertyNames').mockImplementationOnce((o) => ((clock += 60), list(o)));
    const found = await run(50);
    expect(found.unchecked).toEqual(PAGE_PHASES.filter((p) => p !== 'globals'));
    expect(names(found)).toEqual(['Hotjar']);
    expect(found.generators).toEqual([]);
  });

  it('leaves no global in the page, and keeps a page variable of the same name as its own', async () => {
    g.check = 'the page’s own value';
    const before = Object.getOwnPropertyNames(globalThis).sort();
    await injectWrapped();
    expect(g.check).toBe('the page’s own value');
    expect(Object.getOwnPropertyNames(globalThis).sort()).toEqual(before);
    delete g.check;
  });

  it('makes no request and leaves no timer running, also on a page with a service worker', async () => {
    // A page with a service worker: the Workbox test would fetch its script (with the page's cookies).
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: {
        controller: { scriptURL: 'https://fixture.example/sw.js' },
        getRegistration: () => Promise.resolve({ active: { scriptURL: 'https://fixture.example/sw.js' } }),
      },
    });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const open = vi.spyOn(XMLHttpRequest.prototype, 'open');
    vi.useFakeTimers();
    try {
      const inspecting = injectWrapped();
      await vi.advanceTimersByTimeAsync(0);
      await inspecting;
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      delete (navigator as unknown as Record<string, unknown>).serviceWorker;
    }
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
  });
});

describe('inspectPage on a page that poisons Object.prototype', () => {
  const poison = () => {
    const proto = Object.prototype as Record<string, unknown>;
    const fake = { fn: { jquery: '9.9.9' }, version: '9.9.9', VERSION: '9.9.9', shop: 'evil.myshopify.com' };
    for (const key of ['jQuery', 'React', 'Shopify', 'Stripe', 'hj']) proto[key] = fake;
    proto.version = '6.6.6';
    proto.VERSION = '6.6.6';
    proto.test = () => ({ version: '1.0' });
    proto.u = ['cdn.shopify.com'];
    proto.g = ['Shopify'];
    proto.d = ['body'];
    proto.k = ['_ga'];
    proto.value = fake;
    // A thenable or a toJSON on every object would hijack how the answer is returned or serialised.
    proto.then = (resolve: (v: unknown) => void) => resolve('{"matches":[[0,"global",0,"","1"]]}');
    proto.toJSON = () => findings({ matches: [[0, 'global', 0, '', '6.6.6']] });
  };

  /** Runs the injected file on a poisoned page; the poison is removed before anything else runs. */
  const poisoned = async () => {
    // The file is made at build time, before any page exists.
    const file = wrapDetector(2_000);
    poison();
    let answer: string;
    try {
      answer = await ((0, eval)(file) as Promise<string>);
    } finally {
      for (const key of POISON) delete (Object.prototype as Record<string, unknown>)[key];
    }
    return pageFindingsSchema(RULES.length).parse(JSON.parse(answer));
  };

  it('reports no invented library: the rules read only own properties', async () => {
    const found = await poisoned();
    expect(names(found)).toEqual([]);
  });

  it('still reports what the page really shows, with the version it really has', async () => {
    document.head.innerHTML = '<script type="text/plain" src="https://cdn.shopify.com/s/files/1/theme.js"></script>';
    g.hjSiteSettings = { r: 6 };
    const found = await poisoned();
    expect(technologiesFrom(found, RULES).map((t) => [t.name, t.version])).toEqual([
      ['Hotjar', '6'],
      ['Shopify', null],
    ]);
  });
});
