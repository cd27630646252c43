// The first frame of a cached answer, painted into #root before React loads (popup-early.js, started by
// start-before-react.ts): the one kept in localStorage (local-frame.ts), the one kept on disk
// (disk-frame.ts) or the one the worker's reply brings, each built from its allowlisted tree
// (frame-tree.ts), inert until React renders the same answer in its place (entrypoints/popup/render.tsx).
import { showTheme } from '@/lib/theme/apply-theme';
import { buildFrame } from './frame-tree';
import type { StoredFrame } from './disk-frame';
import { dropLocalFrame, keepLocalFrame, readLocalFrame, type LocalFrame } from './local-frame';

/**
 * `?domain=` means another page opened this view in a tab (the toolbar popup reads the active tab):
 * popup.css then lays it out for a tab's width.
 */
export function applyViewLayout(doc: Document = document): void {
  if (new URLSearchParams(doc.location?.search ?? '').has('domain')) doc.documentElement.dataset.view = 'tab';
}

/** The mark the open-to-content benchmark reads (tests/bench/popup-open.ts); TechnologiesPanel sets it too. */
export const SHOWN_MARK = 'stacklens:technologies-shown';
/** Set when a kept first frame was painted before React (e2e and the benchmark tell the two paths apart). */
export const FIRST_FRAME_MARK = 'stacklens:first-frame';

interface RawOpenReply {
  ok?: boolean;
  data?: {
    settings?: { theme?: unknown };
    technologies?: { result?: unknown } | null;
    firstFrame?: { key?: unknown; tree?: unknown };
  };
}

/** The frame read from localStorage for this open, and whether it is the one on screen. */
let fromStorage: { row: string; frame: LocalFrame; shown: boolean } | null = null;
/** What #root held before the first frame was painted (the HTML skeleton), to put back if it is withdrawn. */
let skeleton: Node[] | null = null;

/**
 * Builds `tree` (frame-tree.ts, from its allowlist) into #root, inert and hidden from assistive
 * technology until React renders in its place (render.tsx), so nothing can be clicked or read twice.
 * The theme and the tab layout are applied first, as render.tsx applies them. Returns whether the
 * frame of answer `key` is on screen.
 */
function paintTree(tree: string, theme: unknown, key: string, shown: boolean, doc: Document): boolean {
  const root = doc.getElementById('root');
  if (!root || globalThis.__stacklensMounted) return false;
  if (globalThis.__stacklensFramePainted === key) return true;
  const frame = buildFrame(tree, doc);
  if (!frame) return false;
  showTheme(theme, doc.documentElement);
  applyViewLayout(doc);
  if (globalThis.__stacklensFramePainted === undefined) skeleton = Array.from(root.childNodes);
  if (fromStorage) fromStorage.shown = false;
  root.replaceChildren(frame);
  root.inert = true;
  root.setAttribute('aria-hidden', 'true');
  globalThis.__stacklensFramePainted = key;
  performance.mark(FIRST_FRAME_MARK);
  if (shown) performance.mark(SHOWN_MARK);
  return true;
}

/**
 * Shows the first frame the worker kept for this very answer (lib/worker/first-frames.ts): React's own
 * first render of it on an earlier open, as a tree built again from an allowlist (frame-tree.ts).
 * Returns whether it painted.
 */
export function paintFirstFrame(reply: unknown, doc: Document = document): boolean {
  const data = (reply as RawOpenReply | null)?.ok ? (reply as RawOpenReply).data : undefined;
  const tree = data?.firstFrame?.tree;
  const key = data?.firstFrame?.key;
  if (typeof tree !== 'string' || typeof key !== 'string') return false;
  return paintTree(tree, data?.settings?.theme, key, Boolean(data?.technologies?.result), doc);
}

