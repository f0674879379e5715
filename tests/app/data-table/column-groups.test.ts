import type { ColDef, ColGroupDef } from 'ag-grid-community';
import { describe, expect, it } from 'vitest';
import type { Column } from '../../../src/api/table-data';
import type { GridRow } from '../../../src/app/components/data-table/build-grid-rows';
import {
  groupColumnDefs,
  headerThemeClass,
} from '../../../src/app/components/data-table/column-groups';

const leaf = (id: string, extra: Partial<Column> = {}): Column => ({
  id,
  title: id,
  cell_value_type: 'money',
  ...extra,
});
const tree: Column[] = [
  leaf('investor'),
  {
    ...leaf('commitment_group'),
    title: 'Commitment',
    header_theme: 'primary',
    column_group_open_by_default: true,
    nested_columns: [leaf('committed'), leaf('called', { column_group_show: 'open' })],
  },
  { ...leaf('empty_group'), nested_columns: [leaf('hidden')] },
];
const defs = (ids: string[]) =>
  new Map(ids.map((id) => [id, { colId: id } satisfies ColDef<GridRow>]));

describe('groupColumnDefs (nested columns)', () => {
  it('nests leaves under their group with its theme, opening and per-leaf show rule', () => {
    const out = groupColumnDefs(tree, defs(['investor', 'committed', 'called']));
    expect(out).toHaveLength(2);
    expect(out[0]).toEqual({ colId: 'investor' });
    const group = out[1] as ColGroupDef<GridRow>;
    expect(group).toMatchObject({
      groupId: 'commitment_group',
      headerName: 'Commitment',
      headerClass: 'dt-header-primary',
      openByDefault: true,
    });
    expect(group.children).toEqual([
      { colId: 'committed' },
      { colId: 'called', columnGroupShow: 'open' },
    ]);
  });

  it('drops hidden leaves and groups left without any', () => {
    const out = groupColumnDefs(tree, defs(['investor', 'called']));
    expect(out.map((d) => ('children' in d ? d.groupId : d.colId))).toEqual([
      'investor',
      'commitment_group',
    ]);
    expect((out[1] as ColGroupDef<GridRow>).children).toHaveLength(1);
  });

  it('gives default and missing themes no class', () => {
    expect(headerThemeClass(leaf('a', { header_theme: 'default' }))).toBeUndefined();
    expect(headerThemeClass(leaf('a'))).toBeUndefined();
    expect(headerThemeClass(leaf('a', { header_theme: 'secondary' }))).toBe('dt-header-secondary');
  });
});
