// Signal exports (contract.md: 1 credit a row, max_rows 1–10,000, truncated to the balance with
// `X-Export-Capped: credits`): the row limit check and the file the user saves.
import type { SignalEvent } from '@/lib/api/schemas';
import { toCsv as rowsToCsv } from '@/lib/export/export';
import { formatNumber } from '@/lib/display/format';
import { t } from '@/lib/i18n';

export const EXPORT_MAX_ROWS = 10_000;
export type ExportFormat = 'csv' | 'json';

export function checkMaxRows(raw: string): { maxRows: number } | { error: string } {
  const text = raw.trim();
  const n = Number(text);
  if (!/^\d+$/.test(text) || n < 1 || n > EXPORT_MAX_ROWS) {
    return { error: t('signals_errMaxRows', [formatNumber(1), formatNumber(EXPORT_MAX_ROWS)]) };
  }
  return { maxRows: n };
}

/** The most an export can cost: one credit a row, at most the rows that match. */
export function exportEstimate(maxRows: number, total: number | null): number {
  return total === null ? maxRows : Math.min(maxRows, total);
}

// The export file's column headers stay English in every language: files are read by machines.
export const EXPORT_COLUMNS = [
  'domain',
  'event',
  'technology',
  'other_technology',
  'occurred_at',
  'company_name',
  'company_size',
  'company_industry',
  'company_country',
] as const;

export function eventRow(e: SignalEvent): (string | number | null)[] {
  return [
    e.domain,
    e.type,
    e.technology.name,
    e.other_technology?.name ?? null,
    e.occurred_at,
    e.company?.name ?? null,
    e.company?.employees ?? null,
    e.company?.industry ?? null,
    e.company?.country ?? null,
  ];
}

/** The events as CSV, written by the one CSV writer every export uses (lib/export/export.ts). */
export function toCsv(events: readonly SignalEvent[]): string {
  return rowsToCsv(
    events.map((e) => {
      const cells = eventRow(e);
      return Object.fromEntries(EXPORT_COLUMNS.map((column, i) => [column, cells[i]]));
    }),
    EXPORT_COLUMNS,
  );
}

export function exportFile(events: readonly SignalEvent[], format: ExportFormat, stem: string): { name: string; type: string; text: string } {
  return format === 'csv'
    ? { name: `${stem}.csv`, type: 'text/csv', text: toCsv(events) }
    : { name: `${stem}.json`, type: 'application/json', text: `${JSON.stringify(events, null, 2)}\n` };
}
