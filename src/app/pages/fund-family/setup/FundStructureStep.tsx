import { Field, Form, reset, useForm } from '@formisch/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import * as v from 'valibot';
import { css } from 'styled-system/css';
import {
  createFundEntitySchema,
  functionalTypes,
  legalTypes,
  type FundEntity,
} from '../../../../api/fund-structure';
import '../../../../api/validation-messages';
import { ActionsHeader } from '../../../components/ActionsHeader';
import { button } from '../../../components/button-styles';
import { SelectControl, TextControl } from '../../../components/form-controls';
import { humanize, optionsOf } from '../../../components/form-field';
import { card, tableStyle } from '../../../components/page-styles';
import { PermissionGate } from '../../../components/PermissionGate';
import { fieldErrorsOn, reportServerErrors } from '../../../lib/server-field-errors';
import { toaster } from '../../../lib/toaster';
import { useFormischGuard } from '../../../lib/use-formisch-guard';
import {
  fundQueries,
  useCreateFundEntity,
  useUpdateFundEntity,
} from '../../../queries/fund-queries';

const entityFormSchema = v.object({
  ...createFundEntitySchema.entries,
  short_name: v.pipe(v.string(), v.trim(), v.maxLength(50)),
});

type EntityInput = v.InferInput<typeof entityFormSchema>;
const blankEntity: EntityInput = {
  name: '',
  short_name: '',
  functional_type: 'main_fund',
  legal_type: 'limited_partnership',
};

/** Adds an entity, or edits `editing` (spec §2 "entities: list, create, {entityId} edit"). */
function FundEntityForm({
  fundFamilyId,
  editing,
  onDone,
}: {
  fundFamilyId: string;
  editing: FundEntity | null;
  onDone: () => void;
}) {
  const create = useCreateFundEntity(fundFamilyId);
  const update = useUpdateFundEntity(fundFamilyId, editing?.id ?? '');
  const form = useForm({
    schema: entityFormSchema,
    initialInput: editing ? { ...editing, short_name: editing.short_name ?? '' } : blankEntity,
  });
  const submit = async (output: v.InferOutput<typeof entityFormSchema>) => {
    const input = { ...output, short_name: output.short_name || null };
    try {
      const saved = editing ? await update.mutateAsync(input) : await create.mutateAsync(input);
      reset(form, { initialInput: editing ? output : blankEntity });
      onDone();
      setTimeout(
        () =>
          toaster.create({
            type: 'success',
            title: `${saved.name} ${editing ? 'saved' : 'added'}`,
          }),
        100,
      );
    } catch (error) {
      await reportServerErrors(
        error,
        fieldErrorsOn(form, ['name', 'short_name', 'functional_type', 'legal_type']),
      );
      throw error;
    }
  };
  const guard = useFormischGuard(form, entityFormSchema, submit);
  return (
    <Form
      of={form}
      className={card}
      aria-label={editing ? 'Edit fund entity' : 'Add fund entity'}
      onSubmit={(output) => submit(output).catch(() => undefined)}
    >
      <h2 className={css({ fontWeight: 'semibold', mb: '3' })}>
        {editing ? `Edit ${editing.name}` : 'Add an entity'}
      </h2>
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
      <div className={css({ display: 'flex', gap: '2', justifyContent: 'flex-end' })}>
        {editing ? (
          <button
            type="button"
            className={button({ variant: 'secondary' })}
            onClick={() => {
              reset(form);
              onDone();
            }}
          >
            Cancel
          </button>
        ) : null}
        <button type="submit" className={button()} disabled={form.isSubmitting}>
          {editing ? 'Save entity' : 'Add entity'}
        </button>
      </div>
      {guard.dialog}
    </Form>
  );
}

/** Setup step "Fund Structure": the fund entities of the family (main, parallel, feeder, GP…). */
export function FundStructureStep({ fundFamilyId }: { fundFamilyId: string }) {
  const { data: entities = [], isPending } = useQuery(fundQueries.entities(fundFamilyId));
  const [editing, setEditing] = useState<FundEntity | null>(null);
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
        <div className={css({ display: 'flex', justifyContent: 'space-between', mb: '3' })}>
          <h2 className={css({ fontWeight: 'semibold' })}>Fund entities</h2>
          {/* How amounts flow between these entities: spec §2 "structure". */}
          <Link
            href={`/fund-family/${fundFamilyId}/structure`}
            className={css({ color: 'blue.700', fontSize: 'sm' })}
          >
            Allocation rule graphs →
          </Link>
        </div>
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
                <ActionsHeader />
              </tr>
            </thead>
            <tbody>
              {entities.map((entity) => (
                <tr key={entity.id} aria-current={editing?.id === entity.id ? 'true' : undefined}>
                  <td className={css({ fontWeight: 'medium' })}>{entity.name}</td>
                  <td>{entity.short_name ?? '—'}</td>
                  <td>{humanize(entity.functional_type)}</td>
                  <td>{humanize(entity.legal_type)}</td>
                  <td className={css({ textAlign: 'right' })}>
                    <PermissionGate permission="write">
                      <button
                        type="button"
                        className={button({ variant: 'secondary' })}
                        aria-label={`Edit ${entity.name}`}
                        onClick={() => setEditing(entity)}
                      >
                        Edit
                      </button>
                    </PermissionGate>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <PermissionGate permission="write">
        <FundEntityForm
          key={editing?.id ?? 'new'}
          fundFamilyId={fundFamilyId}
          editing={editing}
          onDone={() => setEditing(null)}
        />
      </PermissionGate>
    </div>
  );
}
