import type { Column } from '../../../api/table-data';
import type { GridRow } from './build-grid-rows';
import type { FormValue } from './clear-form-value';
import { formFieldKind } from './form-field-kind';
import { parseFormText } from './parse-form-text';

export type FormUpdate = { name: string; value: FormValue; error?: string };

/** Rows of tab-separated cells, as spreadsheets put them on the clipboard. */
export function parseClipboardGrid(text: string): string[][] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines.map((line) => line.split('\t'));
}

/**
 * Spreads a pasted block over the form cells from the focused one down and to the right.
 * Cells that are not editable are skipped; each value goes through the paste rules.
 */
export function pasteIntoFormCells(input: {
  text: string;
  rows: readonly GridRow[];
  columns: readonly Column[];
  start: { rowIndex: number; colId: string };
}): FormUpdate[] {
  const grid = parseClipboardGrid(input.text);
  const firstColumn = input.columns.findIndex((c) => c.id === input.start.colId);
  if (firstColumn < 0) return [];
  const updates: FormUpdate[] = [];
  grid.forEach((values, r) => {
    const row = input.rows[input.start.rowIndex + r];
    if (!row || row.kind !== 'data') return;
    if (row.source?.metadata?.type === 'form_row' && row.source.metadata.is_disabled) return;
    values.forEach((text, c) => {
      const column = input.columns[firstColumn + c];
      const field = column ? row.cells[column.id]?.form_field : undefined;
      if (!column || !field || field.is_editable === false || field.disabled) return;
      const parsed = parseFormText(formFieldKind(column, field), field, text);
      updates.push(
        parsed.ok
          ? { name: field.name, value: parsed.value }
          : { name: field.name, value: null, error: parsed.error },
      );
    });
  });
  return updates;
}
