// Period presets and the custom range check: every rule names what is wrong.
import { describe, expect, it } from 'vitest';
import { checkRange, dayCount, describePeriod, presetPeriod } from '@/components/credits/period';

const NOW = Date.parse('2026-03-30T15:00:00Z');

describe('presetPeriod', () => {
  it.each([
    ['last7', '2026-03-24', 7],
    ['last30', '2026-03-01', 30],
    ['month', '2026-03-01', 30],
    ['last90', '2025-12-31', 90],
  ] as const)('%s ends today (UTC) and starts on %s', (id, start, days) => {
    const p = presetPeriod(id, NOW);
    expect(p).toEqual({ start, end: '2026-03-30' });
    expect(dayCount(p)).toBe(days);
  });

  it('uses the UTC day, not the local one, just after midnight UTC', () => {
    expect(presetPeriod('month', Date.parse('2026-04-01T00:30:00Z'))).toEqual({ start: '2026-04-01', end: '2026-04-01' });
  });
});

describe('checkRange', () => {
  it('accepts a valid range', () => {
    expect(checkRange('2026-01-01', '2026-03-30', NOW)).toEqual({ ok: true, period: { start: '2026-01-01', end: '2026-03-30' } });
  });

  it.each([
    ['', '2026-03-01', 'start', 'Enter a start date.'],
    ['2026-02-30', '2026-03-01', 'start', 'The start date is not a valid date'],
    ['03/01/2026', '2026-03-01', 'start', 'The start date is not a valid date'],
    ['2026-03-01', '', 'end', 'Enter an end date.'],
    ['2026-03-01', '2026-13-01', 'end', 'The end date is not a valid date'],
    ['2026-03-10', '2026-03-09', 'start', 'The start date must be on or before the end date.'],
    ['2026-03-01', '2026-03-31', 'end', 'The end date cannot be in the future: today is Mar 30, 2026 (UTC).'],
    ['2025-03-30', '2026-03-30', 'start', 'The range may be at most 365 days; this one is 366 days.'],
  ])('%s → %s: %s', (start, end, field, message) => {
    const check = checkRange(start, end, NOW);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.field).toBe(field);
    expect(check.message).toContain(message);
  });

  it('allows exactly 365 days', () => {
    expect(checkRange('2025-03-31', '2026-03-30', NOW).ok).toBe(true);
  });
});

describe('describePeriod', () => {
  it('names the year once within a year and twice across years', () => {
    expect(describePeriod({ start: '2026-03-01', end: '2026-03-30' })).toBe('Mar 1 – Mar 30, 2026');
    expect(describePeriod({ start: '2025-12-31', end: '2026-03-30' })).toBe('Dec 31, 2025 – Mar 30, 2026');
  });
});
