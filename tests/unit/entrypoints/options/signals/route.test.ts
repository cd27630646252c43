// The explorer's prefill route (from the popup) and the pasted list of names.
import { describe, expect, it } from 'vitest';
import { explorerHash, prefillFromHash } from '@/entrypoints/options/signals/route';
import { splitNames } from '@/entrypoints/options/signals/NameListResolver';

describe('explorer route', () => {
  it('round-trips a type and a technology, names with any characters included', () => {
    const hash = explorerHash('churn', { id: 12, name: 'Node.js & Co' });
    expect(prefillFromHash(hash)).toEqual({ type: 'churn', technology: { id: 12, name: 'Node.js & Co' } });
  });

  it('falls back to adoption and ignores an id that is not a positive whole number', () => {
    expect(prefillFromHash('#signals/explore?type=nope&technology=-3')).toEqual({ type: 'adoption', technology: null });
    expect(prefillFromHash('#signals/explore?technology=7')).toEqual({ type: 'adoption', technology: { id: 7, name: 'Technology #7' } });
    expect(prefillFromHash('#signals')).toBeNull();
    expect(prefillFromHash('#technologies/7')).toBeNull();
  });

  it('reads the URL the popup builds with URLSearchParams (no route code in the popup bundle)', () => {
    expect(prefillFromHash(`#signals/explore?${new URLSearchParams({ type: 'adoption', technology: '201', name: 'Shopify' })}`)).toEqual({ type: 'adoption', technology: { id: 201, name: 'Shopify' } });
  });
});

describe('pasted names', () => {
  it('splits on lines, commas, semicolons and tabs, trims, and drops repeats ignoring case', () => {
    expect(splitNames('Shopify\nMagento, shopify;\tIntercom\n\n')).toEqual(['Shopify', 'Magento', 'Intercom']);
    expect(splitNames('  ')).toEqual([]);
  });
});
