// Loads data for the section from the worker when its inputs change; keeps the last data while
// reloading or after a failure, and ignores answers that arrive after newer inputs.
import { useCallback, useEffect, useState } from 'react';
import { latest, type Loadable } from '@/components/loadable';
import { toApiError } from '@/lib/api/errors';

/** Loadable without the idle state (a section loads at once) and with no call metadata. */
export type Load<T> = Exclude<Loadable<T, Record<never, never>>, { status: 'idle' }>;
export { latest };

/** `key` names the inputs: a new key loads again. Returns the state and a retry. */
export function useLoad<T>(load: (() => Promise<T>) | null, key: string): [Load<T>, () => void] {
  const [state, setState] = useState<Load<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!load) return;
    let current = true;
    setState((s) => ({ status: 'loading', previous: latest(s) }));
    load().then(
      (data) => current && setState({ status: 'loaded', data }),
      (error: unknown) => current && setState((s) => ({ status: 'error', error: toApiError(error), previous: latest(s) })),
    );
    return () => {
      current = false;
    };
    // `key` stands for everything `load` reads, so `load` itself is not a dependency.
  }, [key, attempt]);
  return [state, useCallback(() => setAttempt((n) => n + 1), [])];
}
