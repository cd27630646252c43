// A classic script popup.html runs while its HTML is still being parsed, before the module graph (React)
// has even been fetched: it sends the first-paint request to the worker at once, and the popup's
// module code picks the reply up (use-popup-open.ts): cached content within 150 ms.
// No zod, no polyfill, no error classes: the module code decodes the reply (popup/open-early.ts).
import { sendOpenEarly } from './popup/open-early';

export default defineUnlistedScript(() => {
  const pending = sendOpenEarly();
  pending.catch(() => undefined);
  globalThis.__stacklensPopupEarly = pending;
});
