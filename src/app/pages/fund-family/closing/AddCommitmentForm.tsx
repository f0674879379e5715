import { Field, Form, reset, setInput, useForm } from '@formisch/react';
import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { css } from 'styled-system/css';
import '../../../../api/validation-messages';
import { button } from '../../../components/button-styles';
import { gpFunctionalTypes } from '../../../../api/fund-structure';
import { CheckboxControl, SelectControl, TextControl } from '../../../components/form-controls';
import { card } from '../../../components/page-styles';
import { moneyTextSchema, textToCents } from '../../../lib/money-text';
import { reportServerErrors, setServerFieldError } from '../../../lib/server-field-errors';
import {
  fundQueries,
  investorQueries,
  useAddClosingCommitment,
  useGpInvestorEntity,
} from '../../../queries/fund-queries';
import { fundConfigurationQueries } from '../../../queries/fund-configuration-queries';

const schema = v.object({
  investor_entity_id: v.pipe(v.string(), v.nonEmpty('Required')),
  owning_entity_id: v.pipe(v.string(), v.nonEmpty('Required')),
  amount: moneyTextSchema,
  investor_class_id: v.string(),
  is_gp: v.boolean(),
});

/** Adds an investor entity's commitment to a draft closing. */
export function AddCommitmentForm({
  fundFamilyId,
  closingId,
}: {
  fundFamilyId: string;
  closingId: string;
}) {
  const { data: investors = [] } = useQuery(investorQueries.list());
  const { data: entities = [] } = useQuery(fundQueries.entities(fundFamilyId));
  const { data: classes = [] } = useQuery(fundConfigurationQueries.classes(fundFamilyId));
  const add = useAddClosingCommitment(fundFamilyId, closingId);
  const form = useForm({
    schema,
    initialInput: {
      investor_entity_id: '',
      owning_entity_id: entities[0]?.id ?? '',
      amount: '',
      investor_class_id: '',
      is_gp: false,
    },
  });
  const gpInvestorEntity = useGpInvestorEntity(fundFamilyId);
  // The fund's own GP entities: each can hold the GP commitment through its investor entity.
  const gpEntities = entities.filter((e) => gpFunctionalTypes.includes(e.functional_type));
  const investorEntities = investors.flatMap((investor) => investor.entities);
  return (
    <Form
      of={form}
      className={card}
      aria-label="Add commitment"
      onSubmit={async (output) => {
        try {
          await add.mutateAsync({
            investor_entity_id: output.investor_entity_id,
            owning_entity_id: output.owning_entity_id,
            amount_cents: textToCents(output.amount),
            is_gp: output.is_gp,
            investor_class_id: output.investor_class_id || null,
          });
          reset(form, {
            initialInput: {
              investor_entity_id: '',
              owning_entity_id: output.owning_entity_id,
              amount: '',
              investor_class_id: output.investor_class_id,
              is_gp: false,
            },
          });
        } catch (error) {
          await reportServerErrors(error, (path, message) =>
            setServerFieldError(form, path === 'amount_cents' ? 'amount' : path, message, [
              'investor_entity_id',
              'owning_entity_id',
              'amount',
              'investor_class_id',
            ]),
          );
        }
      }}
    >
      <h2 className={css({ fontWeight: 'semibold', mb: '3' })}>Add a commitment</h2>
      {gpEntities.map((gp) => (
        <div
          key={gp.id}
          className={css({
            display: 'flex',
            alignItems: 'center',
            gap: '2',
            mb: '3',
            fontSize: 'sm',
          })}
        >
          <span className={css({ flex: 1, minW: 0 })}>{gp.name}, the fund&apos;s GP</span>
          <button
            type="button"
            aria-label={`GP commitment by ${gp.name}`}
            className={button({ variant: 'secondary' })}
            disabled={gpInvestorEntity.isPending}
            onClick={async () => {
              try {
                const holder = await gpInvestorEntity.mutateAsync(gp.id);
                setInput(form, { path: ['investor_entity_id'], input: holder.id });
                setInput(form, { path: ['is_gp'], input: true });
              } catch (error) {
                await reportServerErrors(error, (_path, message) =>
                  setServerFieldError(form, 'investor_entity_id', message, ['investor_entity_id']),
                );
              }
            }}
          >
            GP commitment
          </button>
        </div>
      ))}
      <Field of={form} path={['investor_entity_id']}>
        {(field) => (
          <SelectControl
            field={field}
            id="commitment-investor"
            label="Investor entity"
            placeholder="Choose an investor entity"
            options={investorEntities.map((e) => ({ value: e.id, label: e.full_name }))}
          />
        )}
      </Field>
      <Field of={form} path={['owning_entity_id']}>
        {(field) => (
          <SelectControl
            field={field}
            id="commitment-fund"
            label="Fund entity"
            placeholder="Choose a fund entity"
            options={entities.map((e) => ({ value: e.id, label: e.name }))}
          />
        )}
      </Field>
      <Field of={form} path={['amount']}>
        {(field) => (
          <TextControl
            field={field}
            id="commitment-amount"
            label="Commitment amount"
            inputMode="decimal"
          />
        )}
      </Field>
      {classes.length > 0 ? (
        <Field of={form} path={['investor_class_id']}>
          {(field) => (
            <SelectControl
              field={field}
              id="commitment-class"
              label="Commitment class"
              options={[
                { value: '', label: 'None (fund defaults)' },
                ...classes.map((c) => ({ value: c.id, label: c.name })),
              ]}
            />
          )}
        </Field>
      ) : null}
      <Field of={form} path={['is_gp']}>
        {(field) => <CheckboxControl field={field} id="commitment-is-gp" label="GP commitment" />}
      </Field>
      <button type="submit" className={button()} disabled={form.isSubmitting}>
        Add commitment
      </button>
    </Form>
  );
}
