// First: zod's CSP-safe setting, before any schema parses (lib/zod-config.ts).
import '@/lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/components/theme.css';
import './options.css';
import { messenger } from '@/lib/messaging/client';
import { applyStoredTheme, applyTheme } from '@/lib/theme/apply-theme';
import { App } from './App';
import { applyDocumentLanguage } from '@/lib/i18n/document-language';

// The last theme seen applies before the first paint; the worker's settings then confirm or correct it.
applyStoredTheme();
applyDocumentLanguage();
messenger.send('settings.get', {}).then(
  (s) => applyTheme(s.theme),
  () => undefined,
);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
