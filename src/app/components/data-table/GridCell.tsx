import type { CustomCellRendererProps } from 'ag-grid-react';
import { css } from 'styled-system/css';
import type { Column } from '../../../api/table-data';
import type { GridRow } from './build-grid-rows';
import { CellValueView } from './CellValueView';
import { useDataTableContext } from './data-table-context';
import { FormCell } from './FormCell';
import { MoneyStepperCell } from './MoneyStepperCell';

export type GridCellParams = CustomCellRendererProps<GridRow> & {
  tableColumn: Column;
  /** The first visible column carries the tree and group toggles. */
  isFirst: boolean;
};

const toggle = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '20px',
  h: '20px',
  mr: '1',
  flexShrink: 0,
  borderRadius: '4px',
  cursor: 'pointer',
  color: 'gray.600',
  _hover: { bg: 'gray.100' },
});

/** One AG Grid cell: indentation and toggles for tree and group rows, then the cell itself. */
export function GridCell(params: GridCellParams) {
  const { toggleExpanded } = useDataTableContext();
  const row = params.data;
  if (!row) return null;
  const column = params.tableColumn;
  const cell = row.cells[column.id];
  if (row.kind === 'separator') {
    return params.isFirst ? (
      <strong className={css({ color: 'gray.700' })}>{row.title}</strong>
    ) : null;
  }
  const disabled = row.source?.metadata?.type === 'form_row' && row.source.metadata.is_disabled;
  const editable = cell?.form_field && cell.form_field.is_editable !== false && row.kind === 'data';
  return (
    <div
      className={css({ display: 'flex', alignItems: 'center', h: '100%', minW: 0 })}
      style={{
        justifyContent: isRight(column) && !editable ? 'flex-end' : undefined,
        fontWeight: row.kind === 'data' ? undefined : 600,
        paddingLeft: params.isFirst ? row.depth * 20 : 0,
      }}
    >
      {params.isFirst && row.childCount > 0 ? (
        <button
          type="button"
          // Enter on the focused cell presses it (follow-cell-link.ts); not a Tab stop of its own.
          tabIndex={-1}
          className={toggle}
          aria-label={row.expanded ? 'Collapse row' : 'Expand row'}
          aria-expanded={row.expanded}
          onClick={() => toggleExpanded(row.id)}
        >
          {row.expanded ? '▾' : '▸'}
        </button>
      ) : null}
      {cell ? (
        cell.value.type === 'money_stepper' && row.kind === 'data' ? (
          <MoneyStepperCell value={cell.value} cells={row.cells} disabled={Boolean(disabled)} />
        ) : editable ? (
          <FormCell cell={cell} column={column} disabled={Boolean(disabled)} />
        ) : (
          <CellValueView cell={cell} column={column} row={row.source} />
        )
      ) : null}
    </div>
  );
}

const rightAligned = new Set(['money', 'decimal', 'integer', 'percent', 'multiple', 'time_delta']);
const isRight = (column: Column) => rightAligned.has(column.cell_value_type);
