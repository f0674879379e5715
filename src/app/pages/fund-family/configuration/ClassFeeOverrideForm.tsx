import { Field, Form, reset, useForm } from '@formisch/react';
import * as v from 'valibot';
import { css } from 'styled-system/css';
import { feeRatePointSchema, type Fee } from '../../../../api/fees';
import type { InvestorClassDetail } from '../../../../api/investor-classes';
import '../../../../api/validation-messages';
import { TextControl } from '../../../components/form-controls';
import { card } from '../../../components/page-styles';
import { ResetAndSave } from '../../../components/ResetAndSave';
import { reportServerErrors, setServerFieldError } from '../../../lib/server-field-errors';
import { toaster } from '../../../lib/toaster';
import { useFormischGuard } from '../../../lib/use-formisch-guard';
import { useSaveInvestorClass } from '../../../queries/fund-configuration-queries';
import { classInputOf } from './class-input';
import { DatedRows } from './DatedRows';

const overrideSchema = v.object({ rates: v.array(feeRatePointSchema) });

/**
 * `classes/{id}/fees/{feeId}/override`: the class's own rates for one fee. No rates means the
 * class pays the fund's default rate again.
 */
export function ClassFeeOverrideForm({
  investorClass,
  fee,
  onSaved,
}: {
  investorClass: InvestorClassDetail;
  fee: Fee;
  onSaved: () => void;
}) {
  const current = investorClass.fee_overrides.find((o) => o.fee_id === fee.id);
  const form = useForm({
    schema: overrideSchema,
    initialInput: { rates: current?.rates ?? fee.rates.map((r) => ({ ...r })) },
  });
  const save = useSaveInvestorClass(investorClass.fund_family_id, investorClass.id);
  const submit = async ({ rates }: v.InferOutput<typeof overrideSchema>) => {
    const others = classInputOf(investorClass).fee_overrides.filter((o) => o.fee_id !== fee.id);
    try {
      await save.mutateAsync({
        ...classInputOf(investorClass),
        fee_overrides: rates.length > 0 ? [...others, { fee_id: fee.id, rates }] : others,
      });
      reset(form, { initialInput: { rates } });
      setTimeout(() => {
        toaster.create({ type: 'success', title: `${investorClass.name}: ${fee.name} saved` });
        onSaved();
      }, 100);
    } catch (error) {
      await reportServerErrors(error, (path, message) =>
        setServerFieldError(form, path.replace(/^fee_overrides\.\d+\./, ''), message, ['rates']),
      );
      throw error;
    }
  };
  const guard = useFormischGuard(form, overrideSchema, submit);
  return (
    <Form
      of={form}
      onSubmit={(output) => submit(output).catch(() => undefined)}
      className={card}
      aria-label="Fee override"
    >
      <h2 className={css({ fontWeight: 'semibold', mb: '1' })}>
        {fee.name} for {investorClass.name}
      </h2>
      <p className={css({ color: 'gray.600', mb: '3' })}>
        The fund’s rate is {fee.rates.map((r) => `${r.rate_percent}% from ${r.from}`).join(', ')}.
        Remove every rate to use it again.
      </p>
      <DatedRows
        form={form}
        name="rates"
        idPrefix="override"
        addLabel="Add rate"
        blank={{ from: '', rate_percent: '' }}
        keepOne={false}
        value={(index) => (
          <Field of={form} path={['rates', index, 'rate_percent']}>
            {(field) => (
              <TextControl
                field={field}
                id={`override-${index}-percent`}
                label="Class rate (% a year)"
                inputMode="decimal"
              />
            )}
          </Field>
        )}
      />
      <ResetAndSave form={form} saveLabel="Save override" />
      {guard.dialog}
    </Form>
  );
}
