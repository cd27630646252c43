// The side panel (Chrome) or sidebar (Firefox): the popup's view, kept open while the user browses.
// It reuses the popup's App as it is; only the bar above it (SidePanel.tsx) is its own.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/components/theme.css';
import '../popup/popup.css';
import './sidepanel.css';
import { applyStoredTheme } from '@/lib/theme/apply-theme';
import { applyDocumentLanguage } from '@/lib/i18n/document-language';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { SidePanel } from './SidePanel';

document.documentElement.dataset.view = 'panel';
applyStoredTheme();
applyDocumentLanguage();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ErrorBoundary what="StackLens" onReload={() => location.reload()}>
      <SidePanel />
    </ErrorBoundary>
  </StrictMode>,
);
