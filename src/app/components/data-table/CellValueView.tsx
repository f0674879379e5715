import { useLayoutEffect, useRef } from 'react';
import type { Cell, Column, Row } from '../../../api/table-data';
import { cellValueElement, cellErrorStyle } from './cell-value-element';
import { useDataTableContext } from './data-table-context';

/**
 * The read-only face of a cell inside React-rendered cells (tree and group toggles): the
 * same element AG Grid mounts for decorated cells, so both look and behave alike.
 */
export function CellValueView({ cell, column, row }: { cell: Cell; column: Column; row?: Row }) {
  const { elementContext } = useDataTableContext();
  const host = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const node = host.current;
    if (!node) return;
    node.replaceChildren(cellValueElement(cell, column, row, elementContext));
  }, [cell, column, row, elementContext]);
  return <span ref={host} style={{ display: 'contents' }} />;
}

/** Spec §8: cells with errors show a red icon with a tooltip. */
export function CellErrorIcon({ message, id }: { message: string; id?: string }) {
  return (
    <span
      // A form cell's input points here (aria-describedby), so its error is read with it.
      id={id}
      role="img"
      aria-label={`Error: ${message}`}
      title={message}
      data-testid="cell-error"
      className={cellErrorStyle}
    >
      !
    </span>
  );
}
