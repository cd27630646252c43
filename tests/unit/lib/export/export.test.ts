// @vitest-environment happy-dom
// Every file StackLens saves and every CSV it copies: no bidi control gets into it, and one cannot hide a
// spreadsheet formula from the check that defuses it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { csvField, downloadText, toCsv, toJson } from '@/lib/export/export';

const RLO = '\u202E';

afterEach(() => vi.restoreAllMocks());

describe('exports', () => {
  it('a CSV cell loses its bidi controls before the formula check', () => {
    expect(csvField(`Shops ${RLO}txt.exe`)).toBe('Shops txt.exe');
    expect(csvField(`${RLO}=HYPERLINK("https://evil.example")`)).toBe(`"'=HYPERLINK(""https://evil.example"")"`);
    expect(toCsv([{ name: `\u2067Acme${RLO}` }])).toBe('name\r\nAcme\r\n');
  });

  it.each([
    ['a space', ' =1+1'],
    ['a no-break space', '\u00a0=1+1'],
    ['a zero-width space', '\u200b=1+1'],
    ['a line feed', '\n=1+1'],
    ['a carriage return and line feed', '\r\n+1'],
    ['spaces and tabs', ' \t @SUM(A1)'],
    ['a full-width equals sign', '＝1+1'],
    ['a full-width plus sign', '＋1'],
    ['a full-width minus sign', '－1'],
    ['a full-width at sign', '＠SUM(A1)'],
    ['an ideographic space and a full-width sign', '\u3000＝1'],
  ])('a formula behind %s is defused too', (_, cell) => {
    const field = csvField(cell);
    const unquoted = field.startsWith('"') ? field.slice(1, -1).replace(/""/g, '"') : field;
    expect(unquoted).toBe(`'${cell}`);
  });

  it('a cell that only starts with a space, or holds a sign later, is left as it is', () => {
    expect(csvField(' Acme')).toBe(' Acme');
    expect(csvField('Acme = 1')).toBe('Acme = 1');
    expect(csvField('\u00a0WordPress 6.4')).toBe('\u00a0WordPress 6.4');
  });

  it('a saved file (CSV or JSON, from any writer) holds no bidi control', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:test';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    downloadText('list.json', toJson({ name: `Shops ${RLO}txt.exe`, evidence: [{ detail: `WordPress ${RLO}6.4` }] }), 'application/json');
    const text = await blobs[0]!.text();
    expect(text).not.toMatch(/\p{Bidi_Control}/u);
    expect(JSON.parse(text)).toEqual({ name: 'Shops txt.exe', evidence: [{ detail: 'WordPress 6.4' }] });
  });
});
