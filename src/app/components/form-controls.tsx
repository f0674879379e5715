import type { InputHTMLAttributes, SelectHTMLAttributes } from 'react';
import { FormField, inputClass } from './form-field';

/** The part of a Formisch field store a control needs. */
type FieldLike = {
  props: object;
  input: unknown;
  errors: readonly string[] | null;
};

type TextControlProps = {
  field: FieldLike;
  id: string;
  label: string;
  hint?: string;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'autoComplete'>;

/** A labelled text input bound to a Formisch field, with its errors. */
export function TextControl({ field, id, label, hint, ...input }: TextControlProps) {
  return (
    <FormField id={id} label={label} errors={field.errors} hint={hint}>
      <input
        {...(field.props as InputHTMLAttributes<HTMLInputElement>)}
        {...input}
        id={id}
        value={typeof field.input === 'string' ? field.input : ''}
        className={inputClass}
        aria-invalid={Boolean(field.errors)}
      />
    </FormField>
  );
}

/** A labelled select bound to a Formisch field; `placeholder` adds an empty first option. */
export function SelectControl({
  field,
  id,
  label,
  options,
  placeholder,
}: {
  field: FieldLike;
  id: string;
  label: string;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
}) {
  return (
    <FormField id={id} label={label} errors={field.errors}>
      <select
        {...(field.props as SelectHTMLAttributes<HTMLSelectElement>)}
        id={id}
        value={typeof field.input === 'string' ? field.input : ''}
        className={inputClass}
        aria-invalid={Boolean(field.errors)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FormField>
  );
}

/** A labelled checkbox bound to a Formisch boolean field. */
export function CheckboxControl({
  field,
  id,
  label,
}: {
  field: FieldLike;
  id: string;
  label: string;
}) {
  return (
    <label
      htmlFor={id}
      style={{ display: 'flex', gap: 8, alignItems: 'center', marginBottom: 8, cursor: 'pointer' }}
    >
      <input
        {...(field.props as InputHTMLAttributes<HTMLInputElement>)}
        id={id}
        type="checkbox"
        checked={field.input === true}
      />
      {label}
    </label>
  );
}
