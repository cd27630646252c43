// @vitest-environment happy-dom
// The popup's first frame kept in localStorage: popup-early.js paints it synchronously, before the
// database answers; the disk frame stays the authority (withdraws or replaces it); only what passed the
// frame allowlist is ever written there.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startEarly } from '@/lib/first-paint/start-before-react';
import { FIRST_FRAME_MARK, SHOWN_MARK, paintLocalFrame, paintStoredFrame } from '@/lib/first-paint/paint-kept-frame';
import { keepRenderedFrame } from '@/lib/first-paint/keep-rendered-frame';
import { LOCAL_FRAME_LIMIT, clearLocalFrames, keepLocalFrame, noteFrameScope, readLocalFrame } from '@/lib/first-paint/local-frame';
import { frameRowKey, type StoredFrame } from '@/lib/first-paint/disk-frame';
import type { FrameNode } from '@/lib/first-paint/frame-tree';

const SHOP: FrameNode[] = [
  ['h1', {}, 'shop.example'],
  ['ul', {}, ['li', {}, 'Shopify']],
];
const ROW = frameRowKey('shop.example', false);
const SKELETON = '<div class="first-frame" aria-busy="true" aria-label="Loading"></div>';
const frame = (tree: FrameNode[], key = 'k') => ({ key, tree: JSON.stringify(tree), theme: 'dark', scope: 'https://api.example acct-a', entry: 'entry-shop' });
const stored = (tree: FrameNode[], key = 'k'): StoredFrame => ({ ...frame(tree, key), gate: '', freshUntil: 0, cacheKey: 'entry-shop' });
const root = () => document.getElementById('root')!;

const g = globalThis as unknown as { browser?: unknown; indexedDB?: IDBFactory };
const originals = { browser: g.browser, indexedDB: g.indexedDB };

beforeEach(() => {
  localStorage.clear();
  noteFrameScope('https://api.example acct-a');
  document.body.innerHTML = `<div id="root">${SKELETON}</div>`;
  globalThis.__stacklensMounted = undefined;
  globalThis.__stacklensFramePainted = undefined;
  performance.clearMarks();
});
afterEach(() => {
  g.browser = originals.browser;
  g.indexedDB = originals.indexedDB;
  history.replaceState(null, '', '/popup.html');
  // Whatever this test's read left pending, settled: the next test starts with no frame read.
  paintStoredFrame(null);
});

describe('popup-early.js', () => {
  it('paints the localStorage frame before the database has answered anything', () => {
    keepLocalFrame(ROW, frame(SHOP));
    const opened: string[] = [];
    // A database that never answers: no callback of it ever runs.
    g.indexedDB = { open: (name: string) => (opened.push(name), {}) } as unknown as IDBFactory;
    g.browser = { runtime: { id: 'test', sendMessage: () => new Promise(() => undefined) }, tabs: { query: async () => [] } };
    history.replaceState(null, '', '/popup.html?domain=shop.example');
    startEarly(document);
    expect(opened).toHaveLength(1);
    expect(root().innerHTML).toBe('<h1>shop.example</h1><ul><li>Shopify</li></ul>');
    expect(root().inert).toBe(true);
    expect(root().getAttribute('aria-hidden')).toBe('true');
    expect(performance.getEntriesByName(SHOWN_MARK)).toHaveLength(1);
  });

  it("never paints another account's frame: the answer naming another scope takes them all", () => {
    keepLocalFrame(ROW, frame(SHOP));
    // The worker's next answer is of another account (a key saved elsewhere): its scope is noted.
    noteFrameScope('https://api.example acct-b');
    expect(readLocalFrame(ROW)).toBeNull();
    expect(paintLocalFrame(ROW)).toBe(false);
    expect(root().innerHTML).toBe(SKELETON);
    // Back to the first account: its frames went with the switch, nothing stale comes back.
    noteFrameScope('https://api.example acct-a');
    expect(paintLocalFrame(ROW)).toBe(false);
  });

  it('never paints a frame that names no account and cache entry (kept by an earlier version), nor any once the cache is cleared', () => {
    localStorage.setItem(`stacklens:frame:${ROW}`, JSON.stringify({ key: 'k', tree: JSON.stringify(SHOP), theme: 'dark' }));
    expect(paintLocalFrame(ROW)).toBe(false);
    expect(root().innerHTML).toBe(SKELETON);
    keepLocalFrame(ROW, frame(SHOP));
    clearLocalFrames();
    expect(paintLocalFrame(ROW)).toBe(false);
    expect(root().innerHTML).toBe(SKELETON);
  });

  it('keeps the skeleton when nothing is kept for this site', () => {
    keepLocalFrame(frameRowKey('other.example', false), frame(SHOP));
    expect(paintLocalFrame(ROW)).toBe(false);
    expect(root().innerHTML).toBe(SKELETON);
  });
});

