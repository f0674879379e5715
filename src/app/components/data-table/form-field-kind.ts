import type { Column, FormField } from '../../../api/table-data';

export type FormFieldKind =
  'money' | 'percent' | 'date' | 'dropdown' | 'toggle' | 'number' | 'integer' | 'text';

/** Which input a form cell gets, from its column type and whether it offers options. */
export function formFieldKind(column: Column, field: FormField): FormFieldKind {
  if (column.cell_value_type === 'boolean') return 'toggle';
  if (field.options?.length) return 'dropdown';
  switch (column.cell_value_type) {
    case 'money':
      return 'money';
    case 'percent':
      return 'percent';
    case 'date':
    case 'datetime':
      return 'date';
    case 'decimal':
      return 'number';
    case 'integer':
      return 'integer';
    default:
      return 'text';
  }
}
