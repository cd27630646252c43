// A write IndexedDB refused (storage_full) answered with what takes the space (takenBy), read when it
// happens: "Clear the cache" only when the cache is what fills it.
import { defaultMessage, StorageFullError, toApiError, type StorageTaker } from '@/lib/api/errors';
import type { Handlers } from '@/lib/messaging/background';

/** Wraps every handler: a storage-full error leaves with `takenBy` from `measure` (left out when it cannot be read). */
export function namingWhatFillsStorage(handlers: Handlers, measure: () => Promise<StorageTaker>): void {
  for (const type of Object.keys(handlers) as (keyof Handlers)[]) {
    const run = handlers[type] as (input: unknown) => Promise<unknown>;
    (handlers as Record<string, (input: unknown) => Promise<unknown>>)[type] = async (input) => {
      try {
        return await run(input);
      } catch (error) {
        const e = toApiError(error);
        if (e.kind !== 'storage_full' || e.takenBy) throw error;
        const taker = await measure().catch(() => undefined);
        // A default message is written again, naming what was measured; a caller's own is kept.
        const { message, ...fields } = e.toJSON();
        throw new StorageFullError({ ...fields, takenBy: taker, message: message === defaultMessage('storage_full', e) ? undefined : message });
      }
    };
  }
}
