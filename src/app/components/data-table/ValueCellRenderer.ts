import type { ICellRendererComp, ICellRendererParams } from 'ag-grid-community';
import type { Column } from '../../../api/table-data';
import type { GridRow } from './build-grid-rows';
import { cellValueElement, type CellElementContext } from './cell-value-element';

export type ValueCellParams = ICellRendererParams<GridRow> & {
  tableColumn: Column;
  elementContext: CellElementContext;
};

/**
 * AG Grid's own (non-React) renderer for decorated read-only cells: badges, links, diffs,
 * errors and sensitive masks. A class with getGui is what tells AG Grid's React layer to
 * mount it directly instead of through a React portal.
 */
export class ValueCellRenderer implements ICellRendererComp<GridRow> {
  private gui: HTMLElement = document.createElement('span');

  init(params: ValueCellParams): void {
    const row = params.data;
    const cell = row?.cells[params.tableColumn.id];
    if (row && cell) {
      this.gui = cellValueElement(cell, params.tableColumn, row.source, params.elementContext);
    }
  }

  getGui(): HTMLElement {
    return this.gui;
  }

  /** Always rebuilt: the element is cheaper to make again than to patch. */
  refresh(): boolean {
    return false;
  }
}
