// Audience import lines: registrable domains, de-duplicated, and every rejection with its reason;
// property tests (fast-check): the steps beneath normaliseLine's catch-all never throw, normalising is
// idempotent, and every valid generated domain is accepted; a CSV's domain column is found by its header.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCells, splitLines, splitLinesInSlices } from '@/lib/audiences/import-table';
import { normaliseCell, normaliseLine, planImport } from '@/lib/audiences/normalize';
import { resolveTarget } from '@/lib/domain/resolve';
import { getPublicSuffix } from 'tldts';
import { MESSY_DOMAIN_LINES } from '../../../fixtures/messy-domains';

describe('planImport', () => {
  it('normalises URLs, www. names and IDNs, de-duplicates, and gives each rejection its reason', () => {
    const lines = splitLines([...MESSY_DOMAIN_LINES, 'already.net', ''].join('\r\n'));
    const plan = planImport(lines, new Set(['already.net']));
    expect(plan.domains).toEqual(['example.com', 'example.org', 'xn--bcher-kva.de', 'shop.co.uk']);
    expect(plan.duplicates).toBe(3);
    expect(plan.rejected).toEqual([
      { input: '192.168.1.10', reason: 'an IP address, not a domain name' },
      { input: 'intranet', reason: 'no public suffix such as .com or .co.uk' },
      { input: 'not a domain!', reason: 'not a domain or URL' },
      { input: `${'a'.repeat(64)}.com`, reason: 'a label is longer than 63 characters' },
    ]);
  });
});

