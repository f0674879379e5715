import { Field, Form, reset, useForm } from '@formisch/react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import * as v from 'valibot';
import { css } from 'styled-system/css';
import type { InvestorDetail, UpdateInvestor } from '../../../api/investors';
import '../../../api/validation-messages';
import { button } from '../../components/button-styles';
import { TextControl } from '../../components/form-controls';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { card } from '../../components/page-styles';
import { PermissionGate } from '../../components/PermissionGate';
import { apiErrorOf } from '../../lib/api-client';
import { fieldErrorsOn, reportServerErrors } from '../../lib/server-field-errors';
import { toaster } from '../../lib/toaster';
import { useFormischGuard } from '../../lib/use-formisch-guard';
import { useDeleteInvestor, useUpdateInvestor } from '../../queries/fund-queries';
import { ResetAndSave } from '../../components/ResetAndSave';

const investorFormSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('This field may not be blank.'), v.maxLength(200)),
  external_id: v.pipe(v.string(), v.trim(), v.maxLength(100)),
  primary_contact_email: v.union([
    v.literal(''),
    v.pipe(v.string(), v.trim(), v.email('Must be valid email')),
  ]),
});
type Output = v.InferOutput<typeof investorFormSchema>;
const fields = ['name', 'external_id', 'primary_contact_email'] as const;

const toInput = (investor: InvestorDetail) => ({
  name: investor.name,
  external_id: investor.external_id ?? '',
  primary_contact_email: investor.primary_contact_email ?? '',
});
const toPayload = (output: Output): UpdateInvestor => ({
  name: output.name,
  external_id: output.external_id || null,
  primary_contact_email: output.primary_contact_email || null,
});

function DeleteInvestor({ investor }: { investor: InvestorDetail }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteInvestor(investor.id);
  const [, navigate] = useLocation();
  return (
    <>
      <button type="button" className={button({ variant: 'danger' })} onClick={() => setOpen(true)}>
        Delete investor
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete investor?"
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={async () => {
          try {
            await remove.mutateAsync();
            setOpen(false);
            navigate('/investors');
            setTimeout(
              () => toaster.create({ type: 'success', title: `${investor.name} deleted` }),
              100,
            );
          } catch (error) {
            setOpen(false);
            toaster.create({ type: 'error', title: (await apiErrorOf(error)).message });
          }
        }}
      >
        {investor.name} and its {investor.entities.length} investor entit
        {investor.entities.length === 1 ? 'y' : 'ies'} will be deleted.
      </ConfirmDialog>
    </>
  );
}

/** The investor's profile tab: its own fields (PUT /investor/{id}) and its deletion. */
export function InvestorProfileTab({ investor }: { investor: InvestorDetail }) {
  const form = useForm({ schema: investorFormSchema, initialInput: toInput(investor) });
  const save = useUpdateInvestor(investor.id);
  const submit = async (output: Output) => {
    try {
      const saved = await save.mutateAsync(toPayload(output));
      reset(form, { initialInput: toInput(saved) });
      setTimeout(() => toaster.create({ type: 'success', title: 'Investor saved' }), 100);
    } catch (error) {
      await reportServerErrors(error, fieldErrorsOn(form, fields));
      throw error;
    }
  };
  const guard = useFormischGuard(form, investorFormSchema, submit);
  return (
    <Form
      of={form}
      onSubmit={(output) => submit(output).catch(() => undefined)}
      className={card}
      aria-label="Investor profile"
      style={{ maxWidth: 560 }}
    >
      <Field of={form} path={['name']}>
        {(field) => <TextControl field={field} id="investor-name" label="Name" />}
      </Field>
      <Field of={form} path={['external_id']}>
        {(field) => <TextControl field={field} id="investor-external-id" label="External ID" />}
      </Field>
      <Field of={form} path={['primary_contact_email']}>
        {(field) => (
          <TextControl
            field={field}
            id="investor-email"
            label="Primary contact email"
            type="email"
          />
        )}
      </Field>
      <PermissionGate permission="write">
        <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '2' })}>
          <DeleteInvestor investor={investor} />
          <ResetAndSave form={form} saveLabel="Save investor" />
        </div>
      </PermissionGate>
      {guard.dialog}
    </Form>
  );
}
