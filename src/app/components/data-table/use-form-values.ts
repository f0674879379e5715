import { useCallback, useEffect, useState } from 'react';
import type { Table } from '../../../api/table-data';
import type { FormValue } from './clear-form-value';
import { initialFormValues } from './initial-form-values';

/**
 * The values and field errors of a table's form cells: reset to what the server sent
 * whenever new table data arrives, reported to onFormChange on every change.
 */
export function useFormValues(
  table: Table | undefined,
  onFormChange: ((values: Record<string, FormValue>) => void) | undefined,
) {
  const [formValues, setFormValues] = useState<Record<string, FormValue>>({});
  const [formErrors, setFormErrors] = useState<Record<string, string>>({});

  // New table data resets the form to what the server sent (React's adjust-on-prop pattern).
  const [formsFor, setFormsFor] = useState<Table | undefined>(undefined);
  if (formsFor !== table) {
    setFormsFor(table);
    setFormValues(initialFormValues(table?.rows ?? []));
    setFormErrors({});
  }

  const setFormValue = useCallback((name: string, value: FormValue, error?: string) => {
    setFormValues((values) => ({ ...values, [name]: value }));
    setFormErrors(({ [name]: _, ...rest }) => (error ? { ...rest, [name]: error } : rest));
  }, []);
  useEffect(() => onFormChange?.(formValues), [formValues, onFormChange]);

  return { formValues, formErrors, setFormValue };
}
