// The state of a piece of API data on screen: not asked for, loading, loaded (with where it came
// from and its age), or failed. Pages hold these; components render them.

/** An error as pages keep it and ErrorNotice shows it: a typed ApiError or its plain-data form. */
export interface ErrorLike {
  kind: string;
  message: string;
  code?: string;
  retryAt?: number;
  resetAt?: string | null;
  /** A paid answer that could not be read is kept: trying again re-reads it for free. */
  kept?: boolean;
}

export type Source = 'network' | 'cache' | 'stale-cache' | 'live';

/** Where an API answer came from, its age and what it cost: what a call through the worker tells. */
export interface CallMeta {
  storedAt: number;
  source: Source;
  credits: number;
}

/** The one loading-state type of every page. `Meta`: what a loaded state carries besides its data
 * (an API call's CallMeta; nothing for local data, e.g. lib/ui/use-load.ts). */
export type Loadable<T, Meta extends object = CallMeta> =
  { status: 'idle' } | { status: 'loading'; previous?: T } | ({ status: 'loaded'; data: T } & Meta) | { status: 'error'; error: ErrorLike; previous?: T };

export const idle = { status: 'idle' } as const;

/** The data on screen: the loaded data, or the last data kept while reloading or after a failure. */
export function latest<T>(state: Loadable<T, object>): T | undefined {
  return state.status === 'loaded' ? state.data : state.status === 'idle' ? undefined : state.previous;
}
