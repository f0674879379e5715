import type { ColDef, SuppressKeyboardEventParams } from 'ag-grid-community';
import type { Column } from '../../../api/table-data';
import type { GridRow } from './build-grid-rows';
import { ColumnHeader, type ColumnHeaderParams } from './ColumnHeader';
import { GridCell, type GridCellParams } from './GridCell';
import { ValueCellRenderer } from './ValueCellRenderer';
import type { CellElementContext } from './cell-value-element';
import { columnFilterType } from './column-filter';
import { headerThemeClass } from './column-groups';
import { cellRendering, isSensitive, plainCellText, type PlainCellContext } from './plain-cell';
import { nextSort, type SortDirection } from './sort-cycle';
import type { TableState } from './table-state';

/** Spec §9: money and percent start at 200 px, booleans at 150. */
export function initialWidth(column: Column): number {
  if (column.cell_value_type === 'money' || column.cell_value_type === 'percent') return 200;
  if (column.cell_value_type === 'boolean') return 150;
  return 180;
}

const rightAligned = new Set(['money', 'decimal', 'integer', 'percent', 'multiple', 'time_delta']);

/** Static per column, so AG Grid never recomputes it while scrolling (styles in DataTable). */
function cellClassOf(column: Column): string[] {
  const classes: string[] = [];
  if (rightAligned.has(column.cell_value_type)) classes.push('dt-right');
  if (column.cell_value_type === 'formula') classes.push('dt-formula');
  return classes;
}

// Typing in a cell's input must not move AG Grid's focus around.
const keepKeysInInputs = (params: SuppressKeyboardEventParams) => {
  const target = params.event.target as HTMLElement | null;
  return Boolean(target?.closest('input, select, textarea, button, [role=dialog]'));
};

export function columnDefs(input: {
  columns: readonly Column[];
  state: TableState;
  setState: (update: (state: TableState) => TableState) => void;
  plain: PlainCellContext;
  elementContext: CellElementContext;
  /** Rows can be dragged to a new order: no sort, grouping or search is reordering them. */
  rowDragAllowed?: boolean;
  /** The columns are a pivot's: their menus only sort. */
  pivotMode?: boolean;
  /** A set filter's choices for a column (worked out when its menu opens). */
  setFilterOptions: (column: Column) => string[];
}): ColDef<GridRow>[] {
  const { state, setState } = input;
  const visible = input.columns.filter((c) => !state.hidden.includes(c.id));
  const pinnedLeft = visible.filter((c) => state.pinned[c.id] === 'left');
  const firstId = (
    state.groupBy && visible.some((c) => c.id === state.groupBy)
      ? state.groupBy
      : (pinnedLeft[0] ?? visible[0])?.id
  ) as string | undefined;
  const sortTo = (colId: string, direction: SortDirection | null) =>
    setState((s) => ({ ...s, sort: direction ? { colId, direction } : null }));
  return visible.map((column) => {
    const sort = state.sort?.colId === column.id ? state.sort.direction : null;
    const header: Omit<ColumnHeaderParams, keyof import('ag-grid-react').CustomHeaderProps> = {
      tableColumn: column,
      sort,
      pinned: state.pinned[column.id] ?? null,
      grouped: state.groupBy === column.id,
      onSortClick: () => sortTo(column.id, nextSort(sort)),
      onSort: (direction) => sortTo(column.id, direction),
      onPin: (side) => setState((s) => ({ ...s, pinned: { ...s.pinned, [column.id]: side } })),
      onHide: () => setState((s) => ({ ...s, hidden: [...s.hidden, column.id] })),
      onGroup: (on) => setState((s) => ({ ...s, groupBy: on ? column.id : null })),
      sortOnly: Boolean(input.pivotMode),
      filterType: columnFilterType(column),
      filter: state.filters[column.id],
      setFilterOptions: () => input.setFilterOptions(column),
      onFilter: (filter) =>
        setState((s) => {
          const { [column.id]: _, ...rest } = s.filters;
          return { ...s, filters: filter ? { ...rest, [column.id]: filter } : rest };
        }),
    };
    const cell: Pick<GridCellParams, 'tableColumn' | 'isFirst'> = {
      tableColumn: column,
      isFirst: column.id === firstId,
    };
    return {
      colId: column.id,
      headerName: column.title,
      width: initialWidth(column),
      pinned: state.pinned[column.id] ?? null,
      resizable: true,
      sortable: false,
      suppressMovable: true,
      headerComponent: ColumnHeader,
      headerComponentParams: header,
      valueGetter: (params) => plainCellText(params.data, column, input.plain),
      cellRendererSelector: (params) => {
        const rendering = cellRendering(params.data, column, cell.isFirst);
        if (rendering === 'react') return { component: GridCell, params: cell };
        if (rendering === 'element') {
          return {
            component: ValueCellRenderer,
            params: { tableColumn: column, elementContext: input.elementContext },
          };
        }
        return undefined;
      },
      // Classes, not cellStyle: a style object per cell per frame is what made scrolling drop.
      cellClass: cellClassOf(column),
      cellClassRules: {
        'dt-selected': (params) =>
          !params.node.rowPinned && input.plain.isSelected(params.node.rowIndex ?? -1, column.id),
        'dt-private': (params) => isSensitive(column, params.data?.cells[column.id]),
      },
      suppressKeyboardEvent: keepKeysInInputs,
      headerClass: headerThemeClass(column),
      ...(column.row_drag
        ? {
            rowDrag: (params: { data?: GridRow }) =>
              Boolean(input.rowDragAllowed) &&
              params.data?.kind === 'data' &&
              params.data.depth === 0,
          }
        : {}),
    } satisfies ColDef<GridRow>;
  });
}
