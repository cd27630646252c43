// @vitest-environment happy-dom
// popup-early.js's first frame: the frame the worker kept for this very answer is shown before React
// loads, inert and hidden from assistive technology, in the answer's theme; never once React owns #root.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FIRST_FRAME_MARK, SHOWN_MARK, paintFirstFrame, paintStoredFrame, paintWhenParsed } from '@/lib/first-paint/paint-kept-frame';
import type { StoredFrame } from '@/lib/first-paint/disk-frame';
import type { FrameNode } from '@/lib/first-paint/frame-tree';
import { eventually } from '../../async-bounds';

const reply = (tree: FrameNode[] | null, extra: object = {}) => ({
  ok: true,
  data: { settings: { theme: 'dark' }, technologies: { result: { source: 'cache' } }, firstFrame: { key: 'k', tree: tree && JSON.stringify(tree) }, ...extra },
});
const SHOP: FrameNode[] = [
  ['h1', {}, 'example.com'],
  ['ul', {}, ['li', {}, 'Shopify']],
];

describe('the popup’s first frame', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"><div class="first-frame" aria-busy="true" aria-label="Loading"></div></div>';
    delete document.documentElement.dataset.theme;
    globalThis.__stacklensMounted = undefined;
    globalThis.__stacklensFramePainted = undefined;
    performance.clearMarks();
  });
  afterEach(() => {
    globalThis.__stacklensMounted = undefined;
  });
  const root = () => document.getElementById('root')!;

  it('shows the kept frame at once, inert and hidden from assistive technology, in the answer’s theme', () => {
    expect(paintFirstFrame(reply(SHOP))).toBe(true);
    expect(root().innerHTML).toBe('<h1>example.com</h1><ul><li>Shopify</li></ul>');
    expect(root().inert).toBe(true);
    expect(root().getAttribute('aria-hidden')).toBe('true');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(performance.getEntriesByName(FIRST_FRAME_MARK)).toHaveLength(1);
    expect(performance.getEntriesByName(SHOWN_MARK)).toHaveLength(1);
  });

  it('keeps the skeleton when there is no kept frame, the worker failed, or React already owns the page', () => {
    const skeleton = root().innerHTML;
    expect(paintFirstFrame(reply(null))).toBe(false);
    expect(paintFirstFrame({ ok: false, error: { kind: 'network' } })).toBe(false);
    expect(paintFirstFrame(undefined)).toBe(false);
    globalThis.__stacklensMounted = true;
    expect(paintFirstFrame(reply([['h1', {}, 'late']]))).toBe(false);
    expect(root().innerHTML).toBe(skeleton);
    expect(root().inert).toBe(false);
    expect(performance.getEntriesByName(FIRST_FRAME_MARK)).toHaveLength(0);
  });

  it('does not claim the technologies are shown when the kept frame is of something else (no lookup)', () => {
    expect(paintFirstFrame(reply([['p', {}, 'Set your key']], { technologies: null }))).toBe(true);
    expect(performance.getEntriesByName(SHOWN_MARK)).toHaveLength(0);
  });

  it('keeps the skeleton for a frame that is HTML rather than a tree', () => {
    const skeleton = root().innerHTML;
    const html = { ok: true, data: { firstFrame: { key: 'k', tree: '<meta http-equiv="refresh" content="0;url=https://evil.example/">' } } };
    expect(paintFirstFrame(html)).toBe(false);
    expect(root().innerHTML).toBe(skeleton);
  });

  it('waits for #root to be parsed when the answer comes first', async () => {
    let state: DocumentReadyState = 'loading';
    const doc = Object.create(document, { readyState: { get: () => state } }) as Document;
    paintWhenParsed(Promise.resolve(reply(SHOP)), doc);
    await Promise.resolve();
    await Promise.resolve();
    expect(root().querySelector('h1')).toBeNull();
    state = 'interactive';
    document.dispatchEvent(new Event('readystatechange'));
    await eventually(() => expect(root().querySelector('h1')?.textContent).toBe('example.com'));
  });

  describe('read from disk while a stopped worker starts', () => {
    const stored = (tree: FrameNode[], key = 'k'): StoredFrame => ({ key, tree: JSON.stringify(tree), theme: 'dark', gate: '', freshUntil: 0, cacheKey: '' });

    it('shows the cached site’s frame, inert and hidden from assistive technology, in its theme', () => {
      expect(paintStoredFrame(stored(SHOP))).toBe(true);
      expect(root().innerHTML).toBe('<h1>example.com</h1><ul><li>Shopify</li></ul>');
      expect(root().inert).toBe(true);
      expect(root().getAttribute('aria-hidden')).toBe('true');
      expect(document.documentElement.dataset.theme).toBe('dark');
      expect(performance.getEntriesByName(SHOWN_MARK)).toHaveLength(1);
    });

    it('never paints over the frame the worker’s reply brought, nor once React owns the page, nor without a frame', () => {
      expect(paintStoredFrame(null)).toBe(false);
      paintFirstFrame(reply([['h1', {}, 'from the worker']]));
      expect(paintStoredFrame(stored(SHOP, 'older'))).toBe(false);
      expect(root().textContent).toBe('from the worker');
      globalThis.__stacklensFramePainted = undefined;
      globalThis.__stacklensMounted = true;
      expect(paintStoredFrame(stored(SHOP))).toBe(false);
      expect(root().textContent).toBe('from the worker');
    });

    it('gives way to the worker’s frame of another answer; the worker’s frame of the same answer is not built again', () => {
      paintStoredFrame(stored(SHOP, 'k'));
      const painted = root().firstChild;
      expect(paintFirstFrame(reply([['h1', {}, 'example.com']]))).toBe(true); // the same answer's key, 'k'
      expect(root().firstChild).toBe(painted);
      document.getElementById('root')!.replaceChildren();
      globalThis.__stacklensFramePainted = undefined;
      paintStoredFrame(stored(SHOP, 'an older answer'));
      expect(paintFirstFrame(reply([['h1', {}, 'current']]))).toBe(true);
      expect(root().textContent).toBe('current');
    });
  });
});
