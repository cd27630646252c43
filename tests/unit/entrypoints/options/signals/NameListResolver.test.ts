// The explorer's pasted list of names.
import { describe, expect, it } from 'vitest';
import { splitNames } from '@/entrypoints/options/signals/NameListResolver';

describe('pasted names', () => {
  it('splits on lines, commas, semicolons and tabs, trims, and drops repeats ignoring case', () => {
    expect(splitNames('Shopify\nMagento, shopify;\tIntercom\n\n')).toEqual(['Shopify', 'Magento', 'Intercom']);
    expect(splitNames('  ')).toEqual([]);
  });
});
