import { Field, type FormSchema } from '@formisch/react';
import { css } from 'styled-system/css';
import { fieldsAt, type FieldsAtProps } from './fields-at';
import { CheckboxControl, TextControl } from '../../components/form-controls';

/** Name, email and primary flag of one contact, wherever the form keeps it. */
export function ContactFields<TSchema extends FormSchema>({
  form,
  base,
  idPrefix,
}: FieldsAtProps<TSchema>) {
  const { loose, at } = fieldsAt(form, base);
  return (
    <>
      <Field of={loose} path={at('name')}>
        {(field) => <TextControl field={field} id={`${idPrefix}-name`} label="Name" />}
      </Field>
      <Field of={loose} path={at('email')}>
        {(field) => (
          <TextControl field={field} id={`${idPrefix}-email`} label="Email" type="email" />
        )}
      </Field>
      <div className={css({ pt: '7' })}>
        <Field of={loose} path={at('is_primary')}>
          {(field) => <CheckboxControl field={field} id={`${idPrefix}-primary`} label="Primary" />}
        </Field>
      </div>
    </>
  );
}
