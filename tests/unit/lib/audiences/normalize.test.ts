// Audience import lines: registrable domains, de-duplicated, and every rejection with its reason;
// property tests (fast-check): normalising is idempotent and never throws.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseLine, planImport, splitLines } from '@/lib/audiences/normalize';

describe('planImport', () => {
  it('normalises URLs, www. names and IDNs, de-duplicates, and gives each rejection its reason', () => {
    const lines = splitLines(
      [
        'domain', // a CSV header
        'example.com',
        'https://www.example.com/pricing?x=1',
        'WWW.Example.org',
        'bücher.de',
        'xn--bcher-kva.de',
        '"blog.shop.co.uk",42',
        '192.168.1.10',
        'intranet',
        'not a domain!',
        `${'a'.repeat(64)}.com`,
        'already.net',
        '',
      ].join('\r\n'),
    );
    const plan = planImport(lines, new Set(['already.net']));
    expect(plan.domains).toEqual(['example.com', 'example.org', 'xn--bcher-kva.de', 'shop.co.uk']);
    expect(plan.duplicates).toBe(3);
    expect(plan.rejected).toEqual([
      { input: '192.168.1.10', reason: 'IP address' },
      { input: 'intranet', reason: 'no public suffix' },
      { input: 'not a domain!', reason: 'not a domain' },
      { input: `${'a'.repeat(64)}.com`, reason: 'too long' },
    ]);
  });
});

describe('normaliseLine (properties)', () => {
  const hostish = fc.stringMatching(/^[a-zA-Z0-9.\-ü:/_?]{0,40}$/);
  const anything = fc.oneof(fc.string({ maxLength: 300 }), fc.string({ unit: 'grapheme', maxLength: 80 }), hostish, fc.webUrl(), fc.domain());

  it('never throws', () => {
    fc.assert(fc.property(anything, (line) => {
      const n = normaliseLine(line);
      expect(typeof n.ok).toBe('boolean');
    }), { numRuns: 2000 });
  });

  it('is idempotent: normalising a normalised domain gives the same domain', () => {
    fc.assert(fc.property(anything, (line) => {
      const once = normaliseLine(line);
      if (!once.ok) return;
      expect(normaliseLine(once.domain)).toEqual(once);
    }), { numRuns: 2000 });
  });

  it('accepts every generated domain, as its registrable domain', () => {
    fc.assert(fc.property(fc.domain(), (d) => {
      const n = normaliseLine(d);
      if (n.ok) expect(d.toLowerCase().endsWith(n.domain)).toBe(true);
    }), { numRuns: 500 });
  });
});
