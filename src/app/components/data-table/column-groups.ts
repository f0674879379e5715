import type { ColDef, ColGroupDef } from 'ag-grid-community';
import type { Column } from '../../../api/table-data';
import type { GridRow } from './build-grid-rows';

/** Header colours of spec §3's header_theme; styled in DataTable. */
export const headerThemeClass = (column: Column): string | undefined =>
  column.header_theme && column.header_theme !== 'default'
    ? `dt-header-${column.header_theme}`
    : undefined;

/**
 * Nested columns (spec §3) as AG Grid column groups over the leaf definitions. Leaves that
 * are hidden have no definition, and a group left without visible leaves is dropped.
 * column_group_show says whether a leaf shows with its group open or closed, and
 * column_group_open_by_default how the group starts.
 */
export function groupColumnDefs(
  tree: readonly Column[],
  leafDefs: ReadonlyMap<string, ColDef<GridRow>>,
): (ColDef<GridRow> | ColGroupDef<GridRow>)[] {
  return tree.flatMap((column): (ColDef<GridRow> | ColGroupDef<GridRow>)[] => {
    if (column.nested_columns?.length) {
      const children = groupColumnDefs(column.nested_columns, leafDefs);
      if (children.length === 0) return [];
      return [
        {
          groupId: column.id,
          headerName: column.title,
          headerClass: headerThemeClass(column),
          openByDefault: column.column_group_open_by_default ?? false,
          children,
        },
      ];
    }
    const leaf = leafDefs.get(column.id);
    if (!leaf) return [];
    return [
      column.column_group_show ? { ...leaf, columnGroupShow: column.column_group_show } : leaf,
    ];
  });
}
