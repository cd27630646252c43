// How a settings form's last save went, in the live region that announces it: the confirmation or
// the error, then whatever else the form has to say there.
import type { ReactNode } from 'react';
import type { SaveStatus } from '@/lib/ui/use-save-status';
import { ErrorNotice } from './ErrorNotice';

export function SaveNotice({ status, children }: { status: SaveStatus; children?: ReactNode }) {
  return (
    <div aria-live="polite">
      {status.kind === 'saved' && (
        <p className="notice notice-ok" role="status">
          {status.text}
        </p>
      )}
      {status.kind === 'saved' && status.next && (
        <p className="notice next-step" role="status">
          {status.next}
        </p>
      )}
      {status.kind === 'error' && <ErrorNotice error={status.error} />}
      {children}
    </div>
  );
}
