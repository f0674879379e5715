import { useMachine } from '@xstate/react';
import type { GridApi } from 'ag-grid-community';
import { themeQuartz } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { useLocation } from 'wouter';
import { dataTableViewMachine } from '../../../../machines/data-table-view.machine';
import type { Column, LinkInfo, Row, Table } from '../../../api/table-data';
import type { GridRow } from './build-grid-rows';
import type { FormValue } from './clear-form-value';
import { columnDefs } from './column-defs';
import { setFilterOptions } from './column-filter';
import { groupColumnDefs } from './column-groups';
import { formCellHandlers } from './form-cell-handlers';
import { DataTableContext, type CellRange, type DataTableContextValue } from './data-table-context';
import { DataTableToolbar } from './DataTableToolbar';
import { showPageTable } from '../../lib/page-tables';
import { exportTable } from './export-table';
import {
  columnVirtualisationRows,
  hasEditableFormCells,
  hasSelectableRows,
  rowClass,
  rowSelection,
} from './grid-options';
import { registerGridModules } from './grid-modules';
import { StatusBar } from './StatusBar';
import { TableOverlay } from './TableOverlay';
import { stateDiffers } from './table-state';
import { columnSpan, useCellRange } from './use-cell-range';
import { useColumnSizing } from './use-column-sizing';
import { useFormValues } from './use-form-values';
import { useGridHeight } from './use-grid-height';
import { useShownTable } from './use-shown-table';
import { useTableKeyboard } from './use-table-keyboard';
import { useDebouncedValue, useTableState } from './use-table-state';
import { headerHeight, rowHeight } from './visible-row-limit';

registerGridModules();

// Quartz with 12 px either side of a cell instead of 16: on a 1440 px screen that is a money
// column's worth of room across a wide list (the commitments list has thirteen columns).
const gridTheme = themeQuartz.withParams({ cellHorizontalPadding: 12 });

export type DataTableProps = {
  /** Saved state (sort, pinning, visibility, grouping, filters) is kept under this key. */
  tableKey: string;
  title: string;
  table: Table | undefined;
  isLoading?: boolean;
  emptyMessage?: string;
  onFormChange?: (values: Record<string, FormValue>) => void;
  onLink?: (link: LinkInfo, row: Row | undefined, column: Column) => void;
  /** Rows marked selectable get a checkbox; called with the selected rows on every change. */
  onSelectionChange?: (rows: Row[]) => void;
  /** Called with the top-level row ids in their new order after a row is dragged (row_drag). */
  onRowOrderChange?: (rowIds: string[]) => void;
  /** The table is its page's main content: every row, scrolling inside the grid. */
  fillsPage?: boolean;
};

const sectionStyle = css({ position: 'relative' });

const fullScreenStyle = css({
  position: 'fixed',
  inset: 0,
  zIndex: 50,
  bg: 'white',
  p: '4',
  display: 'flex',
  flexDirection: 'column',
});

