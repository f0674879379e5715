import type { CellKeyDownEvent } from 'ag-grid-community';
import { useEffect } from 'react';
import type { GridRow } from './build-grid-rows';

type Input = {
  fullScreen: boolean;
  /** Escape while full screen. */
  closeFullScreen: () => void;
  /** A key in a cell (formCellHandlers: Enter follows a link, Delete clears a form cell). */
  onCellKeyDown: (event: CellKeyDownEvent<GridRow>) => void;
};

const leaveGrid = () => false as const;

/**
 * The table's keys: Escape leaves full screen; a table is one Tab stop (issue 23): the arrow
 * keys move between headers and cells, Tab leaves (fields in form cells stay in the Tab order
 * of their form); keys in cells go to onCellKeyDown. The answer is the grid's keyboard props.
 */
export function useTableKeyboard({ fullScreen, closeFullScreen, onCellKeyDown }: Input) {
  useEffect(() => {
    if (!fullScreen) return;
    const close = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeFullScreen();
    };
    document.addEventListener('keydown', close);
    return () => document.removeEventListener('keydown', close);
  }, [fullScreen, closeFullScreen]);
  return { onCellKeyDown, tabToNextCell: leaveGrid, tabToNextHeader: leaveGrid };
}
