// A timestamp shown as "3 days ago", with the exact UTC time in its title. Reads the API's
// 'YYYY-MM-DD HH:MM:SS' (UTC: contract.md), ISO 8601 and epoch milliseconds.
import { useState } from 'react';

const SEEN_RE = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'always' });
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Epoch ms of an API timestamp; NaN when it is not one. */
export function parseApiTime(s: string): number {
  const m = SEEN_RE.exec(s.trim());
  if (m) {
    const [, y, mo, d, h, mi, se] = m.map(Number) as [number, number, number, number, number, number, number];
    return Date.UTC(y, mo - 1, d, h, mi, se);
  }
  // ISO 8601 (with Z or an offset) and plain YYYY-MM-DD, which Date.parse reads as UTC.
  return Date.parse(s);
}

/** "just now", "5 minutes ago", "in 2 days", "4 years ago": whole units, never rounded up. */
export function formatRelative(ms: number, now: number): string {
  const diff = ms - now;
  const abs = Math.abs(diff);
  const sign = diff < 0 ? -1 : 1;
  if (abs < 45_000) return 'just now';
  const days = Math.floor(abs / DAY);
  const [count, unit]: [number, Intl.RelativeTimeFormatUnit] =
    abs < HOUR
      ? [Math.max(1, Math.floor(abs / MINUTE)), 'minute']
      : abs < DAY
        ? [Math.floor(abs / HOUR), 'hour']
        : days < 30
          ? [days, 'day']
          : days < 365
            ? [Math.min(11, Math.max(1, Math.floor(days / 30.4))), 'month']
            : [Math.floor(days / 365), 'year'];
  return relative.format(sign * count, unit);
}

export function toEpochMs(value: Date | number | string): number {
  if (value instanceof Date) return value.getTime();
  return typeof value === 'number' ? value : parseApiTime(value);
}

/** "2024-03-05 14:03:09 UTC". */
export function formatExactUtc(ms: number): string {
  const iso = new Date(ms).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
}

export function RelativeTime({ value, now }: { value: Date | number | string; now?: number }) {
  // The clock is read once, when the time is first shown (a render must not depend on when it runs).
  const [shownAt] = useState(() => now ?? Date.now());
  const ms = toEpochMs(value);
  if (!Number.isFinite(ms)) return <span>unknown time</span>;
  return (
    <time dateTime={new Date(ms).toISOString()} title={formatExactUtc(ms)}>
      {formatRelative(ms, now ?? shownAt)}
    </time>
  );
}