/** The one table of the product (spec §2 "Data table"), on AG Grid Community. */
export function DataTable({
  tableKey,
  title,
  table,
  isLoading,
  emptyMessage,
  onFormChange,
  onLink,
  onSelectionChange,
  onRowOrderChange,
  fillsPage,
}: DataTableProps) {
  const [view, send] = useMachine(dataTableViewMachine);
  const fullScreen = view.matches({ display: 'fullScreen' });
  const collapsed = view.matches({ body: 'collapsed' });
  const { state, setState, defaults, columns } = useTableState(tableKey, table);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText, 250);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [showSensitive, setShowSensitive] = useState(false);
  const { formValues, formErrors, setFormValue } = useFormValues(table, onFormChange);
  const [range, setRange] = useState<CellRange | null>(null);
  const [exporting, setExporting] = useState(false);
  const [api, setApi] = useState<GridApi<GridRow> | null>(null);
  const [, navigate] = useLocation();

  useEffect(() => {
    if (!table) return;
    return showPageTable({
      key: tableKey,
      title,
      columns: table.columns.map((column) => column.title),
      row_count: table.rows.length,
    });
  }, [tableKey, title, table]);

  const { pivoted, shownColumns, shownState, grid, visibleColumns } = useShownTable({
    table,
    columns,
    state,
    search,
    expanded,
  });

  const handleLink = useCallback(
    (link: LinkInfo, row: Row | undefined, column: Column) => {
      if (link.type === 'button' && !row) throw new Error('Cell is required for button links');
      onLink?.(link, row, column);
    },
    [onLink],
  );
  const elementContext = useMemo(
    () => ({ showSensitive, onLink: handleLink, navigate }),
    [showSensitive, handleLink, navigate],
  );
  const context = useMemo<DataTableContextValue>(() => {
    const bounds = range && {
      top: Math.min(range.anchor.rowIndex, range.focus.rowIndex),
      bottom: Math.max(range.anchor.rowIndex, range.focus.rowIndex),
      columns: columnSpan(visibleColumns, range),
    };
    return {
      showSensitive,
      formValues,
      formErrors,
      setFormValue,
      isSelected: (rowIndex, colId) =>
        Boolean(
          bounds &&
          rowIndex >= bounds.top &&
          rowIndex <= bounds.bottom &&
          bounds.columns.has(colId),
        ),
      toggleExpanded: (rowId) =>
        setExpanded((open) => {
          const next = new Set(open);
          if (!next.delete(rowId)) next.add(rowId);
          return next;
        }),
      onLink: handleLink,
      elementContext,
    };
  }, [
    range,
    visibleColumns,
    showSensitive,
    formValues,
    formErrors,
    setFormValue,
    handleLink,
    elementContext,
  ]);

  const hasRowDrag = columns.some((c) => c.row_drag);
  const shownTable = pivoted ?? table;
  const defs = useMemo(() => {
    const leaves = columnDefs({
      columns: shownColumns,
      state: shownState,
      setState,
      plain: { showSensitive, isSelected: context.isSelected },
      elementContext,
      rowDragAllowed: !state.sort && !state.groupBy && !pivoted && search.trim() === '',
      pivotMode: Boolean(pivoted),
      setFilterOptions: (column) => setFilterOptions(column, table?.rows ?? []),
    });
    const nested = shownTable?.columns.some((c) => c.nested_columns?.length);
    return nested
      ? groupColumnDefs(shownTable?.columns ?? [], new Map(leaves.map((d) => [d.colId!, d])))
      : leaves;
  }, [
    shownColumns,
    shownState,
    state,
    pivoted,
    setState,
    showSensitive,
    context,
    elementContext,
    search,
    table,
    shownTable,
  ]);
  const selectable = useMemo(() => Boolean(table && hasSelectableRows(table.rows)), [table]);
  useEffect(() => {
    api?.refreshCells({ force: true });
  }, [api, defs]);
  const { statistics, onCellClicked } = useCellRange(range, setRange, visibleColumns, grid.rows);
  const { onCellKeyDown, onPaste, clearForm } = formCellHandlers({
    columns,
    visibleColumns,
    rows: grid.rows,
    getApi: () => api,
    formValues,
    setFormValue,
  });
  const closeFullScreen = useCallback(() => send({ type: 'fullScreen.close' }), [send]);
  const keyboard = useTableKeyboard({ fullScreen, closeFullScreen, onCellKeyDown });
  const doExport = async () => {
    setExporting(true);
    try {
      await exportTable({
        title,
        columns: visibleColumns,
        rows: grid.rows,
        totals: grid.totals,
        showSensitive,
      });
    } finally {
      setExporting(false);
    }
  };

  // Clear is for form cells (spec §5); money steppers have no empty state to clear to.
  const hasFormCells = useMemo(() => Boolean(table && hasEditableFormCells(table.rows)), [table]);
  // Where the grid starts on the page; its width is the room the columns share.
  const gridBox = useRef<HTMLDivElement>(null);
  const { onFirstDataRendered, onColumnResized } = useColumnSizing({
    visibleColumns,
    hasFormCells,
    gridBox,
  });
  const { boxHeight, hiddenRows } = useGridHeight({
    gridBox,
    fillsPage,
    fullScreen,
    table,
    headerColumns: shownTable?.columns ?? [],
    grid,
  });
  const empty = table && grid.rows.length === 0;

  return (
    <section
      aria-label={title}
      data-testid={`data-table-${tableKey}`}
      // Positioned, so column menus can open over the grid (ColumnHeader).
      className={fullScreen ? fullScreenStyle : sectionStyle}
      data-full-screen={fullScreen || undefined}
    >
      <DataTableToolbar
        title={title}
        search={searchText}
        onSearch={setSearchText}
        columns={columns}
        pivotOn={state.pivotOn}
        groupBy={state.groupBy}
        onPivot={(pivotOn, groupBy) => setState((s) => ({ ...s, pivotOn, groupBy, sort: null }))}
        hidden={state.hidden}
        onToggleColumn={(id) =>
          setState((s) => ({
            ...s,
            hidden: s.hidden.includes(id) ? s.hidden.filter((h) => h !== id) : [...s.hidden, id],
          }))
        }
        hasSensitive={columns.some((c) => c.sensitivity === 'sensitive')}
        showSensitive={showSensitive}
        onToggleSensitive={() => setShowSensitive((s) => !s)}
        canReset={stateDiffers(state, defaults)}
        onReset={() => {
          setState(defaults);
          setTimeout(() => api?.sizeColumnsToFit(), 300);
        }}
        hasFormCells={hasFormCells}
        onClearForm={clearForm}
        onExport={() => void doExport()}
        exporting={exporting}
        fullScreen={fullScreen}
        onFullScreen={(open) => send({ type: open ? 'fullScreen.open' : 'fullScreen.close' })}
        collapsed={collapsed}
        onCollapse={(c) => send({ type: c ? 'body.collapse' : 'body.expand' })}
      />
      {collapsed ? null : (
        <div
          className={css({
            // The classes column-defs.ts gives cells, instead of per-cell style objects.
            '& .ag-cell.dt-right': { textAlign: 'right' },
            '& .ag-cell.dt-selected': { background: '#dbe8fd' },
            '& .ag-cell.dt-formula': { fontFamily: 'mono', fontSize: 'xs' },
            '& .dt-group-row .ag-cell, & .dt-total-row .ag-cell': { fontWeight: '600' },
            '& .ag-header-cell.dt-header-primary, & .ag-header-group-cell.dt-header-primary': {
              background: '#ede4f6',
              color: '#3f1d63',
            },
            '& .ag-header-cell.dt-header-secondary, & .ag-header-group-cell.dt-header-secondary': {
              background: '#eef0f3',
            },
            position: 'relative',
            border: '1px solid',
            borderColor: 'gray.200',
            borderRadius: '6px',
            overflow: 'hidden',
            flex: fullScreen ? 1 : undefined,
            display: 'flex',
            flexDirection: 'column',
          })}
          onPaste={onPaste}
        >
          <div ref={gridBox} style={fullScreen ? { flex: 1 } : { height: boxHeight }}>
            <DataTableContext.Provider value={context}>
              <AgGridReact<GridRow>
                theme={gridTheme}
                rowData={grid.rows}
                pinnedBottomRowData={grid.totals}
                columnDefs={defs}
                getRowId={(params) => params.data.id}
                headerHeight={headerHeight}
                onFirstDataRendered={onFirstDataRendered}
                onColumnResized={onColumnResized}
                rowHeight={rowHeight}
                onGridReady={(event) => setApi(event.api)}
                onCellClicked={onCellClicked}
                {...keyboard}
                animateRows={false}
                rowSelection={selectable ? rowSelection : undefined}
                onSelectionChanged={(event) =>
                  onSelectionChange?.(
                    event.api.getSelectedRows().flatMap((row) => (row.source ? [row.source] : [])),
                  )
                }
                rowDragManaged={hasRowDrag}
                onRowDragEnd={(event) => {
                  const ids: string[] = [];
                  for (let i = 0; i < event.api.getDisplayedRowCount(); i += 1) {
                    const row = event.api.getDisplayedRowAtIndex(i)?.data;
                    if (row?.kind === 'data' && row.depth === 0) ids.push(row.id);
                  }
                  onRowOrderChange?.(ids);
                }}
                // Small tables keep every column in the DOM so find-in-page and tests see them;
                // large ones draw only the columns in view, halving the work of a scroll frame.
                suppressColumnVirtualisation={
                  visibleColumns.length <= 30 && grid.rows.length <= columnVirtualisationRows
                }
                suppressNoRowsOverlay
                suppressLoadingOverlay
                getRowClass={rowClass}
              />
            </DataTableContext.Provider>
          </div>
          {isLoading || !table ? (
            <TableOverlay text="Loading…" />
          ) : empty ? (
            <TableOverlay
              text={
                table.rows.length === 0 ? (emptyMessage ?? 'No rows') : 'No rows match the search'
              }
              testId="data-table-empty"
            />
          ) : null}
          <StatusBar rowCount={grid.leafCount} statistics={statistics} />
        </div>
      )}
      {hiddenRows > 0 && !collapsed ? (
        <button
          type="button"
          className={css({ mt: '1', fontSize: 'sm', color: 'blue.700', cursor: 'pointer' })}
          onClick={() => send({ type: 'fullScreen.open' })}
        >
          {hiddenRows} rows hidden
        </button>
      ) : null}
    </section>
  );
}
