import {
  Field,
  FieldArray,
  insert,
  remove,
  type FormSchema,
  type FormStore,
} from '@formisch/react';
import type { ReactElement } from 'react';
import { css } from 'styled-system/css';
import { button } from '../../../components/button-styles';
import { TextControl } from '../../../components/form-controls';

const row = css({
  display: 'grid',
  gridTemplateColumns: '180px 1fr auto',
  columnGap: '3',
  alignItems: 'end',
});

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
    <FieldArray of={loose} path={[name] as never}>
      {(array) => (
        <div>
          {array.items.map((item, index) => (
            <div key={item} className={row}>
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
              <button
                type="button"
                className={`${button({ variant: 'secondary' })} ${css({ mb: '4' })}`}
                disabled={keepOne && array.items.length === 1}
                onClick={() => remove(loose, { path: [name] as never, at: index })}
              >
                Remove
              </button>
            </div>
          ))}
          <button
            type="button"
            className={button({ variant: 'secondary' })}
            onClick={() => insert(loose, { path: [name] as never, initialInput: blank as never })}
          >
            {addLabel}
          </button>
        </div>
      )}
    </FieldArray>
  );
}
