import { FieldArray, insert, remove, type FormSchema, type FormStore } from '@formisch/react';
import type { ReactElement, ReactNode } from 'react';
import { css } from 'styled-system/css';
import { button } from './button-styles';

const errorText = css({ color: 'red.700', fontSize: 'sm', mb: '2' });
const row = css({ display: 'grid', columnGap: '3', alignItems: 'end' });
const emptyStyle = css({ color: 'gray.600', fontSize: 'sm', mb: '3' });

/**
 * An array field of a form edited as rows: the caller's fields of each row, its Remove button,
 * and an add button below (fee schedules and offsets, named dates, transferees).
 */
export function EditableRows<TSchema extends FormSchema>({
  form,
  name,
  columns,
  fields,
  addLabel,
  blank,
  keepOne = false,
  removeLabel,
  empty,
  showErrors = false,
  className,
}: {
  form: FormStore<TSchema>;
  /** The array field of the form, e.g. "offsets", or its path when nested in another array. */
  name: string | readonly (string | number)[];
  /** The row's grid columns, the last one for Remove. */
  columns: string;
  fields: (index: number) => ReactElement;
  addLabel: string;
  blank: Record<string, string>;
  /** At least one row must stay. */
  keepOne?: boolean;
  /** Accessible name of a row's Remove button, when "Remove" alone would be ambiguous. */
  removeLabel?: (index: number) => string;
  /** Shown while there are no rows. */
  empty?: ReactNode;
  /** Show the errors of the array itself (e.g. too few rows, a total exceeded). */
  showErrors?: boolean;
  className?: string;
}) {
  // Formisch types paths against the schema; this component serves several schemas.
  const loose = form as unknown as FormStore<FormSchema>;
  const path = (typeof name === 'string' ? [name] : name) as never;
  return (
    <FieldArray of={loose} path={path}>
      {(array) => (
        <div className={className}>
          {showErrors && array.errors ? (
            <p role="alert" className={errorText}>
              {array.errors.join(', ')}
            </p>
          ) : null}
          {empty && array.items.length === 0 ? <p className={emptyStyle}>{empty}</p> : null}
          {array.items.map((item, index) => (
            <div key={item} className={row} style={{ gridTemplateColumns: columns }}>
              {fields(index)}
              <button
                type="button"
                className={`${button({ variant: 'secondary' })} ${css({ mb: '4' })}`}
                aria-label={removeLabel?.(index)}
                disabled={keepOne && array.items.length === 1}
                onClick={() => remove(loose, { path, at: index })}
              >
                Remove
              </button>
            </div>
          ))}
          <button
            type="button"
            className={button({ variant: 'secondary' })}
            onClick={() => insert(loose, { path, initialInput: blank as never })}
          >
            {addLabel}
          </button>
        </div>
      )}
    </FieldArray>
  );
}