/**
 * Shows the first frame of a cached answer kept on disk (lib/first-paint/disk-frame.ts), read while a stopped
 * worker starts: React's render of the same site's answer on an earlier open, for the same settings,
 * account and balance, its cached answer still fresh. Never over a frame the worker's reply brought.
 * If the worker's answer differs, React renders that answer in its place.
 */
export function paintStoredFrame(frame: StoredFrame | null, doc: Document = document): boolean {
  const read = fromStorage;
  fromStorage = null;
  if (read) return settleLocalFrame(read, frame, doc);
  if (!frame || globalThis.__stacklensFramePainted !== undefined) return false;
  return paintTree(frame.tree, frame.theme, frame.key, true, doc);
}

/**
 * Shows the frame kept in localStorage for `row` (lib/first-paint/local-frame.ts) synchronously, before the
 * database is even open. It stands only until the disk frame is read (paintStoredFrame).
 */
export function paintLocalFrame(row: string, doc: Document = document): boolean {
  const frame = readLocalFrame(row);
  if (!frame) return false;
  fromStorage = { row, frame, shown: false };
  if (globalThis.__stacklensFramePainted !== undefined || !paintTree(frame.tree, frame.theme, frame.key, true, doc)) return false;
  fromStorage.shown = true;
  return true;
}

/**
 * The disk frame decides about the localStorage one: none (or no longer valid) withdraws it, with its
 * entry, and the popup goes on as without a frame; another one takes its place, on screen and in localStorage.
 */
function settleLocalFrame(read: { row: string; frame: LocalFrame; shown: boolean }, frame: StoredFrame | null, doc: Document): boolean {
  if (!frame) {
    dropLocalFrame(read.row);
    if (read.shown) withdraw(read.frame.key, doc);
    return false;
  }
  if (frame.key === read.frame.key && frame.tree === read.frame.tree && frame.theme === read.frame.theme) return read.shown;
  keepLocalFrame(read.row, { key: frame.key, tree: frame.tree, theme: frame.theme, scope: read.frame.scope, entry: frame.cacheKey });
  if (read.shown && globalThis.__stacklensFramePainted === read.frame.key) globalThis.__stacklensFramePainted = undefined;
  if (globalThis.__stacklensFramePainted !== undefined) return false;
  return paintTree(frame.tree, frame.theme, frame.key, true, doc);
}

/** Puts the skeleton back in place of the frame of `key`, unless React owns #root or another frame replaced it. */
function withdraw(key: string, doc: Document): void {
  const root = doc.getElementById('root');
  if (!root || globalThis.__stacklensMounted || globalThis.__stacklensFramePainted !== key) return;
  root.replaceChildren(...(skeleton ?? []));
  root.inert = false;
  root.removeAttribute('aria-hidden');
  globalThis.__stacklensFramePainted = undefined;
  performance.clearMarks(FIRST_FRAME_MARK);
  performance.clearMarks(SHOWN_MARK);
}

/** Runs `paint` once #root is parsed, which is before the module scripts (React) run. */
function whenParsed<T>(value: Promise<T>, paint: (value: T) => void, doc: Document): void {
  value.then(
    (v) => onceParsed(() => paint(v), doc),
    () => undefined,
  );
}

/** Runs `paint` now if #root is parsed, else as soon as it is (synchronously with the parse's end). */
export function onceParsed(paint: () => void, doc: Document = document): void {
  if (doc.readyState !== 'loading') paint();
  else doc.addEventListener('readystatechange', paint, { once: true });
}

/** Paints the kept first frame the worker's reply carries, once #root is parsed. */
export function paintWhenParsed(reply: Promise<unknown>, doc: Document = document): void {
  whenParsed(reply, (raw) => paintFirstFrame(raw, doc), doc);
}

/** Paints the first frame read from disk, once #root is parsed. */
export function paintStoredWhenParsed(frame: Promise<StoredFrame | null>, doc: Document = document): void {
  whenParsed(frame, (stored) => paintStoredFrame(stored, doc), doc);
}
