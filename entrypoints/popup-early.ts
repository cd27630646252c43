// A classic script popup.html runs while its HTML is still being parsed, before the module graph (React)
// has even been fetched: it sends the first-paint request to the worker at once, and the popup's
// module code picks the reply up (use-popup-open.ts): cached content within 150 ms. When the worker
// kept React's first frame of this very answer, it is shown at once (open-early.ts, paintFirstFrame);
// a cached site's frame kept on disk shows even before a stopped worker has started (paintStoredFrame).
// No zod, no polyfill, no error classes: the module code decodes the reply (popup/open-early.ts).
import { paintStoredWhenParsed, paintWhenParsed, sendOpenEarly } from './popup/open-early';
import { readStoredFrame, type StoredFrame } from '@/lib/db/stored-frame';

/** How long waking the worker waits for the read of a kept frame, at most. */
const READ_FIRST_MS = 50;

export default defineUnlistedScript(() => {
  let stored: Promise<StoredFrame | null> = Promise.resolve(null);
  const pending = sendOpenEarly((input, askFirst) => {
    // Read before the worker is woken: a stopped worker's start (its script, its database) would slow
    // this read, which is what the popup shows first when the worker was stopped (most real opens).
    stored = readStoredFrame(input, askFirst, Date.now());
    return Promise.race([stored, new Promise((resolve) => setTimeout(resolve, READ_FIRST_MS))]);
  });
  pending.catch(() => undefined);
  paintStoredWhenParsed(pending.then(() => stored));
  // With a warm worker the answer is usually here before React: a first frame kept for it shows now.
  paintWhenParsed(pending.then((sent) => sent.reply));
  globalThis.__stacklensPopupEarly = pending;
});
