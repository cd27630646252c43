// The options page's current hash, as React state: the one hook every hashchange reader uses:
// read by the section switcher and by each section's deep links (lib/ui/routes.ts parses it).
import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  window.addEventListener('hashchange', listener);
  return () => window.removeEventListener('hashchange', listener);
}

export function useHashRoute(): string {
  return useSyncExternalStore(subscribe, () => location.hash);
}
