import { Field, Form, reset, setErrors, useForm } from '@formisch/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { css } from 'styled-system/css';
import { fundDatePeriods, fundDatesRules, type FundDates } from '../../../../api/fund-dates';
import { isoDateSchema, requiredText } from '../../../../api/money-input';
import '../../../../api/validation-messages';
import { EditableRows } from '../../../components/EditableRows';
import { TextControl } from '../../../components/form-controls';
import { card } from '../../../components/page-styles';
import { api } from '../../../lib/api-client';
import { reportServerErrors } from '../../../lib/server-field-errors';
import { toaster } from '../../../lib/toaster';
import { useFormischGuard } from '../../../lib/use-formisch-guard';
import { ResetAndSave } from '../../../components/ResetAndSave';
import { fundDatesQuery } from './fund-dates-query';

const optionalDate = v.union([v.literal(''), isoDateSchema]);
const datesFormSchema = v.pipe(
  v.object({
    fund_start_date: optionalDate,
    fund_end_date: optionalDate,
    commitment_period_start: optionalDate,
    commitment_period_end: optionalDate,
    investment_period_start: optionalDate,
    investment_period_end: optionalDate,
    named_dates: v.array(v.object({ name: requiredText(100), date: isoDateSchema })),
  }),
  fundDatesRules(),
);
type DatesInput = v.InferInput<typeof datesFormSchema>;
type DatesOutput = v.InferOutput<typeof datesFormSchema>;

const toInput = (dates: FundDates): DatesInput => ({
  fund_start_date: dates.fund_start_date ?? '',
  fund_end_date: dates.fund_end_date ?? '',
  commitment_period_start: dates.commitment_period_start ?? '',
  commitment_period_end: dates.commitment_period_end ?? '',
  investment_period_start: dates.investment_period_start ?? '',
  investment_period_end: dates.investment_period_end ?? '',
  named_dates: dates.named_dates,
});

const toDates = (fundFamilyId: string, input: DatesOutput): FundDates => ({
  fund_family_id: fundFamilyId,
  fund_start_date: input.fund_start_date || null,
  fund_end_date: input.fund_end_date || null,
  commitment_period_start: input.commitment_period_start || null,
  commitment_period_end: input.commitment_period_end || null,
  investment_period_start: input.investment_period_start || null,
  investment_period_end: input.investment_period_end || null,
  named_dates: input.named_dates,
});

const periodLabels = [
  ['Fund start', 'Fund end'],
  ['Commitment period start', 'Commitment period end'],
  ['Investment period start', 'Investment period end'],
] as const;

const sectionTitle = css({ fontWeight: 'semibold', mb: '2', mt: '2' });
const grid = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  columnGap: '6',
});

function DatesForm({ fundFamilyId, dates }: { fundFamilyId: string; dates: FundDates }) {
  const form = useForm({ schema: datesFormSchema, initialInput: toInput(dates) });
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: FundDates) => api.post('dates/', { json: body }).json<FundDates>(),
    onSuccess: (saved) => queryClient.setQueryData(fundDatesQuery(fundFamilyId).queryKey, saved),
  });
  const submit = async (output: DatesOutput) => {
    try {
      const saved = await save.mutateAsync(toDates(fundFamilyId, output));
      reset(form, { initialInput: toInput(saved) });
      setTimeout(() => toaster.create({ type: 'success', title: 'Dates saved' }), 100);
    } catch (error) {
      await reportServerErrors(error, (path, message) => {
        // The API's dotted paths ("named_dates.1.name") are the form's paths too.
        const keys = path.split('.').map((k) => (/^\d+$/.test(k) ? Number(k) : k));
        setErrors(form, { path: keys as unknown as ['fund_start_date'], errors: [message] });
        return true;
      });
      throw error;
    }
  };
  const guard = useFormischGuard(form, datesFormSchema, submit);

  return (
    <Form
      of={form}
      onSubmit={(output) => submit(output).catch(() => undefined)}
      className={card}
      aria-label="Fund dates"
    >
      {fundDatePeriods.map((period, index) => (
        <div key={period[0]} className={grid}>
          {period.map((name, side) => (
            <Field key={name} of={form} path={[name]}>
              {(field) => (
                <TextControl
                  field={field}
                  id={`dates-${name}`}
                  label={periodLabels[index]![side]!}
                  type="date"
                />
              )}
            </Field>
          ))}
        </div>
      ))}
      <h2 className={sectionTitle}>Named dates</h2>
      <EditableRows
        form={form}
        name="named_dates"
        columns="1fr 200px auto"
        addLabel="Add named date"
        blank={{ name: '', date: '' }}
        removeLabel={(index) => `Remove named date ${index + 1}`}
        empty="None yet: add the dates your LPA names, such as a final close deadline."
        fields={(index) => (
          <>
            <Field of={form} path={['named_dates', index, 'name']}>
              {(field) => (
                <TextControl field={field} id={`named-date-${index}-name`} label="Name" />
              )}
            </Field>
            <Field of={form} path={['named_dates', index, 'date']}>
              {(field) => (
                <TextControl
                  field={field}
                  id={`named-date-${index}-date`}
                  label="Date"
                  type="date"
                />
              )}
            </Field>
          </>
        )}
      />
      <div className={css({ mt: '4' })}>
        <ResetAndSave form={form} saveLabel="Save dates" />
      </div>
      {guard.dialog}
    </Form>
  );
}

/** Setup step "Dates": the fund term, commitment and investment periods, and named dates. */
export function DatesStep({ fundFamilyId }: { fundFamilyId: string }) {
  const { data } = useQuery(fundDatesQuery(fundFamilyId));
  if (!data) return <p className={css({ color: 'gray.500' })}>Loading…</p>;
  return <DatesForm fundFamilyId={fundFamilyId} dates={data} />;
}
