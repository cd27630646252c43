// Turning rows into CSV or JSON files and onto the clipboard: every file StackLens saves goes through
// downloadText, and every CSV through toCsv, so there every string loses its bidi controls (a name that
// reads backwards in a spreadsheet is as misleading as on screen: lib/display/server-strings.ts).
import { stripBidi } from '@/lib/display/server-strings';

export type Row = Record<string, string | number | boolean | null | undefined>;

/**
 * A cell spreadsheets may run as a formula (CSV injection): one starting with = + - @ or their full-width
 * forms (＝＋－＠), also behind spaces, no-break and zero-width spaces or line breaks, which a spreadsheet
 * trims before it looks; and one starting with a tab or carriage return.
 */
const FORMULA_START = /^(?:[\s\u200b-\u200d\u2060\u180e]*[=+\-@\uff1d\uff0b\uff0d\uff20]|[\t\r])/u;

/** RFC 4180 field: quoted when it holds a comma, quote or line break; formula starts are defused. */
export function csvField(value: Row[string]): string {
  if (value === null || value === undefined) return '';
  let text = stripBidi(String(value));
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: readonly Row[], columns?: readonly string[]): string {
  const cols = columns ?? [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const lines = [cols.map((c) => csvField(c)).join(','), ...rows.map((r) => cols.map((c) => csvField(r[c])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}

export function toJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/**
 * Saves text (or its parts, joined) as a file through a temporary link (works in extension pages without
 * the downloads permission).
 */
export function downloadText(filename: string, text: string | readonly string[], type: string): void {
  // Bidi controls are single characters: stripping each part strips the whole text.
  const url = URL.createObjectURL(new Blob(typeof text === 'string' ? [stripBidi(text)] : text.map(stripBidi), { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A file name such as `stacklens-example.com-technologies-2026-11-22.csv`. */
export function exportName(subject: string, what: string, ext: 'csv' | 'json', now = new Date()): string {
  const safe = subject.replace(/[^a-z0-9.-]+/gi, '-');
  return `stacklens-${safe}-${what}-${now.toISOString().slice(0, 10)}.${ext}`;
}
