import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/components/theme.css';
import './popup.css';
import { App } from './App';
import { startPopupOpen } from './use-target';

startPopupOpen();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
