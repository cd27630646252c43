// Puts the chosen theme on <html data-theme> (theme.css overrides the system's colours under it) and
// remembers it in localStorage, so the next page can apply it before its first paint.
import type { Theme } from '@/lib/messaging/protocol';

export const THEME_STORAGE_KEY = 'stacklens.theme';

function isExplicit(theme: unknown): theme is 'light' | 'dark' {
  return theme === 'light' || theme === 'dark';
}

/** Storage can be unavailable (disabled, or a sandboxed frame): the theme then simply isn't remembered. */
function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Puts a theme on the page only; anything but 'light' or 'dark' (an older worker sends none) means "follow the system". */
export function showTheme(theme: unknown, root: HTMLElement = document.documentElement): void {
  if (isExplicit(theme)) root.dataset.theme = theme;
  else delete root.dataset.theme;
}

/** Applies a theme and remembers it for the next page's first paint. */
export function applyTheme(theme: Theme | undefined, root: HTMLElement = document.documentElement): void {
  showTheme(theme, root);
  try {
    storage()?.setItem(THEME_STORAGE_KEY, isExplicit(theme) ? theme : 'system');
  } catch {
    // A full or read-only storage costs only the flash this cache avoids.
  }
}

/** Synchronously re-applies the last theme seen, before the worker has answered. */
export function applyStoredTheme(root: HTMLElement = document.documentElement): void {
  showTheme(storage()?.getItem(THEME_STORAGE_KEY), root);
}
