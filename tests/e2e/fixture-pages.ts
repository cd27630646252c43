// The hand-written on-page fixture pages (tests/fixtures/local-sites-all.ts) as real pages on the test
// site, at their own paths on the mapped test hosts (the test-only build may read those alone): the
// head and body as written, then the page's own script (globals, cookies), then the addresses it loads
// later, fetched for real so Resource Timing lists them. Those addresses keep their host, over http,
// and the browser maps each host to the test site (RESOURCE_HOSTS), which answers them with an empty body.
import { FIXTURE_SITES, NEGATIVE_SITES, type FixtureSite } from '../fixtures/local-sites-all';

/** Every fixture page, positive and negative. */
export const ALL_FIXTURE_SITES: FixtureSite[] = [...FIXTURE_SITES, ...NEGATIVE_SITES];

/** An address the page loads later, as the test page asks for it: over http, so the test site can answer it. */
export const servedResource = (url: string) => new URL(url.replace(/^https:/, 'http:')).href;

/** The hosts of the addresses fixture pages load later, to map to the test site. */
export const RESOURCE_HOSTS = [...new Set(ALL_FIXTURE_SITES.flatMap((site) => (site.resources ?? []).map((url) => new URL(url).hostname)))];

function fixturePage(site: FixtureSite): string {
  const loads = (site.resources ?? []).map(servedResource);
  return `<!doctype html><html><head>${site.head}</head><body>${site.body ?? ''}
<script>${site.setup ?? ''}</script>
<script>${JSON.stringify(loads)}.forEach(function (url) { fetch(url, { mode: 'no-cors' }).catch(function () {}); });</script>
</body></html>`;
}

/** Each fixture page's markup by its path. */
export const FIXTURE_PAGES: Record<string, string> = Object.fromEntries(ALL_FIXTURE_SITES.map((site) => [site.path, fixturePage(site)]));
