// The popup's React tree, imported by main.tsx once the first request to the worker is on its way.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/components/theme.css';
import './popup.css';
import { applyStoredTheme } from '@/lib/theme/apply-theme';
import { App } from './App';

// The last theme seen, before React paints; popup.open's answer confirms or corrects it (use-popup-open.ts).
applyStoredTheme();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
