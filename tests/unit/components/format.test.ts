import { describe, expect, it } from 'vitest';
import { creditText, displayUrl, formatCompact, formatMonth, formatShare, safeHref } from '../../../components/format';

describe('format', () => {
  it('prices in credits, singular for one, "free" for none', () => {
    expect([0, 1, 2, 1000].map(creditText)).toEqual(['free', '1 credit', '2 credits', '1,000 credits']);
  });
  it('shows API months and shares for reading', () => {
    expect(formatMonth('2024-03')).toBe('Mar 2024');
    expect(formatMonth('2024-13')).toBe('2024-13');
    expect(formatShare(43.127)).toBe('43.1%');
    expect(formatCompact(4_512_300)).toBe('4.5M');
  });
  it('links only http(s), adding https:// to a bare host', () => {
    expect(safeHref('example.com/about')).toBe('https://example.com/about');
    expect(safeHref('http://example.com')).toBe('http://example.com/');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('data:text/html,hi')).toBeNull();
    expect(safeHref('')).toBeNull();
    expect(safeHref(null)).toBeNull();
  });
  it('shows a link as its host and path without www.', () => {
    expect(displayUrl('https://www.example.com/')).toBe('example.com');
    expect(displayUrl('https://example.com/shop/')).toBe('example.com/shop');
  });
});