describe('normaliseLine (properties)', () => {
  const hostish = fc.stringMatching(/^[a-zA-Z0-9.\-ü:/_?]{0,40}$/);
  const anything = fc.oneof(fc.string({ maxLength: 300 }), fc.string({ unit: 'grapheme', maxLength: 80 }), hostish, fc.webUrl(), fc.domain());

  // normaliseLine catches everything, so these test what runs beneath its catch-all.
  it('never throws beneath the catch-all: normaliseCell, resolveTarget, csvCells, splitLines', () => {
    fc.assert(
      fc.property(anything, (line) => {
        expect(typeof normaliseCell(line).ok).toBe('boolean');
        expect(typeof resolveTarget(line).ok).toBe('boolean');
        expect(Array.isArray(csvCells(line))).toBe(true);
        expect(Array.isArray(splitLines(`domain,name\n${line}\n${line}`))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('is idempotent: normalising a normalised domain gives the same domain', () => {
    fc.assert(
      fc.property(anything, (line) => {
        const once = normaliseLine(line);
        if (!once.ok) return;
        expect(normaliseLine(once.domain)).toEqual(once);
      }),
      { numRuns: 2000 },
    );
  });

  it('accepts every generated valid domain, as its registrable domain', () => {
    // Labels of 1–63 letters, digits and inner hyphens under a real public suffix: always valid.
    const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,20}[a-z0-9])?$/).filter((l) => !/^xn--/.test(l) && l.slice(2, 4) !== '--');
    const suffix = fc.constantFrom('com', 'org', 'net', 'de', 'io', 'co.uk', 'com.au', 'fr', 'jp');
    // A last label that makes a longer public suffix with the chosen one (co.jp, asso.fr …) is no
    // domain at all: those are left out by the Public Suffix List itself.
    const valid = fc
      .tuple(fc.array(label, { minLength: 1, maxLength: 3 }), suffix, fc.boolean(), fc.boolean())
      .filter(([labels, sfx]) => getPublicSuffix(`${labels.join('.')}.${sfx}`) === sfx)
      .map(([labels, sfx, upper, url]) => {
        const name = `${labels.join('.')}.${sfx}`;
        return { input: `${url ? 'https://' : ''}${upper ? name.toUpperCase() : name}${url ? '/page?q=1' : ''}`, registrable: `${labels.at(-1)}.${sfx}` };
      });
    fc.assert(
      fc.property(valid, ({ input, registrable }) => {
        expect(normaliseLine(input)).toEqual({ ok: true, domain: registrable });
      }),
      { numRuns: 1000 },
    );
  });
});

describe('splitLinesInSlices', () => {
  it('gives the lines splitLines gives, pausing between slices of a big CSV', async () => {
    const csv = ['Company,"Website"', ...Array.from({ length: 12_000 }, (_, i) => `"Company ${i}, Inc",https://www.crm-${i}.com/`), ',', ''].join('\r\n');
    let pauses = 0;
    const lines = await splitLinesInSlices(csv, async () => void pauses++, 5000);
    expect(lines).toEqual(splitLines(csv));
    expect(lines).toHaveLength(12_000);
    expect(lines[11_999]).toBe('https://www.crm-11999.com/');
    expect(pauses).toBe(2);
    // Plain lines (no header naming a domain column) come back whole, with no pause.
    expect(await splitLinesInSlices('a.com\n\nb.com', async () => void pauses++)).toEqual(['a.com', 'b.com']);
    expect(pauses).toBe(2);
  });
});

describe('splitLines (CSV columns)', () => {
  it('takes the domain column named by the header, not the first column', () => {
    const csv = ['Company,Employees,Website,Country', 'Acme,12,https://www.acme.com/about,US', '"Widgets, Inc.",40,widgets.co.uk,UK', 'Blank,1,,FR'].join('\n');
    expect(splitLines(csv)).toEqual(['https://www.acme.com/about', 'widgets.co.uk']);
    expect(planImport(splitLines(csv), new Set()).domains).toEqual(['acme.com', 'widgets.co.uk']);
  });

  it('finds domain, url and site columns, preferring domain, and keeps a one-column list as it is', () => {
    expect(splitLines('name,url\nA,a.com')).toEqual(['a.com']);
    expect(splitLines('Site,Name\nb.org,B')).toEqual(['b.org']);
    expect(splitLines('url,Company Domain\nhttps://x.com/page,x.com')).toEqual(['x.com']);
    expect(splitLines('"company_website",id\n"c.io",1')).toEqual(['c.io']);
    expect(splitLines('domain\nexample.com\n\nexample.org')).toEqual(['example.com', 'example.org']);
    expect(splitLines('example.com\nexample.org')).toEqual(['example.com', 'example.org']);
  });
});

describe('splitLines on files people export (Papa Parse)', () => {
  it('a CRM export whose quoted Description holds line breaks gives exactly its domain column', () => {
    const csv = [
      'Company name,Description,Company Website,Owner',
      '"Acme","Line one',
      'Line two',
      'Line three",https://www.acme.com/about,Ann',
      '"Globex","One line, with a comma",globex.de,Bob',
      '',
    ].join('\r\n');
    expect(splitLines(csv)).toEqual(['https://www.acme.com/about', 'globex.de']);
  });

  it('a semicolon file (German or French Excel) and a tab file are read as tables', () => {
    expect(splitLines('Firma;Domain;Ort\nMüller GmbH;mueller.de;Köln\n"Dupont; fils";dupont.fr;Lyon\n')).toEqual(['mueller.de', 'dupont.fr']);
    expect(splitLines('Name\tWebsite\tCountry\nAcme\tacme.com\tUS\nInitech\tinitech.io\tUS')).toEqual(['acme.com', 'initech.io']);
  });

  it('drops a byte-order mark before the header, and reads the first cell of a table without a domain header', () => {
    expect(splitLines('\uFEFFdomain,name\nexample.com,Example')).toEqual(['example.com']);
    expect(splitLines('example.com;Example\nexample.org;Other')).toEqual(['example.com', 'example.org']);
  });

  it('a quote left open in pasted text loses no line after it', () => {
    expect(splitLines('example.com\n"oops example.org\nexample.net')).toEqual(['example.com', '"oops example.org', 'example.net']);
  });
});
