// The files WordPress.com's compressed concat addresses join: parts of the injected page check (parts.ts). Each is serialised alone
// into the injected file, so it refers to nothing outside itself but its arguments (the check's state
// and helpers: context.ts) and the page's globals.
import type { PageCheck } from './context';
import type { MatchKind } from './kinds';

// WordPress.com's http-concat names the files it joins compressed (`/_static/??-eJz…`: zlib, then
// base64): decompressed here, before the parts, as the browser's DecompressionStream is asynchronous.
// Read by the addresses part as addresses of their own; a list that does not decode is skipped.
export async function readJoined(ctx: PageCheck): Promise<void> {
  if (!ctx.rulesOk || typeof DecompressionStream !== 'function') return;
  const { over, originOf } = ctx;
  const tags = document.querySelectorAll('script[src*="??-"], link[href*="??-"]');
  for (let i = 0; i < tags.length && i < 20 && !over(); i++) {
    try {
      const el = tags[i]!;
      const isScript = el.localName === 'script';
      const url = String(el.getAttribute(isScript ? 'src' : 'href')).slice(0, 4000);
      const mark = url.indexOf('??-');
      const encoded = url
        .slice(mark + 3)
        .split('?')[0]!
        .replace(/-/g, '+')
        .replace(/_/g, '/');
      const bytes = Uint8Array.from(atob(encoded), (ch) => ch.charCodeAt(0));
      const text = await new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate'))).text();
      const origin = originOf(url);
      const kind: MatchKind = isScript ? 'script' : /\bstylesheet\b/i.test(el.getAttribute('rel') ?? '') ? 'stylesheet' : 'link';
      const names = text.slice(0, 20_000).split('?')[0]!.split(',');
      for (let n = 0; n < names.length && n < 100; n++) if (names[n]!.charCodeAt(0) === 47) ctx.joined.push([kind, origin + names[n]!]);
    } catch {
      // Not a compressed list after all: nothing to read.
    }
  }
}
