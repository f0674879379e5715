import type { InputHTMLAttributes } from 'react';
import { FormField, inputClass } from './form-field';
import { SearchableSelect } from './SearchableSelect';

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

/**
 * A labelled select bound to a Formisch field; `placeholder` adds an empty first option. Past
 * ten options it is searched by typing (SearchableSelect).
 */
export function SelectControl({
  field,
  id,
  label,
  options,
  placeholder,
  hint,
}: {
  // Typed `never` so a picklist field fits; the values set are the options', which it accepts.
  field: FieldLike & { onChange: (value: never) => void };
  id: string;
  label: string;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  /** One line under the control saying what the choice means. */
  hint?: string;
}) {
  const props = field.props as {
    name?: string;
    ref?: (element: HTMLInputElement | HTMLSelectElement | null) => void;
    onFocus?: () => void;
    onBlur?: () => void;
  };
  return (
    <FormField id={id} label={label} errors={field.errors} hint={hint}>
      <SearchableSelect
        id={id}
        name={props.name}
        elementRef={props.ref}
        value={typeof field.input === 'string' ? field.input : ''}
        options={options}
        placeholder={placeholder}
        invalid={Boolean(field.errors)}
        onValueChange={(value) => (field.onChange as (value: string) => void)(value)}
        onFocus={props.onFocus}
        onBlur={props.onBlur}
      />
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
