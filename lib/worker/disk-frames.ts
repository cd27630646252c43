// Which popup first frames the worker keeps on disk, and how it takes them back: only the frame of a
// cached answer (a site's technologies, free to show again), under what the page asked, with what it
// depends on (lib/first-paint/disk-frame.ts). popup-early.js paints such a frame while a stopped worker starts;
// this worker, once started, hands it back only with the very same answer, and drops it otherwise.
import { stripBidi } from '@/lib/display/server-strings';
import type { StackLensDB } from '@/lib/db/database';
import { dropStoredFrames, keepStoredFrame, storedFrame } from '@/lib/db/first-frame-rows';
import { frameGate, GATE_ROWS, type StoredFrame } from '@/lib/first-paint/disk-frame';
import type { FirstFrames } from './first-frames';
import { cacheKey } from '@/lib/metered/cache-key';
import { parseParams } from '@/lib/api/request';
import type { SettingsView } from '@/lib/messaging/protocol';

export interface FrameRequest {
  input: string | null;
  askFirst: boolean;
}

/** Noted with an issued key: where its frame goes on disk and what it depends on. */
export interface DiskNote {
  request: FrameRequest;
  frame: Omit<StoredFrame, 'key' | 'tree'>;
}

/**
 * What a frame depends on besides the answer, read before the answer's own reads: a change after
 * this read makes the frame's gate older than the rows, so the popup never paints it.
 */
export function readGate(db: StackLensDB): Promise<string> {
  return db.kv.bulkGet([...GATE_ROWS]).then(([settings, account, balance]) => frameGate(settings?.value, account?.value, balance?.value));
}

/**
 * The note for a cached answer's issued key: its theme, what it depends on, until when its cached
 * answer is fresh (the TTL is among the settings the gate holds), and the cache entry it renders.
 * Undefined when any of it cannot be read: that frame then stays in memory only.
 */
export async function diskNote(
  request: FrameRequest,
  from: { gate: Promise<string>; scope: Promise<string>; domain: string; shown: { storedAt: number }; settings: Pick<SettingsView, 'theme' | 'cacheTtl'> },
): Promise<DiskNote | undefined> {
  try {
    const [gate, scope] = await Promise.all([from.gate, from.scope]);
    const entry = cacheKey(scope, 'domain.technologies', parseParams('domain.technologies', { domain: from.domain }));
    return { request, frame: { theme: from.settings.theme, gate, freshUntil: from.shown.storedAt + from.settings.cacheTtl.domain, cacheKey: entry } };
  } catch {
    return undefined;
  }
}

/** The frame kept on disk for this very answer (`key`), taken back into memory; a stale one is dropped. */
export async function frameFromDisk(db: StackLensDB, frames: FirstFrames<DiskNote>, request: FrameRequest, key: string): Promise<string | null> {
  const stored = await storedFrame(db, request.input, request.askFirst).catch(() => undefined);
  if (!stored) return null;
  if (stored.key === key) {
    frames.keep(key, stored.tree);
    return stored.tree;
  }
  // It renders another answer: never painted again (React's render already replaces it on this open).
  await dropStoredFrames(db, request).catch(() => undefined);
  return null;
}

/** Writes the frame React rendered for an answer noted at issue, as the reply would have carried it. */
export function keepOnDisk(db: StackLensDB, note: DiskNote, key: string, tree: string): Promise<void> {
  return keepStoredFrame(db, note.request.input, note.request.askFirst, { ...note.frame, key, tree: stripBidi(tree) });
}
