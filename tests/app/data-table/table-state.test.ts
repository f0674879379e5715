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
      pinned: { a: 'left', b: null, c: null },
      hidden: ['b'],
      groupBy: 'c',
      filters: {},
    });
  });

  it('differs only when something a user sees differs (Reset shows then)', () => {
    expect(stateDiffers(defaults, defaults)).toBe(false);
    expect(stateDiffers({ ...defaults, hidden: ['b'], filters: { a: [] } }, defaults)).toBe(false);
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
        filters: { gone: ['x'], c: ['y'] },
      },
      columns,
    );
    expect(pruned).toEqual({
      sort: null,
      pinned: { a: null, b: null, c: null },
      hidden: ['c'],
      groupBy: null,
      filters: { c: ['y'] },
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
