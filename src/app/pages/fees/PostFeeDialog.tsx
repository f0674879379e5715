import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { css } from 'styled-system/css';
import { FormField, inputClass } from '../../components/form-field';
import { Modal, ModalActions } from '../../components/Modal';
import { apiErrorOf } from '../../lib/api-client';
import { toaster } from '../../lib/toaster';
import { feeChargeEventQueries, useCreateFeeChargeEvent } from './fee-charge-event-queries';
import { feePostingHref } from './fees-routes';

/** Spec §8: the period-reuse rule, in its words. */
export const periodTakenMessage =
  'The same time period cannot be used for more than one fee calculation.';

/**
 * "Post a fee": choose the fee and one of its periods (fee-period-select/); a period another
 * charge of the fee already uses is offered disabled, with the spec's message. Creating the
 * draft opens its posting wizard on the basis step.
 */
export function PostFeeDialog({
  fundFamilyId,
  open,
  onOpenChange,
}: {
  fundFamilyId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [, navigate] = useLocation();
  const { data: fees } = useQuery({
    ...feeChargeEventQueries.periodSelect(fundFamilyId),
    enabled: open,
  });
  const create = useCreateFeeChargeEvent(fundFamilyId);
  const [chosenFee, setFeeId] = useState('');
  const [periodStart, setPeriodStart] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const feeId = chosenFee || fees?.[0]?.fee_id || '';
  const fee = fees?.find((f) => f.fee_id === feeId);
  const anyTaken = fee?.periods.some((p) => p.taken_by !== null) ?? false;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!periodStart) {
      setErrors({ period_start: 'Choose a period.' });
      return;
    }
    try {
      const saved = await create.mutateAsync({
        fund_family_id: fundFamilyId,
        fee_id: feeId,
        period_start: periodStart,
      });
      onOpenChange(false);
      navigate(feePostingHref(fundFamilyId, saved.id));
    } catch (failure) {
      const apiError = await apiErrorOf(failure);
      const data = (apiError.data ?? {}) as Record<string, string[]>;
      setErrors(Object.fromEntries(Object.entries(data).map(([k, m]) => [k, m.join(', ')])));
      toaster.create({ type: 'error', title: apiError.message || 'Invalid input' });
    }
  };

  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Post a fee" width="480px">
      <form onSubmit={(e) => void submit(e)}>
        <FormField id="post-fee-fee" label="Fee" errors={errors.fee_id ? [errors.fee_id] : null}>
          <select
            id="post-fee-fee"
            className={inputClass}
            value={feeId}
            onChange={(e) => {
              setFeeId(e.target.value);
              setPeriodStart('');
            }}
          >
            {(fees ?? []).map((f) => (
              <option key={f.fee_id} value={f.fee_id}>
                {f.fee_name}
              </option>
            ))}
          </select>
        </FormField>
        <FormField
          id="post-fee-period"
          label="Period"
          errors={errors.period_start ? [errors.period_start] : null}
          hint={
            anyTaken ? `Periods already charged are disabled: ${periodTakenMessage}` : undefined
          }
        >
          <select
            id="post-fee-period"
            className={inputClass}
            value={periodStart}
            aria-invalid={Boolean(errors.period_start) || undefined}
            onChange={(e) => {
              setErrors({});
              setPeriodStart(e.target.value);
            }}
          >
            <option value="">Choose a period</option>
            {(fee?.periods ?? []).map((p) => (
              <option key={p.start} value={p.start} disabled={p.taken_by !== null}>
                {p.label}
                {p.taken_by !== null ? ' — already charged' : ''}
              </option>
            ))}
          </select>
        </FormField>
        {fees && fees.length === 0 ? (
          <p className={css({ color: 'gray.600', mb: '3' })}>
            This fund family has no fee to charge: add one in its LPA configuration.
          </p>
        ) : null}
        <ModalActions submitLabel="Draft the fee charge" busy={create.isPending} />
      </form>
    </Modal>
  );
}
