// Loads data for the section from the worker when its inputs change; keeps the last data while
// reloading or after a failure, and ignores answers that arrive after newer inputs.
import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { latest, type Loadable } from '@/components/loadable';
import { toApiError } from '@/lib/api/errors';

/** Loadable without the idle state (a section loads at once) and with no call metadata. */
export type Load<T> = Exclude<Loadable<T, Record<never, never>>, { status: 'idle' }>;
export { latest };

/** `key` names the inputs: a new key loads again. Returns the state and a retry. */
export function useLoad<T>(load: (() => Promise<T>) | null, key: string): [Load<T>, () => void] {
  const [state, setState] = useState<Load<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // New inputs show "loading" in the same render (React's "adjusting state when a prop changes"),
  // not one effect later.
  const request = load ? `${key}#${attempt}` : null;
  const [shown, setShown] = useState<string | null>(null);
  if (request !== null && request !== shown) {
    setShown(request);
    setState((s) => ({ status: 'loading', previous: latest(s) }));
  }
  // `key` stands for everything `load` reads, so the latest `load` runs without being a dependency.
  const start = useEffectEvent(() => load?.());
  useEffect(() => {
    if (request === null) return;
    let current = true;
    start()?.then(
      (data) => current && setState({ status: 'loaded', data }),
      (error: unknown) => current && setState((s) => ({ status: 'error', error: toApiError(error), previous: latest(s) })),
    );
    return () => {
      current = false;
    };
  }, [request]);
  return [state, useCallback(() => setAttempt((n) => n + 1), [])];
}
