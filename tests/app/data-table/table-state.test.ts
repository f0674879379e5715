import { describe, expect, it, vi } from 'vitest';
import type { Column, Table } from '../../../src/api/table-data';
import {
  decodeTableState,
  encodeTableState,
} from '../../../src/app/components/data-table/encode-table-state';
import {
  defaultTableState,
  loadTableState,
  pruneTableState,
  saveTableState,
  stateDiffers,
  tableKeepsState,
} from '../../../src/app/components/data-table/table-state';

const columns: Column[] = [
  { id: 'a', title: 'A', cell_value_type: 'text', is_pinned: true, initial_sort: 'desc' },
  { id: 'b', title: 'B', cell_value_type: 'money', initial_hide: true },
  { id: 'c', title: 'C', cell_value_type: 'text', initial_row_group: true },
  { id: 'd', title: 'D', cell_value_type: 'text', enable_pivot: true },
];

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

describe('table state', () => {
  const defaults = defaultTableState(columns);

  it('starts from the columns initial settings', () => {
    expect(defaults).toEqual({
      sort: { colId: 'a', direction: 'desc' },
      pinned: { a: 'left', b: null, c: null, d: null },
      hidden: ['b'],
      groupBy: 'c',
      pivotOn: null,
      filters: {},
    });
  });

  it('differs only when something a user sees differs (Reset shows then)', () => {
    expect(stateDiffers(defaults, defaults)).toBe(false);
    expect(
      stateDiffers(
        { ...defaults, hidden: ['b'], filters: { a: { type: 'text', contains: ' ' } } },
        defaults,
      ),
    ).toBe(false);
    expect(
      stateDiffers({ ...defaults, filters: { a: { type: 'set', values: [] } } }, defaults),
    ).toBe(true);
    expect(stateDiffers({ ...defaults, pivotOn: 'd' }, defaults)).toBe(true);
    expect(stateDiffers({ ...defaults, sort: null }, defaults)).toBe(true);
    expect(
      stateDiffers({ ...defaults, pinned: { ...defaults.pinned, b: 'right' } }, defaults),
    ).toBe(true);
  });

  it('drops columns that no longer exist', () => {
    const pruned = pruneTableState(
      {
        sort: { colId: 'gone', direction: 'asc' },
        pinned: { gone: 'left', a: null },
        hidden: ['gone', 'c'],
        groupBy: 'gone',
        pivotOn: 'a',
        filters: {
          gone: { type: 'set', values: ['x'] },
          c: { type: 'set', values: ['y'] },
        },
      },
      columns,
    );
    expect(pruned).toEqual({
      sort: null,
      pinned: { a: null, b: null, c: null, d: null },
      hidden: ['c'],
      groupBy: null,
      // a is not an enable_pivot column
      pivotOn: null,
      filters: { c: { type: 'set', values: ['y'] } },
    });
  });

  it('saves per table key only when it differs, and restores it', () => {
    const storage = memoryStorage();
    const changed = { ...defaults, hidden: [] };
    saveTableState(storage, 'funds', changed, defaults);
    expect(loadTableState(storage, 'funds', columns)).toEqual(changed);
    expect(loadTableState(storage, 'other', columns)).toBeNull();
    saveTableState(storage, 'funds', defaults, defaults);
    expect(storage.items.size).toBe(0);
  });

  it('restores pivot mode and every kind of filter, and reads old bare set filters', () => {
    const storage = memoryStorage();
    const changed = {
      ...defaults,
      pivotOn: 'd',
      filters: {
        a: { type: 'text' as const, contains: 'lp' },
        b: { type: 'number' as const, min: 10, max: null },
        c: { type: 'date' as const, from: '2026-01-01', to: null },
        d: { type: 'set' as const, values: ['X'] },
      },
    };
    saveTableState(storage, 'funds', changed, defaults);
    expect(loadTableState(storage, 'funds', columns)).toEqual(changed);
    storage.setItem('data-table-state:old', JSON.stringify({ filters: { c: ['y'] } }));
    expect(loadTableState(storage, 'old', columns)?.filters).toEqual({
      c: { type: 'set', values: ['y'] },
    });
  });

  it('logs and ignores a state it cannot read', () => {
    const storage = memoryStorage();
    storage.setItem('data-table-state:funds', '{not json');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(loadTableState(storage, 'funds', columns)).toBeNull();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('is dropped for tables with editable form fields or row selection', () => {
    const table = (extra: Partial<Table['rows'][number]>, formField = false): Table => ({
      columns,
      rows: [
        {
          id: '1',
          cells: {
            a: {
              value: { type: 'text', text: 'x' },
              ...(formField ? { form_field: { name: 'f' } } : {}),
            },
          },
          ...extra,
        },
      ],
    });
    expect(tableKeepsState(table({}))).toBe(true);
    expect(tableKeepsState(table({}, true))).toBe(false);
    expect(tableKeepsState(table({ selectable: true }))).toBe(false);
  });
});

describe('gzip + base64 state encoding', () => {
  it('round-trips', async () => {
    const state = { sort: { colId: 'a', direction: 'asc' }, hidden: ['b'], note: 'é€' };
    const encoded = await encodeTableState(state);
    expect(encoded).toMatch(/^H4sI/);
    expect(await decodeTableState(encoded)).toEqual(state);
  });
  it('logs a decode failure and gives null', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await decodeTableState('not-gzip!')).toBeNull();
    expect(error).toHaveBeenCalledWith('Could not decode the saved grid state', expect.anything());
    error.mockRestore();
  });
});
