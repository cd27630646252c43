// A rendering opportunity for a kept first frame before React's code is evaluated. A module script runs
// right after the parse in the same task as the frame's insertion (paint-kept-frame.ts paints it when #root is
// parsed), so without this the frame reaches the screen only after React's evaluation and first render.

/** How long the wait may last at most: a popup that is hidden never gets a frame callback. */
const MAX_WAIT_MS = 50;

/** Resolves after the browser has painted the kept frame on screen, or at once when none is. */
export function framePaintedFirst(doc: Document = document): Promise<void> {
  if (globalThis.__stacklensFramePainted === undefined || doc.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    const done = setTimeout(resolve, MAX_WAIT_MS);
    // A frame callback runs just before the paint; a task queued from it runs after the paint.
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(done);
        resolve();
      }, 0),
    );
  });
}
