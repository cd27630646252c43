// React's first render of a cached answer, kept in localStorage (lib/first-paint/local-frame.ts) for
// popup-early.js to paint on the next open before the disk's copy is read. Kept as the worker keeps it
// on disk: only what the frame allowlist lets through (frame-tree.ts), bidi controls removed.
import { keepLocalFrame, type LocalFrame } from '@/lib/first-paint/local-frame';
import { stripBidi } from '@/lib/display/server-strings';
import { allowedFrame } from './frame-tree';

export function keepRenderedFrame(row: string, frame: LocalFrame, doc: Document = document): void {
  const allowed = allowedFrame(frame.tree, doc);
  if (allowed !== null) keepLocalFrame(row, { ...frame, tree: stripBidi(allowed) });
}
