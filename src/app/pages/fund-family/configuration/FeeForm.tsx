import { Field, Form, reset, useForm } from '@formisch/react';
import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { css } from 'styled-system/css';
import {
  dayCounts,
  feeBasisDeterminations,
  feeCadences,
  feeChargeTimings,
  feeInputSchema,
  feeOrdersOfOperations,
  feePartialPeriodBases,
  feeProrations,
  feeWaiverMethodologies,
  offsetTypes,
  type Fee,
  type FeeInput,
} from '../../../../api/fees';
import '../../../../api/validation-messages';
import { EditableRows } from '../../../components/EditableRows';
import { CheckboxControl, SelectControl, TextControl } from '../../../components/form-controls';
import { humanize, optionsOf } from '../../../components/form-field';
import { card } from '../../../components/page-styles';
import { ResetAndSave } from '../../../components/ResetAndSave';
import { fieldErrorsOn, reportServerErrors } from '../../../lib/server-field-errors';
import { toaster } from '../../../lib/toaster';
import { useFormischGuard } from '../../../lib/use-formisch-guard';
import { calculationQueries } from '../../../queries/calculation-queries';
import { useSaveFee } from '../../../queries/fund-configuration-queries';
import { DatedRows } from './DatedRows';
import { ProrationExplanation } from './ProrationExplanation';

/** The fee schema with "no waivers" as an empty choice, as a select holds it. */
const feeFormSchema = v.object({
  ...feeInputSchema.entries,
  waiver_methodology: v.picklist(['', ...feeWaiverMethodologies]),
});
type FeeFormInput = v.InferInput<typeof feeFormSchema>;

const toInput = (fee: Fee | null, firstDate: string): FeeFormInput =>
  fee
    ? {
        ...fee,
        basis: fee.basis.map(({ from, calculation_id }) => ({ from, calculation_id })),
        waiver_methodology: fee.waiver_methodology ?? '',
      }
    : {
        name: 'Management fee',
        type: 'management',
        rates: [{ from: firstDate, rate_percent: '2' }],
        basis: [{ from: firstDate, calculation_id: '' }],
        day_count: 'actual_365',
        // A new fee follows the model LPA (DOMAIN.md); existing fees keep what they were set to.
        proration: 'model_lpa',
        cadence: 'quarterly',
        charge_timing: 'in_advance',
        basis_determination: 'day_weighted_average',
        partial_period_basis: 'use_partial_period',
        true_up_eligible: true,
        offsets: [],
        order_of_operations: 'offsets_first',
        waiver_methodology: '',
      };

const prorationLabels: Record<string, string> = {
  model_lpa: 'Model LPA (a quarter is ¼ of the rate)',
  day_count: 'By the day count',
};

const termSelects = {
  day_count: ['Day count', dayCounts],
  proration: ['Proration', feeProrations, prorationLabels],
  cadence: ['Cadence', feeCadences],
  charge_timing: ['Charge timing', feeChargeTimings],
  basis_determination: ['Basis determination', feeBasisDeterminations],
  partial_period_basis: ['Partial period basis', feePartialPeriodBases],
  order_of_operations: ['Order of operations', feeOrdersOfOperations],
} as const satisfies Record<
  string,
  | readonly [string, readonly string[]]
  | readonly [string, readonly string[], Record<string, string>]
>;

const grid = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  columnGap: '4',
});
const legend = css({ fontWeight: 'semibold', mb: '2', mt: '2' });

