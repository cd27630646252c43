// A results table from columns given as data: a header row of column headers, then one row per item
// whose first cell is its row header. Columns are text (left-aligned) unless marked numeric. The
// table is named by a visually hidden caption, or by `label` / `labelledBy` when the page shows one.
import type { ReactNode } from 'react';

export interface Column<T> {
  header: string;
  cell(row: T): ReactNode;
  /** Numbers align right: the cell gets no `text` class. */
  numeric?: boolean;
  /** Extra classes on this column's cells. */
  className?: string;
}

export interface DataTableProps<T> {
  className?: string;
  caption?: ReactNode;
  label?: string;
  labelledBy?: string;
  columns: Column<T>[];
  rows: T[];
  rowKey(row: T, index: number): string | number;
}

const cellClass = (c: Column<unknown>) => [c.numeric ? '' : 'text', c.className ?? ''].filter(Boolean).join(' ') || undefined;

/** A table's header row: one column header per name; those in `text` are left-aligned (class `text`). */
export function ColumnHeaders({ names, text = [] }: { names: readonly string[]; text?: readonly string[] }) {
  return (
    <thead>
      <tr>
        {names.map((n) => (
          <th key={n} scope="col" className={text.includes(n) ? 'text' : undefined}>
            {n}
          </th>
        ))}
      </tr>
    </thead>
  );
}

export function DataTable<T>({ className, caption, label, labelledBy, columns, rows, rowKey }: DataTableProps<T>) {
  const [head, ...rest] = columns;
  return (
    <table className={className ? `data-table ${className}` : 'data-table'} aria-label={label} aria-labelledby={labelledBy}>
      {caption !== undefined && <caption className="visually-hidden">{caption}</caption>}
      <ColumnHeaders names={columns.map((c) => c.header)} text={columns.filter((c) => !c.numeric).map((c) => c.header)} />
      <tbody>
        {rows.map((r, i) => (
          <tr key={rowKey(r, i)}>
            {head && (
              <th scope="row" className={cellClass(head as Column<unknown>)}>
                {head.cell(r)}
              </th>
            )}
            {rest.map((c) => (
              <td key={c.header} className={cellClass(c as Column<unknown>)}>
                {c.cell(r)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
