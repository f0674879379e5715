import { describe, expect, it } from 'vitest';
import type { CellValue } from '../../../src/api/table-data';
import {
  cellNumber,
  cellSortValue,
  formatCellValue,
} from '../../../src/app/components/data-table/format-cell-value';
import { formatMoney } from '../../../src/domain/money-display';

describe('formatCellValue: one renderer per cell value type', () => {
  const cases: [CellValue, string][] = [
    [{ type: 'text', text: 'Main Fund LP' }, 'Main Fund LP'],
    [{ type: 'text', text: null }, ''],
    [{ type: 'diff', current: 'B', original: 'A' }, 'A → B'],
    [{ type: 'diff', current: 'same', original: 'same' }, 'same'],
    [{ type: 'formula', text: 'a + b' }, 'a + b'],
    [{ type: 'boolean', value: true }, 'Yes'],
    [{ type: 'boolean', value: false }, 'No'],
    [{ type: 'boolean', value: null }, ''],
    [{ type: 'multiple', value: 1.5 }, '1.50x'],
    [{ type: 'date', date: '2026-03-04' }, '03/04/2026'],
    [{ type: 'date', date: '2026-03-04', format: 'MMM dd, yyyy' }, 'Mar 04, 2026'],
    [{ type: 'date', date: null }, ''],
    [{ type: 'time_delta', days: 12 }, '12 days'],
    [{ type: 'time_delta', days: null }, '-'],
    [{ type: 'money', amount: 123456789 }, '$1,234,567.89'],
    [{ type: 'money', amount: -5, currency: 'EUR' }, '-€0.05'],
    [{ type: 'money', amount: null }, ''],
    [{ type: 'decimal', value: 1234.5 }, '1,234.50'],
    [{ type: 'integer', value: 1234567 }, '1,234,567'],
    [{ type: 'percent', value: 12.5 }, '12.50%'],
    [
      {
        type: 'money_stepper',
        source_column_id: 'a',
        form_name_id_to_step: {},
        column_id_to_step: {},
      },
      '',
    ],
  ];
  it.each(cases)('%j → %s', (value, text) => expect(formatCellValue(value)).toBe(text));

  it('formats a datetime as M/d/yyyy h:mm a in local time', () => {
    const text = formatCellValue({ type: 'datetime', datetime: '2026-01-02T15:04:00' });
    expect(text).toBe('1/2/2026 3:04 PM');
  });

  it('throws for an unknown type, naming it', () => {
    expect(() => formatCellValue({ type: 'sparkline' } as unknown as CellValue)).toThrow(
      'No cell value renderer for type sparkline found',
    );
  });

  it('formats money from integer cents without float drift', () => {
    expect(formatMoney(10 + 20)).toBe('$0.30');
    expect(formatMoney(Number.MAX_SAFE_INTEGER - 1)).toBe('$90,071,992,547,409.90');
  });
});

describe('cellNumber and cellSortValue', () => {
  it('reads money in dollars and the numbers of numeric types', () => {
    expect(cellNumber({ type: 'money', amount: 250 })).toBe(2.5);
    expect(cellNumber({ type: 'percent', value: 7 })).toBe(7);
    expect(cellNumber({ type: 'text', text: '5' })).toBeNull();
  });
  it('sorts by sort_key first, then by typed value', () => {
    expect(cellSortValue({ value: { type: 'text', text: 'b' }, sort_key: 1 })).toBe(1);
    expect(cellSortValue({ value: { type: 'money', amount: 5 } })).toBe(5);
    expect(cellSortValue({ value: { type: 'date', date: '2020-01-02' } })).toBe('2020-01-02');
    expect(cellSortValue({ value: { type: 'text', text: 'ABC' } })).toBe('abc');
    expect(cellSortValue({ value: { type: 'text', text: '' } })).toBeNull();
  });
});
