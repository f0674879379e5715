import { useMemo } from 'react';
import type { Column, Table } from '../../../api/table-data';
import { buildGridRows } from './build-grid-rows';
import { activeFilters, rowMatchesFilters } from './column-filter';
import { pivotLabelColumnId, pivotTable } from './pivot-table';
import { leafColumns, type TableState } from './table-state';

/**
 * What the grid shows: the table itself or, in pivot mode, its filtered rows pivoted into a
 * table of their own; then sorted, grouped and searched into grid rows.
 */
export function useShownTable({
  table,
  columns,
  state,
  search,
  expanded,
}: {
  table: Table | undefined;
  columns: Column[];
  state: TableState;
  search: string;
  expanded: ReadonlySet<string>;
}) {
  // Pivot mode: the filtered rows pivoted into a table of their own, shown like any other.
  const pivoted = useMemo(() => {
    if (!table || !state.pivotOn) return null;
    const filters = activeFilters(state.filters);
    return pivotTable({
      columns,
      rows: filters.length ? table.rows.filter((r) => rowMatchesFilters(r, filters)) : table.rows,
      groupBy: state.groupBy,
      pivotOn: state.pivotOn,
    });
  }, [table, columns, state.pivotOn, state.groupBy, state.filters]);
  const shownColumns = useMemo(
    () => (pivoted ? leafColumns(pivoted.columns) : columns),
    [pivoted, columns],
  );
  // What the grid pipeline and the column menus see: a pivot's columns are never hidden,
  // grouped or filtered (the pivot did that), only sorted.
  const shownState = useMemo<TableState>(
    () =>
      pivoted
        ? {
            ...state,
            sort: shownColumns.some((c) => c.id === state.sort?.colId) ? state.sort : null,
            pinned: { [pivotLabelColumnId]: 'left' },
            hidden: [],
            groupBy: null,
            filters: {},
          }
        : state,
    [pivoted, state, shownColumns],
  );
  const grid = useMemo(
    () =>
      buildGridRows({
        rows: pivoted?.rows ?? table?.rows ?? [],
        columns: shownColumns,
        state: shownState,
        search,
        expanded,
      }),
    [pivoted, table, shownColumns, shownState, search, expanded],
  );
  const visibleColumns = useMemo(
    () => shownColumns.filter((c) => !shownState.hidden.includes(c.id)),
    [shownColumns, shownState.hidden],
  );
  return { pivoted, shownColumns, shownState, grid, visibleColumns };
}
