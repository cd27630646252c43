// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RelativeTime } from '../../../components/RelativeTime';

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
// The browser's locale in these tests is en-US (Node's default); tests/unit/lib/display/format.test.ts runs others.

describe('<RelativeTime>', () => {
  it('renders a <time> with the ISO instant, the exact UTC time as its title and the relative text', () => {
    render(<RelativeTime value="2025-06-12 12:00:00" now={NOW} />);
    const el = screen.getByText('3 days ago');
    expect(el.tagName).toBe('TIME');
    expect(el.getAttribute('datetime')).toBe('2025-06-12T12:00:00.000Z');
    expect(el.getAttribute('title')).toBe('Jun 12, 2025, 12:00:00 PM UTC');
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
