import type { Cell, Column, Row } from '../../../api/table-data';
import { cellNumber, formatCellValue } from './format-cell-value';

/** A column's filter in the table state (spec §3 filter_type; saved per §4). */
export type ColumnFilter =
  | { type: 'set'; values: string[] }
  | { type: 'text'; contains: string }
  | { type: 'number'; min: number | null; max: number | null }
  | { type: 'date'; from: string | null; to: string | null };

export type FilterType = ColumnFilter['type'];

/** filter_type when the server set one, else what the column's values suggest. */
export function columnFilterType(column: Column): FilterType {
  if (column.filter_type) return column.filter_type;
  switch (column.cell_value_type) {
    case 'money':
    case 'decimal':
    case 'integer':
    case 'percent':
    case 'multiple':
    case 'time_delta':
      return 'number';
    case 'date':
    case 'datetime':
      return 'date';
    case 'boolean':
      return 'set';
    default:
      return 'text';
  }
}

/** The label a blank cell goes under in set filters and groups. */
export const blankLabel = '(Blank)';

/** Sensitive cells are never filed or matched by their value: a filter must not reveal them. */
const maskedLabel = '******';
const isMasked = (cell: Cell | undefined) => cell?.sensitivity === 'sensitive';

/** What a cell is filed under in a set filter: the server's filter_values, else its text. */
export function setFilterKeys(cell: Cell | undefined): string[] {
  if (cell?.filter_values?.length) return cell.filter_values;
  if (isMasked(cell)) return [maskedLabel];
  return [(cell ? formatCellValue(cell.value) : '') || blankLabel];
}

/** The choices of a set filter: set_filter_values when given, else every value in the rows. */
export function setFilterOptions(column: Column, rows: readonly Row[]): string[] {
  if (column.set_filter_values?.length) return column.set_filter_values;
  const seen = new Set<string>();
  const visit = (list: readonly Row[]) => {
    for (const row of list) {
      if (row.metadata?.type === 'table_separator_row' || row.granularity_level === 'total') {
        continue;
      }
      for (const key of setFilterKeys(row.cells[column.id])) seen.add(key);
      visit(row.child_rows ?? []);
    }
  };
  visit(rows);
  return [...seen].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}

const isoDay = (cell: Cell | undefined): string | null => {
  const value = cell?.value;
  if (value?.type === 'date') return value.date;
  if (value?.type === 'datetime') return value.datetime ? value.datetime.slice(0, 10) : null;
  return null;
};

/** A filter that lets every row through is no filter (and is not saved). */
export function filterIsActive(filter: ColumnFilter | undefined): filter is ColumnFilter {
  if (!filter) return false;
  switch (filter.type) {
    case 'set':
      return true;
    case 'text':
      return filter.contains.trim() !== '';
    case 'number':
      return filter.min !== null || filter.max !== null;
    case 'date':
      return filter.from !== null || filter.to !== null;
  }
}

/** Whether a cell passes its column's filter; bounds are inclusive. */
export function cellMatchesFilter(cell: Cell | undefined, filter: ColumnFilter): boolean {
  if (filter.type !== 'set' && isMasked(cell)) return false;
  switch (filter.type) {
    case 'set': {
      const keys = setFilterKeys(cell);
      return keys.some((key) => filter.values.includes(key));
    }
    case 'text': {
      const text = cell ? formatCellValue(cell.value).toLowerCase() : '';
      return text.includes(filter.contains.trim().toLowerCase());
    }
    case 'number': {
      const n = cellNumber(cell?.value);
      if (n === null) return false;
      return (filter.min === null || n >= filter.min) && (filter.max === null || n <= filter.max);
    }
    case 'date': {
      const day = isoDay(cell);
      if (day === null) return false;
      return (
        (filter.from === null || day >= filter.from) && (filter.to === null || day <= filter.to)
      );
    }
  }
}

/** Whether a row passes every active filter. */
export function rowMatchesFilters(
  row: Row,
  filters: readonly (readonly [string, ColumnFilter])[],
): boolean {
  return filters.every(([colId, filter]) => cellMatchesFilter(row.cells[colId], filter));
}

/** The active filters of a state, as pairs, for the row pipeline. */
export function activeFilters(
  filters: Record<string, ColumnFilter>,
): (readonly [string, ColumnFilter])[] {
  return Object.entries(filters).filter(([, filter]) => filterIsActive(filter));
}

/** A saved filter read back: old saved states kept set filters as bare value lists. */
export function readSavedFilter(raw: unknown): ColumnFilter | null {
  if (Array.isArray(raw)) return { type: 'set', values: raw.map(String) };
  if (!raw || typeof raw !== 'object') return null;
  const f = raw as Record<string, unknown>;
  const text = (x: unknown) => (typeof x === 'string' ? x : null);
  const num = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) ? x : null);
  switch (f.type) {
    case 'set':
      return Array.isArray(f.values) ? { type: 'set', values: f.values.map(String) } : null;
    case 'text':
      return { type: 'text', contains: text(f.contains) ?? '' };
    case 'number':
      return { type: 'number', min: num(f.min), max: num(f.max) };
    case 'date':
      return { type: 'date', from: text(f.from), to: text(f.to) };
    default:
      return null;
  }
}
