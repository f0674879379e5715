import { useEffect, useMemo, useState } from 'react';
import type { Table } from '../../../api/table-data';
import {
  defaultTableState,
  leafColumns,
  loadTableState,
  saveTableState,
  tableKeepsState,
  type TableState,
} from './table-state';

/** Table state restored per table key and saved on every change (spec §4). */
export function useTableState(tableKey: string, table: Table | undefined) {
  const columns = useMemo(() => leafColumns(table?.columns ?? []), [table]);
  const columnsKey = columns.map((c) => c.id).join('|');
  const defaults = useMemo(() => defaultTableState(columns), [columns]);
  const keeps = table ? tableKeepsState(table) : false;
  const [state, setState] = useState<TableState>(defaults);
  const [loadedFor, setLoadedFor] = useState<string | null>(null);
  const identity = `${tableKey}:${columnsKey}`;
  if (table && loadedFor !== identity) {
    setLoadedFor(identity);
    setState((keeps ? loadTableState(localStorage, tableKey, columns) : null) ?? defaults);
  }
  useEffect(() => {
    if (!table || loadedFor !== identity) return;
    if (keeps) saveTableState(localStorage, tableKey, state, defaults);
  }, [state, defaults, keeps, tableKey, table, loadedFor, identity]);
  return { state, setState, defaults, columns };
}

export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
