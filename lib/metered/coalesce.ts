// Shares one in-flight request among identical calls, so they cost one request and one credit.
// Each caller keeps its own AbortSignal; the shared work is aborted only when every caller has left.
import { AbortedError } from '@/lib/api/errors';

interface Flight {
  promise: Promise<unknown>;
  controller: AbortController;
  waiters: number;
}

export interface Joined<T> {
  value: T;
  /** True for a caller that joined a request another caller started. */
  shared: boolean;
}

export function createCoalescer() {
  const flights = new Map<string, Flight>();

  function run<T>(key: string, signal: AbortSignal | undefined, start: (signal: AbortSignal) => Promise<T>): Promise<Joined<T>> {
    if (signal?.aborted) return Promise.reject(new AbortedError());
    let flight = flights.get(key);
    const shared = flight !== undefined;
    if (!flight) {
      const controller = new AbortController();
      const created: Flight = { controller, waiters: 0, promise: Promise.resolve() };
      created.promise = start(controller.signal).finally(() => {
        if (flights.get(key) === created) flights.delete(key);
      });
      // Every caller may have left: the outcome is then nobody's, but must not be an unhandled rejection.
      created.promise.catch(() => undefined);
      flights.set(key, created);
      flight = created;
    }
    const f = flight;
    f.waiters++;
    return new Promise<Joined<T>>((resolve, reject) => {
      let settled = false;
      const leave = () => {
        settled = true;
        f.waiters--;
        signal?.removeEventListener('abort', onAbort);
      };
      const onAbort = () => {
        if (settled) return;
        leave();
        if (f.waiters === 0) f.controller.abort();
        reject(new AbortedError());
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      f.promise.then(
        (value) => {
          if (!settled) {
            leave();
            resolve({ value: value as T, shared });
          }
        },
        (error: unknown) => {
          if (!settled) {
            leave();
            reject(error);
          }
        },
      );
    });
  }

  return { run, size: () => flights.size };
}
