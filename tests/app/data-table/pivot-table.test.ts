import { describe, expect, it } from 'vitest';
import type { Column, Row, Table } from '../../../src/api/table-data';
import { buildGridRows } from '../../../src/app/components/data-table/build-grid-rows';
import { formatCellValue } from '../../../src/app/components/data-table/format-cell-value';
import { pivotLabelColumnId, pivotTable } from '../../../src/app/components/data-table/pivot-table';
import { leafColumns } from '../../../src/app/components/data-table/table-state';

const columns: Column[] = [
  { id: 'investor', title: 'Investor', cell_value_type: 'text', enable_row_group: true },
  { id: 'code', title: 'Code', cell_value_type: 'text', enable_pivot: true },
  { id: 'amount', title: 'Amount', cell_value_type: 'money', aggregatable: true },
  { id: 'note', title: 'Note', cell_value_type: 'text' },
];
const row = (id: string, investor: string, code: string | null, cents: number): Row => ({
  id,
  cells: {
    investor: { value: { type: 'text', text: investor } },
    code: { value: { type: 'text', text: code } },
    amount: { value: { type: 'money', amount: cents } },
    note: { value: { type: 'text', text: 'n' } },
  },
});
const rows = [
  row('1', 'LP Birch', 'Fee', 1000),
  row('2', 'LP Alder', 'Call', 50000),
  row('3', 'LP Birch', 'Call', 25001),
  row('4', 'LP Alder', 'Call', 1),
  row('5', 'LP Alder', null, 7),
];

/** The pivot as text, row by row, the way the grid shows it. */
const shown = (table: Table) => {
  const leaves = leafColumns(table.columns);
  return table.rows.map((r) =>
    leaves.map((c) => (r.cells[c.id] ? formatCellValue(r.cells[c.id]!.value) : '')),
  );
};

describe('pivotTable', () => {
  it('groups rows, turns each pivot value into a summed column, with totals', () => {
    const table = pivotTable({ columns, rows, groupBy: 'investor', pivotOn: 'code' });
    expect(leafColumns(table.columns).map((c) => c.title)).toEqual([
      'Investor',
      '(Blank)',
      'Call',
      'Fee',
      'Total',
    ]);
    expect(shown(table)).toEqual([
      ['LP Alder', '$0.07', '$500.01', '', '$500.08'],
      ['LP Birch', '', '$250.01', '$10.00', '$260.01'],
      ['Total', '$0.07', '$750.02', '$10.00', '$760.09'],
    ]);
    expect(table.rows.at(-1)?.granularity_level).toBe('total');
  });

  it('without a row group pivots everything into one row; several measures nest', () => {
    const withUnits: Column[] = [
      ...columns,
      {
        id: 'units',
        title: 'Units',
        cell_value_type: 'integer',
        aggregatable: true,
        aggregatable_type: 'max',
      },
    ];
    const unitRows = rows.map((r, i) => ({
      ...r,
      cells: { ...r.cells, units: { value: { type: 'integer' as const, value: i * 10 } } },
    }));
    const table = pivotTable({
      columns: withUnits,
      rows: unitRows,
      groupBy: null,
      pivotOn: 'code',
    });
    expect(table.columns[1]).toMatchObject({ title: '(Blank)' });
    expect(table.columns[1]?.nested_columns?.map((c) => c.title)).toEqual(['Amount', 'Units']);
    expect(shown(table)).toEqual([
      ['All rows', '$0.07', '40', '$750.02', '30', '$10.00', '0', '$760.09', '40'],
      ['Total', '$0.07', '40', '$750.02', '30', '$10.00', '0', '$760.09', '40'],
    ]);
  });

  it('pivots tree leaves and feeds the grid pipeline, total row as is', () => {
    const tree: Row[] = [{ ...row('p', 'LP Birch', 'Call', 99999), child_rows: rows.slice(0, 2) }];
    const table = pivotTable({ columns, rows: tree, groupBy: 'investor', pivotOn: 'code' });
    const grid = buildGridRows({
      rows: table.rows,
      columns: leafColumns(table.columns),
      state: { sort: { colId: pivotLabelColumnId, direction: 'desc' }, groupBy: null, filters: {} },
      search: '',
      expanded: new Set(),
    });
    expect(grid.rows.map((r) => r.cells[pivotLabelColumnId]?.value)).toEqual([
      { type: 'text', text: 'LP Birch' },
      { type: 'text', text: 'LP Alder' },
    ]);
    expect(grid.totals[0]?.cells.pivot_total_amount?.value).toEqual({
      type: 'money',
      amount: 51000,
    });
  });

  it('pivots a cell under its filter_values when it has them', () => {
    const detailed = rows.map((r) => ({
      ...r,
      cells: {
        ...r.cells,
        code: { ...r.cells.code!, filter_values: [r.id === '1' ? 'Fees' : 'Calls'] },
      },
    }));
    const table = pivotTable({ columns, rows: detailed, groupBy: null, pivotOn: 'code' });
    expect(leafColumns(table.columns).map((c) => c.title)).toEqual([
      'Code',
      'Calls',
      'Fees',
      'Total',
    ]);
  });

  it('refuses a column that is not there or is sensitive', () => {
    expect(() => pivotTable({ columns, rows, groupBy: null, pivotOn: 'gone' })).toThrow(
      'No column gone to pivot on',
    );
    const secret = columns.map((c) =>
      c.id === 'code' ? { ...c, sensitivity: 'sensitive' as const } : c,
    );
    expect(() => pivotTable({ columns: secret, rows, groupBy: null, pivotOn: 'code' })).toThrow(
      'Cannot pivot on the sensitive column Code',
    );
  });

  it('keeps sensitive row labels and measures sensitive', () => {
    const secret = columns.map((c) =>
      c.id === 'amount' ? { ...c, sensitivity: 'sensitive' as const } : c,
    );
    const marked = rows.map((r) =>
      r.id === '2'
        ? {
            ...r,
            cells: {
              ...r.cells,
              investor: { ...r.cells.investor!, sensitivity: 'sensitive' as const },
            },
          }
        : r,
    );
    const table = pivotTable({
      columns: secret,
      rows: marked,
      groupBy: 'investor',
      pivotOn: 'code',
    });
    expect(leafColumns(table.columns).filter((c) => c.sensitivity === 'sensitive')).toHaveLength(4);
    expect(table.rows[0]?.cells[pivotLabelColumnId]?.sensitivity).toBe('sensitive');
    expect(table.rows[1]?.cells[pivotLabelColumnId]?.sensitivity).toBeUndefined();
  });
});
