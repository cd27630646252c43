// The popup's entry: ask the worker for the first paint's data before React is even evaluated, so the
// round trip overlaps React's start-up (issue 4: cached content within 150 ms), then render.
import { startPopupOpen } from './use-popup-open';

startPopupOpen();
void import('./render');
