// A classic script popup.html runs while its HTML is still being parsed, before the module graph (React)
// has even been fetched: it sends the first-paint request to the worker at once, and the popup's
// module code picks the promise up (use-popup-open.ts): cached content within 150 ms.
// No zod (see popup/main.tsx).
import { open } from './popup/open';

export default defineUnlistedScript(() => {
  const pending = open();
  pending.catch(() => undefined);
  globalThis.__stacklensPopupOpen = pending;
});
