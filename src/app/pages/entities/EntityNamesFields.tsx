import { Field, type FormSchema, type FormStore } from '@formisch/react';
import type { ReactNode } from 'react';
import * as v from 'valibot';
import { css } from 'styled-system/css';
import { functionalTypes, legalTypes } from '../../../api/fund-structure';
import '../../../api/validation-messages';
import { SelectControl, TextControl } from '../../components/form-controls';
import { optionsOf } from '../../components/form-field';

/** The names and types every entity has (spec §3), as a form edits them. */
export const entityNamesFormSchema = v.object({
  full_name: v.pipe(v.string(), v.trim(), v.nonEmpty('This field may not be blank.')),
  short_name: v.pipe(v.string(), v.trim(), v.maxLength(50)),
  functional_type: v.picklist(functionalTypes, 'Invalid'),
  legal_type: v.picklist(legalTypes, 'Invalid'),
});
export type EntityNamesForm = typeof entityNamesFormSchema;

export const entityFieldGrid = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  columnGap: '4',
});

/**
 * Full name, short name, functional type and legal type, for every entity form. An investor
 * entity is always of type investor, so its form leaves the functional type out; `children`
 * adds the form's own fields to the same grid.
 */
export function EntityNamesFields<TSchema extends FormSchema>({
  form,
  idPrefix,
  withFunctionalType = true,
  children,
}: {
  form: FormStore<TSchema>;
  idPrefix: string;
  withFunctionalType?: boolean;
  children?: ReactNode;
}) {
  // Formisch types paths against one schema; these fields serve every entity form.
  const loose = form as unknown as FormStore<EntityNamesForm>;
  return (
    <div className={entityFieldGrid}>
      <Field of={loose} path={['full_name']}>
        {(field) => <TextControl field={field} id={`${idPrefix}-full-name`} label="Full name" />}
      </Field>
      <Field of={loose} path={['short_name']}>
        {(field) => <TextControl field={field} id={`${idPrefix}-short-name`} label="Short name" />}
      </Field>
      {withFunctionalType ? (
        <Field of={loose} path={['functional_type']}>
          {(field) => (
            <SelectControl
              field={field}
              id={`${idPrefix}-functional-type`}
              label="Functional type"
              options={optionsOf(functionalTypes)}
            />
          )}
        </Field>
      ) : null}
      <Field of={loose} path={['legal_type']}>
        {(field) => (
          <SelectControl
            field={field}
            id={`${idPrefix}-legal-type`}
            label="Legal type"
            options={optionsOf(legalTypes)}
          />
        )}
      </Field>
      {children}
    </div>
  );
}

/** The names form's own fields, which a server field error may name. */
export const entityNamesFields = ['full_name', 'short_name', 'functional_type', 'legal_type'];
