// The popup's React tree, evaluated by main.tsx after ./start.ts sent the first request to the worker.
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import '@/components/theme.css';
import './popup.css';
import { applyStoredTheme } from '@/lib/theme/apply-theme';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { App } from './App';
import { popupOpenSettled } from './use-popup-open';

// The last theme seen, before React paints; popup.open's answer confirms or corrects it (use-popup-open.ts).
applyStoredTheme();
// `?domain=` means another page opened this view in a tab (the toolbar popup reads the active tab):
// popup.css then lays it out for a tab's width.
if (new URLSearchParams(location.search).has('domain')) document.documentElement.dataset.view = 'tab';

// The HTML skeleton stays up while the worker's answer is on its way (usually it is already in).
await popupOpenSettled(120);

const root = createRoot(document.getElementById('root')!);
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
