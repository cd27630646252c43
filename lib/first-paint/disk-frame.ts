// The popup's first frame kept on disk, for the opens that find the worker stopped (most real ones:
// Chrome stops it after 30 s idle). The worker writes React's own render of a cached answer
// (first-frame-rows.ts) in the meta table; popup-early.js reads it back here with the raw IndexedDB API,
// while the worker is still starting, and paints it inert until React renders the worker's answer.
// No Dexie here: this runs before the popup's module code. Only three kv rows are read, by their exact
// keys (settings, the account's opaque id, the balance), never the API key's row.
import { DEFAULT_DB_NAME, KV_ACCOUNT, KV_SETTINGS } from '@/lib/db/kv-keys';
import { BALANCE_KV_KEY } from '@/lib/metered/balance';

/** meta: the frames kept on disk, least recently kept first, and the cache entry each one renders. */
export const FRAME_INDEX_KEY = 'firstFrames';
const FRAME_ROW_PREFIX = 'firstFrame:';

export interface StoredFrame {
  /** The answer's key (lib/worker/first-frames.ts): the worker hands the tree back only for the very same answer. */
  key: string;
  /** React's first render of that answer (lib/first-paint/frame-tree.ts), bidi controls removed. */
  tree: string;
  /** The theme the answer carried (settings.theme). */
  theme: string;
  /** What the frame shows besides the answer, as stored when it was rendered (frameGate). */
  gate: string;
  /** When the cached answer it renders stops being fresh: an older frame is never painted. */
  freshUntil: number;
  /** The cache entry it renders (scoped by base URL and account): any write to that entry drops the frame. */
  cacheKey: string;
}

/** The meta row of the frame for what the popup asks (`popup.open`'s input and askFirst). */
export function frameRowKey(input: string | null, askFirst: boolean): string {
  return `${FRAME_ROW_PREFIX}${JSON.stringify([input, askFirst])}`;
}

/** The raw kv rows a frame depends on; a frame is painted only while they are what they were. */
export const GATE_ROWS = [KV_SETTINGS, KV_ACCOUNT, BALANCE_KV_KEY] as const;

/**
 * The settings (base URL, theme, ask first, TTLs…), the account (the cache's scope with the base URL;
 * gone with the key) and the balance figures the header shows, from their raw kv values.
 */
export function frameGate(settings: unknown, account: unknown, balance: unknown): string {
  const b = (balance ?? null) as { balance?: unknown; limit?: unknown; plan?: unknown; resetAt?: unknown } | null;
  return JSON.stringify([settings ?? null, account ?? null, b ? [b.balance, b.limit, b.plan, b.resetAt] : null]);
}

function isStoredFrame(value: unknown): value is StoredFrame {
  const v = value as StoredFrame | null;
  return (
    typeof v?.key === 'string' &&
    typeof v.tree === 'string' &&
    typeof v.gate === 'string' &&
    typeof v.freshUntil === 'number' &&
    typeof v.theme === 'string' &&
    typeof v.cacheKey === 'string'
  );
}

/** The value of a kv or meta row ({ key, value }) as read raw. */
const valueOf = (request: IDBRequest): unknown => (request.result as { value?: unknown } | undefined)?.value;

/**
 * The frame kept for what the popup asks, if it still renders the current state: same settings,
 * account and balance, and its cached answer still fresh at `now`. Null otherwise, and on any failure
 * (no database yet, an older schema, storage unavailable): the popup then waits for the worker.
 */
export function readStoredFrame(
  input: string | null,
  askFirst: boolean,
  now: number,
  factory: IDBFactory | undefined = globalThis.indexedDB,
  name = DEFAULT_DB_NAME,
): Promise<StoredFrame | null> {
  return new Promise((resolve) => {
    let request: IDBOpenDBRequest;
    try {
      // No version: whatever the worker last opened. Never creates one (see onupgradeneeded).
      request = factory!.open(name);
    } catch {
      resolve(null);
      return;
    }
    // Only a database that does not exist yet asks to be upgraded: this page must not create an empty
    // one under Dexie's name, so the creation is undone.
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = () => resolve(null);
    request.onsuccess = () => {
      const db = request.result;
      // The worker may need to upgrade the schema: this connection never holds it up.
      db.onversionchange = () => db.close();
      try {
        const tx = db.transaction(['kv', 'meta'], 'readonly');
        const kv = tx.objectStore('kv');
        const [settings, account, balance] = GATE_ROWS.map((key) => kv.get(key));
        const frame = tx.objectStore('meta').get(frameRowKey(input, askFirst));
        tx.oncomplete = () => {
          db.close();
          const stored = valueOf(frame);
          const current = frameGate(valueOf(settings!), valueOf(account!), valueOf(balance!));
          resolve(isStoredFrame(stored) && stored.gate === current && now < stored.freshUntil ? stored : null);
        };
        tx.onabort = () => {
          db.close();
          resolve(null);
        };
      } catch {
        db.close();
        resolve(null);
      }
    };
  });
}
