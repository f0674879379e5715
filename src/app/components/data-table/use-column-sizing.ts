import type { ColumnResizedEvent, FirstDataRenderedEvent } from 'ag-grid-community';
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import type { Column } from '../../../api/table-data';
import type { GridRow } from './build-grid-rows';
import { contentColumnSizing, figuresFirstWidths, scrollbarAllowance } from './grid-options';

type Input = {
  visibleColumns: readonly Column[];
  hasFormCells: boolean;
  /** The grid's box: its width is the room the columns share. */
  gridBox: RefObject<HTMLDivElement | null>;
};

/**
 * Column widths: each column as wide as its content when the first rows are drawn
 * (contentColumnSizing), then names give up width so the figures stay on screen
 * (figuresFirstWidths). The answer is the grid's two event props.
 */
export function useColumnSizing({ visibleColumns, hasFormCells, gridBox }: Input) {
  // Read when the first rows are drawn: the columns usually arrive with them, after the grid.
  const sizing = useMemo(
    () => contentColumnSizing(visibleColumns, hasFormCells),
    [visibleColumns, hasFormCells],
  );
  const contentSizing = useRef(sizing);
  const shownColumnType = useRef(
    (colId: string) => visibleColumns.find((c) => c.id === colId)?.cell_value_type,
  );
  useEffect(() => {
    contentSizing.current = sizing;
    shownColumnType.current = (colId) =>
      visibleColumns.find((c) => c.id === colId)?.cell_value_type;
  }, [sizing, visibleColumns]);

  const onFirstDataRendered = (event: FirstDataRenderedEvent<GridRow>) => {
    for (const sizing of contentSizing.current) event.api.autoSizeColumns(sizing);
  };
  // Once the grid has measured its cells (autosizing may wait for them to draw), names give up
  // width so the figures stay on screen.
  const onColumnResized = (event: ColumnResizedEvent<GridRow>) => {
    if (event.source !== 'autosizeColumns' || !event.finished) return;
    const narrower = figuresFirstWidths(
      (event.api.getAllDisplayedColumns() ?? []).map((column) => ({
        colId: column.getColId(),
        width: column.getActualWidth(),
        shrinkable: !column.isPinned() && shownColumnType.current(column.getColId()) === 'text',
      })),
      (gridBox.current?.clientWidth ?? 0) - scrollbarAllowance,
    );
    if (narrower.length > 0) event.api.setColumnWidths(narrower);
  };
  return { onFirstDataRendered, onColumnResized };
}
