// The popup's first frame, kept for its next open. After React's first render of a `popup.open`
// answer, the popup hands the worker that render as a tree (lib/first-paint/frame-tree.ts); when a
// later `popup.open` gives the very same answer (same site, same cached lookup, same key, settings,
// balance and theme), the worker sends the tree back with it, and popup-early.js builds it from an
// allowlist while React is still loading (lib/first-paint/paint-kept-frame.ts). React then renders the same answer into the
// same place: the frame it replaces is its own earlier output.
// A frame is accepted only under a key this worker issued with a `popup.open` answer that had none,
// once, within ISSUED_MS: nothing else can plant one. Held in the worker's memory (gone when the
// worker stops), for a few answers, and forgotten with the cache, the key or the browsing data. The
// worker also keeps a cached answer's frame on disk (lib/db/first-frame-rows.ts) for the opens that
// find it stopped: `keep` takes such a frame back into memory.

import { FIRST_FRAME_MAX_CHARS } from '@/lib/messaging/inputs';

/** How many answers' frames are kept (least recently used out first). */
export const FIRST_FRAME_LIMIT = 8;
/** How long an issued key waits for its frame: React's first render comes within a second or two of the answer. */
export const ISSUED_MS = 60_000;
/** Issued keys waiting at once, at most (popups opened and closed before rendering leave theirs behind). */
const ISSUED_LIMIT = 32;

/**
 * Names one answer for one page: the answer's JSON and what the page asked, hashed (FNV-1a, 52 bits).
 * The page echoes it with the frame it rendered, so the worker never has to compare answers itself.
 */
export function firstFrameKey(request: { input: string | null; askFirst: boolean }, answer: unknown): string {
  const text = JSON.stringify([request.input, request.askFirst, answer]);
  // Two 32-bit FNV-1a lanes with different seeds: collisions among eight kept frames are out of reach.
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x01000193) ^ (b >>> 13);
  }
  return `${(a >>> 0).toString(36)}.${(b >>> 0).toString(36)}.${text.length.toString(36)}`;
}

export interface FirstFrames<Note = undefined> {
  /** The frame kept for `key`, if any (and it becomes the most recently used). */
  lookup(key: string): string | undefined;
  /** Keeps a frame read back from disk, where it was kept under a key an earlier run of the worker issued. */
  keep(key: string, tree: string): void;
  /** `key` went out with an answer that had no frame: its frame may be handed back once, until `now + ISSUED_MS`. */
  issue(key: string, now: number, note?: Note): void;
  /**
   * Keeps `tree` for `key` if this worker issued `key` and no frame came for it yet. Returns false when
   * it refused, else what was noted when the key was issued.
   */
  remember(key: string, tree: string, now: number): false | { note: Note | undefined };
  /** Forgets every frame and issued key (cache cleared, key removed, browsing data cleared). */
  forget(): void;
}

export function createFirstFrames<Note = undefined>(limit = FIRST_FRAME_LIMIT): FirstFrames<Note> {
  const frames = new Map<string, string>();
  /** Issued keys, when each stops being accepted, and what was noted with it. */
  const issued = new Map<string, { until: number; note: Note | undefined }>();
  const keep = (key: string, tree: string) => {
    frames.delete(key);
    frames.set(key, tree);
    while (frames.size > limit) frames.delete(frames.keys().next().value!);
  };
  return {
    lookup(key) {
      const tree = frames.get(key);
      if (tree === undefined) return undefined;
      frames.delete(key);
      frames.set(key, tree);
      return tree;
    },
    keep,
    issue(key, now, note) {
      issued.delete(key);
      issued.set(key, { until: now + ISSUED_MS, note });
      while (issued.size > ISSUED_LIMIT) issued.delete(issued.keys().next().value!);
    },
    remember(key, tree, now) {
      const entry = issued.get(key);
      issued.delete(key);
      if (entry === undefined || now > entry.until || tree.length > FIRST_FRAME_MAX_CHARS) return false;
      keep(key, tree);
      return { note: entry.note };
    },
    forget() {
      frames.clear();
      issued.clear();
    },
  };
}
