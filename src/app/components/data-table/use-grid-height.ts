import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import type { Column, Table } from '../../../api/table-data';
import type { GridRow } from './build-grid-rows';
import { headerRows, scrollbarAllowance } from './grid-options';
import { headerHeight, pageRowLimit, rowHeight, visibleRowLimit } from './visible-row-limit';

type Input = {
  /** The grid's box: where it starts on the page. */
  gridBox: RefObject<HTMLDivElement | null>;
  /** The table is its page's main content: every row, scrolling inside the grid. */
  fillsPage: boolean | undefined;
  fullScreen: boolean;
  table: Table | undefined;
  /** The shown table's columns (their nesting gives the header rows). */
  headerColumns: readonly Column[];
  grid: { rows: readonly GridRow[]; totals: readonly GridRow[] };
};

/**
 * How tall the grid is: as many rows as the window has room for (a page's main table takes
 * the room below where it starts and scrolls inside); the rows beyond are hidden behind a
 * button, except full screen or on a page's main table.
 */
export function useGridHeight({
  gridBox,
  fillsPage,
  fullScreen,
  table,
  headerColumns,
  grid,
}: Input) {
  const [viewportHeight, setViewportHeight] = useState(() => window.innerHeight);
  useEffect(() => {
    const resize = () => setViewportHeight(window.innerHeight);
    window.addEventListener('resize', resize);
    return () => window.removeEventListener('resize', resize);
  }, []);
  // Where the grid starts on the page, for a page's main table to take the room below it.
  const [gridTop, setGridTop] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (!fillsPage || !gridBox.current) return;
    // Measuring the layout before paint, and drawing again with it, is what a layout effect is for.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setGridTop(gridBox.current.getBoundingClientRect().top + window.scrollY);
  }, [fillsPage, viewportHeight, table, gridBox]);
  const headerSpace = headerHeight * headerRows(headerColumns);
  const limit =
    fillsPage && gridTop !== null
      ? pageRowLimit(
          viewportHeight,
          gridTop,
          headerSpace + scrollbarAllowance + grid.totals.length * rowHeight,
        )
      : visibleRowLimit(viewportHeight);
  // A page's main table scrolls inside the grid instead of hiding rows behind a button.
  const hiddenRows = fullScreen || fillsPage ? 0 : Math.max(0, grid.rows.length - limit);
  const bodyRows = Math.max(1, Math.min(grid.rows.length, limit)) + grid.totals.length;
  /** The grid box's height when not full screen: headers, rows and totals, and a scrollbar. */
  const boxHeight = headerSpace + bodyRows * rowHeight + scrollbarAllowance;
  return { boxHeight, hiddenRows };
}
