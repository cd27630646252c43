// The one results table of the workspace, from columns given as data: a header row of column headers,
// then one row per item whose first cell (or `rowHeader`'s) is its row header. Each column has a kind that sets its
// alignment and wrapping once for every table: text left, numbers right, domains and dates on one line
// (the table scrolls sideways inside its wrapper rather than breaking "shop.exam-ple.com" or a date at
// its hyphen). A row may open a detail row right under it (`detail`), spanning every column. The table
// is named by a visually hidden caption, or by `label` / `labelledBy` when the page shows one.
import { Fragment, type AriaAttributes, type ReactNode } from 'react';

/** How a column's cells align and wrap: text wraps at spaces, the others never wrap. */
export type ColumnKind = 'text' | 'number' | 'domain' | 'date';

export interface Column<T> {
  /** The column's name (its key, and its heading unless `heading` is given). */
  header: string;
  /** A heading with more than its name (a sort button). */
  heading?: ReactNode;
  sort?: AriaAttributes['aria-sort'];
  cell(row: T): ReactNode;
  /** 'text' when absent. */
  kind?: ColumnKind;
  /** Extra classes on this column's cells. */
  className?: string;
}

export interface DataTableProps<T> {
  className?: string;
  caption?: ReactNode;
  label?: string;
  labelledBy?: string;
  columns: Column<T>[];
  rows: readonly T[];
  rowKey(row: T, index: number): string | number;
  /** The column whose cell names its row (a row header); 0 when absent, null for none. */
  rowHeader?: number | null;
  /** Classes of one row (e.g. the one whose detail is open). */
  rowClassName?(row: T): string | undefined;
  /** What opens under a row (its id is `detailId(row)`), or null when it is closed. */
  detail?(row: T): ReactNode;
  detailId?(row: T): string;
}

/** The classes every cell of a kind gets (theme.css `.data-table`): alignment, then wrapping. */
export const KIND_CLASSES: Readonly<Record<ColumnKind, string>> = {
  text: 'text',
  number: 'num',
  domain: 'text nowrap cell-domain',
  date: 'text nowrap cell-date',
};

const cellClass = (c: { kind?: ColumnKind; className?: string }) => [KIND_CLASSES[c.kind ?? 'text'], c.className ?? ''].filter(Boolean).join(' ');

/** A table's header row: one column header per column, aligned as its cells are. */
export function ColumnHeaders({ columns }: { columns: readonly Pick<Column<never>, 'header' | 'heading' | 'sort' | 'kind'>[] }) {
  return (
    <thead>
      <tr>
        {columns.map((c) => (
          <th key={c.header} scope="col" className={KIND_CLASSES[c.kind ?? 'text']} aria-sort={c.sort}>
            {c.heading ?? c.header}
          </th>
        ))}
      </tr>
    </thead>
  );
}

export function DataTable<T>(props: DataTableProps<T>) {
  const { className, caption, label, labelledBy, columns, rows, rowKey, rowClassName, detail, detailId, rowHeader = 0 } = props;
  return (
    <div className="table-scroll">
      <table className={className ? `data-table ${className}` : 'data-table'} aria-label={label} aria-labelledby={labelledBy}>
        {caption !== undefined && <caption className="visually-hidden">{caption}</caption>}
        <ColumnHeaders columns={columns} />
        <tbody>
          {rows.map((r, i) => {
            const open = detail?.(r);
            return (
              <Fragment key={rowKey(r, i)}>
                <tr className={rowClassName?.(r)}>
                  {columns.map((c, j) =>
                    j === rowHeader ? (
                      <th key={c.header} scope="row" className={cellClass(c)}>
                        {c.cell(r)}
                      </th>
                    ) : (
                      <td key={c.header} className={cellClass(c)}>
                        {c.cell(r)}
                      </td>
                    ),
                  )}
                </tr>
                {open != null && open !== false && (
                  <tr className="row-detail" id={detailId?.(r)}>
                    <td colSpan={columns.length}>{open}</td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
