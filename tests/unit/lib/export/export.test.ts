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
