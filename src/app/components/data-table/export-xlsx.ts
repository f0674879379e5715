import type ExcelJS from 'exceljs';
import type { Cell, Column } from '../../../api/table-data';
import { formatCellValue } from './format-cell-value';
import type { GridRow } from './build-grid-rows';
import { sanitizeSheetName } from './sanitize-sheet-name';

/** Spec §9 Excel formats; money keeps its sign visible and never rounds to whole dollars. */
export const excelFormats = {
  money: '"$"#,##0.00;-"$"#,##0.00',
  decimal: '#,##0.00',
  integer: '#,##0',
  percent: '0.00%',
  date: 'mm/dd/yyyy',
  datetime: 'mm/dd/yyyy h:mm AM/PM',
} as const;

type ExcelValue = string | number | boolean | Date | null;

/** A cell as Excel wants it: numbers as numbers (money in dollars, percent as a fraction). */
export function excelValue(cell: Cell | undefined, showSensitive: boolean): ExcelValue {
  if (!cell) return null;
  if (cell.sensitivity === 'sensitive' && !showSensitive) return '******';
  const value = cell.value;
  switch (value.type) {
    case 'money':
      return value.amount === null ? null : value.amount / 100;
    case 'decimal':
    case 'integer':
    case 'multiple':
      return value.value;
    case 'percent':
      return value.value === null ? null : value.value / 100;
    case 'boolean':
      return value.value;
    case 'date':
      return value.date ? new Date(`${value.date}T00:00:00Z`) : null;
    case 'datetime':
      return value.datetime ? new Date(value.datetime) : null;
    case 'time_delta':
      return value.days;
    default:
      return formatCellValue(value) || null;
  }
}

export type ExportInput = {
  title: string;
  /** Visible columns in display order; those with is_exported false are left out here. */
  columns: readonly Column[];
  rows: readonly GridRow[];
  total: GridRow | null;
  showSensitive: boolean;
};

/** Builds the workbook of spec §9's export: visible exported columns, Excel formats. */
export function buildWorkbook(Excel: typeof ExcelJS, input: ExportInput): ExcelJS.Workbook {
  const workbook = new Excel.Workbook();
  const sheet = workbook.addWorksheet(sanitizeSheetName(input.title));
  const columns = input.columns.filter((c) => c.is_exported !== false);
  const sensitive = (column: Column) => column.sensitivity === 'sensitive' && !input.showSensitive;
  sheet.columns = columns.map((column) => {
    const type = column.cell_value_type;
    const numFmt = sensitive(column)
      ? undefined
      : type === 'money' || type === 'decimal' || type === 'integer' || type === 'percent'
        ? excelFormats[type]
        : type === 'date' || type === 'datetime'
          ? excelFormats[type]
          : undefined;
    return {
      header: column.title,
      key: column.id,
      width: Math.max(12, Math.min(40, column.title.length + 4)),
      ...(numFmt ? { style: { numFmt } } : {}),
    };
  });
  sheet.getRow(1).font = { bold: true };
  const write = (row: GridRow) => {
    const values: Record<string, ExcelValue> = {};
    for (const column of columns) {
      const cell = row.cells[column.id];
      values[column.id] = sensitive(column)
        ? cell
          ? '******'
          : null
        : excelValue(cell, input.showSensitive);
    }
    const added = sheet.addRow(values);
    if (row.kind !== 'data') added.font = { bold: true };
  };
  for (const row of input.rows) if (row.kind !== 'separator') write(row);
  if (input.total) write(input.total);
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return workbook;
}
