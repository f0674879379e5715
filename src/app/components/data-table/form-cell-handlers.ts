import type { CellKeyDownEvent, GridApi } from 'ag-grid-community';
import type { Column } from '../../../api/table-data';
import type { GridRow } from './build-grid-rows';
import { clearFormValue, type FormValue } from './clear-form-value';
import { followCellLink } from './follow-cell-link';
import { pasteIntoFormCells } from './paste-into-form-cells';

type Input = {
  columns: readonly Column[];
  visibleColumns: readonly Column[];
  rows: readonly GridRow[];
  getApi: () => GridApi<GridRow> | null;
  formValues: Record<string, FormValue>;
  setFormValue: (name: string, value: FormValue, error?: string) => void;
};

/** Enter follows a focused cell's link; Delete/Backspace clears a focused form cell, a pasted block fills cells, Clear empties all (spec §5). */
export function formCellHandlers({
  columns,
  visibleColumns,
  rows,
  getApi,
  formValues,
  setFormValue,
}: Input) {
  const onCellKeyDown = (event: CellKeyDownEvent<GridRow>) => {
    if (followCellLink(event)) return;
    const key = (event.event as KeyboardEvent | null)?.key;
    if ((key !== 'Delete' && key !== 'Backspace') || !event.data) return;
    const target = (event.event as KeyboardEvent).target as HTMLElement;
    if (target.closest('input, select, textarea')) return;
    const column = columns.find((c) => c.id === event.column.getColId());
    const field = column && event.data.cells[column.id]?.form_field;
    if (column && field && field.is_editable !== false)
      setFormValue(field.name, clearFormValue(column.cell_value_type));
  };
  const onPaste = (event: React.ClipboardEvent) => {
    const text = event.clipboardData.getData('text/plain');
    const focused = getApi()?.getFocusedCell();
    if (!focused || focused.rowPinned) return;
    const input = (event.target as HTMLElement).closest('input');
    // A single value typed into an input is ordinary typing; blocks and cell focus are ours.
    if (input && !/[\t\n]/.test(text.trim())) return;
    const updates = pasteIntoFormCells({
      text,
      rows: rows,
      columns: visibleColumns,
      start: { rowIndex: focused.rowIndex, colId: focused.column.getColId() },
    });
    if (updates.length === 0) return;
    event.preventDefault();
    for (const update of updates)
      setFormValue(
        update.name,
        update.error ? (formValues[update.name] ?? null) : update.value,
        update.error,
      );
  };
  const clearForm = () => {
    for (const column of columns) {
      for (const row of rows) {
        const field = row.cells[column.id]?.form_field;
        if (field && field.is_editable !== false && !field.disabled)
          setFormValue(field.name, clearFormValue(column.cell_value_type));
      }
    }
  };
  return { onCellKeyDown, onPaste, clearForm };
}
