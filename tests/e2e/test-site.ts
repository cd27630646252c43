// The test web site both e2e suites open tabs on: the on-page detection pages (local-pages.ts), the
// on-page fixture pages (fixture-pages.ts), an empty answer for the addresses those load later
// (RESOURCE_HOSTS) and a plain page naming its host for any other path, on a random loopback port. The browsers map the
// fixture host names to it (Chromium: --host-resolver-rules; Firefox: network.dns.localDomains).
import http from 'node:http';
import { FIXTURE_PAGES, RESOURCE_HOSTS } from './fixture-pages';
import { LOCAL_PAGES } from './local-pages';

/**
 * Pages served with a server's own response headers (the header reading's tests): a cacheable document
 * that must be revalidated, as most sites send it, and one kept out of every cache.
 */
const HEADER_PAGES: Record<string, Record<string, string>> = {
  '/local/headers': {
    'cache-control': 'max-age=0, must-revalidate',
    etag: '"stacklens-headers-1"',
    server: 'nginx/1.25.3',
    'cf-ray': '8f1e2d3c4b5a6978-AMS',
    'x-powered-by': 'PHP/8.2.12',
  },
  '/local/headers-no-store': { 'cache-control': 'no-store', server: 'nginx/1.25.3', 'x-powered-by': 'PHP/8.2.12' },
};
/**
 * `/hop?to=a.com,b.com,…`: a page that sends its own tab on to the next host after `HOP_MS`, with no
 * user action (location.replace), and the rest of the list; the last host shows its plain page.
 */
export const HOP_PATH = '/hop';
const HOP_MS = 700;
function hopPage(host: string, query: string): string {
  const rest = (new URLSearchParams(query).get('to') ?? '').split(',').filter((h) => /^[a-z0-9.-]+$/.test(h));
  const next = rest.length === 0 ? null : `http://${rest[0]}${rest.length > 1 ? `${HOP_PATH}?to=${rest.slice(1).join(',')}` : '/'}`;
  const script = next ? `<script>setTimeout(() => location.replace(${JSON.stringify(next)}), ${HOP_MS});</script>` : '';
  return `<!doctype html><title>${host}</title><h1>Passing through ${host}</h1>${script}`;
}
const HEADER_PAGE = '<!doctype html><html><head><title>Served with headers</title></head><body><h1>A plain page</h1></body></html>';

export interface TestSite {
  port: number;
  /** Requests the site answered for a path (any host, any query), since it started. */
  requests(path: string): number;
  close(): Promise<void>;
}

export async function startTestSite(): Promise<TestSite> {
  const counts = new Map<string, number>();
  const server = http.createServer((req, res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    // A page's query string is its own business: /local/libraries?session=… is still that page.
    const path = (req.url ?? '').replace(/[?#].*$/s, '');
    counts.set(path, (counts.get(path) ?? 0) + 1);
    const headers = HEADER_PAGES[path];
    if (headers) {
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      return void res.end(HEADER_PAGE);
    }
    if (path === HOP_PATH) return void res.end(hopPage(req.headers.host ?? '', (req.url ?? '').replace(/^[^?]*\??/, '')));
    const local = LOCAL_PAGES[path] ?? FIXTURE_PAGES[path];
    if (local) return void res.end(local);
    if (RESOURCE_HOSTS.includes((req.headers.host ?? '').replace(/:\d+$/, ''))) return void res.end();
    res.end(`<!doctype html><title>${req.headers.host}</title><h1>A page on ${req.headers.host}</h1>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    requests: (path) => counts.get(path) ?? 0,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
