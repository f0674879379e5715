import { Field, type FormSchema, type FormStore } from '@formisch/react';
import type { TextareaHTMLAttributes } from 'react';
import type * as v from 'valibot';
import { css } from 'styled-system/css';
import { countries } from '../../../api/investors';
import { SelectControl, TextControl } from '../../components/form-controls';
import { FormField, inputClass } from '../../components/form-field';
import { addressFormEntries } from './address-form';
import { entityFieldGrid } from './EntityNamesFields';

type AddressForm = v.ObjectSchema<typeof addressFormEntries, undefined>;

/** Street lines, city, state, postal code and country of an investor or external entity. */
export function AddressFields<TSchema extends FormSchema>({
  form,
  idPrefix,
}: {
  form: FormStore<TSchema>;
  idPrefix: string;
}) {
  // Formisch types paths against one schema; these fields serve every form with an address.
  const loose = form as unknown as FormStore<AddressForm>;
  return (
    <>
      <h3 className={css({ fontWeight: 'semibold', mb: '2', mt: '2' })}>Address</h3>
      <div className={entityFieldGrid}>
        <Field of={loose} path={['street_lines']}>
          {(field) => (
            <FormField
              id={`${idPrefix}-street`}
              label="Street (one line each)"
              errors={field.errors}
            >
              <textarea
                {...(field.props as TextareaHTMLAttributes<HTMLTextAreaElement>)}
                id={`${idPrefix}-street`}
                value={field.input ?? ''}
                rows={3}
                className={`${inputClass} ${css({ h: 'auto!', py: '2' })}`}
              />
            </FormField>
          )}
        </Field>
        <Field of={loose} path={['city']}>
          {(field) => <TextControl field={field} id={`${idPrefix}-city`} label="City" />}
        </Field>
        <Field of={loose} path={['state']}>
          {(field) => (
            <TextControl
              field={field}
              id={`${idPrefix}-state`}
              label="State"
              hint="For a US address, the two-letter code"
            />
          )}
        </Field>
        <Field of={loose} path={['postal_code']}>
          {(field) => (
            <TextControl field={field} id={`${idPrefix}-postal-code`} label="Postal code" />
          )}
        </Field>
        <Field of={loose} path={['country']}>
          {(field) => (
            <SelectControl
              field={field}
              id={`${idPrefix}-country`}
              label="Country"
              placeholder="—"
              options={countries.map((c) => ({ value: c, label: c }))}
            />
          )}
        </Field>
      </div>
    </>
  );
}
