import { Field, Form, reset, useForm } from '@formisch/react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { InvestorTransfer } from '../../../../api/investor-transfers';
import { formatMoney } from '../../../../domain/money-display';
import { useFundCurrency } from '../../../components/fund-currency';
import { SelectControl, TextControl } from '../../../components/form-controls';
import { card } from '../../../components/page-styles';
import { PermissionGate } from '../../../components/PermissionGate';
import { ResetAndSave } from '../../../components/ResetAndSave';
import { fieldErrorsOn, reportServerErrors } from '../../../lib/server-field-errors';
import { useFormischGuard } from '../../../lib/use-formisch-guard';
import { useCreateTransfer, useUpdateTransfer } from '../../../queries/commitment-queries';
import { fundQueries } from '../../../queries/fund-queries';
import {
  dayOfTimingOptions,
  transferDetailsFormSchema,
  type TransferDetailsOutput,
} from './transfer-details-form';

const fields = ['transferor_commitment_id', 'transfer_date', 'day_of_timing'] as const;

/**
 * Step "details" (spec §2 setup, details/create): who transfers, on which date, and whether
 * before or after the other events of that day. Creating opens the transferees step.
 */
export function TransferDetailsForm({
  fundFamilyId,
  transfer,
  transferorCommitmentId = '',
}: {
  fundFamilyId: string;
  transfer?: InvestorTransfer;
  transferorCommitmentId?: string;
}) {
  const [, navigate] = useLocation();
  const currency = useFundCurrency();
  const { data: commitments = [] } = useQuery(fundQueries.commitments(fundFamilyId));
  const create = useCreateTransfer(fundFamilyId);
  const update = useUpdateTransfer(fundFamilyId, transfer?.id ?? '');
  const initialInput = {
    transferor_commitment_id: transfer?.transferor.commitment_id ?? transferorCommitmentId,
    transfer_date: transfer?.transfer_date ?? '',
    day_of_timing: transfer?.day_of_timing ?? ('end_of_day' as const),
  };
  const form = useForm({ schema: transferDetailsFormSchema, initialInput });
  const submit = async (output: TransferDetailsOutput) => {
    try {
      const saved = transfer
        ? await update.mutateAsync({
            transfer_date: output.transfer_date,
            day_of_timing: output.day_of_timing,
          })
        : await create.mutateAsync({ fund_family_id: fundFamilyId, ...output });
      reset(form, { initialInput: output });
      // Saved: the form is clean, whatever the guard saw at its last render.
      navigate(`/fund-family/${fundFamilyId}/investor-transfers/setup/${saved.id}/transferees`, {
        state: { skipBlocker: true },
      });
    } catch (error) {
      await reportServerErrors(error, fieldErrorsOn(form, fields));
      throw error;
    }
  };
  const guard = useFormischGuard(form, transferDetailsFormSchema, submit);
  return (
    <Form
      of={form}
      onSubmit={(output) => submit(output).catch(() => undefined)}
      className={card}
      aria-label="Transfer details"
      style={{ maxWidth: 640 }}
    >
      <Field of={form} path={['transferor_commitment_id']}>
        {(field) =>
          transfer ? (
            <p style={{ marginBottom: 12 }}>
              Transferor: <strong>{transfer.transferor.investor_entity_name}</strong> in{' '}
              {transfer.transferor.owning_entity_name}
            </p>
          ) : (
            <SelectControl
              field={field}
              id="transfer-transferor"
              label="Transferor (commitment)"
              placeholder="Choose a commitment"
              options={commitments.map((c) => ({
                value: c.commitment_id,
                label: `${c.investor_entity_name} — ${c.owning_entity_name} (${formatMoney(c.committed_cents, currency)})`,
              }))}
            />
          )
        }
      </Field>
      <Field of={form} path={['transfer_date']}>
        {(field) => (
          <TextControl field={field} id="transfer-date" label="Transfer date" type="date" />
        )}
      </Field>
      <Field of={form} path={['day_of_timing']}>
        {(field) => (
          <SelectControl
            field={field}
            id="transfer-timing"
            label="Day-of timing"
            options={dayOfTimingOptions}
          />
        )}
      </Field>
      <PermissionGate permission="write">
        <ResetAndSave form={form} saveLabel={transfer ? 'Save and continue' : 'Create transfer'} />
      </PermissionGate>
      {guard.dialog}
    </Form>
  );
}