/** Create or edit a fee of the fund family (spec §3 "Fee"); `onSaved` gets the saved fee. */
export function FeeForm({
  fundFamilyId,
  fee,
  firstDate = '',
  onSaved,
}: {
  fundFamilyId: string;
  fee: Fee | null;
  /** A new fee's first rate and basis date: the fund's start (spec: not today). */
  firstDate?: string;
  onSaved: (fee: Fee) => void;
}) {
  const { data: calculations = [] } = useQuery(calculationQueries.family(fundFamilyId));
  const form = useForm({
    schema: feeFormSchema,
    initialInput: toInput(fee, firstDate),
  });
  const save = useSaveFee(fundFamilyId, fee?.id ?? null);
  const submit = async (output: v.InferOutput<typeof feeFormSchema>) => {
    try {
      const input: FeeInput = { ...output, waiver_methodology: output.waiver_methodology || null };
      const saved = await save.mutateAsync(input);
      reset(form, { initialInput: toInput(saved, '') });
      setTimeout(() => {
        toaster.create({ type: 'success', title: `${saved.name} saved` });
        onSaved(saved);
      }, 100);
    } catch (error) {
      await reportServerErrors(error, fieldErrorsOn(form, Object.keys(feeFormSchema.entries)));
      throw error;
    }
  };
  const guard = useFormischGuard(form, feeFormSchema, submit);
  const basisOptions = calculations
    .filter(
      (c) =>
        c.classification === 'fee_basis' ||
        c.classification === 'committed_capital' ||
        c.display_type === 'money',
    )
    .map((c) => ({ value: c.id, label: c.name }));

  return (
    <Form
      of={form}
      onSubmit={(output) => submit(output).catch(() => undefined)}
      className={card}
      aria-label="Fee"
    >
      <div className={grid}>
        <Field of={form} path={['name']}>
          {(field) => <TextControl field={field} id="fee-name" label="Name" />}
        </Field>
        <Field of={form} path={['type']}>
          {(field) => (
            <SelectControl
              field={field}
              id="fee-type"
              label="Type"
              options={optionsOf(['management'])}
            />
          )}
        </Field>
        <Field of={form} path={['true_up_eligible']}>
          {(field) => (
            <div className={css({ pt: '7' })}>
              <CheckboxControl
                field={field}
                id="fee-true-up"
                label="Eligible for true-up at later closes"
              />
            </div>
          )}
        </Field>
      </div>

      <h3 className={legend}>Rate</h3>
      <DatedRows
        form={form}
        name="rates"
        idPrefix="fee-rate"
        addLabel="Add a step-down rate"
        blank={{ from: '', rate_percent: '' }}
        keepOne
        value={(index) => (
          <Field of={form} path={['rates', index, 'rate_percent']}>
            {(field) => (
              <TextControl
                field={field}
                id={`fee-rate-${index}-percent`}
                label="Rate (% a year)"
                inputMode="decimal"
              />
            )}
          </Field>
        )}
      />

      <h3 className={legend}>Basis</h3>
      <DatedRows
        form={form}
        name="basis"
        idPrefix="fee-basis"
        addLabel="Add a basis change"
        blank={{ from: '', calculation_id: '' }}
        keepOne
        value={(index) => (
          <Field of={form} path={['basis', index, 'calculation_id']}>
            {(field) => (
              <SelectControl
                field={field}
                id={`fee-basis-${index}-calculation`}
                label="Basis calculation"
                placeholder="Choose a calculation"
                options={basisOptions}
              />
            )}
          </Field>
        )}
      />

      <h3 className={legend}>Terms</h3>
      <div className={grid}>
        {(Object.keys(termSelects) as (keyof typeof termSelects)[]).map((name) => (
          <Field key={name} of={form} path={[name]}>
            {(field) => (
              <div>
                <SelectControl
                  field={field}
                  id={`fee-${name}`}
                  label={termSelects[name][0]}
                  options={optionsOf(termSelects[name][1]).map((o) => ({
                    ...o,
                    label:
                      (termSelects[name][2] as Record<string, string> | undefined)?.[o.value] ??
                      o.label,
                  }))}
                />
                {name === 'proration' ? (
                  <ProrationExplanation proration={field.input as string} />
                ) : null}
              </div>
            )}
          </Field>
        ))}
        <Field of={form} path={['waiver_methodology']}>
          {(field) => (
            <SelectControl
              field={field}
              id="fee-waiver-methodology"
              label="Waivers"
              options={[
                { value: '', label: 'No waivers' },
                ...feeWaiverMethodologies.map((m) => ({ value: m, label: humanize(m) })),
              ]}
            />
          )}
        </Field>
      </div>

      <h3 className={legend}>Offsets</h3>
      <EditableRows
        form={form}
        name="offsets"
        columns="180px 1fr auto"
        addLabel="Add offset"
        blank={{ type: 'transaction_fees', percent: '100' }}
        showErrors
        empty="No offsets: fees are never reduced by fund expenses."
        fields={(index) => (
          <>
            <Field of={form} path={['offsets', index, 'type']}>
              {(field) => (
                <SelectControl
                  field={field}
                  id={`fee-offset-${index}-type`}
                  label="Offset type"
                  options={optionsOf(offsetTypes)}
                />
              )}
            </Field>
            <Field of={form} path={['offsets', index, 'percent']}>
              {(field) => (
                <TextControl
                  field={field}
                  id={`fee-offset-${index}-percent`}
                  label="Share that offsets the fee (%)"
                  inputMode="decimal"
                />
              )}
            </Field>
          </>
        )}
      />
      <ResetAndSave form={form} saveLabel={fee ? 'Save fee' : 'Create fee'} />
      {guard.dialog}
    </Form>
  );
}
