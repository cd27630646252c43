// Prices come from one table: the client's estimate and every label read priceOf, and no component
// writes a price by hand (a price change is one edit in lib/api/prices.ts).
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sourceFiles as sources } from '../../source-files';
import { endpointIds } from '@/lib/api/catalog';
import { priceOf, PRICES } from '@/lib/api/prices';
import { estimateCost } from '@/lib/metered/estimate';

describe('priceOf', () => {
  it('states the published prices: lookups 1, live detection 5, the AI extractor 10, account calls free', () => {
    expect(priceOf('domain.technologies')).toBe(1);
    expect(priceOf('live.detect')).toBe(5);
    expect(priceOf('ai.extract')).toBe(10);
    expect(priceOf('account.credits')).toBe(0);
  });

  it('prices a batch by its unique domains and an export by its rows, as the client estimates them', () => {
    const domains = ['a.com', 'A.com ', 'b.com'];
    expect(priceOf('companies.batch', { domains })).toBe(2);
    expect(estimateCost('companies.batch', { domains }).credits).toBe(2);
    expect(priceOf('signals.export', { max_rows: 40 })).toBe(40);
  });

  it('has a price for every catalog endpoint and for nothing else', () => {
    expect(Object.keys(PRICES).sort()).toEqual([...endpointIds].sort());
  });
});

describe('no hand-written price in the UI', () => {
  it('components and pages state credits through priceOf / UNIT_PRICES, never as a literal', () => {
    const offenders: string[] = [];
    for (const file of [...sources('components'), ...sources('entrypoints')]) {
      // Comments may explain a price; only code and text on screen count.
      const code = fs
        .readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/(^|[^:])\/\/.*$/gm, '$1');
      for (const m of code.matchAll(/(?<![\w.$])[1-9][\d,]* credits?\b/g)) offenders.push(`${file}: ${m[0]}`);
    }
    expect(offenders).toEqual([]);
  });

  it('no price passed as a number literal either: cost={1}, cost = 1, shareCost={known ? 1 : 2}', () => {
    const offenders: string[] = [];
    for (const file of [...sources('components'), ...sources('entrypoints'), ...sources('lib/ui')]) {
      const code = fs
        .readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/(^|[^:])\/\/.*$/gm, '$1');
      for (const m of code.matchAll(/\b\w*[cC]ost\w*\s*(?:=|:)\s*\{?\s*[1-9]\d*\b(?!\s*[-+*/])/g)) offenders.push(`${file}: ${m[0]}`);
      for (const m of code.matchAll(/\b\w*[cC]ost\w*=\{[^}]*\?\s*[1-9]\d*\s*:[^}]*\}/g)) offenders.push(`${file}: ${m[0]}`);
    }
    expect(offenders).toEqual([]);
  });
});
