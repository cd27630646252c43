// The addresses the page names and loads, and the rules they match: parts of the injected page check (parts.ts). Each is serialised alone
// into the injected file, so it refers to nothing outside itself but its arguments (the check's state
// and helpers: context.ts) and the page's globals.
import type { PageCheck } from './context';
import type { MatchKind } from './kinds';

/** [kind, address, other sites' files prove nothing] (gatherAddresses). */
export type PageAddress = [MatchKind, string, boolean];

// Addresses: scripts, stylesheets and other links, iframes, and every resource the page loaded. A
// resource hint (dns-prefetch, preconnect, prefetch) is not a load: its address is left out, and so
// is a Resource Timing entry for the same address (a prefetch the hint itself made).
// (gathered here; matched by matchAddresses)
export function gatherAddresses(ctx: PageCheck): PageAddress[] {
  const { joined } = ctx;
  if (!ctx.rulesOk) return [];
  // [kind, address, other sites' files prove nothing]: a path pattern ("/wp-content/") names the
  // site only from its own scripts and styles, or from a frame, image or request on its own site;
  // another site's image shown here (an uploads/ hotlink) or embedded page says nothing about it.
  const urls: PageAddress[] = [];
  const scripts = document.getElementsByTagName('script');
  for (let i = 0; i < scripts.length && urls.length < 5000; i++) {
    const el = scripts[i]!;
    const src = el.getAttribute('src');
    if (src) urls.push(['script', src, false]);
    // A consent manager holds a script back under another attribute until the visitor agrees
    // (`data-src`, `data-advert-src`, `data-cookieblock-src`, `data-src-cmplz`): the site runs it once they do.
    const attributes = el.attributes;
    for (let a = 0; a < attributes.length && a < 40; a++) {
      const attribute = attributes[a]!;
      if (attribute.name !== 'src' && /(?:^|-)src(?:-|$)/.test(attribute.name) && attribute.value) urls.push(['script', attribute.value, false]);
    }
  }
  // The files a concat address joins are another site's when that address is (WordPress.com's shared
  // s0.wp.com bundles): their paths name this site only from its own host.
  for (let i = 0; i < joined.length && urls.length < 5000; i++) urls.push([joined[i]![0], joined[i]![1], true]);
  const links = document.getElementsByTagName('link');
  const hints = new Set<string>();
  for (let i = 0; i < links.length && urls.length < 5000; i++) {
    const link = links[i]!;
    const href = link.getAttribute('href');
    if (!href) continue;
    const rel = (link.getAttribute('rel') ?? '')
      .slice(0, 2000)
      .toLowerCase()
      .split(/[\t\n\f\r ]+/);
    if (rel.indexOf('dns-prefetch') >= 0 || rel.indexOf('preconnect') >= 0 || rel.indexOf('prefetch') >= 0) {
      hints.add(String((link as HTMLLinkElement).href));
      continue;
    }
    urls.push([rel.indexOf('stylesheet') >= 0 ? 'stylesheet' : 'link', href, false]);
  }
  const frames = document.getElementsByTagName('iframe');
  for (let i = 0; i < frames.length && urls.length < 5000; i++) {
    const src = frames[i]!.getAttribute('src');
    if (src) urls.push(['iframe', src, true]);
    // A lazy embed (`<iframe class="lazyload" data-src="https://www.youtube.com/embed/…">`) loads once scrolled to.
    const lazy = src ? null : frames[i]!.getAttribute('data-src');
    if (lazy) urls.push(['iframe', lazy, true]);
  }
  // A vendor snippet's `<noscript>` part (Google Tag Manager's ns.html frame, a tracking pixel) is text
  // while scripts run: the addresses it names are read from that text, as the frame or image it holds.
  const noscripts = document.getElementsByTagName('noscript');
  const tagOf = /<(iframe|img|script|link)\b/gi;
  const addressIn = /\s(?:src|href)\s*=\s*["']([^"'\s>]+)["']/i;
  for (let i = 0; i < noscripts.length && i < 100 && urls.length < 5000; i++) {
    const text = String(noscripts[i]!.textContent).slice(0, 20_000);
    tagOf.lastIndex = 0;
    for (let m = tagOf.exec(text), n = 0; m && n < 20 && urls.length < 5000; m = tagOf.exec(text), n++) {
      const end = text.indexOf('>', m.index);
      const found = addressIn.exec(text.slice(m.index, end < 0 ? m.index + 2000 : Math.min(end, m.index + 2000)));
      if (!found) continue;
      const tag = m[1]!.toLowerCase();
      const address = found[1]!.replace(/&amp;/g, '&');
      urls.push([tag === 'iframe' ? 'iframe' : tag === 'script' ? 'script' : tag === 'link' ? 'link' : 'resource', address, tag !== 'script']);
    }
  }
  const entries = typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('resource') : [];
  for (let i = 0; i < entries.length && urls.length < 5000; i++) {
    const entry = entries[i] as PerformanceResourceTiming;
    const name = entry.name;
    const initiator = entry.initiatorType;
    if (typeof name === 'string' && !hints.has(name)) urls.push(['resource', name, initiator !== 'script' && initiator !== 'link']);
  }

  return urls;
}

