import { describe, expect, it } from 'vitest';
import type { Cell, Column, Row } from '../../../src/api/table-data';
import {
  cellMatchesFilter,
  columnFilterType,
  filterIsActive,
  readSavedFilter,
  setFilterOptions,
} from '../../../src/app/components/data-table/column-filter';

const text = (t: string | null, extra: Partial<Cell> = {}): Cell => ({
  value: { type: 'text', text: t },
  ...extra,
});
const money = (cents: number | null): Cell => ({ value: { type: 'money', amount: cents } });
const day = (date: string | null): Cell => ({ value: { type: 'date', date } });

describe('column filters', () => {
  it('takes filter_type from the column, else from its values', () => {
    const col = (c: Partial<Column>): Column => ({
      id: 'x',
      title: 'X',
      cell_value_type: 'text',
      ...c,
    });
    expect(columnFilterType(col({ filter_type: 'set' }))).toBe('set');
    expect(columnFilterType(col({ cell_value_type: 'money' }))).toBe('number');
    expect(columnFilterType(col({ cell_value_type: 'datetime' }))).toBe('date');
    expect(columnFilterType(col({ cell_value_type: 'boolean' }))).toBe('set');
    expect(columnFilterType(col({}))).toBe('text');
  });

  it('set filters match filter_values when the cell has them, else the shown text', () => {
    const filter = { type: 'set' as const, values: ['Capital call', '(Blank)'] };
    expect(cellMatchesFilter(text('Capital call'), filter)).toBe(true);
    expect(cellMatchesFilter(text('Call #3', { filter_values: ['Capital call'] }), filter)).toBe(
      true,
    );
    expect(cellMatchesFilter(text('Capital call', { filter_values: ['Other'] }), filter)).toBe(
      false,
    );
    expect(cellMatchesFilter(text(null), filter)).toBe(true);
    expect(cellMatchesFilter(undefined, { type: 'set', values: [] })).toBe(false);
  });

  it('text filters match case-insensitively; number and date bounds are inclusive', () => {
    expect(cellMatchesFilter(text('LP Alder'), { type: 'text', contains: ' alder' })).toBe(true);
    expect(cellMatchesFilter(text('LP Birch'), { type: 'text', contains: 'alder' })).toBe(false);
    // Money filters in dollars, the way the cell reads.
    const range = { type: 'number' as const, min: 10, max: 20.5 };
    expect(cellMatchesFilter(money(1000), range)).toBe(true);
    expect(cellMatchesFilter(money(2050), range)).toBe(true);
    expect(cellMatchesFilter(money(2051), range)).toBe(false);
    expect(cellMatchesFilter(money(null), range)).toBe(false);
    const dates = { type: 'date' as const, from: '2026-01-01', to: '2026-03-31' };
    expect(cellMatchesFilter(day('2026-03-31'), dates)).toBe(true);
    expect(cellMatchesFilter(day('2025-12-31'), dates)).toBe(false);
    expect(
      cellMatchesFilter({ value: { type: 'datetime', datetime: '2026-02-01T10:00:00Z' } }, dates),
    ).toBe(true);
  });

  it('never files or matches a sensitive cell by its value', () => {
    const secret = text('12-345', { sensitivity: 'sensitive' });
    expect(cellMatchesFilter(secret, { type: 'text', contains: '12' })).toBe(false);
    expect(cellMatchesFilter(secret, { type: 'set', values: ['12-345'] })).toBe(false);
    expect(cellMatchesFilter(secret, { type: 'set', values: ['******'] })).toBe(true);
    expect(
      setFilterOptions({ id: 'tax', title: 'Tax', cell_value_type: 'text' }, [
        { id: '1', cells: { tax: secret } },
      ]),
    ).toEqual(['******']);
  });

  it('an empty text, number or date filter is no filter', () => {
    expect(filterIsActive({ type: 'text', contains: '  ' })).toBe(false);
    expect(filterIsActive({ type: 'number', min: null, max: null })).toBe(false);
    expect(filterIsActive({ type: 'date', from: null, to: '2026-01-01' })).toBe(true);
    expect(filterIsActive({ type: 'set', values: [] })).toBe(true);
  });

  it('offers set_filter_values, else every value of the rows and their children', () => {
    const column: Column = { id: 'state', title: 'State', cell_value_type: 'text' };
    const rows: Row[] = [
      {
        id: '1',
        cells: { state: text('Open') },
        child_rows: [{ id: '1a', cells: { state: text('Closed', { filter_values: ['Done'] }) } }],
      },
      { id: '2', cells: { state: text(null) } },
      { id: 't', cells: { state: text('Total') }, granularity_level: 'total' },
    ];
    expect(setFilterOptions(column, rows)).toEqual(['(Blank)', 'Done', 'Open']);
    expect(setFilterOptions({ ...column, set_filter_values: ['B', 'A'] }, rows)).toEqual([
      'B',
      'A',
    ]);
  });

  it('reads saved filters back and refuses what it does not know', () => {
    expect(readSavedFilter(['a'])).toEqual({ type: 'set', values: ['a'] });
    expect(readSavedFilter({ type: 'number', min: 'x', max: 3 })).toEqual({
      type: 'number',
      min: null,
      max: 3,
    });
    expect(readSavedFilter({ type: 'regex' })).toBeNull();
    expect(readSavedFilter(7)).toBeNull();
  });
});
