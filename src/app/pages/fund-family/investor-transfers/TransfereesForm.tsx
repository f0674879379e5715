import { Field, Form, reset, setErrors, useForm } from '@formisch/react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import * as v from 'valibot';
import { css } from 'styled-system/css';
import type { InvestorTransfer } from '../../../../api/investor-transfers';
import '../../../../api/validation-messages';
import { formatMoney } from '../../../../domain/money-display';
import { EditableRows } from '../../../components/EditableRows';
import { SelectControl, TextControl } from '../../../components/form-controls';
import { card } from '../../../components/page-styles';
import { PermissionGate } from '../../../components/PermissionGate';
import { centsToText, moneyTextSchema, textToCents } from '../../../lib/money-text';
import { ResetAndSave } from '../../../components/ResetAndSave';
import { reportServerErrors } from '../../../lib/server-field-errors';
import { useFormischGuard } from '../../../lib/use-formisch-guard';
import { useSetTransferees } from '../../../queries/commitment-queries';
import { investorQueries } from '../../../queries/fund-queries';

const schema = v.object({
  transferees: v.pipe(
    v.array(
      v.object({
        investor_entity_id: v.pipe(v.string(), v.nonEmpty('Required')),
        amount: moneyTextSchema,
      }),
    ),
    v.minLength(1, 'At least 1 items'),
  ),
});
type Output = v.InferOutput<typeof schema>;

const toInput = (transfer: InvestorTransfer) => ({
  transferees:
    transfer.transferees.length > 0
      ? transfer.transferees.map((t) => ({
          investor_entity_id: t.investor_entity_id,
          amount: centsToText(t.amount_cents),
        }))
      : [{ investor_entity_id: '', amount: '' }],
});

/**
 * Step "transferees": each investor entity receiving part of the commitment and how much. The
 * server refuses more than the commitment (spec §5) and maps its errors onto these fields.
 */
export function TransfereesForm({ transfer }: { transfer: InvestorTransfer }) {
  const [, navigate] = useLocation();
  const { data: investors = [] } = useQuery(investorQueries.list());
  const save = useSetTransferees(transfer.fund_family_id, transfer.id);
  const form = useForm({ schema, initialInput: toInput(transfer) });
  const options = investors
    .flatMap((investor) => investor.entities)
    .filter((e) => e.id !== transfer.transferor.investor_entity_id)
    .map((e) => ({ value: e.id, label: e.full_name }));
  const submit = async (output: Output) => {
    try {
      const saved = await save.mutateAsync({
        transferees: output.transferees.map((t) => ({
          investor_entity_id: t.investor_entity_id,
          amount_cents: textToCents(t.amount),
        })),
      });
      reset(form, { initialInput: toInput(saved) });
      // Saved: the form is clean, whatever the guard saw at its last render.
      navigate(
        `/fund-family/${transfer.fund_family_id}/investor-transfers/setup/${transfer.id}/documents`,
        { state: { skipBlocker: true } },
      );
    } catch (error) {
      await reportServerErrors(error, (path, message) => {
        const [root, index, key] = path.split('.');
        if (root !== 'transferees') return false;
        if (index === undefined) {
          setErrors(form, { path: ['transferees'], errors: [message] });
          return true;
        }
        const field = key === 'amount_cents' ? 'amount' : 'investor_entity_id';
        setErrors(form, { path: ['transferees', Number(index), field], errors: [message] });
        return true;
      });
      throw error;
    }
  };
  const guard = useFormischGuard(form, schema, submit);
  return (
    <Form
      of={form}
      onSubmit={(output) => submit(output).catch(() => undefined)}
      className={card}
      aria-label="Transferees"
      style={{ maxWidth: 760 }}
    >
      <p className={css({ mb: '3', fontSize: 'sm' })}>
        {transfer.transferor.investor_entity_name} holds a commitment of{' '}
        {formatMoney(transfer.transferor.committed_cents, transfer.currency)}. Each transferee
        receives its amount of it, and the same share of every capital account balance.
      </p>
      <EditableRows
        form={form}
        name="transferees"
        columns="1fr 200px auto"
        addLabel="Add transferee"
        blank={{ investor_entity_id: '', amount: '' }}
        keepOne
        showErrors
        className={css({ mb: '4' })}
        fields={(at) => (
          <>
            <Field of={form} path={['transferees', at, 'investor_entity_id']}>
              {(field) => (
                <SelectControl
                  field={field}
                  id={`transferee-${at}`}
                  label={`Transferee ${at + 1}`}
                  placeholder="Choose an investor entity"
                  options={options}
                />
              )}
            </Field>
            <Field of={form} path={['transferees', at, 'amount']}>
              {(field) => (
                <TextControl
                  field={field}
                  id={`transferee-amount-${at}`}
                  label="Commitment amount"
                  inputMode="decimal"
                />
              )}
            </Field>
          </>
        )}
      />
      <PermissionGate permission="write">
        {/* The mutation's own state: the form's submitting flag did not clear after a refused
            save of this field array, which left the button disabled. */}
        <ResetAndSave form={form} saveLabel="Save and continue" busy={save.isPending} />
      </PermissionGate>
      {guard.dialog}
    </Form>
  );
}
