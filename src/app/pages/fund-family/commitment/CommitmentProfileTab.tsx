import { Field, Form, reset, useForm } from '@formisch/react';
import { Link } from 'wouter';
import * as v from 'valibot';
import { css } from 'styled-system/css';
import type { CommitmentDetail } from '../../../../api/commitment-detail';
import '../../../../api/validation-messages';
import { CheckboxControl, SelectControl } from '../../../components/form-controls';
import { card } from '../../../components/page-styles';
import { PermissionGate } from '../../../components/PermissionGate';
import { ResetAndSave } from '../../../components/ResetAndSave';
import { fieldErrorsOn, reportServerErrors } from '../../../lib/server-field-errors';
import { toaster } from '../../../lib/toaster';
import { useFormischGuard } from '../../../lib/use-formisch-guard';
import { useUpdateCommitmentProfile } from '../../../queries/commitment-queries';
import { ChangeClassAction } from './class-change/ChangeClassAction';
import { formatDate } from '../../../lib/date-display';

const profileFormSchema = v.object({ is_gp: v.boolean(), investor_class_id: v.string() });
type Output = v.InferOutput<typeof profileFormSchema>;

const toInput = (c: CommitmentDetail) => ({
  is_gp: c.is_gp,
  investor_class_id: c.investor_class_id ?? '',
});

const linkClass = css({ color: 'blue.700', textDecoration: 'underline' });

function ReadOnly({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className={css({ mb: '3' })}>
      <div className={css({ fontSize: 'xs', color: 'gray.600', fontWeight: 'medium' })}>
        {label}
      </div>
      <div>{children}</div>
    </div>
  );
}

/**
 * The profile tab: who committed to which fund entity at which closing (fixed once posted), and
 * the GP flag and commitment class, which may change (PUT /commitment-information/{id}/).
 */
export function CommitmentProfileTab({ commitment }: { commitment: CommitmentDetail }) {
  const form = useForm({ schema: profileFormSchema, initialInput: toInput(commitment) });
  const save = useUpdateCommitmentProfile(commitment.fund_family_id, commitment.id);
  const submit = async (output: Output) => {
    try {
      const saved = await save.mutateAsync({
        is_gp: output.is_gp,
        investor_class_id: output.investor_class_id || null,
      });
      reset(form, { initialInput: toInput(saved) });
      setTimeout(() => toaster.create({ type: 'success', title: 'Commitment saved' }), 100);
    } catch (error) {
      await reportServerErrors(error, fieldErrorsOn(form, ['is_gp', 'investor_class_id']));
      throw error;
    }
  };
  const guard = useFormischGuard(form, profileFormSchema, submit);
  return (
    <>
      <ChangeClassAction commitment={commitment} />
      <Form
        of={form}
        onSubmit={(output) => submit(output).catch(() => undefined)}
        className={card}
        aria-label="Commitment profile"
        style={{ maxWidth: 640 }}
      >
        <ReadOnly label="Fund entity (owning entity)">{commitment.owning_entity_name}</ReadOnly>
        <ReadOnly label="Investor entity">
          <Link
            href={`/investors/${commitment.investor_id}/investor-entities`}
            className={linkClass}
          >
            {commitment.investor_entity_name}
          </Link>
        </ReadOnly>
        <ReadOnly label="Closing">
          {commitment.closing ? (
            <Link
              href={`/fund-family/${commitment.fund_family_id}/closing/${commitment.closing.id}/view/commitments`}
              className={linkClass}
            >
              {commitment.closing.name} ({formatDate(commitment.closing.closing_date)})
            </Link>
          ) : (
            'None: this commitment was created by an investor transfer.'
          )}
        </ReadOnly>
        <Field of={form} path={['is_gp']}>
          {(field) => <CheckboxControl field={field} id="commitment-is-gp" label="GP commitment" />}
        </Field>
        <Field of={form} path={['investor_class_id']}>
          {(field) => (
            <SelectControl
              field={field}
              id="commitment-class"
              label="Commitment class"
              options={[
                { value: '', label: 'None (fund defaults)' },
                ...commitment.class_options.map((c) => ({ value: c.id, label: c.name })),
              ]}
            />
          )}
        </Field>
        <p className={css({ fontSize: 'xs', color: 'gray.600', mb: '3' })}>
          Saving a class here corrects it from the start, with no fee true-up or history; to move
          the commitment to another class as of a date, use Change class.
        </p>
        <PermissionGate permission="write">
          <ResetAndSave form={form} saveLabel="Save commitment" />
        </PermissionGate>
        {guard.dialog}
      </Form>
    </>
  );
}
