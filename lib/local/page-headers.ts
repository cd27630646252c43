// The main document's own response headers, read in the clicked page without a request: the copy the
// browser keeps in its HTTP cache (`fetch(location.href, { cache: 'only-if-cached', mode: 'same-origin' })`
// never goes to the network: a document that is not in the cache, or was served `no-store`, fails at
// once), and the navigation's Performance entry (its `serverTiming` names and `nextHopProtocol`, as the
// pseudo-headers `server-timing` and `:protocol`). Servers and CDNs are named from them by the rules'
// `headers` field (inspect-page.ts). Serialised into the injected file by detector-wrapper.ts, so it is
// self-contained: no import is used at run time, and the page's code is never called (a `fetch` the page
// replaced is not used: the headers are then unavailable).
import type { DocumentHeaders } from './inspect-page';

export async function readDocumentHeaders(): Promise<DocumentHeaders> {
  const headers: [string, string][] = [];
  try {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    if (nav && typeof nav.nextHopProtocol === 'string' && nav.nextHopProtocol) headers.push([':protocol', nav.nextHopProtocol]);
    const timing = nav?.serverTiming;
    if (timing && timing.length > 0) {
      const names: string[] = [];
      for (let i = 0; i < timing.length && i < 50; i++) if (typeof timing[i]!.name === 'string') names.push(timing[i]!.name.slice(0, 100));
      headers.push(['server-timing', names.join(', ')]);
    }
  } catch {
    // No navigation entry (an old browser, a document written by script): the cache may still answer.
  }
  const read = typeof fetch === 'function' ? fetch : null;
  // The browser's own fetch only: a wrapper the page put in its place would run the page's code.
  const native = read !== null && /^function fetch\(\) \{\s*\[native code\]\s*\}$/.test(Function.prototype.toString.call(read));
  if (!native || !/^https?:$/.test(location.protocol)) return { state: 'unavailable', headers };
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const response = await new Promise<Response | null>((resolve, reject) => {
      // The cache answers in a few milliseconds; past 300 ms the check goes on without it.
      timer = setTimeout(() => resolve(null), 300);
      read.call(window, location.href, { cache: 'only-if-cached', mode: 'same-origin', credentials: 'include', redirect: 'follow' }).then(resolve, reject);
    });
    if (response === null) return { state: 'unavailable', headers };
    // The body is not needed (and not read): only what the server said about it.
    void response.body?.cancel().catch(() => {});
    if (!response.ok) return { state: 'not-cached', headers };
    response.headers.forEach((value, name) => {
      if (headers.length < 300) headers.push([name.toLowerCase().slice(0, 100), value.slice(0, 200)]);
    });
    return { state: 'cached', headers };
  } catch {
    // Not in the cache, or kept out of it (`Cache-Control: no-store`): the same prompt failure.
    return { state: 'not-cached', headers };
  } finally {
    if (timer !== undefined) clearTimeout(timer);
  }
}
