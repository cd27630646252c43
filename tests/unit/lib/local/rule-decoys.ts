// The precision harness's negative pages, generated from every rule (rules-precision.test.ts): each
// rule's name and literals where nothing runs them (prose, `<code>`/`<pre>` samples, `<a href>` links),
// its hosts as look-alikes loaded as scripts, its globals as decoys (the wrong type, behind a getter, on
// a prototype) and its cookie names as other cookies' values. A page may still prove what it really
// carries (a look-alike `xcdn.example.com` is a subdomain of `example.com`; a decoy `Foo.bar` makes
// `Foo` a real object): `allows` says which matches those are.
import type { MatchKind } from '@/lib/local/inspect-page';
import type { Rule } from '@/lib/local/rules';
import { globalName, type HarnessPage, PROBE_HOST, type Probe, regexSample, valueOfType } from './rule-probes';

export interface NegativePage extends HarnessPage {
  /** Whether a match is what the page really carries (never a rule's own decoy). */
  allows: (rule: number, kind: MatchKind, signal: number) => boolean;
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const none = () => false;

function page(title: string, over: Partial<NegativePage>): NegativePage {
  return { title, host: PROBE_HOST, head: '', body: '', selectors: [], setup: () => {}, teardown: () => {}, allows: none, ...over };
}

/** Each rule's name and the literals of its probes in prose, code samples and links (none loaded). */
export function prosePage(rules: readonly Rule[], probes: readonly Probe[]): NegativePage {
  const byRule = new Map<number, Probe[]>();
  for (const p of probes) byRule.set(p.rule, [...(byRule.get(p.rule) ?? []), p]);
  const names = [...byRule.keys()].map((r) => rules[r]!.name);
  const sections = [...byRule].map(([r, list]) => {
    const name = escape(rules[r]!.name);
    const literals = list.map((p) => `<code>${escape(p.text)}</code> <code>${escape(p.value)}</code>`).join(', ');
    const sample = list
      .map((p) => {
        if (p.field === 'urls') return p.kind === 'page' ? `https://${p.value}/` : `<script src="${p.value}"></script>`;
        if (p.field === 'globals') return `window.${globalName(p.value)} = {};`;
        if (p.field === 'cookies') return `document.cookie = "${p.value}=1";`;
        if (p.field === 'meta') return `<meta name="${p.value.split('\n')[0]}" content="${p.value.split('\n')[1]}">`;
        if (p.field === 'generator') return `<meta name="generator" content="${p.value}">`;
        return p.value.startsWith('<') ? p.value : `document.querySelector('${p.value}')`;
      })
      .join('\n');
    const links = list
      .filter((p) => p.field === 'urls')
      .map((p) => `<a href="${escape(p.kind === 'page' ? `https://${p.value}/` : p.value)}">${name}</a>`)
      .join(' ');
    return `<section><h2>${name}</h2><p>How we set up ${name} on our site: ${literals}.</p>
<pre><code>${escape(sample)}</code></pre><p>Read more: ${links}</p></section>`;
  });
  return page(`names and literals of ${names.length} rules in prose, code samples and links`, {
    head: `<title>${escape(names.join(', '))}</title><meta name="description" content="${escape(names.join(', '))}"><meta name="keywords" content="${escape(names.join(','))}">`,
    body: `<article>${sections.join('\n')}</article>`,
  });
}

/** A URL's host and path. */
const split = (url: string): [string, string] => {
  const m = /^https?:\/\/([^/?#]+)([^?#]*)/.exec(url);
  return m ? [m[1]!.toLowerCase(), m[2] || '/'] : ['', url];
};

/** Every probe's script host made a look-alike (`<host>.lookalike-example.net`, `x<host>`, `<host>-mirror.example`). */
export function lookAlikePage(rules: readonly Rule[], probes: readonly Probe[]): NegativePage {
  const urls: string[] = [];
  for (const p of probes) {
    if (p.field !== 'urls' || p.kind === 'page' || p.text.startsWith('/') || p.text.startsWith('~/')) continue;
    const [host, path] = split(p.value);
    if (!host) continue;
    const hosts = [`${host}.lookalike-example.net`, `${host}-mirror.example`];
    // `x<host>`: another domain, unless the pattern leaves the first label open (a dot before the host,
    // or a class or group at its start): the sample's first label then makes it a subdomain.
    if (!p.text.startsWith('~') || !(/^~\^?[[(]/.test(p.text) || regexSample(p.text.slice(1))?.startsWith('.'))) hosts.push(`x${host}`);
    for (const h of hosts) urls.push(`https://${h}${path}`);
  }
  const planted = urls.map(split);
  return page(`${urls.length} look-alike hosts loaded as scripts`, {
    head: urls.map((u) => `<script type="text/plain" src="${escape(u)}"></script>`).join('\n'),
    allows: (rule, _kind, signal) => {
      const pattern = rules[rule]!.urls?.[signal] ?? '';
      // A path, which any host may serve, is the same path on a look-alike host.
      if (pattern.startsWith('/') || pattern.startsWith('~/')) return true;
      if (pattern.startsWith('~') || pattern.startsWith('=')) return false;
      const slash = pattern.indexOf('/');
      const host = slash < 0 ? pattern : pattern.slice(0, slash);
      const path = slash < 0 ? '' : pattern.slice(slash);
      return planted.some(([h, p]) => (h === host || h.endsWith(`.${host}`)) && p.startsWith(path));
    },
  });
}

type Decoy = 'wrong type' | 'getter' | 'prototype';

/**
 * Every probe's global as a decoy: of the wrong type (for a typed global no rule accepts in that type),
 * behind a getter, or on its holder's prototype. The objects holding a nested global are real, and so
 * is a wrong-typed value: a rule naming one of those is allowed.
 */
export function decoyGlobalsPage(rules: readonly Rule[], probes: readonly Probe[], decoy: Decoy): NegativePage {
  // A spec that itself names a prototype or an accessor has no such decoy: those are what it asks for.
  const specs = probes
    .filter((p) => p.field === 'globals')
    .map((p) => p.value)
    .filter((spec) => decoy === 'wrong type' || !(spec.includes('.__proto__.') || spec.endsWith(':getter')));
  // What every rule accepts at each path: the types, or 'any'.
  const accepts = new Map<string, Set<string>>();
  for (const r of rules)
    for (const g of r.globals ?? []) {
      const [path, type] = g.split(':');
      accepts.set(path!, (accepts.get(path!) ?? new Set()).add(type ?? 'any'));
    }
  const real = new Map<string, string>();
  const undo: (() => void)[] = [];
  const setup = () => {
    real.clear();
    for (const spec of specs) {
      const type = spec.split(':')[1];
      const parts = globalName(spec).split('.');
      const leaf = parts.pop()!;
      let value = valueOfType(type);
      if (decoy === 'wrong type') {
        const ok = accepts.get(spec.split(':')[0]!) ?? new Set();
        const wrong = ['string', 'function', 'number'].find((t) => t !== type && !ok.has(t));
        if (!type || ok.has('any') || !wrong) continue;
        value = valueOfType(wrong);
      }
      let holder = window as unknown as Record<string, unknown>;
      let path = '';
      let usable = true;
      for (const part of parts) {
        path = path ? `${path}.${part}` : part;
        const desc = Object.getOwnPropertyDescriptor(holder, part);
        if (!desc) {
          const at = holder;
          at[part] = {};
          undo.push(() => delete at[part]);
        } else if (!('value' in desc) || desc.value === null || (typeof desc.value !== 'object' && typeof desc.value !== 'function')) {
          usable = false;
          break;
        }
        holder = holder[part] as Record<string, unknown>;
        if (!real.has(path)) real.set(path, typeof holder);
      }
      if (!usable || Object.hasOwn(holder, leaf)) continue;
      if (decoy === 'wrong type') {
        const at = holder;
        at[leaf] = value;
        undo.push(() => delete at[leaf]);
        real.set([...parts, leaf].join('.'), typeof value);
      } else if (decoy === 'getter') {
        Object.defineProperty(holder, leaf, { __proto__: null, get: () => value, configurable: true, enumerable: true } as PropertyDescriptor);
        undo.push(() => delete holder[leaf]);
      } else {
        // The window's own prototype; for an object, a prototype put between it and its own (never
        // Object.prototype, which every object of the test reads).
        let proto = Object.getPrototypeOf(holder) as Record<string, unknown> | null;
        if (holder !== (window as unknown)) {
          const own = proto;
          proto = Object.create(own) as Record<string, unknown>;
          Object.setPrototypeOf(holder, proto);
          undo.push(() => Object.setPrototypeOf(holder, own));
        }
        if (!proto || Object.hasOwn(proto, leaf)) continue;
        const target = proto;
        Object.defineProperty(target, leaf, { __proto__: null, value, configurable: true, writable: true } as PropertyDescriptor);
        undo.push(() => delete target[leaf]);
      }
    }
  };
  return page(`${specs.length} globals as decoys (${decoy})`, {
    setup,
    teardown: () =>
      undo
        .splice(0)
        .reverse()
        .forEach((f) => f()),
    allows: (rule, kind, signal) => {
      if (kind !== 'global') return false;
      const spec = rules[rule]!.globals?.[signal] ?? '';
      // A rule that asks for a prototype's field or an accessor reads exactly what these decoys plant.
      if ((decoy === 'prototype' && spec.includes('.__proto__.')) || (decoy === 'getter' && spec.endsWith(':getter'))) return true;
      const [path, type] = spec.split(':');
      const planted = real.get(path!);
      return planted !== undefined && (!type || type === planted);
    },
  });
}

/** Every probe's cookie name as the value of a cookie of another name. */
export function cookieValuesPage(probes: readonly Probe[]): NegativePage {
  const names = probes.filter((p) => p.field === 'cookies').map((p) => p.value);
  return page(`${names.length} cookie names as other cookies’ values`, {
    setup: () => names.forEach((n, i) => (document.cookie = `stacklensdecoy${i}=${encodeURIComponent(n)}; path=/`)),
  });
}
