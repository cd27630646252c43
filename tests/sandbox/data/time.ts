// Time formats of the sandbox world (contract.md): 'YYYY-MM-DD HH:MM:SS' UTC for seen/detected
// timestamps, ISO 8601 with Z for every other timestamp, 'YYYY-MM-DD' dates and 'YYYY-MM' months.

export const DAY_MS = 86_400_000;
export const YEAR_MS = 365.25 * DAY_MS;

/** Whole seconds: every timestamp the world emits has no sub-second part. */
export function floorSecond(ms: number): number {
  return Math.floor(ms / 1000) * 1000;
}

/** 'YYYY-MM-DD HH:MM:SS' (UTC), the published format of first_seen / last_seen. */
export function seenTimestamp(ms: number): string {
  return new Date(floorSecond(ms)).toISOString().slice(0, 19).replace('T', ' ');
}

/** ISO 8601 with Z and no milliseconds. */
export function isoTimestamp(ms: number): string {
  return `${new Date(floorSecond(ms)).toISOString().slice(0, 19)}Z`;
}

/** 'YYYY-MM-DD' of an instant, UTC. */
export function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Midnight UTC of the day `days` before `now`'s day. */
export function dayStart(now: number, days: number): number {
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - days);
}

/** The `count` months ending with `now`'s month, oldest first, as 'YYYY-MM'. */
export function monthsEndingAt(now: number, count: number): string[] {
  const d = new Date(now);
  const out: string[] = [];
  for (let back = count - 1; back >= 0; back--) {
    const m = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - back, 1));
    out.push(m.toISOString().slice(0, 7));
  }
  return out;
}
