import type { Column, Table } from '../../../api/table-data';
import { filterIsActive, readSavedFilter, type ColumnFilter } from './column-filter';
import type { SortDirection } from './sort-cycle';

/** What a user can change on a table and get back next time (spec §4). */
export type TableState = {
  sort: { colId: string; direction: SortDirection } | null;
  pinned: Record<string, 'left' | 'right' | null>;
  hidden: string[];
  groupBy: string | null;
  /** Pivot mode: the enable_pivot column whose values become columns, or null. */
  pivotOn: string | null;
  /** Column filters from the column menu, by column id. */
  filters: Record<string, ColumnFilter>;
};

export function leafColumns(columns: readonly Column[]): Column[] {
  return columns.flatMap((c) => (c.nested_columns?.length ? leafColumns(c.nested_columns) : [c]));
}

/** The state a table starts in, from its columns' initial_* settings. */
export function defaultTableState(columns: readonly Column[]): TableState {
  const leaves = leafColumns(columns);
  const sorted = leaves.find((c) => c.initial_sort);
  const pinned: TableState['pinned'] = {};
  for (const column of leaves) pinned[column.id] = column.is_pinned ? 'left' : null;
  return {
    sort: sorted?.initial_sort ? { colId: sorted.id, direction: sorted.initial_sort } : null,
    pinned,
    hidden: leaves.filter((c) => c.initial_hide).map((c) => c.id),
    groupBy: leaves.find((c) => c.initial_row_group)?.id ?? null,
    pivotOn: null,
    filters: {},
  };
}

const canonical = (state: TableState) =>
  JSON.stringify({
    sort: state.sort,
    pinned: Object.fromEntries(
      Object.entries(state.pinned)
        .filter(([, side]) => side)
        .sort(([a], [b]) => a.localeCompare(b)),
    ),
    hidden: [...state.hidden].sort(),
    groupBy: state.groupBy,
    pivotOn: state.pivotOn,
    filters: Object.fromEntries(
      Object.entries(state.filters)
        .filter(([, filter]) => filterIsActive(filter))
        .map(
          ([id, filter]) =>
            [
              id,
              filter.type === 'set' ? { ...filter, values: [...filter.values].sort() } : filter,
            ] as const,
        )
        .sort(([a], [b]) => a.localeCompare(b)),
    ),
  });

/** Reset shows only when this is true (spec §2). */
export function stateDiffers(state: TableState, defaults: TableState): boolean {
  return canonical(state) !== canonical(defaults);
}

/** Columns that no longer exist are dropped from a restored state (spec §4). */
export function pruneTableState(state: TableState, columns: readonly Column[]): TableState {
  const ids = new Set(leafColumns(columns).map((c) => c.id));
  const defaults = defaultTableState(columns);
  return {
    sort: state.sort && ids.has(state.sort.colId) ? state.sort : null,
    pinned: {
      ...defaults.pinned,
      ...Object.fromEntries(Object.entries(state.pinned).filter(([id]) => ids.has(id))),
    },
    hidden: state.hidden.filter((id) => ids.has(id)),
    groupBy: state.groupBy && ids.has(state.groupBy) ? state.groupBy : null,
    pivotOn:
      state.pivotOn &&
      leafColumns(columns).some(
        (c) => c.id === state.pivotOn && c.enable_pivot && c.sensitivity !== 'sensitive',
      )
        ? state.pivotOn
        : null,
    filters: Object.fromEntries(Object.entries(state.filters).filter(([id]) => ids.has(id))),
  };
}

/** Saved state is dropped for tables with editable form fields or row selection (spec §4). */
export function tableKeepsState(table: Table): boolean {
  const editable = (rows: Table['rows']): boolean =>
    rows.some(
      (row) =>
        row.selectable ||
        Object.values(row.cells).some(
          (cell) =>
            (cell.form_field && cell.form_field.is_editable !== false) ||
            cell.value.type === 'money_stepper',
        ) ||
        editable(row.child_rows ?? []),
    );
  return !editable(table.rows);
}

const storageKey = (tableKey: string) => `data-table-state:${tableKey}`;

export function loadTableState(
  storage: Pick<Storage, 'getItem'>,
  tableKey: string,
  columns: readonly Column[],
): TableState | null {
  try {
    const raw = storage.getItem(storageKey(tableKey));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<TableState>;
    return pruneTableState(
      {
        sort: parsed.sort ?? null,
        pinned: parsed.pinned ?? {},
        hidden: Array.isArray(parsed.hidden) ? parsed.hidden : [],
        groupBy: parsed.groupBy ?? null,
        pivotOn: typeof parsed.pivotOn === 'string' ? parsed.pivotOn : null,
        filters: Object.fromEntries(
          Object.entries((parsed.filters ?? {}) as Record<string, unknown>).flatMap(([id, raw]) => {
            const filter = readSavedFilter(raw);
            return filter ? [[id, filter] as const] : [];
          }),
        ),
      },
      columns,
    );
  } catch (error) {
    console.error('Could not load the saved table state', error);
    return null;
  }
}

export function saveTableState(
  storage: Pick<Storage, 'setItem' | 'removeItem'>,
  tableKey: string,
  state: TableState,
  defaults: TableState,
) {
  if (stateDiffers(state, defaults)) storage.setItem(storageKey(tableKey), JSON.stringify(state));
  else storage.removeItem(storageKey(tableKey));
}
