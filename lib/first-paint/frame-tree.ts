// The popup's first frame as data, never as an HTML string: React's first render is written down as a
// tree of element names, allowed attributes and text (serializeFrame), kept by the worker, and built
// again on the next open with createElement (buildFrame) from an allowlist. Anything else in a tree,
// however it got there (a planted frame, a bug), is dropped: no element that loads, navigates or runs
// (meta, base, link, style, iframe, object, embed, script, form…), no `on*` handler, no `action` or
// `formaction`, and `href`/`src` only inside the extension or over https.

/** A text node, or [element name, attributes, ...children]. */
export type FrameNode = string | [string, Record<string, string>, ...FrameNode[]];

const SVG_NS = 'http://www.w3.org/2000/svg';

/** What React renders in the popup: content, tables, forms' controls and inline icons. */
const HTML_ELEMENTS = new Set(
  (
    'a abbr article aside b bdi br button caption code col colgroup dd del details dfn div dl dt em fieldset figcaption ' +
    'figure footer h1 h2 h3 h4 h5 h6 header hr i img input ins kbd label legend li main mark meter nav ol optgroup option ' +
    'output p pre progress q s samp section select small span strong sub summary sup table tbody td textarea tfoot th ' +
    'thead time tr u ul var wbr'
  ).split(' '),
);
const SVG_ELEMENTS = new Set('svg g path circle ellipse line polyline polygon rect title desc defs clipPath linearGradient radialGradient stop'.split(' '));

const ATTRIBUTES = new Set(
  (
    'class id role title lang dir hidden tabindex for type name value placeholder disabled checked readonly selected ' +
    'alt width height colspan rowspan scope headers datetime open autocomplete inputmode spellcheck maxlength minlength ' +
    'min max step multiple size start reversed cite download target rel loading decoding ' +
    'viewBox d fill stroke stroke-width stroke-linecap stroke-linejoin fill-rule clip-rule cx cy r rx ry x y x1 y1 x2 y2 ' +
    'elementtiming points transform opacity fill-opacity stroke-opacity preserveAspectRatio focusable offset stop-color gradientUnits clip-path'
  ).split(' '),
);
const URL_ATTRIBUTES = new Set(['href', 'src']);
/** The most nodes a frame may hold: a popup's first render is a few thousand. */
const MAX_NODES = 20_000;
const MAX_DEPTH = 64;

/** Whether an address stays inside the extension or goes over https (the product's logos and icons). */
function allowedUrl(value: string, base: string): boolean {
  try {
    const url = new URL(value, base);
    const own = new URL(base);
    // Protocol and host, not URL.origin: that is "null" for an opaque origin (javascript:, data:, and
    // extension URLs in some engines), so two of them would compare equal.
    return (url.host !== '' && url.protocol === own.protocol && url.host === own.host) || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function allowedAttribute(name: string, value: string, base: string): boolean {
  const lower = name.toLowerCase();
  if (lower.startsWith('on')) return false;
  if (URL_ATTRIBUTES.has(lower)) return allowedUrl(value, base);
  if (lower === 'style') return !/url\s*\(|expression\s*\(|@import/i.test(value);
  return ATTRIBUTES.has(name) || lower.startsWith('aria-') || lower.startsWith('data-');
}

/** React's render of `root` as a tree (comments dropped); null when it is larger than a popup's. */
export function serializeFrame(root: Node): string | null {
  let count = 0;
  const walk = (node: Node): FrameNode | null => {
    if (++count > MAX_NODES) throw new RangeError('frame too large');
    if (node.nodeType === 3) return node.nodeValue ?? '';
    if (node.nodeType !== 1) return null;
    const element = node as Element;
    const attributes: Record<string, string> = {};
    for (const { name, value } of Array.from(element.attributes)) attributes[name] = value;
    const children = Array.from(element.childNodes, walk).filter((child): child is FrameNode => child !== null);
    return [element.localName, attributes, ...children];
  };
  try {
    return JSON.stringify(Array.from(root.childNodes, walk).filter((child) => child !== null));
  } catch {
    return null;
  }
}

/**
 * The frame's DOM, built with createElement from the allowlist; anything not on it is left out with
 * what it holds. Null when `json` is not a frame at all.
 */
export function buildFrame(json: string, doc: Document = document): DocumentFragment | null {
  let tree: unknown;
  try {
    tree = JSON.parse(json);
  } catch {
    return null;
  }
  if (!Array.isArray(tree)) return null;
  const base = doc.location?.href ?? 'about:blank';
  let count = 0;
  const build = (node: unknown, svg: boolean, depth: number): Node | null => {
    if (++count > MAX_NODES || depth > MAX_DEPTH) return null;
    if (typeof node === 'string') return doc.createTextNode(node);
    if (!Array.isArray(node) || typeof node[0] !== 'string' || !node[1] || typeof node[1] !== 'object') return null;
    const [name, attributes, ...children] = node as [string, Record<string, unknown>, ...unknown[]];
    const inSvg = svg || name === 'svg';
    if (!(inSvg ? SVG_ELEMENTS.has(name) : HTML_ELEMENTS.has(name))) return null;
    const element = inSvg ? doc.createElementNS(SVG_NS, name) : doc.createElement(name);
    for (const [attribute, value] of Object.entries(attributes)) {
      if (typeof value !== 'string' || !allowedAttribute(attribute, value, base)) continue;
      // A style through the CSSOM, as React sets it (an attribute would need the CSP's inline styles).
      if (attribute === 'style') (element as HTMLElement).style.cssText = value;
      else {
        try {
          element.setAttribute(attribute, value);
        } catch {
          // A name the DOM refuses (data-* with a space…): left out, as anything off the list is.
        }
      }
    }
    for (const child of children) {
      const built = build(child, inSvg, depth + 1);
      if (built) element.append(built);
    }
    return element;
  };
  const fragment = doc.createDocumentFragment();
  for (const node of tree) {
    const built = build(node, false, 0);
    if (built) fragment.append(built);
  }
  return fragment;
}

/** `json` as buildFrame would build it: only what the allowlist lets through, as a tree again. Null when it is not a frame. */
export function allowedFrame(json: string, doc: Document = document): string | null {
  const frame = buildFrame(json, doc);
  return frame ? serializeFrame(frame) : null;
}
