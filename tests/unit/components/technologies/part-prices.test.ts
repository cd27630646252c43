// One price per part: the card's and Load all's line are the same figure, and Load all's lines add up to
// what it spends ("What it is" once, though two parts wait for what it names).
import { describe, expect, it } from 'vitest';
import { loadAllPrices, partPrice, type PartDeclaration } from '@/components/technologies/part-prices';
import { priceOf } from '@/lib/api/prices';

type Part = 'info' | 'stats' | 'share' | 'sites';
const DECLARED: Record<Part, PartDeclaration<Part>> = {
  info: { endpoint: 'technology.info' },
  stats: { endpoint: 'technology.stats' },
  share: { endpoint: 'category.marketShare', needs: 'info' },
  sites: { endpoint: 'technology.domains', needs: 'info' },
};
const INFO = priceOf('technology.info');
const SHARE = priceOf('category.marketShare');
const waitsAll = (part: Part) => part === 'share' || part === 'sites';
const waitsNone = () => false;

describe('partPrice', () => {
  it.each<[string, Part, (p: Part) => boolean, { cost: number; includes: Part | null }]>([
    ['a part with all it needs: its own call', 'share', waitsNone, { cost: SHARE, includes: null }],
    ['a part waiting for "What it is": both calls', 'share', waitsAll, { cost: SHARE + INFO, includes: 'info' }],
    ['a part that needs nothing', 'stats', waitsAll, { cost: priceOf('technology.stats'), includes: null }],
  ])('%s', (_, part, waits, expected) => {
    expect(partPrice(DECLARED, part, waits)).toMatchObject(expected);
  });
});

describe('loadAllPrices', () => {
  it('lists the part that includes "What it is" at its card price, and "What it is" not again', () => {
    const lines = loadAllPrices(DECLARED, ['info', 'stats', 'share'], waitsAll);
    expect(lines).toEqual([
      { key: 'stats', cost: priceOf('technology.stats'), includes: null },
      { key: 'share', cost: SHARE + INFO, includes: 'info' },
    ]);
    expect(lines.find((l) => l.key === 'share')!.cost).toBe(partPrice(DECLARED, 'share', waitsAll).cost);
  });

  it('counts "What it is" once when two parts wait for it: the lines add up to what is spent', () => {
    const lines = loadAllPrices(DECLARED, ['info', 'share', 'sites'], waitsAll);
    expect(lines.map((l) => [l.key, l.cost, l.includes])).toEqual([
      ['share', SHARE + INFO, 'info'],
      ['sites', priceOf('technology.domains'), null],
    ]);
    expect(lines.reduce((sum, l) => sum + l.cost, 0)).toBe(INFO + SHARE + priceOf('technology.domains'));
  });

  it('with every category known, each part at its own price', () => {
    const lines = loadAllPrices(DECLARED, ['info', 'stats', 'share'], waitsNone);
    expect(lines.map((l) => [l.key, l.cost, l.includes])).toEqual([
      ['info', INFO, null],
      ['stats', priceOf('technology.stats'), null],
      ['share', SHARE, null],
    ]);
  });
});
