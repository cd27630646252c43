// The popup's first frame, kept for its next open. After React's first render of a `popup.open`
// answer, the popup hands the worker that render's HTML; when a later `popup.open` gives the very same
// answer (same site, same cached lookup, same key, settings, balance and theme), the worker sends the
// HTML back with it, and popup-early.js shows it while React is still loading (open-early.ts). React
// then renders the same answer into the same place: the frame it replaces is its own earlier output.
// Held in the worker's memory only (gone when the worker stops), for a few answers, and forgotten with
// the cache, the key or the browsing data.

import { FIRST_FRAME_MAX_CHARS } from '@/lib/messaging/inputs';

/** How many answers' frames are kept (least recently used out first). */
export const FIRST_FRAME_LIMIT = 8;

/**
 * Names one answer for one page: the answer's JSON and what the page asked, hashed (FNV-1a, 52 bits).
 * The page echoes it with the HTML it rendered, so the worker never has to compare answers itself.
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

export interface FirstFrames {
  /** The HTML kept for `key`, if any (and it becomes the most recently used). */
  lookup(key: string): string | undefined;
  /** Keeps `html` for `key` (the message's schema already refused one over FIRST_FRAME_MAX_CHARS). */
  remember(key: string, html: string): void;
  /** Forgets every frame (cache cleared, key removed, browsing data cleared). */
  forget(): void;
}

export function createFirstFrames(limit = FIRST_FRAME_LIMIT): FirstFrames {
  const frames = new Map<string, string>();
  return {
    lookup(key) {
      const html = frames.get(key);
      if (html === undefined) return undefined;
      frames.delete(key);
      frames.set(key, html);
      return html;
    },
    remember(key, html) {
      if (html.length > FIRST_FRAME_MAX_CHARS) return;
      frames.delete(key);
      frames.set(key, html);
      while (frames.size > limit) frames.delete(frames.keys().next().value!);
    },
    forget() {
      frames.clear();
    },
  };
}
