// Audience input lines (URLs, www. names, IDNs) to registrable domains, with the reason for every line
// that is not one. Built on lib/domain/resolve.ts, so the popup, the import and the menu agree.
import { domainProblem, resolveTarget } from '@/lib/domain/resolve';

/** Why a line is refused: a domainProblem() text, the wording every place uses. */
export type RejectReason = string;

/** The longest line considered: a domain name is at most 253 characters; a URL may carry a path. */
export const MAX_LINE = 2048;

export type Normalised = { ok: true; domain: string } | { ok: false; reason: RejectReason };

/** One line to its registrable domain (ASCII), or why it is not one. Never throws. */
export function normaliseLine(line: string): Normalised {
  const text = line.trim();
  if (text.length > MAX_LINE) return { ok: false, reason: domainProblem('too_long') };
  try {
    // A CSV row: the first cell is the domain (quotes stripped).
    return normaliseCell(text.includes(',') ? text.split(',')[0]!.trim().replace(/^"|"$/g, '') : text);
  } catch {
    // A last guard only: the property tests check that normaliseCell itself does not throw.
    return { ok: false, reason: domainProblem('invalid') };
  }
}

/** One cell (a URL or a domain) to its registrable domain; no catch-all, so its tests see a throw. */
export function normaliseCell(cell: string): Normalised {
  // One validator for every place (lib/domain/resolve.ts): labels, characters and suffix.
  const target = resolveTarget(cell);
  return target.ok ? { ok: true, domain: target.domain } : { ok: false, reason: target.problem };
}

export interface ImportPlan {
  /** New registrable domains, unique, in the order first seen. */
  domains: string[];
  /** Lines naming a domain already in the audience or earlier in the same input. */
  duplicates: number;
  rejected: { input: string; reason: RejectReason }[];
}

/** The cells of one CSV row (RFC 4180 quotes: `"a,b"` is one cell, `""` is a quote). */
export function csvCells(row: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < row.length; i++) {
    const c = row[i]!;
    if (quoted) {
      if (c === '"' && row[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (c === ',') {
      cells.push(cell.trim());
      cell = '';
    } else cell += c;
  }
  cells.push(cell.trim());
  return cells;
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

/** The text's non-blank lines, and the domain column when the first is a header naming one (-1 otherwise). */
function linesAndColumn(text: string): { lines: string[]; column: number } {
  const lines = text
    .split(/\r\n|\n|\r/)
    .map((l) => l.trim())
    .filter((l) => l !== '');
  return { lines, column: lines.length === 0 ? -1 : domainColumn(csvCells(lines[0]!)) };
}

/** The domain cell of one data row of a CSV whose domain column is `column`. */
function cellOf(line: string, column: number): string {
  return line.includes(',') || line.startsWith('"') ? (csvCells(line)[column] ?? '') : line;
}

/**
 * Splits pasted or uploaded text into lines, blank lines skipped. A CSV whose first row is a header
 * naming a domain column (domain, website, url, site) gives that column of every row, not the first.
 */
export function splitLines(text: string): string[] {
  const { lines, column } = linesAndColumn(text);
  if (column < 0) return lines;
  return lines
    .slice(1)
    .map((l) => cellOf(l, column))
    .filter((l) => l !== '');
}

/**
 * splitLines for a big file (a 100,000-row CRM export): the same lines, read `slice` rows at a time
 * with `pause()` awaited between slices, so the page never runs one long task over the whole file.
 */
export async function splitLinesInSlices(text: string, pause: () => Promise<void>, slice = 5000): Promise<string[]> {
  const { lines, column } = linesAndColumn(text);
  if (column < 0) return lines;
  const out: string[] = [];
  for (let start = 1; start < lines.length; start += slice) {
    if (start > 1) await pause();
    for (const line of lines.slice(start, start + slice)) {
      const cell = cellOf(line, column);
      if (cell !== '') out.push(cell);
    }
  }
  return out;
}

/** Normalises lines and de-duplicates them against each other and against `existing`. */
export function planImport(lines: readonly string[], existing: ReadonlySet<string>): ImportPlan {
  const seen = new Set<string>();
  const plan: ImportPlan = { domains: [], duplicates: 0, rejected: [] };
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    const n = normaliseLine(line);
    if (!n.ok) plan.rejected.push({ input: line.slice(0, 200), reason: n.reason });
    else if (seen.has(n.domain) || existing.has(n.domain)) plan.duplicates++;
    else {
      seen.add(n.domain);
      plan.domains.push(n.domain);
    }
  }
  return plan;
}
