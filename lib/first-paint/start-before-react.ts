// What popup-early.js does (entrypoints/popup-early.ts), as a function its tests can run: sends the
// first-paint request to the worker while the HTML is still being parsed, and shows a first frame
// before React loads: the one kept in localStorage at once (synchronously), then the disk's, which
// confirms, replaces or withdraws it, then the one the worker's reply brings.
// No zod, no polyfill, no error classes: the module code decodes the reply (lib/first-paint/paint-kept-frame.ts).
import { onceParsed, paintLocalFrame, paintStoredWhenParsed, paintWhenParsed } from './paint-kept-frame';
import { sendOpenEarly } from './send-first-request';
import { frameRowKey, readStoredFrame, type StoredFrame } from '@/lib/first-paint/disk-frame';

/** How long waking the worker waits for the read of a kept frame, at most. */
const READ_FIRST_MS = 50;

export function startEarly(doc: Document = document): void {
  let stored: Promise<StoredFrame | null> = Promise.resolve(null);
  const pending = sendOpenEarly((input, askFirst) => {
    const row = frameRowKey(input, askFirst);
    globalThis.__stacklensFrameRow = row;
    // localStorage answers synchronously: its frame shows before the database below is even open.
    onceParsed(() => paintLocalFrame(row, doc), doc);
    // Read before the worker is woken: a stopped worker's start (its script, its database) would slow
    // this read, which is what the popup shows first when the worker was stopped (most real opens).
    stored = readStoredFrame(input, askFirst, Date.now());
    return Promise.race([stored, new Promise((resolve) => setTimeout(resolve, READ_FIRST_MS))]);
  });
  pending.catch(() => undefined);
  paintStoredWhenParsed(
    pending.then(() => stored),
    doc,
  );
  // With a warm worker the answer is usually here before React: a first frame kept for it shows now.
  paintWhenParsed(
    pending.then((sent) => sent.reply),
    doc,
  );
  globalThis.__stacklensPopupEarly = pending;
}
