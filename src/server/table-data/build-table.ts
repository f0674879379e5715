import type { Cell, Column, Row, Table } from '../../api/table-data';

export type TableSpec<Item> = {
  columns: Column[];
  rowId: (item: Item) => string;
  cells: (item: Item) => Record<string, Cell>;
  childRows?: (item: Item) => Row[] | undefined;
};

/**
 * Builds a table-data answer from query rows. Every row gets a cell for every column,
 * so the client never has to guess what an absent cell means.
 */
export function buildTable<Item>(items: readonly Item[], spec: TableSpec<Item>): Table {
  const ids = spec.columns.flatMap(function leafIds(column): string[] {
    return column.nested_columns?.length ? column.nested_columns.flatMap(leafIds) : [column.id];
  });
  const rows: Row[] = items.map((item) => {
    const cells = spec.cells(item);
    for (const id of ids) {
      if (!cells[id]) throw new Error(`table row ${spec.rowId(item)} has no cell for column ${id}`);
    }
    const childRows = spec.childRows?.(item);
    return { id: spec.rowId(item), cells, ...(childRows ? { child_rows: childRows } : {}) };
  });
  return { columns: spec.columns, rows };
}
