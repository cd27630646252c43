// @vitest-environment happy-dom
// The one table: a row's detail opens right under that row across every column, each row is named by
// its row-header cell (or by none), and a column's kind sets its cells' alignment class.
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable, type Column } from '@/components/DataTable';

afterEach(cleanup);

type Row = { domain: string; name: string; members: number; seen: string };
const ROWS: Row[] = [
  { domain: 'a.example', name: 'Alpha', members: 12, seen: '2026-11-25' },
  { domain: 'b.example', name: 'Beta', members: 3, seen: '2026-11-24' },
];
const COLUMNS: Column<Row>[] = [
  { header: 'Name', cell: (r) => r.name },
  { header: 'Domain', kind: 'domain', cell: (r) => r.domain },
  { header: 'Members', kind: 'number', cell: (r) => r.members },
  { header: 'Seen', kind: 'date', cell: (r) => r.seen },
];

describe('DataTable', () => {
  it('opens a detail right under its row, across every column, with its id', () => {
    render(
      <DataTable
        caption="Companies"
        columns={COLUMNS}
        rows={ROWS}
        rowKey={(r) => r.domain}
        detail={(r) => (r.name === 'Alpha' ? <p>Alpha in detail</p> : null)}
        detailId={(r) => `detail-${r.domain}`}
      />,
    );
    const rows = within(screen.getByRole('table', { name: 'Companies' })).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['NameDomainMembersSeen', 'Alphaa.example122026-11-25', 'Alpha in detail', 'Betab.example32026-11-24']);
    const detail = rows[2]!.querySelector('td')!;
    expect(detail.colSpan).toBe(4);
    expect(rows[2]!.id).toBe('detail-a.example');
  });

  it('names each row by its first cell, or by none when asked', () => {
    const { rerender } = render(<DataTable caption="T" columns={COLUMNS} rows={ROWS} rowKey={(r) => r.domain} />);
    expect(screen.getAllByRole('rowheader').map((c) => c.textContent)).toEqual(['Alpha', 'Beta']);
    rerender(<DataTable caption="T" columns={COLUMNS} rows={ROWS} rowKey={(r) => r.domain} rowHeader={null} />);
    expect(screen.queryAllByRole('rowheader')).toEqual([]);
  });

  it('aligns text left and numbers right, and keeps domains and dates on one line, in the header too', () => {
    render(<DataTable caption="T" columns={COLUMNS} rows={ROWS.slice(0, 1)} rowKey={(r) => r.domain} />);
    const classes = (cells: HTMLElement[]) => cells.map((c) => c.className);
    const expected = ['text', 'text nowrap cell-domain', 'num', 'text nowrap cell-date'];
    expect(classes(screen.getAllByRole('columnheader'))).toEqual(expected);
    const [row] = screen.getAllByRole('row').slice(1);
    expect(classes([...row!.children] as HTMLElement[])).toEqual(expected);
  });
});
