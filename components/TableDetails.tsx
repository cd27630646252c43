// The numbers behind a chart, as a real table inside "Show as table": the chart's accessible
// alternative, and handy for anyone who wants exact figures.
import type { ReactNode } from 'react';
import { DataTable } from './DataTable';
import { t } from '@/lib/i18n';

export interface TableDetailsProps {
  caption: string;
  /** Column headings; the first column holds each row's heading (text), the others its figures. */
  columns: readonly string[];
  rows: readonly (readonly ReactNode[])[];
  summary?: string;
  open?: boolean;
}

export function TableDetails({ caption, columns, rows, summary = t('components_showAsTable'), open }: TableDetailsProps) {
  return (
    <details className="data-details" open={open}>
      <summary>{summary}</summary>
      <DataTable
        caption={caption}
        columns={columns.map((header, i) => ({ header, kind: i === 0 ? 'text' : 'number', cell: (row: readonly ReactNode[]) => row[i] }))}
        rows={rows}
        rowKey={(_, i) => i}
      />
    </details>
  );
}
