import type { Cell, Column } from '../../../api/table-data';
import type { GridRow } from './build-grid-rows';
import { formatCellValue } from './format-cell-value';

/** What plain (renderer-less) cells need to know beyond their own data. */
export type PlainCellContext = {
  showSensitive: boolean;
  isSelected: (rowIndex: number, colId: string) => boolean;
};

export const isSensitive = (column: Column, cell: Cell | undefined) =>
  column.sensitivity === 'sensitive' || cell?.sensitivity === 'sensitive';

/**
 * How a cell is drawn. Most cells are text, which AG Grid draws itself; decorated read-only
 * cells get a plain DOM element; only inputs and tree toggles need React. That keeps
 * scrolling through a hundred thousand rows smooth.
 */
export type CellRendering = 'text' | 'element' | 'react';

export function cellRendering(
  row: GridRow | undefined,
  column: Column,
  isFirst: boolean,
): CellRendering {
  if (!row) return 'text';
  if (row.kind === 'separator') return isFirst ? 'react' : 'text';
  if (isFirst && (row.childCount > 0 || row.depth > 0)) return 'react';
  const cell = row.cells[column.id];
  if (!cell) return 'text';
  if (cell.form_field && cell.form_field.is_editable !== false && row.kind === 'data') {
    return 'react';
  }
  if (cell.value.type === 'money_stepper' && row.kind === 'data') return 'react';
  if (cell.badge || cell.link || cell.error || cell.tooltip || cell.status) return 'element';
  // Sensitive cells carry the data-private mark that session recording honours (spec §6).
  if (isSensitive(column, cell)) return 'element';
  return cell.value.type === 'diff' && cell.value.current !== cell.value.original
    ? 'element'
    : 'text';
}

export function plainCellText(
  row: GridRow | undefined,
  column: Column,
  context: PlainCellContext | undefined,
): string {
  const cell = row?.cells[column.id];
  if (!cell) return '';
  if (isSensitive(column, cell) && !context?.showSensitive) return '******';
  return formatCellValue(cell.value);
}
