// @vitest-environment happy-dom
// The popup's budget line is right at every share of a cap: close to it, at it, past it.
import { describe, expect, it } from 'vitest';
import { budgetText } from '@/entrypoints/popup/Header';

describe('popup budget line', () => {
  it.each([
    [{ label: 'daily budget', spent: 8, cap: 10 }, 'Nearly at your daily budget: 8 of 10 credits spent'],
    [{ label: 'daily budget', spent: 10, cap: 10 }, 'Reached your daily budget: all 10 credits spent'],
    [{ label: 'Exports monthly budget', spent: 2500, cap: 1000 }, 'Over your Exports monthly budget: 2,500 of 1,000 credits spent (1,500 over)'],
  ])('%j', (near, text) => {
    expect(budgetText(near)).toBe(text);
  });
});
