import type { CellValue, Row } from '../../../api/table-data';
import type { FormValue } from './clear-form-value';
import { stepperInitialValues } from './money-stepper';

function valueOf(value: CellValue): FormValue {
  switch (value.type) {
    case 'money':
      return value.amount;
    case 'date':
      return value.date;
    case 'datetime':
      return value.datetime;
    case 'boolean':
      return value.value;
    case 'text':
    case 'formula':
      return value.type === 'text' ? value.text : value.text;
    case 'decimal':
    case 'integer':
    case 'percent':
    case 'multiple':
      return value.value;
    default:
      return null;
  }
}

/** Form values keyed by form field name, as the server sent them. */
export function initialFormValues(rows: readonly Row[]): Record<string, FormValue> {
  const values: Record<string, FormValue> = {};
  const walk = (list: readonly Row[]) => {
    for (const row of list) {
      for (const cell of Object.values(row.cells)) {
        if (cell.form_field) values[cell.form_field.name] = valueOf(cell.value);
      }
      walk(row.child_rows ?? []);
    }
  };
  walk(rows);
  // Money steppers start from their source amount unless a form cell holds the field.
  const steppers = (list: readonly Row[]) => {
    for (const row of list) {
      for (const cell of Object.values(row.cells)) {
        if (cell.value.type === 'money_stepper') {
          Object.assign(values, stepperInitialValues(cell.value, row.cells, values));
        }
      }
      steppers(row.child_rows ?? []);
    }
  };
  steppers(rows);
  return values;
}
