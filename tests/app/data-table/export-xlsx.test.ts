import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Column } from '../../../src/api/table-data';
import type { GridRow } from '../../../src/app/components/data-table/build-grid-rows';
import {
  buildWorkbook,
  excelFormats,
  exportSheet,
} from '../../../src/app/components/data-table/export-xlsx';
import { pasteIntoFormCells } from '../../../src/app/components/data-table/paste-into-form-cells';

const columns: Column[] = [
  { id: 'name', title: 'Name', cell_value_type: 'text' },
  { id: 'amount', title: 'Amount', cell_value_type: 'money', aggregatable: true },
  { id: 'rate', title: 'Rate', cell_value_type: 'percent' },
  { id: 'units', title: 'Units', cell_value_type: 'decimal' },
  { id: 'day', title: 'Day', cell_value_type: 'date' },
  { id: 'ok', title: 'OK', cell_value_type: 'boolean' },
  { id: 'tax', title: 'Tax', cell_value_type: 'text', sensitivity: 'sensitive' },
  { id: 'internal', title: 'Internal', cell_value_type: 'text', is_exported: false },
];
const gridRow = (cells: GridRow['cells'], kind: GridRow['kind'] = 'data'): GridRow => ({
  id: String(Math.random()),
  kind,
  depth: 0,
  cells,
  childCount: 0,
  expanded: false,
});

describe('buildWorkbook', () => {
  it('writes exported columns with Excel formats and masks hidden sensitive values', async () => {
    const workbook = buildWorkbook(
      ExcelJS,
      exportSheet({
        title: "Fees: 'Q1' [draft]",
        columns,
        rows: [
          gridRow({
            name: { value: { type: 'text', text: 'LP One' } },
            amount: { value: { type: 'money', amount: 123456 } },
            rate: { value: { type: 'percent', value: 12.5 } },
            units: { value: { type: 'decimal', value: 3.25 } },
            day: { value: { type: 'date', date: '2026-03-04' } },
            ok: { value: { type: 'boolean', value: true } },
            tax: { value: { type: 'text', text: '12-345' } },
            internal: { value: { type: 'text', text: 'x' } },
          }),
        ],
        totals: [
          gridRow(
            {
              name: { value: { type: 'text', text: 'Total' } },
              amount: { value: { type: 'money', amount: 123456 } },
            },
            'total',
          ),
        ],
        showSensitive: false,
      }),
    );
    const reread = new ExcelJS.Workbook();
    await reread.xlsx.load(await workbook.xlsx.writeBuffer());
    const sheet = reread.getWorksheet('Fees Q1 draft')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Name',
      'Amount',
      'Rate',
      'Units',
      'Day',
      'OK',
      'Tax',
    ]);
    const row = sheet.getRow(2);
    expect(row.getCell(2).value).toBe(1234.56);
    expect(row.getCell(2).numFmt).toBe(excelFormats.money);
    expect(row.getCell(3).value).toBe(0.125);
    expect(row.getCell(3).numFmt).toBe('0.00%');
    expect(row.getCell(4).numFmt).toBe('#,##0.00');
    expect((row.getCell(5).value as Date).toISOString()).toBe('2026-03-04T00:00:00.000Z');
    expect(row.getCell(5).numFmt).toBe('mm/dd/yyyy');
    expect(row.getCell(6).value).toBe(true);
    expect(row.getCell(7).value).toBe('******');
    expect(sheet.getRow(3).getCell(1).value).toBe('Total');
    expect(sheet.getRow(1).getCell(2).font?.bold).toBe(true);
    expect(row.getCell(2).font?.bold).toBeFalsy();
    expect(sheet.getRow(3).getCell(2).value).toBe(1234.56);
    expect(sheet.getRow(3).getCell(2).font?.bold).toBe(true);
    expect(sheet.getRow(3).getCell(2).numFmt).toBe(excelFormats.money);
  });
});

describe('pasteIntoFormCells', () => {
  const formColumns: Column[] = [
    { id: 'amount', title: 'Amount', cell_value_type: 'money' },
    { id: 'day', title: 'Day', cell_value_type: 'date' },
  ];
  const rows = [0, 1].map((i) =>
    gridRow({
      amount: {
        value: { type: 'money', amount: 0 },
        form_field: { name: `amount_${i}`, allow_negative: true },
      },
      day: { value: { type: 'date', date: null }, form_field: { name: `day_${i}` } },
    }),
  );
  it('spreads a block down and right through the paste rules', () => {
    expect(
      pasteIntoFormCells({
        text: '(1,000)\t1/2/2026\n-\tbad\nextra\t',
        rows,
        columns: formColumns,
        start: { rowIndex: 0, colId: 'amount' },
      }),
    ).toEqual([
      { name: 'amount_0', value: -100000 },
      { name: 'day_0', value: '2026-01-02' },
      { name: 'amount_1', value: 0 },
      {
        name: 'day_1',
        value: null,
        error: "We couldn't parse the date. Please enter a valid date in the format of MM/DD/YYYY.",
      },
    ]);
  });
});
