import type { Cell, Column, Row, Table } from '../../../api/table-data';
import { aggregateLikeRows } from './like-rows';
import { groupValue } from './build-grid-rows';
import { setFilterKeys } from './column-filter';
import { compareSortValues } from './sort-cycle';

export type PivotInput = {
  /** Leaf columns of the table. */
  columns: readonly Column[];
  /** The rows to pivot, already through the column filters. */
  rows: readonly Row[];
  /** The row-group column: one pivot row per value; null gives one row of everything. */
  groupBy: string | null;
  /** The enable_pivot column whose values become columns. */
  pivotOn: string;
};

export const pivotLabelColumnId = '__pivot_rows__';
const allRowsLabel = 'All rows';

/** Leaves are what a pivot adds up: tree parents carry their children's sums already. */
function leavesOf(rows: readonly Row[]): Row[] {
  return rows.flatMap((row) => {
    if (row.metadata?.type === 'table_separator_row' || row.granularity_level === 'total') {
      return [];
    }
    return row.child_rows?.length ? leavesOf(row.child_rows) : [row];
  });
}

/** A cell pivots under what it files under in set filters: filter_values, else its text. */
const pivotKey = (cell: Cell | undefined) => setFilterKeys(cell)[0]!;

const byLabel = (a: string, b: string) =>
  compareSortValues(a.toLowerCase(), b.toLowerCase(), 'asc');

/**
 * Pivot mode of the data table (spec §2 "pivot", §3 enable_pivot): AG Grid Community has
 * no pivot, so this is ours. Rows are grouped by the row-group column, each distinct value
 * of the pivot column (its filter_values when it has them) becomes a column per aggregatable column (summed, or the column's
 * aggregatable_type), with a Total column per measure and a total row over every row.
 * The result is ordinary table data, so the grid, sort, search and export treat it as any.
 */
export function pivotTable(input: PivotInput): Table {
  const pivotColumn = input.columns.find((c) => c.id === input.pivotOn);
  if (!pivotColumn) throw new Error(`No column ${input.pivotOn} to pivot on`);
  // Its values would become column titles, which are never masked.
  if (pivotColumn.sensitivity === 'sensitive') {
    throw new Error(`Cannot pivot on the sensitive column ${pivotColumn.title}`);
  }
  const groupColumn = input.groupBy
    ? input.columns.find((c) => c.id === input.groupBy && c.id !== input.pivotOn)
    : undefined;
  const measures = input.columns.filter(
    (c) => c.aggregatable && c.id !== pivotColumn.id && c.id !== groupColumn?.id,
  );
  const leaves = leavesOf(input.rows);
  const pivotValues = [...new Set(leaves.map((r) => pivotKey(r.cells[pivotColumn.id])))].sort(
    byLabel,
  );
  const groups = new Map<string, Row[]>();
  for (const row of leaves) {
    const key = groupColumn ? groupValue(row.cells[groupColumn.id]) : allRowsLabel;
    const members = groups.get(key);
    if (members) members.push(row);
    else groups.set(key, [row]);
  }

  const valueColumnId = (pivotIndex: number | 'total', measure: Column) =>
    `pivot_${pivotIndex}_${measure.id}`;
  const measureColumn = (id: string, title: string, measure: Column): Column => ({
    id,
    title,
    cell_value_type: measure.cell_value_type,
    aggregatable: true,
    ...(measure.aggregatable_type ? { aggregatable_type: measure.aggregatable_type } : {}),
    // A sensitive measure stays masked in every column the pivot makes of it (spec §6).
    ...(measure.sensitivity ? { sensitivity: measure.sensitivity } : {}),
  });
  const block = (title: string, index: number | 'total'): Column[] =>
    measures.length === 1
      ? [measureColumn(valueColumnId(index, measures[0]!), title, measures[0]!)]
      : [
          {
            id: `pivot_${index}`,
            title,
            cell_value_type: 'text',
            column_group_open_by_default: true,
            nested_columns: measures.map((m) => measureColumn(valueColumnId(index, m), m.title, m)),
          },
        ];
  const columns: Column[] = [
    {
      id: pivotLabelColumnId,
      title: groupColumn?.title ?? pivotColumn.title,
      cell_value_type: 'text',
      is_pinned: true,
      ...(groupColumn?.sensitivity ? { sensitivity: groupColumn.sensitivity } : {}),
    },
    ...pivotValues.flatMap((value, i) => block(value, i)),
    ...block('Total', 'total'),
  ];

  const cellsOf = (label: string, members: readonly Row[]): Record<string, Cell> => {
    const sensitive =
      groupColumn !== undefined &&
      members.some((r) => r.cells[groupColumn.id]?.sensitivity === 'sensitive');
    const cells: Record<string, Cell> = {
      [pivotLabelColumnId]: {
        value: { type: 'text', text: label },
        ...(sensitive ? { sensitivity: 'sensitive' as const } : {}),
      },
    };
    const byPivot = new Map<string, Row[]>();
    for (const row of members) {
      const key = pivotKey(row.cells[pivotColumn.id]);
      const bucket = byPivot.get(key);
      if (bucket) bucket.push(row);
      else byPivot.set(key, [row]);
    }
    for (const measure of measures) {
      pivotValues.forEach((value, i) => {
        const bucket = byPivot.get(value);
        const cell = bucket && aggregateLikeRows(measure, bucket);
        if (cell) cells[valueColumnId(i, measure)] = cell;
      });
      // Across the pivot values only when they are alike (one kind, one currency).
      const total = aggregateLikeRows(measure, members);
      if (total) cells[valueColumnId('total', measure)] = total;
    }
    return cells;
  };

  const rows: Row[] = [...groups]
    .sort(([a], [b]) => byLabel(a, b))
    .map(([key, members]) => ({ id: `pivot:${key}`, cells: cellsOf(key, members) }));
  // Worked out from every row, not from the pivot rows, so averages and counts stay right.
  rows.push({ id: 'pivot:total', granularity_level: 'total', cells: cellsOf('Total', leaves) });
  return { columns, rows };
}
