// A pasted or uploaded table to the lines an audience import reads (normalize.ts's planImport then
// checks each): Papa Parse reads the table (quoted line breaks, `,` `;` tab or `|`, a BOM), and a header
// naming a domain column picks that column. Only the options page imports it: the worker, which plans
// and stores the import, carries no CSV parser.
import Papa from 'papaparse';

/** The cells of one CSV row (RFC 4180 quotes: `"a,b"` is one cell, `""` is a quote), comma-separated. */
export function csvCells(row: string): string[] {
  const [cells] = Papa.parse<string[]>(row, { delimiter: ',', newline: '\n' }).data;
  return (cells ?? ['']).map((c) => c.trim());
}

/**
 * The rows of a pasted or uploaded table, read by Papa Parse: quoted cells may hold line breaks
 * (a CRM export's Description), the delimiter is the one the text uses (`,`, `;` as German and French
 * Excel write, tab, `|`), a byte-order mark is dropped, blank rows are skipped. A quote left open (pasted
 * prose) would swallow every line after it: then each line is a row of its own, nothing is lost.
 */
function tableRows(text: string): string[][] {
  const body = text.replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(body, { delimitersToGuess: [',', ';', '\t', '|'], skipEmptyLines: 'greedy' });
  if (parsed.errors.some((e) => e.type === 'Quotes')) {
    return body
      .split(/\r\n|\n|\r/)
      .filter((l) => l.trim() !== '')
      .map((l) => [l]);
  }
  return parsed.data.map((row) => row.map((cell) => cell.trim()));
}

/** Header names of a column holding domains, best first (a CRM export's "Company Website" too). */
const DOMAIN_HEADERS = ['domain', 'website', 'url', 'site'] as const;
const HEADER_WORD = /^(domain|domains|domain name|website|websites|web site|url|urls|site|sites)$/i;

/** The domain column of a CSV header row, or -1 when the row is not such a header. */
export function domainColumn(header: readonly string[]): number {
  const names = header.map((h) => h.toLowerCase().replace(/[_-]+/g, ' ').trim());
  if (!names.some((n) => HEADER_WORD.test(n) || DOMAIN_HEADERS.some((w) => n.split(/\s+/).includes(w) || n.split(/\s+/).includes(`${w}s`)))) return -1;
  // A domain column first ("domain", then "company domain"), then a website, a URL, a site.
  for (const word of DOMAIN_HEADERS) {
    const exact = names.findIndex(
      (n) => n === word || n === `${word}s` || (word === 'domain' && n === 'domain name') || (word === 'website' && n === 'web site'),
    );
    if (exact >= 0) return exact;
    const within = names.findIndex((n) => n.split(/\s+/).some((part) => part === word || part === `${word}s`));
    if (within >= 0) return within;
  }
  return -1;
}

/** What each row gives: its domain column's cell under a header naming one, else the row as typed (its first cell is read). */
function rowsAndColumn(text: string): { rows: string[][]; column: number } {
  const rows = tableRows(text);
  return { rows, column: rows.length === 0 ? -1 : domainColumn(rows[0]!) };
}

/** One row's line: the domain column's cell, or without a domain header the row's first cell. */
function lineOf(row: readonly string[], column: number): string {
  return (row[column < 0 ? 0 : column] ?? '').trim();
}

/**
 * Splits pasted or uploaded text into lines, blank lines skipped. A table whose first row is a header
 * naming a domain column (domain, website, url, site) gives that column of every row, not the first.
 */
export function splitLines(text: string): string[] {
  const { rows, column } = rowsAndColumn(text);
  return rows
    .slice(column < 0 ? 0 : 1)
    .map((row) => lineOf(row, column))
    .filter((l) => l !== '');
}

/**
 * splitLines for a big file (a 100,000-row CRM export): the same lines, taken `slice` rows at a time
 * with `pause()` awaited between slices, so the page never runs one long task over the rows.
 */
export async function splitLinesInSlices(text: string, pause: () => Promise<void>, slice = 5000): Promise<string[]> {
  const { rows, column } = rowsAndColumn(text);
  const out: string[] = [];
  for (let start = column < 0 ? 0 : 1; start < rows.length; start += slice) {
    if (start > 1) await pause();
    for (const row of rows.slice(start, start + slice)) {
      const line = lineOf(row, column);
      if (line !== '') out.push(line);
    }
  }
  return out;
}
