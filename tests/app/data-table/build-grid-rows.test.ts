import { describe, expect, it } from 'vitest';
import type { Column, Row } from '../../../src/api/table-data';
import { buildGridRows } from '../../../src/app/components/data-table/build-grid-rows';
import type { TableState } from '../../../src/app/components/data-table/table-state';

const columns: Column[] = [
  { id: 'name', title: 'Name', cell_value_type: 'text' },
  { id: 'class', title: 'Class', cell_value_type: 'text', enable_row_group: true },
  { id: 'amount', title: 'Amount', cell_value_type: 'money', aggregatable: true },
  { id: 'secret', title: 'Secret', cell_value_type: 'text', sensitivity: 'sensitive' },
];
const row = (id: string, name: string, klass: string, cents: number | null): Row => ({
  id,
  cells: {
    name: { value: { type: 'text', text: name } },
    class: { value: { type: 'text', text: klass } },
    amount: { value: { type: 'money', amount: cents } },
    secret: { value: { type: 'text', text: `hidden-${id}` } },
  },
});
const rows = [
  row('1', 'Cedar', 'A', 300),
  row('2', 'alder', 'B', 100),
  row('3', 'Birch', 'A', null),
];
const base = {
  rows,
  columns,
  state: { sort: null, groupBy: null, filters: {} as TableState['filters'] },
  search: '',
  expanded: new Set<string>(),
};
const names = (result: ReturnType<typeof buildGridRows>) =>
  result.rows.map((r) => (r.cells.name?.value.type === 'text' ? r.cells.name.value.text : r.id));

describe('buildGridRows', () => {
  it('keeps server order and adds a total row when a column is aggregatable', () => {
    const result = buildGridRows(base);
    expect(names(result)).toEqual(['Cedar', 'alder', 'Birch']);
    expect(result.totals[0]?.cells.amount?.value).toEqual({ type: 'money', amount: 400 });
    expect(result.totals[0]?.cells.name?.value).toEqual({ type: 'text', text: 'Total' });
    expect(result.leafCount).toBe(3);
  });

  it('has no total row when nothing is aggregatable', () => {
    const plain = columns.map((c) => ({ ...c, aggregatable: false }));
    expect(buildGridRows({ ...base, columns: plain }).totals).toEqual([]);
  });

  it('sorts case-insensitively with blanks last in both directions', () => {
    const asc = buildGridRows({
      ...base,
      state: { ...base.state, sort: { colId: 'name', direction: 'asc' } },
    });
    expect(names(asc)).toEqual(['alder', 'Birch', 'Cedar']);
    const byAmount = buildGridRows({
      ...base,
      state: { ...base.state, sort: { colId: 'amount', direction: 'desc' } },
    });
    expect(names(byAmount)).toEqual(['Cedar', 'alder', 'Birch']);
  });

  it('searches displayed text but never sensitive cells', () => {
    expect(names(buildGridRows({ ...base, search: 'BIR' }))).toEqual(['Birch']);
    expect(buildGridRows({ ...base, search: 'hidden-1' }).rows).toEqual([]);
    expect(buildGridRows({ ...base, search: 'bir' }).totals[0]?.cells.amount).toBeUndefined();
  });

  it('groups by a column with per-group sums, children shown when expanded', () => {
    const state = { ...base.state, groupBy: 'class' };
    const closed = buildGridRows({ ...base, state });
    expect(closed.rows.map((r) => [r.kind, r.cells.class?.value])).toEqual([
      ['group', { type: 'text', text: 'A (2)' }],
      ['group', { type: 'text', text: 'B (1)' }],
    ]);
    expect(closed.rows[0]?.cells.amount?.value).toEqual({ type: 'money', amount: 300 });
    const open = buildGridRows({ ...base, state, expanded: new Set(['group:class:A']) });
    expect(open.rows.map((r) => `${r.kind}:${r.depth}`)).toEqual([
      'group:0',
      'data:1',
      'data:1',
      'group:0',
    ]);
  });

  it('applies set filters by displayed value', () => {
    const result = buildGridRows({
      ...base,
      state: { ...base.state, filters: { class: { type: 'set', values: ['B'] } } },
    });
    expect(names(result)).toEqual(['alder']);
  });

  it('shows tree rows collapsed, totals over leaves, and a server total row as is', () => {
    const tree: Row[] = [
      {
        ...row('p', 'Parent', 'A', 0),
        child_rows: [row('c1', 'Child 1', 'A', 50), row('c2', 'Child 2', 'A', 70)],
      },
      { ...row('t', 'Server total', '', 999), granularity_level: 'total' },
    ];
    const closed = buildGridRows({ ...base, rows: tree });
    expect(names(closed)).toEqual(['Parent']);
    expect(closed.rows[0]).toMatchObject({ childCount: 2, expanded: false });
    expect(closed.totals[0]?.cells.amount?.value).toEqual({ type: 'money', amount: 999 });
    const open = buildGridRows({ ...base, rows: tree, expanded: new Set(['p']) });
    expect(names(open)).toEqual(['Parent', 'Child 1', 'Child 2']);
    // A search opens the parents of matching children.
    expect(names(buildGridRows({ ...base, rows: tree, search: 'child 2' }))).toEqual([
      'Parent',
      'Child 2',
    ]);
  });
});