/** Each address (and each file a concat address joins) looked up in the index by host, path and pattern. */
export function matchAddresses(ctx: PageCheck, urls: PageAddress[]): void {
  const { index, at, hit, ruleAt, cleanVersion, pattern, cut, originOf } = ctx;
  // Each rule's version pattern, compiled once.
  const versionPatterns = new Map<number, RegExp | null>();
  const here = location.hostname.toLowerCase();
  // `=host`: the page itself is served from there (a hosting platform's own domain). Another site's
  // file from such a host proves nothing about this one.
  for (let c = 0; c < index.upg.length; c++) {
    const [r, s, host] = index.upg[c]!;
    if (here === host || here.endsWith(`.${host}`)) hit(r, 'page', s, here, null);
  }
  // The page's site: its host's last two labels, three under a country's generic second level (co.uk).
  const labels = here.split('.');
  const tail =
    labels.length > 2 && labels[labels.length - 1]!.length === 2 && /^(co|com|org|net|ac|gov|edu|ne|or|go)$/.test(labels[labels.length - 2]!) ? 3 : 2;
  const site = labels.slice(-tail).join('.');
  const candidates = new Map<string, [number, number, string][]>();
  const done = new Set<string>();
  const re = /^(?:[a-z][a-z0-9+.-]*:)?\/\/([^/?#:@]+)(?::\d+)?([^?#]*)/i;
  for (let i = 0; i < urls.length; i++) {
    if ((i & 63) === 0) cut();
    const [kind, raw, loose] = urls[i]!;
    // No pattern sees more than an address's first 2,000 characters (PATTERN_INPUT_CHARS).
    const url = raw.trim().slice(0, 2000);
    // A concatenating server (nginx's and Tengine's concat module, WordPress.com's http-concat) serves
    // several files in one address: `/_static/??/wp-includes/js/jquery/jquery.js,/wp-content/…?m=1`,
    // `/combo/??a.js,b.js`. Each named file is read as an address of its own, with the same kind.
    const combo = url.indexOf('??');
    if (combo > 0 && urls.length < 5000) {
      const base = url.slice(0, combo);
      const origin = originOf(base);
      const names = url
        .slice(combo + 2)
        .split('?')[0]!
        .split(',');
      for (let n = 0; n < names.length && n < 100 && urls.length < 5000; n++) {
        const name = names[n]!.trim();
        // `??-eJz…`: the list is compressed (WordPress.com's newer form), nothing to read here.
        if (!name || name[0] === '-') continue;
        urls.push([kind, name[0] === '/' ? origin + name : base + name, true]);
      }
    }
    let host: string;
    let path: string;
    let query: string;
    const m = re.exec(url);
    if (m) {
      host = m[1]!.toLowerCase();
      path = m[2] || '/';
      query = url.slice(m[0].length);
    } else if (/^[a-z][a-z0-9+.-]*:/i.test(url)) {
      continue; // data:, blob:, javascript: and the like name no address.
    } else {
      host = here;
      const end = url.search(/[?#]/);
      path = end < 0 ? url : url.slice(0, end);
      query = end < 0 ? '' : url.slice(end);
    }
    const key = `${kind} ${host}${path}${query}`;
    if (done.has(key)) continue;
    done.add(key);
    const pathsCount = !loose || host === here || host === site || host.endsWith(`.${site}`);
    let list = candidates.get(host);
    if (!list) {
      list = [];
      let h = host;
      for (;;) {
        const found = at(index.uh, h);
        if (found) list = list.concat(found);
        const dot = h.indexOf('.');
        if (dot < 0) break;
        h = h.slice(dot + 1);
      }
      candidates.set(host, list);
    }
    // The version this address carries for a rule: read once per address and rule (a path naming the
    // same signal in every segment runs the pattern once).
    const versions = new Map<number, string | null>();
    const version = (r: number) => () => {
      if (versions.has(r)) return versions.get(r)!;
      let vp = versionPatterns.get(r);
      if (vp === undefined) {
        const uv = ruleAt(r).uv;
        vp = uv ? new RegExp(uv) : null;
        versionPatterns.set(r, vp);
      }
      // After the first occurrence of urlVersionAfter's text, when the rule names one.
      const after = ruleAt(r).uva;
      const from = after ? url.indexOf(after) : 0;
      const vm = vp && from >= 0 ? vp.exec(after ? url.slice(from + after.length) : url) : null;
      let found = vm ? cleanVersion(vm[1]) : null;
      // A cache-buster that spells the version out (`/jquery/1.10/jquery.min.js?v=1.10.2`): the longer.
      const spelled = found ? /[?&]v(?:er)?=v?(\d+(?:\.\d+)+)/.exec(url) : null;
      if (found && spelled && vm && !vm[0].includes('?') && spelled[1]!.startsWith(`${found}.`)) found = spelled[1]!;
      versions.set(r, found);
      return found;
    };
    for (let c = 0; c < list.length; c++) {
      const [r, s, prefix] = list[c]!;
      if (!prefix || path.startsWith(prefix)) hit(r, kind, s, host, version(r));
    }
    for (let c = 0; c < index.up.length && pathsCount; c++) {
      const [r, s, part] = index.up[c]!;
      if (path.includes(part)) hit(r, kind, s, host, version(r));
    }
    if (pathsCount) {
      const segments = path.split('/');
      const looked = new Set<string>(); // A segment the path repeats is looked up once.
      for (let g = 1; g < segments.length - 1; g++) {
        if (looked.has(segments[g]!)) continue;
        looked.add(segments[g]!);
        const found = at(index.us, segments[g]!);
        for (let c = 0; found && c < found.length; c++) {
          const [r, s, part] = found[c]!;
          if (path.includes(part)) hit(r, kind, s, host, version(r));
        }
      }
    }
    if (index.ux.length > 0) {
      const hostPath = `${host}${path}`;
      const lowerHostPath = hostPath.toLowerCase();
      let lowerFull: string | null = null;
      for (let c = 0; c < index.ux.length; c++) {
        const [r, s, source, needs] = index.ux[c]!;
        // A regex on the path (it starts with "/") is a path pattern; one that names a `\?` reads the query too.
        if (!pathsCount && source[0] === '/') continue;
        const full = source.indexOf('\\?') >= 0;
        // The text every match contains (required-literal.ts): without it, the pattern cannot match.
        if (needs && !(full ? (lowerFull ??= (hostPath + query).toLowerCase()) : lowerHostPath).includes(needs)) continue;
        if (pattern(`u ${r} ${s}`, source).test(full ? hostPath + query : hostPath)) hit(r, kind, s, host, version(r));
      }
    }
  }
}
