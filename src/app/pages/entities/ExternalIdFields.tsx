import { Field, type FormSchema } from '@formisch/react';
import { useQuery } from '@tanstack/react-query';
import { externalIdTypes } from '../../../api/investors';
import { SelectControl, TextControl } from '../../components/form-controls';
import { optionsOf } from '../../components/form-field';
import { fundFamilyQueries } from '../../queries/fund-family-queries';
import { fieldsAt, type FieldsAtProps } from './fields-at';

/** Type, value and fund family of one external ID, wherever the form keeps it. */
export function ExternalIdFields<TSchema extends FormSchema>({
  form,
  base,
  idPrefix,
}: FieldsAtProps<TSchema>) {
  const { data: funds = [] } = useQuery(fundFamilyQueries.list());
  const { loose, at } = fieldsAt(form, base);
  return (
    <>
      <Field of={loose} path={at('type')}>
        {(field) => (
          <SelectControl
            field={field}
            id={`${idPrefix}-type`}
            label="Type"
            options={optionsOf(externalIdTypes)}
          />
        )}
      </Field>
      <Field of={loose} path={at('value')}>
        {(field) => <TextControl field={field} id={`${idPrefix}-value`} label="ID" />}
      </Field>
      <Field of={loose} path={at('fund_family_id')}>
        {(field) => (
          <SelectControl
            field={field}
            id={`${idPrefix}-fund`}
            label="Fund"
            placeholder="Every fund"
            options={funds.map((f) => ({ value: f.id, label: f.name }))}
          />
        )}
      </Field>
    </>
  );
}
