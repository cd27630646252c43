// A heavy page for the on-page detection benchmark (tests/bench/local.ts): thousands of DOM nodes with
// the class names, ids and data attributes real sites carry, hundreds of scripts and stylesheets from
// many hosts, over a thousand resources loaded (images from the test server: real Resource Timing
// entries), hundreds of globals, meta tags and cookies, and a few real products among them.

const HOSTS = ['cdn.example-assets.com', 'static.example-cdn.net', 'img.example-media.org', 'api.example-service.io', 'fonts.example-type.com'];

export function heavyPage(): string {
  const scripts: string[] = [];
  for (let i = 0; i < 300; i++) scripts.push(`<script type="text/plain" src="https://${HOSTS[i % HOSTS.length]}/js/chunk-${i}.js?v=${i}"></script>`);
  scripts.push('<script type="text/plain" src="https://www.googletagmanager.com/gtm.js?id=GTM-HEAVY"></script>');
  scripts.push('<script type="text/plain" src="https://static.hotjar.com/c/hotjar-1.js?sv=6"></script>');
  scripts.push('<script type="text/plain" src="https://cdn.shopify.com/s/files/1/theme.js"></script>');
  const styles: string[] = [];
  for (let i = 0; i < 100; i++) styles.push(`<link rel="stylesheet" href="https://${HOSTS[i % HOSTS.length]}/css/part-${i}.css" media="print">`);
  const metas: string[] = [];
  for (let i = 0; i < 50; i++) metas.push(`<meta name="custom-meta-${i}" content="value ${i}">`);
  metas.push('<meta property="og:title" content="Heavy page">', '<meta name="generator" content="WordPress 6.4.3">');
  const nodes: string[] = [];
  for (let section = 0; section < 100; section++) {
    nodes.push(`<section id="section-${section}" class="section section--${section % 7} layout-grid" data-section="${section}">`);
    for (let card = 0; card < 12; card++) {
      nodes.push(
        `<div class="card card--${card % 4} product-tile" data-product-id="${section * 100 + card}" data-track="impression">` +
          `<a href="/products/${section}-${card}" class="card__link"><span class="card__title">Product ${section}-${card}</span></a>` +
          `<ul class="card__tags"><li class="tag">new</li><li class="tag">sale</li></ul>` +
          `<img class="card__image" loading="eager" src="/img/${section}-${card}.png" alt="">` +
          `<button type="button" class="btn btn-primary add-to-cart" data-action="add">Add</button></div>`,
      );
    }
    nodes.push('</section>');
  }
  const setup = `<script>
performance.setResourceTimingBufferSize(5000);
for (let i = 0; i < 400; i++) window['pageGlobal' + i] = { id: i, nested: { value: 'x' + i } };
window.jQuery = function () {}; window.jQuery.fn = { jquery: '3.7.1' };
window.hjSiteSettings = { r: 6 }; window.Shopify = { shop: 'heavy.myshopify.com' };
for (let i = 0; i < 40; i++) document.cookie = 'pref_' + i + '=1; path=/';
document.cookie = '_ga=GA1.1.1; path=/';
</script>`;
  return `<!doctype html><html><head><title>Heavy page</title>${metas.join('')}${styles.join('')}${scripts.join('')}${setup}</head><body><div id="page">${nodes.join('')}</div></body></html>`;
}

/** A 1×1 PNG for the page's images. */
export const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
