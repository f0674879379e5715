import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { humanize } from '../../api/humanize';

export const inputClass = css({
  w: '100%',
  h: '36px',
  px: '3',
  border: '1px solid',
  borderColor: 'gray.300',
  borderRadius: '6px',
  bg: 'white',
  _focus: { outline: '2px solid', outlineColor: 'blue.500' },
  '&[aria-invalid=true]': { borderColor: 'red.500' },
});

/** A labelled form control with its first error under it. */
export function FormField({
  id,
  label,
  errors,
  children,
  hint,
}: {
  id: string;
  label: string;
  errors?: readonly string[] | null;
  children: ReactNode;
  hint?: string;
}) {
  return (
    <div className={css({ mb: '4' })}>
      <label htmlFor={id} className={css({ display: 'block', fontWeight: 'medium', mb: '1' })}>
        {label}
      </label>
      {children}
      {hint ? (
        <div className={css({ color: 'gray.500', fontSize: 'xs', mt: '1' })}>{hint}</div>
      ) : null}
      {errors?.length ? (
        <div role="alert" className={css({ color: 'red.700', fontSize: 'sm', mt: '1' })}>
          {errors.join(', ')}
        </div>
      ) : null}
    </div>
  );
}

// The server labels table cells with the same words as the forms' options.
export { humanize } from '../../api/humanize';

/** Enumeration values as select options with readable labels. */
export const optionsOf = (values: readonly string[]) =>
  values.map((value) => ({ value, label: humanize(value) }));
