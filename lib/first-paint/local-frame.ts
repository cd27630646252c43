// The popup's first frames kept in the extension's localStorage as well, read synchronously by
// popup-early.js: painted before the IndexedDB read of the same frame (lib/first-paint/disk-frame.ts) has even
// opened the database, which stays the authority (paint-kept-frame.ts withdraws or replaces this one).
// Extension-origin localStorage: shared by the popup and options pages, never readable by a web page
// or a content script. The worker has none: the popup writes what React rendered of a cached answer,
// already passed through the frame allowlist (frame-tree.ts); never anything from the key row.

/**
 * What a kept frame paints: the answer's key, React's render of it as a tree, and its theme; and whose
 * it is: the account's cache scope (base URL and account, lib/metered/cache-key.ts) and the cache entry
 * it renders, as the worker's `popup.open` answer named them.
 */
export interface LocalFrame {
  key: string;
  tree: string;
  theme: string;
  scope: string;
  entry: string;
}

const PREFIX = 'stacklens:frame:';
/** The rows kept, least recently written first. */
const INDEX = 'stacklens:frames';
/** The cache scope the worker's last `popup.open` answer named: only its frames are painted. */
const SCOPE = 'stacklens:frameScope';
/** As many as the frames kept on disk (first-frame-rows.ts). */
export const LOCAL_FRAME_LIMIT = 8;
/** A popup's first render is tens of KB: a larger tree is not kept here. */
const MAX_CHARS = 256_000;

const storage = (): Storage | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
};

function readIndex(store: Storage): string[] {
  try {
    const rows: unknown = JSON.parse(store.getItem(INDEX) ?? '[]');
    return Array.isArray(rows) ? rows.filter((row): row is string => typeof row === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The frame kept for `row` (disk-frame.ts's frameRowKey), or null; also null when it is not of the
 * account the worker last named (noteFrameScope) or names no cache entry: a frame of another account
 * (its header, its balance, its answer) is never painted.
 */
export function readLocalFrame(row: string): LocalFrame | null {
  try {
    const store = storage();
    const value = JSON.parse(store?.getItem(PREFIX + row) ?? 'null') as LocalFrame | null;
    const scope = store?.getItem(SCOPE) ?? null;
    const whole = typeof value?.key === 'string' && typeof value.tree === 'string' && typeof value.theme === 'string' && typeof value.entry === 'string';
    return whole && scope !== null && value.scope === scope && value.entry !== '' ? value : null;
  } catch {
    return null;
  }
}

/**
 * The cache scope the worker's `popup.open` answer named (null: no key). Another one than before means
 * another account (or base URL): every frame kept here is of the previous one, and goes.
 */
export function noteFrameScope(scope: string | null): void {
  const store = storage();
  if (!store) return;
  try {
    if (store.getItem(SCOPE) === scope) return;
    clearLocalFrames();
    if (scope !== null) store.setItem(SCOPE, scope);
  } catch {
    // Unavailable: nothing is painted from here.
  }
}

/** Keeps `frame` for `row`, replacing the one kept for it; the oldest beyond the limit go. */
export function keepLocalFrame(row: string, frame: LocalFrame): void {
  const store = storage();
  if (!store || frame.tree.length > MAX_CHARS) return;
  try {
    const index = readIndex(store).filter((kept) => kept !== row);
    index.push(row);
    for (const old of index.splice(0, Math.max(0, index.length - LOCAL_FRAME_LIMIT))) store.removeItem(PREFIX + old);
    store.setItem(PREFIX + row, JSON.stringify({ key: frame.key, tree: frame.tree, theme: frame.theme, scope: frame.scope, entry: frame.entry }));
    store.setItem(INDEX, JSON.stringify(index));
  } catch {
    // Storage full or unavailable: the disk frame still paints.
  }
}

/** Drops the frame kept for `row`. */
export function dropLocalFrame(row: string): void {
  const store = storage();
  if (!store) return;
  try {
    store.removeItem(PREFIX + row);
    store.setItem(INDEX, JSON.stringify(readIndex(store).filter((kept) => kept !== row)));
  } catch {
    // Nothing to drop.
  }
}

/** Drops every frame kept here (Remove key, Clear cache, a key saved), listed or not, and the scope noted. */
export function clearLocalFrames(): void {
  const store = storage();
  if (!store) return;
  try {
    const keys: string[] = [];
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (key !== null && key.startsWith(PREFIX)) keys.push(key);
    }
    keys.forEach((key) => store.removeItem(key));
    store.removeItem(INDEX);
    store.removeItem(SCOPE);
  } catch {
    // Nothing to clear.
  }
}
