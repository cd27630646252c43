// The test web site both e2e suites open tabs on: the on-page detection pages (local-pages.ts), the
// on-page fixture pages (fixture-pages.ts), an empty answer for the addresses those load later
// (RESOURCE_HOSTS) and a plain page naming its host for any other path, on a random loopback port. The browsers map the
// fixture host names to it (Chromium: --host-resolver-rules; Firefox: network.dns.localDomains).
import http from 'node:http';
import { FIXTURE_PAGES, RESOURCE_HOSTS } from './fixture-pages';
import { LOCAL_PAGES } from './local-pages';

export async function startTestSite(): Promise<{ port: number; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    // A page's query string is its own business: /local/libraries?session=… is still that page.
    const path = (req.url ?? '').replace(/[?#].*$/s, '');
    const local = LOCAL_PAGES[path] ?? FIXTURE_PAGES[path];
    if (local) return void res.end(local);
    if (RESOURCE_HOSTS.includes((req.headers.host ?? '').replace(/:\d+$/, ''))) return void res.end();
    res.end(`<!doctype html><title>${req.headers.host}</title><h1>A page on ${req.headers.host}</h1>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
