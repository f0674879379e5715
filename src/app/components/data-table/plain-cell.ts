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
 * Most cells are text: AG Grid draws those itself, which keeps scrolling through a hundred
 * thousand rows smooth. Only cells with more than text get the React renderer.
 */
export function needsRenderer(row: GridRow | undefined, column: Column, isFirst: boolean): boolean {
  if (!row) return false;
  if (row.kind === 'separator') return isFirst;
  if (isFirst && (row.childCount > 0 || row.depth > 0)) return true;
  const cell = row.cells[column.id];
  if (!cell) return false;
  if (cell.badge || cell.link || cell.error || cell.tooltip) return true;
  // Sensitive cells carry the data-private mark that session recording honours (spec §6).
  if (isSensitive(column, cell)) return true;
  if (cell.form_field && cell.form_field.is_editable !== false && row.kind === 'data') return true;
  return cell.value.type === 'diff' && cell.value.current !== cell.value.original;
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
