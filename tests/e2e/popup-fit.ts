// How the real toolbar popup fits its panel, read from another extension page through
// extension.getViews({ type: 'popup' }); shared by the Chromium (Playwright) and Firefox (puppeteer)
// suites, which pass this function to their page's evaluate. Both browsers cap the panel at 600 px tall.

export interface PopupFit {
  text: string;
  innerWidth: number;
  innerHeight: number;
  /** The popup's content column (#root): 400 px, whatever the scrollbar takes. */
  columnWidth: number;
  /** The element that scrolls vertically (the body, when the content is taller than the panel). */
  scroller: string;
  scrollHeight: number;
  clientHeight: number;
  /** The document's widths: content never wider than the panel. */
  scrollWidth: number;
  clientWidth: number;
  /** Visible elements whose right edge lies past the scroller's visible width (clipped), by tag and text. */
  clipped: string[];
}

/** Runs in an extension page; null until a popup view has finished loading. */
export function measurePopupFit(): PopupFit | null {
  const api =
    (globalThis as unknown as { browser?: ExtensionApi; chrome?: ExtensionApi }).browser ?? (globalThis as unknown as { chrome: ExtensionApi }).chrome;
  interface ExtensionApi {
    extension: { getViews(o: { type: string }): Window[] };
  }
  const w = api.extension.getViews({ type: 'popup' })[0] as (Window & typeof globalThis) | undefined;
  if (!w || w.document.readyState !== 'complete' || !w.document.body) return null;
  const doc = w.document;
  const candidates = [doc.documentElement, doc.body, ...doc.body.querySelectorAll<HTMLElement>('*')];
  const scroller =
    candidates.find((el) => el.scrollHeight > el.clientHeight + 1 && (el === doc.documentElement || /auto|scroll/.test(w.getComputedStyle(el).overflowY))) ??
    doc.documentElement;
  // What the user can see of a row: the scroller's content box (its scrollbar excluded), or the window.
  const visibleRight = Math.min(w.innerWidth, scroller.getBoundingClientRect().left + scroller.clientLeft + scroller.clientWidth);
  const clipped = [...doc.body.querySelectorAll<HTMLElement>('*')]
    .filter((el) => el.getClientRects().length > 0 && w.getComputedStyle(el).visibility !== 'hidden')
    .filter((el) => el.getBoundingClientRect().right > visibleRight + 0.5)
    .map((el) => `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''}: ${(el.textContent ?? '').trim().slice(0, 40)}`);
  return {
    text: doc.body.innerText,
    innerWidth: w.innerWidth,
    innerHeight: w.innerHeight,
    columnWidth: doc.getElementById('root')?.getBoundingClientRect().width ?? 0,
    scroller: scroller === doc.documentElement ? 'html' : scroller.tagName.toLowerCase(),
    scrollHeight: scroller.scrollHeight,
    clientHeight: scroller.clientHeight,
    scrollWidth: doc.documentElement.scrollWidth,
    clientWidth: doc.documentElement.clientWidth,
    clipped,
  };
}
