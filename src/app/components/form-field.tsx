import { cloneElement, isValidElement, type ReactNode } from 'react';
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
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={css({ mb: '4' })}>
      <label htmlFor={id} className={css({ display: 'block', fontWeight: 'medium', mb: '1' })}>
        {label}
      </label>
      {describedBy(children, [hint ? hintId : null, errors?.length ? errorId : null])}
      {hint ? (
        <div id={hintId} className={css({ color: 'gray.500', fontSize: 'xs', mt: '1' })}>
          {hint}
        </div>
      ) : null}
      {errors?.length ? (
        <div
          id={errorId}
          role="alert"
          className={css({ color: 'red.700', fontSize: 'sm', mt: '1' })}
        >
          {errors.join(', ')}
        </div>
      ) : null}
    </div>
  );
}

type Describable = { 'aria-describedby'?: string };

/**
 * The field's hint and error read with it (issue 23): the control gets aria-describedby,
 * after any ids it already had. A control that is not one element is left as it is.
 */
function describedBy(control: ReactNode, ids: (string | null)[]) {
  const own = ids.filter((id): id is string => id !== null);
  if (own.length === 0 || !isValidElement<Describable>(control)) return control;
  const before = control.props['aria-describedby'];
  return cloneElement(control, {
    'aria-describedby': [before, ...own].filter(Boolean).join(' '),
  });
}

// The server labels table cells with the same words as the forms' options.
export { humanize } from '../../api/humanize';

/** Enumeration values as select options with readable labels. */
export const optionsOf = (values: readonly string[]) =>
  values.map((value) => ({ value, label: humanize(value) }));
