import type { TextareaHTMLAttributes } from 'react';
import { css } from 'styled-system/css';
import { FormField, inputClass } from './form-field';

const textArea = css({ py: '2', lineHeight: '1.4', resize: 'vertical' });

/** A labelled multi-line text input bound to a Formisch field, with its errors. */
export function TextAreaControl({
  field,
  id,
  label,
  hint,
  rows = 3,
}: {
  field: { props: object; input: unknown; errors: readonly string[] | null };
  id: string;
  label: string;
  hint?: string;
  rows?: number;
}) {
  return (
    <FormField id={id} label={label} errors={field.errors} hint={hint}>
      <textarea
        {...(field.props as TextareaHTMLAttributes<HTMLTextAreaElement>)}
        id={id}
        rows={rows}
        value={typeof field.input === 'string' ? field.input : ''}
        className={`${inputClass} ${textArea}`}
        // The input's fixed height would hide all but one row: the rows decide it.
        style={{ height: 'auto' }}
        aria-invalid={Boolean(field.errors)}
      />
    </FormField>
  );
}
