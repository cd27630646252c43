// A classic script popup.html runs while its HTML is still being parsed, before the module graph (React)
// has even been fetched: it sends the first-paint request to the worker at once, and the popup's
// module code picks the reply up (use-popup-open.ts): cached content within 150 ms. A cached site's
// first frame shows before React: from localStorage at once, checked against the one kept on disk
// (read before a stopped worker has started), or the one the worker's reply brings (lib/first-paint/start-before-react.ts).
import { startEarly } from '@/lib/first-paint/start-before-react';

export default defineUnlistedScript(() => startEarly());
