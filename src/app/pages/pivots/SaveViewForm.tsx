import { useState } from 'react';
import { css } from 'styled-system/css';
import { button } from '../../components/button-styles';

export type SaveViewValues = { name: string; visibility: 'private' | 'organization' };

/** Name and who sees it: Only me (private) or Organization-wide (spec §6). */
export function SaveViewForm({
  initial,
  submitLabel,
  pending,
  onSubmit,
}: {
  initial: SaveViewValues;
  submitLabel: string;
  pending: boolean;
  onSubmit: (values: SaveViewValues) => void;
}) {
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      aria-label="Save view"
      className={css({
        display: 'flex',
        gap: '3',
        alignItems: 'flex-end',
        flexWrap: 'wrap',
        mb: '4',
      })}
      onSubmit={(event) => {
        event.preventDefault();
        if (values.name.trim() === '') return setError('This field may not be blank.');
        setError(null);
        onSubmit({ ...values, name: values.name.trim() });
      }}
    >
      <label
        className={css({ display: 'flex', flexDirection: 'column', gap: '1', fontSize: 'sm' })}
      >
        View name
        <input
          value={values.name}
          aria-invalid={error ? true : undefined}
          onChange={(e) => setValues({ ...values, name: e.target.value })}
          className={css({
            h: '34px',
            px: '2',
            w: '280px',
            border: '1px solid',
            borderColor: error ? 'red.500' : 'gray.300',
            borderRadius: '6px',
          })}
        />
        {error ? <span className={css({ color: 'red.700', fontSize: 'xs' })}>{error}</span> : null}
      </label>
      <fieldset className={css({ display: 'flex', gap: '3', fontSize: 'sm', pb: '2' })}>
        <legend className={css({ srOnly: true })}>Visible to</legend>
        <label>
          <input
            type="radio"
            name="visibility"
            checked={values.visibility === 'private'}
            onChange={() => setValues({ ...values, visibility: 'private' })}
          />{' '}
          Only me
        </label>
        <label>
          <input
            type="radio"
            name="visibility"
            checked={values.visibility === 'organization'}
            onChange={() => setValues({ ...values, visibility: 'organization' })}
          />{' '}
          Organization
        </label>
      </fieldset>
      <button type="submit" className={button()} disabled={pending}>
        {submitLabel}
      </button>
    </form>
  );
}
