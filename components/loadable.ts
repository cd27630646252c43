// The state of a piece of API data on screen: not asked for, loading, loaded (with where it came
// from and its age), or failed. Pages hold these; components render them.
import type { ErrorLike } from './ErrorNotice';

export type Source = 'network' | 'cache' | 'stale-cache' | 'live';

export type Loadable<T> =
  | { status: 'idle' }
  | { status: 'loading'; previous?: T }
  | { status: 'loaded'; data: T; storedAt: number; source: Source; credits: number }
  | { status: 'error'; error: ErrorLike; previous?: T };

export const idle = { status: 'idle' } as const;
