// The one formatting module: the same instants and numbers in English (US) and German, so a format that
// ignores the browser's locale, or a day that shifts with the reader's zone, fails here.
import { describe, expect, it } from 'vitest';
import { formatsFor, parseApiTime } from '@/lib/display/format';

// A reader's zone away from UTC, so writing the API's timestamps or UTC days in local time would fail.
const ZONE = 'America/Los_Angeles';

const NOW = Date.UTC(2025, 5, 15, 12, 0, 0); // 2025-06-15 12:00:00 UTC, 05:00 in Los Angeles
const DAY = 86_400_000;
const en = formatsFor('en-US', ZONE);
const de = formatsFor('de-DE', ZONE);

describe('parseApiTime', () => {
  it("reads the API's 'YYYY-MM-DD HH:MM:SS' as UTC", () => {
    expect(parseApiTime('2024-03-05 14:03:09')).toBe(Date.UTC(2024, 2, 5, 14, 3, 9));
  });
  it('reads ISO 8601 with Z and with an offset', () => {
    expect(parseApiTime('2024-03-05T14:03:09Z')).toBe(Date.UTC(2024, 2, 5, 14, 3, 9));
    expect(parseApiTime('2024-03-05T16:03:09+02:00')).toBe(Date.UTC(2024, 2, 5, 14, 3, 9));
  });
  it('gives NaN for text that is no timestamp', () => {
    expect(parseApiTime('last Tuesday')).toBeNaN();
  });
});

describe('numbers', () => {
  it.each([
    ['number', 12345.5, '12,345.5', '12.345,5'],
    ['compact', 4_512_300, '4.5M', '4,5 Mio.'],
    ['share', 43.127, '43.1%', '43,1 %'],
    ['decimal', 1.25, '1.3', '1,3'],
  ] as const)('%s(%s): %s in en-US, %s in de-DE', (name, n, english, german) => {
    expect(en[name](n)).toBe(english);
    expect(de[name](n)).toBe(german.replace(/ /g, '\u00a0'));
  });
});

describe('dates and times', () => {
  const at = Date.UTC(2026, 10, 26, 18, 7, 9); // 10:07:09 in Los Angeles
  it.each([
    ['date', at, 'Nov 26, 2026', '26.11.2026'],
    ['dateTime', at, 'Nov 26, 2026, 10:07 AM', '26.11.2026, 10:07'],
    ['exactUtc', at, 'Nov 26, 2026, 6:07:09 PM UTC', '26.11.2026, 18:07:09 UTC'],
    ['utcDate', '2026-12-01', 'Dec 1, 2026', '01.12.2026'],
    ['date', '2026-11-26 18:07:09', 'Nov 26, 2026', '26.11.2026'],
  ] as const)('%s(%s): %s in en-US, %s in de-DE', (name, value, english, german) => {
    expect(en[name](value).replace(/\u202f/g, ' ')).toBe(english);
    expect(de[name](value)).toBe(german);
  });
  it('writes a UTC day as that day in any zone, with or without its year', () => {
    expect(en.day('2026-03-01')).toBe('Mar 1');
    expect(en.day('2026-03-01', true)).toBe('Mar 1, 2026');
    expect(de.day('2026-03-01')).toBe('1. März');
    expect(de.day('2026-03-01', true)).toBe('01.03.2026');
  });
  it('writes API months and leaves anything else as given', () => {
    expect(en.month('2024-03')).toBe('Mar 2024');
    expect(de.month('2024-03')).toBe('März 2024');
    expect(en.month('2024-13')).toBe('2024-13');
    expect(en.monthOf('2024-03-31 23:30:00')).toBe('Mar 2024');
    expect(de.monthOf('2024-03-31 23:30:00')).toBe('März 2024');
    expect(de.yearOf('2019-12-31 23:30:00')).toBe('2019');
  });
  it('says "unknown time" instead of "Invalid Date"', () => {
    expect(en.date('garbage')).toBe('unknown time');
    expect(de.dateTime(Number.NaN)).toBe('unknown time');
  });
});

describe('relative', () => {
  it.each([
    [NOW - 10_000, 'just now', 'jetzt'],
    [NOW + 10_000, 'just now', 'jetzt'],
    [NOW - 5 * 60_000, '5 minutes ago', 'vor 5 Minuten'],
    [NOW - 3 * 3_600_000, '3 hours ago', 'vor 3 Stunden'],
    [NOW - 1.5 * DAY, '1 day ago', 'vor 1 Tag'],
    [NOW - 400 * DAY, '1 year ago', 'vor 1 Jahr'],
    [NOW - 3 * DAY, '3 days ago', 'vor 3 Tagen'],
    [NOW + 3 * DAY, 'in 3 days', 'in 3 Tagen'],
    [NOW - 65 * DAY, '2 months ago', 'vor 2 Monaten'],
    [NOW - 364 * DAY, '11 months ago', 'vor 11 Monaten'],
    [NOW - 4 * 366 * DAY, '4 years ago', 'vor 4 Jahren'],
  ])('%s → %s / %s', (ms, english, german) => {
    expect(en.relative(ms, NOW)).toBe(english);
    expect(de.relative(ms, NOW)).toBe(german);
  });
});
