// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatRelative, parseApiTime, RelativeTime } from '../../../components/RelativeTime';

afterEach(cleanup);

// A zone away from UTC, so reading the API's timestamps as local time would fail these tests.
const zone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Los_Angeles';
});
afterAll(() => {
  process.env.TZ = zone;
});

const NOW = Date.UTC(2025, 5, 15, 12, 0, 0); // 2025-06-15 12:00:00 UTC
const DAY = 86_400_000;

describe('parseApiTime', () => {
  it("reads the API's 'YYYY-MM-DD HH:MM:SS' as UTC, whatever the local zone", () => {
    expect(new Date(2024, 0, 1).getTimezoneOffset()).not.toBe(0);
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

describe('formatRelative', () => {
  it.each([
    [NOW - 10_000, 'just now'],
    [NOW + 10_000, 'just now'],
    [NOW - 5 * 60_000, '5 minutes ago'],
    [NOW - 3 * 3_600_000, '3 hours ago'],
    [NOW - 3 * DAY, '3 days ago'],
    [NOW + 2 * DAY, 'in 2 days'],
    [NOW - 65 * DAY, '2 months ago'],
    [NOW - 364 * DAY, '11 months ago'],
    [NOW - 4 * 366 * DAY, '4 years ago'],
  ])('%s → %s', (ms, text) => {
    expect(formatRelative(ms, NOW)).toBe(text);
  });
});

describe('<RelativeTime>', () => {
  it('renders a <time> with the ISO instant, the exact UTC time as its title and the relative text', () => {
    render(<RelativeTime value="2025-06-12 12:00:00" now={NOW} />);
    const el = screen.getByText('3 days ago');
    expect(el.tagName).toBe('TIME');
    expect(el.getAttribute('datetime')).toBe('2025-06-12T12:00:00.000Z');
    expect(el.getAttribute('title')).toBe('2025-06-12 12:00:00 UTC');
  });
  it('accepts epoch ms and Date', () => {
    render(
      <p>
        <RelativeTime value={NOW - 2 * 3_600_000} now={NOW} /> / <RelativeTime value={new Date(NOW - 5 * DAY)} now={NOW} />
      </p>,
    );
    expect(screen.getByText('2 hours ago')).toBeTruthy();
    expect(screen.getByText('5 days ago')).toBeTruthy();
  });
  it('says so instead of rendering "Invalid Date"', () => {
    render(<RelativeTime value="garbage" now={NOW} />);
    expect(screen.getByText('unknown time')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/invalid|NaN/i);
  });
});
