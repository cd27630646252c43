// The toolbar badge's fit: met out of all, green only when every condition is met, red when one is not,
// amber when none failed but some are unknown; nothing at all when nothing is known (never "0/3").
import { describe, expect, it } from 'vitest';
import { FIT_BADGE_COLORS, fitBadge } from '@/lib/fit/badge';
import type { FitVerdict } from '@/lib/fit/verdict';

const verdict = (met: number, notMet: number, unknown: number): FitVerdict => ({ results: [], met, notMet, unknown, total: met + notMet + unknown });

describe('fitBadge', () => {
  it.each([
    ['every condition met', verdict(3, 0, 0), '3/3', FIT_BADGE_COLORS.fits],
    ['one not met', verdict(2, 1, 0), '2/3', FIT_BADGE_COLORS.fails],
    ['one not met, one unknown', verdict(1, 1, 1), '1/3', FIT_BADGE_COLORS.fails],
    ['none failed, one unknown', verdict(2, 0, 1), '2/3', FIT_BADGE_COLORS.unsure],
    ['nothing met, nothing failed: only unknowns', verdict(0, 0, 3), '', FIT_BADGE_COLORS.unsure],
    ['no conditions', verdict(0, 0, 0), '', FIT_BADGE_COLORS.unsure],
    ['nothing met, one failed', verdict(0, 1, 2), '0/3', FIT_BADGE_COLORS.fails],
  ])('%s', (_what, v, text, color) => {
    expect(fitBadge(v)).toEqual({ text, color });
  });
});
