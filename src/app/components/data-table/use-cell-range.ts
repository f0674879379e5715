import type { CellClickedEvent } from 'ag-grid-community';
import { useMemo } from 'react';
import type { Column } from '../../../api/table-data';
import type { GridRow } from './build-grid-rows';
import type { CellRange } from './data-table-context';
import { cellNumber } from './format-cell-value';
import { selectionStatistics } from './selection-statistics';

export function columnSpan(columns: readonly Column[], range: CellRange): Set<string> {
  const a = columns.findIndex((c) => c.id === range.anchor.colId);
  const b = columns.findIndex((c) => c.id === range.focus.colId);
  if (a < 0 || b < 0) return new Set();
  return new Set(columns.slice(Math.min(a, b), Math.max(a, b) + 1).map((c) => c.id));
}

/**
 * Our cell range (Community has no range selection): click selects a cell, shift-click
 * extends to a rectangle; the status bar shows statistics of its numeric cells.
 */
export function useCellRange(
  range: CellRange | null,
  setRange: (update: (current: CellRange | null) => CellRange | null) => void,
  columns: readonly Column[],
  rows: readonly GridRow[],
) {
  const statistics = useMemo(() => {
    if (!range) return null;
    const cols = columnSpan(columns, range);
    const values: (number | null)[] = [];
    const top = Math.min(range.anchor.rowIndex, range.focus.rowIndex);
    const bottom = Math.max(range.anchor.rowIndex, range.focus.rowIndex);
    for (let i = top; i <= bottom; i++) {
      const row = rows[i];
      if (row?.kind !== 'data') continue;
      for (const id of cols) values.push(cellNumber(row.cells[id]?.value));
    }
    return selectionStatistics(values);
  }, [range, columns, rows]);
  const onCellClicked = (event: CellClickedEvent<GridRow>) => {
    if (event.rowPinned || event.rowIndex === null) return;
    const position = { rowIndex: event.rowIndex, colId: event.column.getColId() };
    const shift = (event.event as MouseEvent | null)?.shiftKey;
    setRange((current) =>
      shift && current
        ? { anchor: current.anchor, focus: position }
        : { anchor: position, focus: position },
    );
  };
  return { statistics, onCellClicked };
}
