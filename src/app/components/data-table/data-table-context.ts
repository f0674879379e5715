import { createContext, useContext } from 'react';
import type { Column, LinkInfo, Row } from '../../../api/table-data';
import type { CellElementContext } from './cell-value-element';
import type { FormValue } from './clear-form-value';

export type CellPosition = { rowIndex: number; colId: string };
export type CellRange = { anchor: CellPosition; focus: CellPosition };

/** Live table state the cells read; AG Grid renders cells in portals, so context reaches them. */
export type DataTableContextValue = {
  showSensitive: boolean;
  formValues: Record<string, FormValue>;
  formErrors: Record<string, string>;
  setFormValue: (name: string, value: FormValue, error?: string) => void;
  isSelected: (rowIndex: number, colId: string) => boolean;
  toggleExpanded: (rowId: string) => void;
  onLink: (link: LinkInfo, row: Row | undefined, column: Column) => void;
  /** The same, for cells AG Grid draws without React. */
  elementContext: CellElementContext;
};

export const DataTableContext = createContext<DataTableContextValue | null>(null);

export function useDataTableContext(): DataTableContextValue {
  const value = useContext(DataTableContext);
  if (!value) throw new Error('DataTable cells must render inside a DataTable');
  return value;
}
