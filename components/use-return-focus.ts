// Gives the focus back to whatever had it when a dialog opened (the button that opened it), once the
// dialog is gone: otherwise closing it (Escape, Cancel) leaves the focus on the page's body.
import { useEffect, useState } from 'react';

export function useReturnFocus(): void {
  const [opener] = useState(() => (typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null)));
  useEffect(
    () => () => {
      // After the dialog's own nodes are removed: only when nothing else took the focus meanwhile.
      queueMicrotask(() => {
        const active = document.activeElement;
        if (opener && opener !== document.body && opener.isConnected && (!active || active === document.body)) opener.focus();
      });
    },
    [opener],
  );
}
