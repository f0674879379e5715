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

// Width limits of a column sized to its content, by what it holds: names read whole up to a
// point; figures, dates and counts need only their longest value and their header.
const contentWidths: Partial<Record<Column['cell_value_type'], [number, number]>> = {
  text: [120, 320],
  // 120: a one-word title such as 'Distributed' still fits beside the header's buttons.
  money: [120, 220],
  decimal: [90, 200],
  integer: [80, 160],
  percent: [90, 160],
  multiple: [80, 140],
  date: [110, 160],
  datetime: [150, 220],
  time_delta: [90, 140],
};

// Figures are sized to their values alone: their titles take the header's second line when
// longer (ColumnHeader), so "Contributed" does not make a column of $0.00 wider than its sums.
const sizedByValues = new Set<Column['cell_value_type']>([
  'money',
  'decimal',
  'integer',
  'percent',
  'multiple',
]);

/**
 * Columns start as wide as their widest drawn cell, within limits per type (the spec's 200 px
 * for money left too few figures on a 1440 px screen): names and dates with their header, figures
 * by their values. Booleans, formulas and diffs keep their initial widths (column-defs.ts); grids
 * of form cells keep theirs, their inputs have no content width to measure. One autosize call
 * per list.
 */
export function contentColumnSizing(
  columns: readonly Column[],
  formCells: boolean,
): ISizeColumnsToContentParams[] {
  if (formCells) return [];
  const call = (sized: readonly Column[], skipHeader: boolean): ISizeColumnsToContentParams[] =>
    sized.length === 0
      ? []
      : [
          {
            colIds: sized.map((c) => c.id),
            skipHeader,
            columnLimits: sized.map((c) => {
              const [minWidth, maxWidth] = contentWidths[c.cell_value_type]!;
              return { colId: c.id, minWidth, maxWidth };
            }),
          },
        ];
  const sized = columns.filter((c) => contentWidths[c.cell_value_type]);
  return [
    ...call(
      sized.filter((c) => !sizedByValues.has(c.cell_value_type)),
      false,
    ),
    ...call(
      sized.filter((c) => sizedByValues.has(c.cell_value_type)),
      true,
    ),
  ];
}

export type DrawnColumn = { colId: string; width: number; shrinkable: boolean };

/**
 * Figures before words: when the columns sized to their content are wider than the grid, the
 * shrinkable ones (unpinned names and descriptions) give up width, widest first, down to
 * minWidth (a short word and an ellipsis; the full text is in the cell's title and the export),
 * so the money columns after them stay on screen. Returns the new widths.
 */
export function figuresFirstWidths(
  columns: readonly DrawnColumn[],
  available: number,
  minWidth = 96,
): { key: string; newWidth: number }[] {
  let excess = columns.reduce((sum, c) => sum + c.width, 0) - available;
  const text = columns.filter((c) => c.shrinkable && c.width > minWidth);
  if (excess <= 0 || text.length === 0) return [];
  // The widest cap that sheds the excess: every shrinkable column is cut to at most it.
  const widths = text.map((c) => c.width).sort((a, b) => b - a);
  let cap = widths[0]!;
  for (let i = 0; i < widths.length && excess > 0; i += 1) {
    const next = Math.max(widths[i + 1] ?? minWidth, minWidth);
    const room = (cap - next) * (i + 1);
    if (room >= excess) {
      cap -= excess / (i + 1);
      excess = 0;
    } else {
      excess -= room;
      cap = next;
    }
  }
  cap = Math.floor(cap);
  return text.filter((c) => c.width > cap).map((c) => ({ key: c.colId, newWidth: cap }));
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
