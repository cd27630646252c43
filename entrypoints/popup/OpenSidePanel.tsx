// "Open in side panel": the popup's view in Chrome's side panel or Firefox's sidebar, where it stays
// open while the user browses. Both browsers open it only straight from a user gesture, so the
// window is read beforehand and the open call is the click handler's first. Loaded lazily (LaterParts.tsx).
import { useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import { t } from '@/lib/i18n';

interface PanelApis {
  chrome?: { sidePanel?: { open(options: { windowId: number }): Promise<void> } };
  browser?: { sidebarAction?: { open(): Promise<void> } };
}

/** How this browser opens the side panel, or null where it has none. */
function panelOpener(): ((windowId: number | null) => Promise<void>) | null {
  const apis = globalThis as PanelApis;
  const sidebar = apis.browser?.sidebarAction;
  if (sidebar) return () => sidebar.open();
  const sidePanel = apis.chrome?.sidePanel;
  if (sidePanel) return (windowId) => (windowId === null ? Promise.reject(new Error('no window')) : sidePanel.open({ windowId }));
  return null;
}

export default function OpenSidePanel() {
  const [windowId, setWindowId] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const opener = panelOpener();
  const hasPanel = opener !== null;
  // The window is read ahead, where there is a panel to open: Chrome opens it only within the click.
  useEffect(() => {
    if (!hasPanel) return;
    browser.windows.getCurrent().then(
      (w) => setWindowId(w?.id ?? null),
      () => undefined,
    );
  }, [hasPanel]);
  // Not offered inside the side panel itself, nor where the browser has none.
  if (!opener || location.pathname.endsWith('/sidepanel.html')) return null;
  return (
    <>
      <button
        type="button"
        className="open-side-panel"
        onClick={() =>
          opener(windowId).then(
            () => window.close(),
            () => setFailed(true),
          )
        }
      >
        {t('sidepanel_open')}
      </button>
      {failed && <p role="alert">{t('sidepanel_openFailed')}</p>}
    </>
  );
}
