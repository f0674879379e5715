import { Field, Form, reset, setErrors, useForm } from '@formisch/react';
import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { css } from 'styled-system/css';
import {
  createFundEntitySchema,
  functionalTypes,
  legalTypes,
} from '../../../../api/fund-structure';
import '../../../../api/validation-messages';
import { button } from '../../../components/button-styles';
import { SelectControl, TextControl } from '../../../components/form-controls';
import { humanize, optionsOf } from '../../../components/form-field';
import { card, tableStyle } from '../../../components/page-styles';
import { reportServerErrors } from '../../../lib/server-field-errors';
import { toaster } from '../../../lib/toaster';
import { fundQueries, useCreateFundEntity } from '../../../queries/fund-queries';

const entityFormSchema = v.object({
  ...createFundEntitySchema.entries,
  short_name: v.pipe(v.string(), v.trim(), v.maxLength(50)),
});

/** Setup step "Fund Structure": the fund entities of the family (main, parallel, feeder, GP…). */
export function FundStructureStep({ fundFamilyId }: { fundFamilyId: string }) {
  const { data: entities = [], isPending } = useQuery(fundQueries.entities(fundFamilyId));
  const create = useCreateFundEntity(fundFamilyId);
  const form = useForm({
    schema: entityFormSchema,
    initialInput: {
      name: '',
      short_name: '',
      functional_type: 'main_fund',
      legal_type: 'limited_partnership',
    },
  });
  return (
    <div
      className={css({
        display: 'grid',
        gridTemplateColumns: '1fr 340px',
        gap: '5',
        alignItems: 'start',
      })}
    >
      <section className={card}>
        <h2 className={css({ fontWeight: 'semibold', mb: '3' })}>Fund entities</h2>
        {isPending ? (
          <p>Loading…</p>
        ) : entities.length === 0 ? (
          <p className={css({ color: 'gray.600' })} data-testid="fund-entities-empty">
            No entities yet. Add the main fund first, then parallel funds, feeders and the general
            partner.
          </p>
        ) : (
          <table className={tableStyle} aria-label="Fund entities">
            <thead>
              <tr>
                <th>Name</th>
                <th>Short name</th>
                <th>Functional type</th>
                <th>Legal type</th>
              </tr>
            </thead>
            <tbody>
              {entities.map((entity) => (
                <tr key={entity.id}>
                  <td className={css({ fontWeight: 'medium' })}>{entity.name}</td>
                  <td>{entity.short_name ?? '—'}</td>
                  <td>{humanize(entity.functional_type)}</td>
                  <td>{humanize(entity.legal_type)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <Form
        of={form}
        className={card}
        aria-label="Add fund entity"
        onSubmit={async (output) => {
          try {
            const created = await create.mutateAsync({
              ...output,
              short_name: output.short_name || null,
            });
            reset(form);
            setTimeout(
              () => toaster.create({ type: 'success', title: `${created.name} added` }),
              100,
            );
          } catch (error) {
            await reportServerErrors(error, (path, message) => {
              if (!['name', 'short_name', 'functional_type', 'legal_type'].includes(path))
                return false;
              setErrors(form, { path: [path as 'name'], errors: [message] });
              return true;
            });
          }
        }}
      >
        <h2 className={css({ fontWeight: 'semibold', mb: '3' })}>Add an entity</h2>
        <Field of={form} path={['name']}>
          {(field) => <TextControl field={field} id="entity-name" label="Name" />}
        </Field>
        <Field of={form} path={['short_name']}>
          {(field) => <TextControl field={field} id="entity-short-name" label="Short name" />}
        </Field>
        <Field of={form} path={['functional_type']}>
          {(field) => (
            <SelectControl
              field={field}
              id="entity-functional-type"
              label="Functional type"
              options={optionsOf(functionalTypes)}
            />
          )}
        </Field>
        <Field of={form} path={['legal_type']}>
          {(field) => (
            <SelectControl
              field={field}
              id="entity-legal-type"
              label="Legal type"
              options={optionsOf(legalTypes)}
            />
          )}
        </Field>
        <button type="submit" className={button()} disabled={form.isSubmitting}>
          Add entity
        </button>
      </Form>
    </div>
  );
}
