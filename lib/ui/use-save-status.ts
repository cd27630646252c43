// A settings form's last save, as its notice (components/SaveNotice) shows it: idle, saving, saved
// with what to say, or failed with the error.
import { useCallback, useState } from 'react';
import type { ErrorLike } from './loadable';

export type SaveStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; text: string; /** What to do next, said after the confirmation. */ next?: string }
  | { kind: 'error'; error: ErrorLike };

export function useSaveStatus() {
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  /** Runs one write: "saving" while it runs, then `text`, or the error it threw. */
  const save = useCallback(async (write: () => Promise<unknown>, text: string) => {
    setStatus({ kind: 'saving' });
    try {
      await write();
      setStatus({ kind: 'saved', text });
    } catch (e) {
      setStatus({ kind: 'error', error: e as ErrorLike });
    }
  }, []);
  return { status, setStatus, save };
}
