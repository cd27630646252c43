// A classic script popup.html runs while its HTML is still being parsed, before the module graph (React)
// has even been fetched: it sends the first-paint request to the worker at once, and the popup's
// module code picks the reply up (use-popup-open.ts): cached content within 150 ms. When the worker
// kept React's first frame of this very answer, it is shown at once (open-early.ts, paintFirstFrame).
// No zod, no polyfill, no error classes: the module code decodes the reply (popup/open-early.ts).
import { paintWhenParsed, sendOpenEarly } from './popup/open-early';

export default defineUnlistedScript(() => {
  const pending = sendOpenEarly();
  pending.catch(() => undefined);
  // With a warm worker the answer is usually here before React: a first frame kept for it shows now.
  paintWhenParsed(pending.then((sent) => sent.reply));
  globalThis.__stacklensPopupEarly = pending;
});
