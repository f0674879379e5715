import { Field, type FormSchema, type FormStore } from '@formisch/react';
import type { ReactElement } from 'react';
import { EditableRows } from '../../../components/EditableRows';
import { TextControl } from '../../../components/form-controls';

/**
 * A schedule edited as rows of "from this date, this value" (fee rates, fee basis, a class's
 * rates): the date field, the caller's value field, Remove, and an add button below.
 */
export function DatedRows<TSchema extends FormSchema>({
  form,
  name,
  idPrefix,
  addLabel,
  blank,
  keepOne,
  value,
}: {
  form: FormStore<TSchema>;
  /** The array field of the form, e.g. "rates". */
  name: string;
  idPrefix: string;
  addLabel: string;
  blank: Record<string, string>;
  /** At least one row must stay (the fund's own schedule; a class's may be emptied). */
  keepOne: boolean;
  value: (index: number) => ReactElement;
}) {
  // Formisch types paths against the schema; this component serves several schemas.
  const loose = form as unknown as FormStore<FormSchema>;
  return (
    <EditableRows
      form={form}
      name={name}
      columns="180px 1fr auto"
      addLabel={addLabel}
      blank={blank}
      keepOne={keepOne}
      fields={(index) => (
        <>
          <Field of={loose} path={[name, index, 'from'] as never}>
            {(field) => (
              <TextControl
                field={field}
                id={`${idPrefix}-${index}-from`}
                label="From"
                type="date"
              />
            )}
          </Field>
          {value(index)}
        </>
      )}
    />
  );
}
