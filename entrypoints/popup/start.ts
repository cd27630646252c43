// Evaluated first (main.tsx imports it before React): the first request to the worker leaves while
// the browser is still evaluating React, which main.tsx imports statically so it loads in parallel.
import { startPopupOpen } from './use-popup-open';

startPopupOpen();
