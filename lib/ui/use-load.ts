// Loads data for the section from the worker when its inputs change; keeps the last data while
// reloading or after a failure, and ignores answers that arrive after newer inputs.
import { useCallback, useEffect, useState } from 'react';
import type { ErrorLike } from '@/components/ErrorNotice';
import { toApiError } from '@/lib/api/errors';

export type Load<T> =
  | { status: 'loading'; previous?: T }
  | { status: 'loaded'; data: T }
  | { status: 'error'; error: ErrorLike; previous?: T };

export const latest = <T,>(state: Load<T>): T | undefined => (state.status === 'loaded' ? state.data : state.previous);

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
