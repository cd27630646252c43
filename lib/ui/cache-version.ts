// A counter that moves whenever this page gets an answer from the network, so hooks that peeked at
// the cache ("free (cached)" labels) look again: the answer just paid for is cached now.
import { useSyncExternalStore } from 'react';

let version = 0;
const listeners = new Set<() => void>();

export function bumpCacheVersion(): void {
  version++;
  for (const listener of listeners) listener();
}

export function useCacheVersion(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => version,
  );
}
