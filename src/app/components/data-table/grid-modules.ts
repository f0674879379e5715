import {
  CellStyleModule,
  ClientSideRowModelModule,
  ColumnAutoSizeModule,
  ModuleRegistry,
  PinnedRowModule,
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
    RowApiModule,
    RowDragModule,
    RowSelectionModule,
    ScrollApiModule,
    TooltipModule,
    ...(import.meta.env.DEV ? [ValidationModule] : []),
  ]);
}
