// Inline snippets, DOM markers and CSS custom properties: parts of the injected page check (parts.ts). Each is serialised alone
// into the injected file, so it refers to nothing outside itself but its arguments (the check's state
// and helpers: context.ts) and the page's globals.
import type { PageCheck } from './context';
import type { SignalRef } from '../rules/types';

// Inline snippets: the text of the page's inline executable scripts (never JSON, a template, a <pre>
// or prose), searched once per script for every rule's literals at once (one alternation of escaped
// literals, built with the index), case-insensitively; linear in the text read, which is capped.
export function checkInline(ctx: PageCheck): void {
  const { index, at, hit, cut } = ctx;
  if (!ctx.rulesOk || !index.ire) return;
  const re = new RegExp(index.ire, 'gi');
  const scripts = document.getElementsByTagName('script');
  let total = 0;
  let read = 0;
  for (let i = 0; i < scripts.length && read < 300 && total < 1_000_000; i++) {
    const el = scripts[i]!;
    if (el.hasAttribute('src')) continue;
    const type = (el.getAttribute('type') ?? '').slice(0, 100).trim().toLowerCase();
    // Cloudflare's Rocket Loader defers a page's scripts by retyping them (`<hash>-text/javascript`,
    // text/rocketscript): it runs them all the same.
    const deferred = type === 'text/rocketscript' || /^[0-9a-f]{16,}-text\/javascript$/.test(type);
    // A consent manager holds a snippet back as `text/plain` (with its own marker: Usercentrics'
    // data-usercentrics, iubenda's _iub_cs_activate, Cookiebot's data-cookieconsent) until the visitor
    // agrees: it is the site's snippet all the same.
    const held = type === 'text/plain';
    if (type !== '' && type !== 'text/javascript' && type !== 'application/javascript' && type !== 'module' && !deferred && !held) continue;
    cut();
    read++;
    const text = String(el.text).slice(0, Math.min(50_000, 1_000_000 - total));
    total += text.length;
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const found = at(index.il, m[0].toLowerCase());
      for (let c = 0; found && c < found.length; c++) hit(found[c]![0], 'inline', found[c]![1], '', null);
      // On from the next character: a literal starting inside this one is found too.
      re.lastIndex = m.index + 1;
    }
  }
}

// DOM markers. One pass gathers the tags, classes and attribute names on the page (ids are looked up
// directly); a selector runs only when the token it is indexed under and every other token it names
// are there (a selector per DOM walk would not fit the budget on a heavy page). On a page too large to
// gather, every selector whose id (if any) is there runs.
export function checkDom(ctx: PageCheck): void {
  const { index, hit, ruleAt, cleanVersion, ordered, cut } = ctx;
  if (!ctx.rulesOk) return;
  let tags: Set<string> | null = null;
  const classNames = new Set<string>();
  const attributeNames = new Set<string>();
  const attributeList: string[] = [];
  const all = document.getElementsByTagName('*');
  if (all.length <= 50_000) {
    const gathered = new Set<string>();
    for (let i = 0; i < all.length; i++) {
      if ((i & 1023) === 1023) cut();
      const el = all[i]!;
      gathered.add(el.localName);
      const list = el.classList;
      for (let c = 0; c < list.length; c++) classNames.add(list[c]!);
      if (!el.hasAttributes()) continue;
      const attributes = el.getAttributeNames();
      for (let a = 0; a < attributes.length; a++)
        if (!attributeNames.has(attributes[a]!)) {
          attributeNames.add(attributes[a]!);
          attributeList.push(attributes[a]!);
        }
    }
    tags = gathered;
    // An attribute a framework writes on every element it renders (`@data-v-*`: Vue's scoped styles,
    // `@_ngcontent-*`: Angular's) says the same deep in the page as on its root containers, where the
    // nodes part looks: read here from the names gathered anyway. Names only, never values.
    for (let c = 0; c < index.nkp.length; c++) {
      const [r, s, prefix] = index.nkp[c]!;
      if (prefix.charCodeAt(0) !== 64) continue;
      const name = prefix.slice(1);
      for (let a = 0; a < attributeList.length; a++)
        if (attributeList[a]!.length > name.length && attributeList[a]!.startsWith(name)) {
          hit(r, 'node', s, '', null);
          break;
        }
    }
  }
  /** Whether the page has what a selector token names (`#id`, `.class`, `@attribute`, tag). */
  const has = (token: string): boolean => {
    if (token === '') return true;
    const first = token.charCodeAt(0);
    if (first === 35) return document.getElementById(token.slice(1)) !== null;
    if (!tags) return true;
    if (first === 46) return classNames.has(token.slice(1));
    if (first === 64) return attributeNames.has(token.slice(1));
    return tags.has(token);
  };
  const candidates: SignalRef[] = [];
  const keys = Object.keys(index.d);
  for (let i = 0; i < keys.length; i++) {
    if (!has(keys[i]!)) continue;
    const list = index.d[keys[i]!]!;
    for (let c = 0; c < list.length; c++) candidates.push(list[c]!);
  }
  const matched = new Set<number>();
  const list = ordered(candidates);
  for (let c = 0; c < list.length; c++) {
    if ((c & 15) === 0) cut();
    const [r, s] = list[c]!;
    if (matched.has(r)) continue;
    try {
      const rule = ruleAt(r);
      const needs = rule.dt[s]!;
      let there = true;
      for (let t = 0; t < needs.length && there; t++) there = has(needs[t]!);
      // `&selector`: a supporting marker, reported but not the rule's match among its selectors (the
      // worker counts it only beside another signal of the rule).
      const selector = rule.d[s]!;
      const supporting = selector.charCodeAt(0) === 38;
      if (!there || !document.querySelector(supporting ? selector.slice(1) : selector)) continue;
      let version: string | null = null;
      if (rule.dv.length === 2) version = cleanVersion(document.querySelector(rule.dv[0]!)?.getAttribute(rule.dv[1]!));
      hit(r, 'dom', s, '', version);
      if (!supporting) matched.add(r);
    } catch {
      ctx.failedTests++;
    }
  }
}

// Compiled CSS frameworks: the custom properties on the root element's computed style, by name only
// (`--tw-ring-color`, `--bs-primary`); no value is read.
export function checkCss(ctx: PageCheck): void {
  const { index, at, hit } = ctx;
  if (!ctx.rulesOk || Object.keys(index.cv).length === 0) return;
  const style = getComputedStyle(document.documentElement);
  for (let i = 0; i < style.length && i < 5000; i++) {
    const name = style.item(i);
    if (name.charCodeAt(0) !== 45 || name.charCodeAt(1) !== 45) continue;
    const list = at(index.cv, name.slice(0, 5));
    for (let c = 0; list && c < list.length; c++) if (name.startsWith(list[c]![2])) hit(list[c]![0], 'css', list[c]![1], '', null);
  }
}
