import type { Cell, Column, Row } from '../../../api/table-data';
import { aggregateCells, currencyOf } from './aggregate-cells';
import { formatCellValue } from './format-cell-value';

/**
 * Totals add only like rows (DESIGN "Figures people trust"): a column that names its rows'
 * kind through aggregation_class_column_id adds rows of one kind only, and money adds within
 * one currency only. These are the group-row and total-row rules of the data table.
 */

/** The kind of a row for a column: the text of its classifying cell, '' when unclassified. */
export function rowKind(column: Column, row: Row): string {
  const classifier = column.aggregation_class_column_id;
  if (!classifier) return '';
  const cell = row.cells[classifier];
  return cell ? formatCellValue(cell.value) : '';
}

/** The group row's cell for a column: the aggregate of its rows when they are alike. */
export function aggregateLikeRows(column: Column, rows: readonly Row[]): Cell | undefined {
  if (!column.aggregatable) return undefined;
  const kinds = [...new Set(rows.map((row) => rowKind(column, row)))].sort();
  if (kinds.length > 1) {
    return {
      value: emptyOfType(column),
      tooltip: { message: `Rows of ${kinds.join(', ')}: not added together.` },
    };
  }
  return aggregateCells(
    column,
    rows.map((row) => row.cells[column.id]),
  );
}

const emptyOfType = (column: Column): Cell['value'] =>
  column.cell_value_type === 'money'
    ? { type: 'money', amount: null }
    : column.cell_value_type === 'integer'
      ? { type: 'integer', value: null }
      : column.cell_value_type === 'percent'
        ? { type: 'percent', value: null }
        : { type: 'decimal', value: null };

export type TotalRow = { id: string; label: string; cells: Record<string, Cell> };

/**
 * The total rows under a table: one 'Total' when every aggregatable column's rows are alike,
 * else one per kind and currency ('Total commitment', 'Total contribution (EUR)'), each adding
 * only its own rows. The label goes in the first shown column that does not aggregate.
 */
export function totalRows(
  columns: readonly Column[],
  leaves: readonly Row[],
  hidden: readonly string[] = [],
): TotalRow[] {
  const measures = columns.filter((c) => c.aggregatable);
  if (measures.length === 0) return [];
  const classifying = measures.find((c) => c.aggregation_class_column_id);
  const currencyOfRow = (row: Row) =>
    measures.map((c) => currencyOf(row.cells[c.id])).find((c) => c !== undefined) ?? '';
  const parts = new Map<string, { kind: string; currency: string; rows: Row[] }>();
  for (const row of leaves) {
    const kind = classifying ? rowKind(classifying, row) : '';
    const currency = currencyOfRow(row);
    const key = JSON.stringify([kind, currency]);
    const part = parts.get(key);
    if (part) part.rows.push(row);
    else parts.set(key, { kind, currency, rows: [row] });
  }
  if (parts.size === 0) parts.set('', { kind: '', currency: '', rows: [] });
  const ordered = [...parts.values()].sort(
    (a, b) => a.kind.localeCompare(b.kind) || a.currency.localeCompare(b.currency),
  );
  const severalKinds = new Set(ordered.map((p) => p.kind)).size > 1;
  const severalCurrencies = new Set(ordered.map((p) => p.currency)).size > 1;
  // The label goes where it is seen: a hidden column would take it out of sight.
  const labelColumn = columns.find((c) => !c.aggregatable && !hidden.includes(c.id));
  return ordered.map((part, index) => {
    const label = [
      'Total',
      severalKinds ? part.kind || '(unclassified)' : '',
      severalCurrencies && part.currency ? `(${part.currency})` : '',
    ]
      .filter(Boolean)
      .join(' ');
    const cells: Record<string, Cell> = {};
    for (const column of measures) {
      const cell = aggregateLikeRows(column, part.rows);
      if (cell) cells[column.id] = cell;
    }
    if (labelColumn) cells[labelColumn.id] = { value: { type: 'text', text: label } };
    return { id: index === 0 ? '__total__' : `__total__:${index}`, label, cells };
  });
}