describe('the disk frame decides', () => {
  it('none on disk (gone, stale, another account): the painted frame is withdrawn with its entry, the skeleton back', () => {
    keepLocalFrame(ROW, frame(SHOP));
    expect(paintLocalFrame(ROW)).toBe(true);
    expect(paintStoredFrame(null)).toBe(false);
    expect(root().innerHTML).toBe(SKELETON);
    expect(root().inert).toBe(false);
    expect(root().hasAttribute('aria-hidden')).toBe(false);
    expect(globalThis.__stacklensFramePainted).toBeUndefined();
    expect(performance.getEntriesByName(FIRST_FRAME_MARK)).toHaveLength(0);
    expect(performance.getEntriesByName(SHOWN_MARK)).toHaveLength(0);
    expect(readLocalFrame(ROW)).toBeNull();
  });

  it('a different one on disk replaces it, on screen and in localStorage', () => {
    keepLocalFrame(ROW, frame(SHOP, 'old'));
    paintLocalFrame(ROW);
    const current: FrameNode[] = [
      ['h1', {}, 'shop.example'],
      ['ul', {}, ['li', {}, 'WooCommerce']],
    ];
    expect(paintStoredFrame(stored(current, 'new'))).toBe(true);
    expect(root().textContent).toBe('shop.exampleWooCommerce');
    expect(readLocalFrame(ROW)).toEqual(frame(current, 'new'));
  });

  it('the same one on disk leaves it as painted', () => {
    keepLocalFrame(ROW, frame(SHOP));
    paintLocalFrame(ROW);
    const painted = root().firstChild;
    expect(paintStoredFrame(stored(SHOP))).toBe(true);
    expect(root().firstChild).toBe(painted);
    expect(readLocalFrame(ROW)).toEqual(frame(SHOP));
  });

  it('once React owns the page, nothing is withdrawn from it, but the entry still goes', () => {
    keepLocalFrame(ROW, frame(SHOP));
    paintLocalFrame(ROW);
    globalThis.__stacklensMounted = true;
    root().replaceChildren('React');
    paintStoredFrame(null);
    expect(root().textContent).toBe('React');
    expect(readLocalFrame(ROW)).toBeNull();
  });
});

describe('what is kept', () => {
  it('only what passed the frame allowlist, bidi controls removed', () => {
    const planted = [
      ['h1', { onclick: 'steal()', class: 'site' }, 'shop\u202E.example'],
      ['script', {}, 'steal()'],
      ['a', { href: 'javascript:steal()' }, 'link'],
      ['img', { src: 'http://tracker.example/p.gif', alt: 'logo' }],
      ['div', { style: 'background: url(http://tracker.example/)' }, 'styled'],
    ];
    keepRenderedFrame(ROW, { key: 'k', tree: JSON.stringify(planted), theme: 'light', scope: 'https://api.example acct-a', entry: 'entry-shop' });
    const kept = readLocalFrame(ROW)!;
    expect(JSON.parse(kept.tree)).toEqual([
      ['h1', { class: 'site' }, 'shop.example'],
      ['a', {}, 'link'],
      ['img', { alt: 'logo' }],
      ['div', {}, 'styled'],
    ]);
    expect(kept).toMatchObject({ key: 'k', theme: 'light', scope: 'https://api.example acct-a', entry: 'entry-shop' });
  });

  it('nothing for a tree that is not a frame', () => {
    keepRenderedFrame(ROW, { key: 'k', tree: '<h1>html</h1>', theme: 'light', scope: 'https://api.example acct-a', entry: 'entry-shop' });
    expect(readLocalFrame(ROW)).toBeNull();
  });

  it(`at most ${LOCAL_FRAME_LIMIT} frames, the oldest going first`, () => {
    const rows = Array.from({ length: LOCAL_FRAME_LIMIT + 1 }, (_, i) => frameRowKey(`site${i}.example`, false));
    rows.forEach((row) => keepLocalFrame(row, frame(SHOP)));
    expect(readLocalFrame(rows[0]!)).toBeNull();
    expect(rows.slice(1).every((row) => readLocalFrame(row) !== null)).toBe(true);
  });

  it('clearing drops every kept frame and nothing else of the page’s storage', () => {
    keepLocalFrame(ROW, frame(SHOP));
    localStorage.setItem('stacklens:theme', 'dark');
    clearLocalFrames();
    expect(readLocalFrame(ROW)).toBeNull();
    expect(localStorage.getItem('stacklens:theme')).toBe('dark');
  });
});
