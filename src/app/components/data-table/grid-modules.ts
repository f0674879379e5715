import {
  CellStyleModule,
  ClientSideRowModelModule,
  ColumnApiModule,
  ColumnAutoSizeModule,
  ModuleRegistry,
  PinnedRowModule,
  RenderApiModule,
  RowApiModule,
  RowDragModule,
  RowSelectionModule,
  RowStyleModule,
  ScrollApiModule,
  TooltipModule,
  ValidationModule,
} from 'ag-grid-community';

let registered = false;

/** Community modules only: grouping, pivot, export and statistics are ours (DESIGN §3). */
export function registerGridModules() {
  if (registered) return;
  registered = true;
  ModuleRegistry.registerModules([
    ClientSideRowModelModule,
    PinnedRowModule,
    CellStyleModule,
    RowStyleModule,
    ColumnAutoSizeModule,
    // DataTable reads the drawn widths and narrows text columns so figures stay on screen.
    ColumnApiModule,
    // DataTable redraws its cells with api.refreshCells when its column definitions change.
    RenderApiModule,
    RowApiModule,
    RowDragModule,
    RowSelectionModule,
    ScrollApiModule,
    TooltipModule,
    ...(import.meta.env.DEV ? [ValidationModule] : []),
  ]);
}
