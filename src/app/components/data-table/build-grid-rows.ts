import type { Cell, Column, Row } from '../../../api/table-data';
import { activeFilters, blankLabel, rowMatchesFilters } from './column-filter';
import { cellSortValue, formatCellValue } from './format-cell-value';
import { aggregateLikeRows, totalRows } from './like-rows';
import { compareSortValues } from './sort-cycle';
import type { TableState } from './table-state';

export type GridRow = {
  id: string;
  kind: 'data' | 'group' | 'separator' | 'total';
  depth: number;
  cells: Record<string, Cell>;
  /** Children behind an expand toggle (tree rows and our own groups). */
  childCount: number;
  expanded: boolean;
  source?: Row;
  title?: string;
};

export type GridRowsInput = {
  rows: readonly Row[];
  columns: readonly Column[];
  state: Pick<TableState, 'sort' | 'groupBy' | 'filters'> & Partial<Pick<TableState, 'hidden'>>;
  search: string;
  /** Ids of expanded tree rows and groups. */
  expanded: ReadonlySet<string>;
};

/** totals: the pinned rows under the table, one per kind and currency of row (like-rows.ts). */
export type GridRows = { rows: GridRow[]; totals: GridRow[]; leafCount: number };

const searchText = new WeakMap<Row, string>();

/** Searchable text of a row; sensitive cells never match, so a search cannot reveal them. */
function textOf(row: Row, columns: readonly Column[]): string {
  let text = searchText.get(row);
  if (text === undefined) {
    text = columns
      .filter((c) => c.sensitivity !== 'sensitive')
      .map((c) => {
        const cell = row.cells[c.id];
        return cell && cell.sensitivity !== 'sensitive' ? formatCellValue(cell.value) : '';
      })
      .join('\u0000')
      .toLowerCase();
    searchText.set(row, text);
  }
  return text;
}

export const groupValue = (cell: Cell | undefined) =>
  (cell ? formatCellValue(cell.value) : '') || blankLabel;

/**
 * Our own row pipeline (AG Grid Community has no grouping): search and column filters,
 * grouping by one column, tree rows, sorting within each level, and the total row.
 */
export function buildGridRows(input: GridRowsInput): GridRows {
  const { columns, state, expanded } = input;
  const term = input.search.trim().toLowerCase();
  const filters = activeFilters(state.filters);
  const matches = (row: Row): boolean =>
    (term === '' || textOf(row, columns).includes(term)) && rowMatchesFilters(row, filters);

  const serverTotal = input.rows.find((r) => r.granularity_level === 'total');
  const body = input.rows.filter((r) => r !== serverTotal);
  const separatorsKept = !state.sort && !state.groupBy && term === '' && filters.length === 0;

  // A tree row stays when it or any descendant matches; leaves are what totals add up.
  const leaves: Row[] = [];
  const prune = (rows: readonly Row[]): Row[] =>
    rows.flatMap((row) => {
      if (row.metadata?.type === 'table_separator_row') return separatorsKept ? [row] : [];
      const children = prune(row.child_rows ?? []);
      if (children.length > 0) return [{ ...row, child_rows: children }];
      if (!matches(row)) return [];
      leaves.push(row);
      return [row.child_rows?.length ? { ...row, child_rows: [] } : row];
    });
  const kept = prune(body);

  const sortColumn = state.sort ? columns.find((c) => c.id === state.sort?.colId) : undefined;
  const sortRows = <T extends { cells: Record<string, Cell> }>(rows: T[]): T[] => {
    if (!sortColumn || !state.sort) return rows;
    const direction = state.sort.direction;
    const keyed = rows.map((row) => ({ row, key: cellSortValue(row.cells[sortColumn.id]) }));
    keyed.sort((a, b) => compareSortValues(a.key, b.key, direction));
    return keyed.map((k) => k.row);
  };

  const out: GridRow[] = [];
  const forceOpen = term !== '' || filters.length > 0;
  const emitTree = (rows: readonly Row[], depth: number) => {
    for (const row of sortRows([...rows])) {
      if (row.metadata?.type === 'table_separator_row') {
        out.push({
          id: row.id,
          kind: 'separator',
          depth,
          cells: row.cells,
          childCount: 0,
          expanded: false,
          source: row,
          title: row.metadata.title,
        });
        continue;
      }
      const children = row.child_rows ?? [];
      const open = forceOpen || expanded.has(row.id);
      out.push({
        id: row.id,
        kind: 'data',
        depth,
        cells: row.cells,
        childCount: children.length,
        expanded: open,
        source: row,
      });
      if (open && children.length > 0) emitTree(children, depth + 1);
    }
  };

  const groupColumn = state.groupBy ? columns.find((c) => c.id === state.groupBy) : undefined;
  if (groupColumn) {
    const groups = new Map<string, Row[]>();
    for (const row of kept) {
      const key = groupValue(row.cells[groupColumn.id]);
      groups.set(key, [...(groups.get(key) ?? []), row]);
    }
    const groupRows: (GridRow & { members: Row[] })[] = [...groups].map(([key, members]) => {
      const cells: Record<string, Cell> = {
        [groupColumn.id]: {
          value: { type: 'text', text: `${key} (${members.length})` },
          sort_key: key.toLowerCase(),
        },
      };
      for (const column of columns) {
        if (column.id === groupColumn.id) continue;
        const cell = aggregateLikeRows(column, members);
        if (cell) cells[column.id] = cell;
      }
      const id = `group:${groupColumn.id}:${key}`;
      return {
        id,
        kind: 'group',
        depth: 0,
        cells,
        childCount: members.length,
        expanded: forceOpen || expanded.has(id),
        members,
      };
    });
    const ordered = sortColumn
      ? sortRows(groupRows)
      : groupRows.sort((a, b) =>
          compareSortValues(
            a.cells[groupColumn.id]?.sort_key ?? null,
            b.cells[groupColumn.id]?.sort_key ?? null,
            'asc',
          ),
        );
    for (const { members, ...group } of ordered) {
      out.push(group);
      if (group.expanded) emitTree(members, 1);
    }
  } else {
    emitTree(kept, 0);
  }

  const totals: GridRow[] = serverTotal
    ? [
        {
          id: serverTotal.id,
          kind: 'total',
          depth: 0,
          cells: serverTotal.cells,
          childCount: 0,
          expanded: false,
          source: serverTotal,
        },
      ]
    : totalRows(columns, leaves, state.hidden).map(({ id, cells }) => ({
        id,
        kind: 'total',
        depth: 0,
        cells,
        childCount: 0,
        expanded: false,
      }));
  return { rows: out, totals, leafCount: leaves.length };
}
