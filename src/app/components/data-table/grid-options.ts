import type { ISizeColumnsToContentParams, RowSelectionOptions } from 'ag-grid-community';
import type { Column, Row } from '../../../api/table-data';
import type { GridRow } from './build-grid-rows';

/** The AG Grid options DataTable derives from the server's columns and rows. */

// Past this many rows find-in-page cannot see the table anyway (rows are virtual).
export const columnVirtualisationRows = 1000;

// Room for a horizontal scrollbar so the last auto-height row is never cut off.
export const scrollbarAllowance = 18;

/** Nested columns add a header row per level of groups above the leaves. */
export const headerRows = (columns: readonly Column[]): number =>
  1 +
  Math.max(0, ...columns.map((c) => (c.nested_columns?.length ? headerRows(c.nested_columns) : 0)));

export const hasEditableFormCells = (rows: readonly Row[]): boolean =>
  rows.some(
    (row) =>
      Object.values(row.cells).some((c) => c.form_field && c.form_field.is_editable !== false) ||
      hasEditableFormCells(row.child_rows ?? []),
  );

/**
 * Names and descriptions start as wide as their longest drawn cell, within 120–360 px, so what a
 * reader looks for first is not cut off while the grid has room. Numbers, dates and booleans keep
 * the spec's initial widths (column-defs.ts); grids of form cells keep theirs, their inputs have
 * no content width to measure.
 */
export function textColumnSizing(
  columns: readonly Column[],
  formCells: boolean,
): ISizeColumnsToContentParams | undefined {
  const colIds = columns.filter((c) => c.cell_value_type === 'text').map((c) => c.id);
  if (formCells || colIds.length === 0) return undefined;
  return { colIds, defaultMinWidth: 120, defaultMaxWidth: 360 };
}

export const hasSelectableRows = (rows: readonly Row[]): boolean =>
  rows.some((row) => row.selectable || hasSelectableRows(row.child_rows ?? []));

export const rowSelection: RowSelectionOptions<GridRow> = {
  mode: 'multiRow',
  checkboxes: true,
  headerCheckbox: true,
  hideDisabledCheckboxes: true,
  // Group, total and separator rows are ours, not the server's: never selectable.
  isRowSelectable: (node) => node.data?.kind === 'data' && node.data.source?.selectable === true,
};

export const rowClass = (params: { data?: GridRow }) =>
  params.data && params.data.kind !== 'data' ? `dt-${params.data.kind}-row` : undefined;
