// The sandbox's clock: starts at the `now` option and runs in real time; admin can move it forward
// (idempotency windows, 7-day scan skips and the 24 h profile cache all read it).
export interface Clock {
  now(): Date;
  nowMs(): number;
  /** Moves the clock forward without waiting. */
  advance(ms: number): void;
  /** Undoes every advance (admin reset). */
  reset(): void;
}

export function createClock(start?: Date): Clock {
  const startedAt = Date.now();
  const origin = start ? start.getTime() : startedAt;
  let skew = 0;
  const nowMs = () => origin + (Date.now() - startedAt) + skew;
  return {
    nowMs,
    now: () => new Date(nowMs()),
    advance: (ms) => {
      skew += Math.max(0, ms);
    },
    reset: () => {
      skew = 0;
    },
  };
}

export const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of a date, in UTC. */
export function isoDay(d: Date | number): string {
  return new Date(d).toISOString().slice(0, 10);
}

export function startOfUtcDay(d: Date): Date {
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
}

/** First day of the next month, 00:00Z: when plan credits reset. */
export function nextMonthStart(d: Date): Date {
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));
}

export function monthStart(d: Date): Date {
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
}
