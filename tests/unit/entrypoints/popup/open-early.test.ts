// @vitest-environment happy-dom
// popup-early.js's first frame: the frame the worker kept for this very answer is shown before React
// loads, inert and hidden from assistive technology, in the answer's theme; never once React owns #root.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FIRST_FRAME_MARK, SHOWN_MARK, paintFirstFrame, paintWhenParsed } from '@/entrypoints/popup/open-early';
import type { FrameNode } from '@/entrypoints/popup/frame-tree';
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
});
