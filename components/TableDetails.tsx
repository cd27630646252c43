// The numbers behind a chart, as a real table inside "Show as table": the chart's accessible
// alternative, and handy for anyone who wants exact figures.
import type { ReactNode } from 'react';
import { ColumnHeaders } from './DataTable';

export interface TableDetailsProps {
  caption: string;
  /** Column headings; the first column holds each row's heading. */
  columns: readonly string[];
  rows: readonly (readonly ReactNode[])[];
  summary?: string;
  open?: boolean;
}

export function TableDetails({ caption, columns, rows, summary = 'Show as table', open }: TableDetailsProps) {
  return (
    <details className="data-details" open={open}>
      <summary>{summary}</summary>
      <table className="data-table">
        <caption className="visually-hidden">{caption}</caption>
        <ColumnHeaders columns={columns.map((header, i) => ({ header, kind: i === 0 ? 'text' : 'number' }))} />
        <tbody>
          {rows.map(([head, ...cells], i) => (
            <tr key={i}>
              <th scope="row">{head}</th>
              {cells.map((cell, j) => (
                <td key={j}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
