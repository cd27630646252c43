// Elements a rule's selector matches, built from the selector itself (`#id`, `.class`, `[attr op "v"]`,
// tags and custom elements, joined by descendant, child and sibling combinators), for the precision
// harness (rule-probes.ts). `html` and `body` compounds are written onto the page's own elements. A
// selector this cannot build (a pseudo-class) gives null; its example is written in rule-probe-examples.ts.

interface Compound {
  tag: string;
  id: string;
  classes: string[];
  attributes: [string, string][];
}

const NAME = /^(?:\\.|[\w-])+/;
const unescape = (s: string) => s.replace(/\\(.)/g, '$1');

/** The selector's compounds and the combinator before each (' ', '>', '+', '~'), or null. */
function parse(selector: string): [string, Compound][] | null {
  const out: [string, Compound][] = [];
  let rest = selector.trim();
  let combinator = ' ';
  while (rest) {
    const c: Compound = { tag: '', id: '', classes: [], attributes: [] };
    const tag = /^(?:\*|(?:\\.|[a-zA-Z])(?:\\.|[\w-])*)/.exec(rest);
    if (tag) {
      c.tag = tag[0] === '*' ? '' : unescape(tag[0]).toLowerCase();
      rest = rest.slice(tag[0].length);
    }
    for (;;) {
      if (rest.startsWith('#') || rest.startsWith('.')) {
        const name = NAME.exec(rest.slice(1));
        if (!name) return null;
        if (rest[0] === '#') c.id = unescape(name[0]);
        else c.classes.push(unescape(name[0]));
        rest = rest.slice(1 + name[0].length);
      } else if (rest.startsWith('[')) {
        const m = /^\[\s*((?:\\.|[\w-])+)\s*(?:([~^$*|]?=)\s*(?:"([^"]*)"|'([^']*)'|((?:\\.|[\w-])+))\s*)?(?:\s[is])?\s*\]/.exec(rest);
        if (!m) return null;
        c.attributes.push([unescape(m[1]!).toLowerCase(), m[2] ? unescape(m[3] ?? m[4] ?? m[5] ?? '') : '']);
        rest = rest.slice(m[0].length);
      } else break;
    }
    out.push([combinator, c]);
    const next = /^\s*([>+~])\s*|^\s+/.exec(rest);
    if (!next) return rest ? null : out;
    combinator = next[1] ?? ' ';
    rest = rest.slice(next[0].length);
  }
  return out;
}

/** Creates (or, for html and body, marks) an element per compound; returns what to undo, or null. */
export function buildSelector(selector: string, doc: Document): (() => void) | null {
  const chain = parse(selector);
  if (!chain) return null;
  const undo: (() => void)[] = [];
  let parent: Element = doc.body;
  let previous: Element | null = null;
  for (const [combinator, c] of chain) {
    let el: Element;
    if (c.tag === 'html' || c.tag === 'body') {
      el = c.tag === 'html' ? doc.documentElement : doc.body;
    } else {
      el = doc.createElement(c.tag || 'div');
      if (el.localName === 'script') el.setAttribute('type', 'text/plain');
      // An empty document of its own: happy-dom reports every frame address it does not load.
      if (el.localName === 'iframe') el.setAttribute('srcdoc', '');
      if ((combinator === '+' || combinator === '~') && previous) previous.after(el);
      else (previous && previous !== doc.documentElement ? previous : parent).append(el);
      undo.push(() => el.remove());
    }
    const set = (name: string, value: string) => {
      const before = el.getAttribute(name);
      el.setAttribute(name, value);
      undo.push(() => (before === null ? el.removeAttribute(name) : el.setAttribute(name, before)));
    };
    const classValue = c.attributes.find(([n]) => n === 'class')?.[1];
    // The page's own html and body carry several probes' classes at once (html.lenis, html.has-scroll-smooth).
    const shared = el === doc.documentElement || el === doc.body ? (el.getAttribute('class') ?? '').split(' ').filter(Boolean) : [];
    if (c.classes.length || classValue !== undefined) set('class', [...shared, ...(classValue === undefined ? [] : [classValue]), ...c.classes].join(' '));
    if (c.id) set('id', c.id);
    for (const [name, value] of c.attributes) if (name !== 'class') set(name, value);
    previous = el;
    if (el === doc.body) parent = el;
  }
  const remove = () => undo.reverse().forEach((f) => f());
  if (!doc.querySelector(selector)) {
    remove();
    return null;
  }
  return remove;
}
