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
import { useQuery } from '@tanstack/react-query';
import type { TextareaHTMLAttributes } from 'react';
import * as v from 'valibot';
import { css } from 'styled-system/css';
import { legalTypes } from '../../../api/fund-structure';
import {
  countries,
  externalIdTypes,
  investorEntityFlags,
  investorEntityProfileSchema,
  type InvestorEntityDetail,
} from '../../../api/investors';
import { button } from '../../components/button-styles';
import { CheckboxControl, SelectControl, TextControl } from '../../components/form-controls';
import { FormField, inputClass, optionsOf } from '../../components/form-field';
import { card } from '../../components/page-styles';
import { PermissionGate } from '../../components/PermissionGate';
import { reportServerErrors } from '../../lib/server-field-errors';
import { toaster } from '../../lib/toaster';
import { useFormischGuard } from '../../lib/use-formisch-guard';
import { useUpdateInvestorEntity } from '../../queries/fund-queries';
import { fundFamilyQueries } from '../../queries/fund-family-queries';
import {
  flagLabels,
  formPathOf,
  investorEntityFormSchema,
  toFormInput,
  toProfilePayload,
} from './investor-entity-form';
import { ResetAndSave } from '../../components/ResetAndSave';

type Schema = typeof investorEntityFormSchema;
type Output = v.InferOutput<Schema>;

const grid = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  columnGap: '4',
});
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

function ContactsField({ form, idPrefix }: { form: FormStore<Schema>; idPrefix: string }) {
  return (
    <FieldArray of={form} path={['contacts']}>
      {(array) => (
        <fieldset className={fieldsetStyle}>
          <legend className={legend}>Contacts</legend>
          {array.errors ? (
            <div role="alert" className={css({ color: 'red.700', fontSize: 'sm', mb: '2' })}>
              {array.errors.join(', ')}
            </div>
          ) : null}
          {array.items.map((key, at) => (
            <div key={key} className={rowStyle}>
              <Field of={form} path={['contacts', at, 'name']}>
                {(field) => (
                  <TextControl field={field} id={`${idPrefix}-contact-${at}-name`} label="Name" />
                )}
              </Field>
              <Field of={form} path={['contacts', at, 'email']}>
                {(field) => (
                  <TextControl
                    field={field}
                    id={`${idPrefix}-contact-${at}-email`}
                    label="Email"
                    type="email"
                  />
                )}
              </Field>
              <div className={css({ pt: '7' })}>
                <Field of={form} path={['contacts', at, 'is_primary']}>
                  {(field) => (
                    <CheckboxControl
                      field={field}
                      id={`${idPrefix}-contact-${at}-primary`}
                      label="Primary"
                    />
                  )}
                </Field>
              </div>
              <button
                type="button"
                aria-label={`Remove contact ${at + 1}`}
                className={`${button({ variant: 'secondary' })} ${css({ mt: '7' })}`}
                onClick={() => remove(form, { path: ['contacts'], at })}
              >
                ✕
              </button>
            </div>
          ))}
          <button
            type="button"
            className={button({ variant: 'secondary' })}
            onClick={() =>
              insert(form, {
                path: ['contacts'],
                initialInput: { name: '', email: '', is_primary: array.items.length === 0 },
              })
            }
          >
            Add contact
          </button>
        </fieldset>
      )}
    </FieldArray>
  );
}

function ExternalIdsField({ form, idPrefix }: { form: FormStore<Schema>; idPrefix: string }) {
  const { data: funds = [] } = useQuery(fundFamilyQueries.list());
  return (
    <FieldArray of={form} path={['external_ids']}>
      {(array) => (
        <fieldset className={fieldsetStyle}>
          <legend className={legend}>External IDs</legend>
          {array.items.map((key, at) => (
            <div key={key} className={rowStyle}>
              <Field of={form} path={['external_ids', at, 'type']}>
                {(field) => (
                  <SelectControl
                    field={field}
                    id={`${idPrefix}-external-${at}-type`}
                    label="Type"
                    options={optionsOf(externalIdTypes)}
                  />
                )}
              </Field>
              <Field of={form} path={['external_ids', at, 'value']}>
                {(field) => (
                  <TextControl field={field} id={`${idPrefix}-external-${at}-value`} label="ID" />
                )}
              </Field>
              <Field of={form} path={['external_ids', at, 'fund_family_id']}>
                {(field) => (
                  <SelectControl
                    field={field}
                    id={`${idPrefix}-external-${at}-fund`}
                    label="Fund"
                    placeholder="Every fund"
                    options={funds.map((f) => ({ value: f.id, label: f.name }))}
                  />
                )}
              </Field>
              <button
                type="button"
                aria-label={`Remove external ID ${at + 1}`}
                className={`${button({ variant: 'secondary' })} ${css({ mt: '7' })}`}
                onClick={() => remove(form, { path: ['external_ids'], at })}
              >
                ✕
              </button>
            </div>
          ))}
          <button
            type="button"
            className={button({ variant: 'secondary' })}
            onClick={() =>
              insert(form, {
                path: ['external_ids'],
                initialInput: { type: 'other', value: '', fund_family_id: '' },
              })
            }
          >
            Add external ID
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
      <div className={grid}>
        <Field of={form} path={['full_name']}>
          {(field) => <TextControl field={field} id={`${idPrefix}-full-name`} label="Full name" />}
        </Field>
        <Field of={form} path={['short_name']}>
          {(field) => (
            <TextControl field={field} id={`${idPrefix}-short-name`} label="Short name" />
          )}
        </Field>
        <Field of={form} path={['legal_type']}>
          {(field) => (
            <SelectControl
              field={field}
              id={`${idPrefix}-legal-type`}
              label="Legal type"
              options={optionsOf(legalTypes)}
            />
          )}
        </Field>
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
      </div>
      <h3 className={legend}>Address</h3>
      <div className={grid}>
        <Field of={form} path={['street_lines']}>
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
        <Field of={form} path={['city']}>
          {(field) => <TextControl field={field} id={`${idPrefix}-city`} label="City" />}
        </Field>
        <Field of={form} path={['state']}>
          {(field) => (
            <TextControl
              field={field}
              id={`${idPrefix}-state`}
              label="State"
              hint="For a US address, the two-letter code"
            />
          )}
        </Field>
        <Field of={form} path={['postal_code']}>
          {(field) => (
            <TextControl field={field} id={`${idPrefix}-postal-code`} label="Postal code" />
          )}
        </Field>
        <Field of={form} path={['country']}>
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
      <ContactsField form={form} idPrefix={idPrefix} />
      <ExternalIdsField form={form} idPrefix={idPrefix} />
      <fieldset className={fieldsetStyle}>
        <legend className={legend}>Flags</legend>
        <div className={grid}>
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
          <ResetAndSave form={form} saveLabel="Save entity profile" />
        </div>
      </PermissionGate>
      {guard.dialog}
    </Form>
  );
}
