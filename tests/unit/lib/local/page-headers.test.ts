// @vitest-environment happy-dom
// Servers and CDNs from the main document's own response headers: the rules' `headers` on what the
// page read (inspect-page.ts), through the file as the build injects it with the reading
// (detector-wrapper.ts), and the reading itself (page-headers.ts), which never calls a `fetch` the page
// put in place of the browser's. That the real reading sends nothing is proved in the browsers
// (tests/e2e/local.spec.ts, tests/firefox/toolbar.spec.ts: the site counts one request, the tab's own).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { wrapDetector } from '@/lib/local/detector-wrapper';
import { technologiesFrom } from '@/lib/local/findings';
import { inspectPage, type DocumentHeaders, type PageFindings } from '@/lib/local/inspect-page';
import { readDocumentHeaders } from '@/lib/local/page-headers';
import { compileRules, indexRules, RULES } from '@/lib/local/rules';

const COMPILED = compileRules(RULES);
const INDEX = indexRules(COMPILED);
const check = async (headers: [string, string][], state: DocumentHeaders['state'] = 'cached') =>
  JSON.parse(await inspectPage(10_000, COMPILED, INDEX, { state, headers })) as PageFindings;
const found = (f: PageFindings) => Object.fromEntries(technologiesFrom(f, RULES).map((t) => [t.name, t.version]));

afterEach(() => vi.unstubAllGlobals());

describe('headers rules', () => {
  it.each<[string, [string, string][], Record<string, string | null>]>([
    [
      'nginx with its version, behind Cloudflare, on PHP',
      [
        ['server', 'cloudflare'],
        ['cf-ray', '8f1e-AMS'],
        ['x-powered-by', 'PHP/8.2.12'],
      ],
      { Cloudflare: null, PHP: '8.2.12' },
    ],
    ['nginx alone', [['server', 'nginx/1.25.3']], { Nginx: '1.25.3' }],
    ['Apache with its modules', [['server', 'Apache/2.4.62 (Debian) OpenSSL/3.0.15']], { 'Apache HTTP Server': '2.4.62' }],
    [
      'IIS and ASP.NET',
      [
        ['server', 'Microsoft-IIS/10.0'],
        ['x-powered-by', 'ASP.NET'],
        ['x-aspnet-version', '4.0.30319'],
      ],
      { IIS: '10.0', 'ASP.NET': '4.0.30319' },
    ],
    [
      'CloudFront by its Via',
      [
        ['via', '1.1 0a1b2c.cloudfront.net (CloudFront)'],
        ['x-amz-cf-pop', 'AMS58-P3'],
      ],
      { 'Amazon CloudFront': null },
    ],
    [
      'Fastly by its cache node',
      [
        ['x-served-by', 'cache-ams21052-AMS'],
        ['via', '1.1 varnish'],
      ],
      { Fastly: null, Varnish: null },
    ],
    [
      'Vercel and Next.js',
      [
        ['server', 'Vercel'],
        ['x-vercel-id', 'fra1::abc'],
        ['x-powered-by', 'Next.js'],
      ],
      { Vercel: null, 'Next.js': null },
    ],
    [
      'Netlify',
      [
        ['server', 'Netlify'],
        ['x-nf-request-id', '01J'],
      ],
      { Netlify: null },
    ],
    [
      'Shopify',
      [
        ['x-shopid', '1234'],
        ['powered-by', 'Shopify'],
      ],
      { Shopify: null },
    ],
    [
      'Envoy',
      [
        ['server', 'envoy'],
        ['x-envoy-upstream-service-time', '12'],
      ],
      { Envoy: null },
    ],
  ])('%s', async (_what, headers, expected) => {
    const result = found(await check(headers));
    for (const [name, version] of Object.entries(expected)) expect([name, result[name]]).toEqual([name, version]);
  });

  it('takes no look-alike: Tomcat’s Apache-Coyote is not Apache HTTP Server, a header named in a value is not that header', async () => {
    const result = found(
      await check([
        ['server', 'Apache-Coyote/1.1'],
        ['x-note', 'cf-ray x-vercel-id nginx'],
        ['x-powered-by', 'Expressive'],
      ]),
    );
    expect(Object.keys(result)).toEqual([]);
  });

  it('says whether the headers were read, and reads none it was not given', async () => {
    expect((await check([], 'not-cached')).document).toBe('not-cached');
    const none = JSON.parse(await inspectPage(10_000, COMPILED, INDEX, null)) as PageFindings;
    expect(none.document).toBe('unavailable');
    expect(none.matches.filter((m) => m[1] === 'header')).toEqual([]);
  });
});

describe('the injected file with the reading', () => {
  it('hands what the reading gave to the check, and goes on without it when the reading throws', async () => {
    const good = wrapDetector(10_000, COMPILED, { readDocumentHeaders: async () => ({ state: 'cached', headers: [['server', 'nginx/1.27.0']] }) });
    const answer = JSON.parse(await ((0, eval)(good) as Promise<string>)) as PageFindings;
    expect(answer.document).toBe('cached');
    expect(found(answer)).toMatchObject({ Nginx: '1.27.0' });
    const bad = wrapDetector(10_000, COMPILED, {
      readDocumentHeaders: async () => {
        throw new Error('no cache here');
      },
    });
    expect((JSON.parse(await ((0, eval)(bad) as Promise<string>)) as PageFindings).document).toBe('unavailable');
  });
});

describe('readDocumentHeaders', () => {
  it('never calls a fetch the page replaced (it would run the page’s code, or send a request)', async () => {
    const pageFetch = vi.fn(async () => new Response('', { headers: { server: 'nginx' } }));
    vi.stubGlobal('fetch', pageFetch);
    const doc = await readDocumentHeaders();
    expect(pageFetch).not.toHaveBeenCalled();
    expect(doc.state).toBe('unavailable');
    expect(doc.headers.map(([name]) => name)).not.toContain('server');
  });
});
