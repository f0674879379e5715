import { reset, type FormSchema, type FormStore } from '@formisch/react';
import { css } from 'styled-system/css';
import { button } from './button-styles';

/** A Formisch form's Reset and Save buttons: both wait for a change, Save for the submit. */
export function ResetAndSave<TSchema extends FormSchema>({
  form,
  saveLabel,
  busy,
}: {
  form: FormStore<TSchema>;
  saveLabel: string;
  /** The save's own pending state, where the form's submitting flag does not say it. */
  busy?: boolean;
}) {
  const saving = busy ?? form.isSubmitting;
  return (
    <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '2' })}>
      <button
        type="button"
        className={button({ variant: 'secondary' })}
        disabled={!form.isDirty}
        onClick={() => reset(form)}
      >
        Reset
      </button>
      <button type="submit" className={button()} disabled={saving || !form.isDirty}>
        {saving ? 'Saving…' : saveLabel}
      </button>
    </div>
  );
}
