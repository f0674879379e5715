import {
  Field,
  FieldArray,
  Form,
  insert,
  remove,
  reset,
  setErrors,
  useForm,
  type FormStore,
} from '@formisch/react';
import type { ReactNode } from 'react';
import * as v from 'valibot';
import { css } from 'styled-system/css';
import {
  investorEntityFlags,
  investorEntityProfileSchema,
  type InvestorEntityDetail,
} from '../../../api/investors';
import { button } from '../../components/button-styles';
import { CheckboxControl, TextControl } from '../../components/form-controls';
import { card } from '../../components/page-styles';
import { PermissionGate } from '../../components/PermissionGate';
import { ResetAndSave } from '../../components/ResetAndSave';
import { reportServerErrors } from '../../lib/server-field-errors';
import { toaster } from '../../lib/toaster';
import { useFormischGuard } from '../../lib/use-formisch-guard';
import { useUpdateInvestorEntity } from '../../queries/fund-queries';
import { AddressFields } from '../entities/AddressFields';
import { ContactFields } from '../entities/ContactFields';
import { entityFieldGrid, EntityNamesFields } from '../entities/EntityNamesFields';
import { ExternalIdFields } from '../entities/ExternalIdFields';
import {
  flagLabels,
  formPathOf,
  investorEntityFormSchema,
  toFormInput,
  toProfilePayload,
} from './investor-entity-form';

type Schema = typeof investorEntityFormSchema;
type Output = v.InferOutput<Schema>;

const legend = css({ fontWeight: 'semibold', mb: '2', mt: '2' });
const fieldsetStyle = css({ mb: '5' });
const rowStyle = css({ display: 'flex', gap: '2', alignItems: 'flex-start', mb: '2' });

/** Puts API errors (from the server or the shared schema run here) on this form's fields. */
function showErrors(form: FormStore<Schema>, path: string, message: string) {
  const formPath = formPathOf(path);
  if (!formPath) return false;
  setErrors(form, { path: formPath as ['full_name'], errors: [message] });
  return true;
}

/** One of the profile's lists (contacts, external IDs): its rows, each removable, and an add. */
function ListFieldset({
  form,
  name,
  legendText,
  itemLabel,
  blank,
  row,
}: {
  form: FormStore<Schema>;
  name: 'contacts' | 'external_ids';
  legendText: string;
  itemLabel: string;
  blank: (count: number) => object;
  row: (at: number) => ReactNode;
}) {
  return (
    <FieldArray of={form} path={[name]}>
      {(array) => (
        <fieldset className={fieldsetStyle}>
          <legend className={legend}>{legendText}</legend>
          {array.errors ? (
            <div role="alert" className={css({ color: 'red.700', fontSize: 'sm', mb: '2' })}>
              {array.errors.join(', ')}
            </div>
          ) : null}
          {array.items.map((key, at) => (
            <div key={key} className={rowStyle}>
              {row(at)}
              <button
                type="button"
                aria-label={`Remove ${itemLabel} ${at + 1}`}
                className={`${button({ variant: 'secondary' })} ${css({ mt: '7' })}`}
                onClick={() => remove(form, { path: [name], at })}
              >
                ✕
              </button>
            </div>
          ))}
          <button
            type="button"
            className={button({ variant: 'secondary' })}
            onClick={() =>
              insert(form, { path: [name], initialInput: blank(array.items.length) as never })
            }
          >
            Add {itemLabel}
          </button>
        </fieldset>
      )}
    </FieldArray>
  );
}

/** Every profile field of one investor entity (spec §3), saved with PUT /investor-entity/{id}/. */
export function InvestorEntityProfileForm({ entity }: { entity: InvestorEntityDetail }) {
  const form = useForm({ schema: investorEntityFormSchema, initialInput: toFormInput(entity) });
  const save = useUpdateInvestorEntity(entity.investor_id, entity.id);
  const idPrefix = `entity-${entity.id.slice(0, 8)}`;
  const submit = async (output: Output) => {
    // The API's schema holds the rules that span fields: run it here first, same messages.
    const checked = v.safeParse(investorEntityProfileSchema, toProfilePayload(output));
    if (!checked.success) {
      for (const issue of checked.issues) {
        showErrors(form, v.getDotPath(issue) ?? '', issue.message);
      }
      toaster.create({ type: 'error', title: 'Invalid input' });
      throw new Error('Fix the highlighted fields before saving.');
    }
    try {
      const saved = await save.mutateAsync(checked.output);
      reset(form, { initialInput: toFormInput(saved) });
      setTimeout(() => toaster.create({ type: 'success', title: `${saved.full_name} saved` }), 100);
    } catch (error) {
      await reportServerErrors(error, (path, message) => showErrors(form, path, message));
      throw error;
    }
  };
  const guard = useFormischGuard(form, investorEntityFormSchema, submit);

  return (
    <Form
      of={form}
      onSubmit={(output) => submit(output).catch(() => undefined)}
      className={card}
      aria-label={`Profile of ${entity.full_name}`}
    >
      <EntityNamesFields form={form} idPrefix={idPrefix} withFunctionalType={false}>
        <Field of={form} path={['date_joined']}>
          {(field) => (
            <TextControl
              field={field}
              id={`${idPrefix}-date-joined`}
              label="Date joined"
              type="date"
            />
          )}
        </Field>
      </EntityNamesFields>
      <AddressFields form={form} idPrefix={idPrefix} />
      <ListFieldset
        form={form}
        name="contacts"
        legendText="Contacts"
        itemLabel="contact"
        blank={(count) => ({ name: '', email: '', is_primary: count === 0 })}
        row={(at) => (
          <ContactFields
            form={form}
            base={['contacts', at]}
            idPrefix={`${idPrefix}-contact-${at}`}
          />
        )}
      />
      <ListFieldset
        form={form}
        name="external_ids"
        legendText="External IDs"
        itemLabel="external ID"
        blank={() => ({ type: 'other', value: '', fund_family_id: '' })}
        row={(at) => (
          <ExternalIdFields
            form={form}
            base={['external_ids', at]}
            idPrefix={`${idPrefix}-external-${at}`}
          />
        )}
      />
      <fieldset className={fieldsetStyle}>
        <legend className={legend}>Flags</legend>
        <div className={entityFieldGrid}>
          {investorEntityFlags.map((flag) => (
            <Field key={flag} of={form} path={[flag]}>
              {(field) => (
                <CheckboxControl
                  field={field}
                  id={`${idPrefix}-${flag}`}
                  label={flagLabels[flag]}
                />
              )}
            </Field>
          ))}
        </div>
      </fieldset>
      <PermissionGate permission="write">
        <div className={css({ mt: '4' })}>
          <ResetAndSave form={form} saveLabel="Save entity profile" busy={save.isPending} />
        </div>
      </PermissionGate>
      {guard.dialog}
    </Form>
  );
}
