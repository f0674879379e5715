import type { CellValueType } from '../../../api/table-data';

export type FormValue = string | number | boolean | null;

/**
 * Spec §5 clearing form cells: money amount empty, boolean false, date and datetime
 * empty, text null, decimal and percent empty, integer 0.
 */
export function clearFormValue(type: CellValueType): FormValue {
  switch (type) {
    case 'boolean':
      return false;
    case 'integer':
      return 0;
    default:
      return null;
  }
}
