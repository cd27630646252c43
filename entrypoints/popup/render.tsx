// The popup's React tree, evaluated by main.tsx after ./start.ts sent the first request to the worker.
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { applyStoredTheme } from '@/lib/theme/apply-theme';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { App } from './App';
import { cachedAnswerTheme, firstFrameToKeep, frameOwner, popupOpenSettled } from './use-popup-open';
import { noteFrameScope } from '@/lib/first-paint/local-frame';
import { messenger } from '@/lib/messaging/client';
import { applyViewLayout } from '@/lib/first-paint/paint-kept-frame';
import { serializeFrame } from '@/lib/first-paint/frame-tree';
import { keepRenderedFrame } from '@/lib/first-paint/keep-rendered-frame';
import { applyDocumentLanguage } from '@/lib/i18n/document-language';

// The last theme seen, before React paints; popup.open's answer confirms or corrects it (use-popup-open.ts).
applyStoredTheme();
applyViewLayout();
applyDocumentLanguage();

// The HTML skeleton stays up while the worker's answer is on its way (usually it is already in); a
// first frame read from disk while a stopped worker starts stays up until the answer comes, for 2 s at most.
await popupOpenSettled(120, 2_000);

const container = document.getElementById('root')!;
const keep = firstFrameToKeep();
const cachedTheme = cachedAnswerTheme();
// Read before the render too: React runs the effects of a flushSync render before it returns, and
// usePopupOpen's effect takes the early answer over (the owner read after it would be gone).
const owner = frameOwner();
// From here React owns #root: a first frame popup-early.js painted (lib/first-paint/paint-kept-frame.ts) is replaced by
// React's render of the same answer, in this task, so no frame shows between the two.
globalThis.__stacklensMounted = true;
container.inert = false;
container.removeAttribute('aria-hidden');
const root = createRoot(container);
// Rendered now, in this task, rather than in one React schedules: the answer is usually in already,
// so the first frame the browser paints after the skeleton is the content.
flushSync(() =>
  root.render(
    <StrictMode>
      <ErrorBoundary what="StackLens" onReload={() => location.reload()}>
        <App />
      </ErrorBoundary>
    </StrictMode>,
  ),
);
// React's first frame of this answer, as data (frame-tree.ts), for the worker to hand back on the next
// open of the same answer. The worker keeps it only under the key it issued for this open.
const tree = keep ? serializeFrame(container) : null;
if (keep && tree) messenger.send('popup.rendered', { key: keep, tree }).catch(() => undefined);
// A cached answer's frame in localStorage too, under what popup-early.js asked for: the next open
// paints it before the disk's copy is read (lib/first-paint/keep-rendered-frame.ts).
// Only the account the answer named keeps frames here: another one's go first (a key saved elsewhere).
if (owner) noteFrameScope(owner.scope);
const row = globalThis.__stacklensFrameRow;
if (keep && tree && row && cachedTheme !== null && owner?.scope && owner.entry) {
  keepRenderedFrame(row, { key: keep, tree, theme: cachedTheme, scope: owner.scope, entry: owner.entry });
}
