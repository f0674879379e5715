import { Field, Form, getInput, reset, setInput, useForm } from '@formisch/react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { css } from 'styled-system/css';
import type { DistributionEvent } from '../../../../api/distribution';
import { formatMoney } from '../../../../domain/money-display';
import { useFundCurrency } from '../../../components/fund-currency';
import { EditableRows } from '../../../components/EditableRows';
import { SelectControl, TextControl } from '../../../components/form-controls';
import { card } from '../../../components/page-styles';
import { PermissionGate } from '../../../components/PermissionGate';
import { ResetAndSave } from '../../../components/ResetAndSave';
import { reportServerErrors, setServerFieldError } from '../../../lib/server-field-errors';
import { useFormischGuard } from '../../../lib/use-formisch-guard';
import { allocationRuleQueries } from '../../../queries/allocation-rule-queries';
import { DateField } from '../DateField';
import {
  blankProceedsLine,
  distributionFormFields,
  distributionFormInput,
  distributionFormSchema,
  distributionInputOf,
  formPathOf,
  type DistributionFormOutput,
} from './distribution-form';
import {
  distributionQueries,
  useCreateDistribution,
  useUpdateDistribution,
} from './distribution-queries';
import { eventNameHint } from '../event-name-hint';

const row = css({ display: 'grid', gap: '4', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' });

/**
 * The distribution's inputs (spec §2 distribution allocation; issue 18 step 1): its date, the
 * proceeds by source as lines (source, amount, the investment it comes from, the code it posts
 * under), the fee holdback and the recallable amount, and the code carried interest posts under.
 * Saving the draft opens its overview, where the waterfall is run.
 */
export function DistributionDetailsForm({
  fundFamilyId,
  event,
  editable,
}: {
  fundFamilyId: string;
  event?: DistributionEvent;
  editable: boolean;
}) {
  const [, navigate] = useLocation();
  const currency = useFundCurrency();
  const { data: createData } = useQuery(distributionQueries.createData(fundFamilyId));
  const { data: graphs = [] } = useQuery(allocationRuleQueries.list(fundFamilyId));
  const create = useCreateDistribution(fundFamilyId);
  const update = useUpdateDistribution(fundFamilyId, event?.id ?? '');
  const form = useForm({
    schema: distributionFormSchema,
    initialInput: distributionFormInput(event),
  });
  const submit = async (output: DistributionFormOutput) => {
    try {
      const input = distributionInputOf(output);
      const saved = event ? await update.mutateAsync(input) : await create.mutateAsync(input);
      reset(form, { initialInput: distributionFormInput(saved) });
      navigate(`/fund-family/${fundFamilyId}/capital-activity/distribution/${saved.id}/overview`, {
        state: { skipBlocker: true },
      });
    } catch (error) {
      await reportServerErrors(error, (path, message) =>
        setServerFieldError(form, formPathOf(path), message, distributionFormFields),
      );
      throw error;
    }
  };
  const guard = useFormischGuard(form, distributionFormSchema, submit);
  const sourceOptions = (createData?.sources ?? []).map((s) => ({
    value: s.source,
    label: s.label,
  }));
  const codeOptions = (createData?.transaction_codes ?? []).map((code) => ({
    value: code.name,
    label: code.is_recallable ? `${code.display_name} (recallable)` : code.display_name,
  }));
  return (
    <Form
      of={form}
      onSubmit={(output) => submit(output).catch(() => undefined)}
      className={card}
      aria-label="Distribution details"
    >
      {createData && !createData.waterfall_configured ? (
        <p
          role="note"
          className={css({ bg: '#fef3c7', color: '#92400e', p: '3', mb: '3', borderRadius: '6px' })}
        >
          This fund family has no stored waterfall: a run will fail until one is configured.
        </p>
      ) : null}
      <fieldset disabled={!editable} className={css({ border: 'none', p: 0, m: 0 })}>
        <div className={row}>
          <Field of={form} path={['name']}>
            {(field) => (
              <TextControl
                field={field}
                id="distribution-name"
                label="Name"
                hint={eventNameHint(event?.name, createData?.default_name)}
              />
            )}
          </Field>
          <Field of={form} path={['distribution_date']}>
            {(field) => (
              <DateField field={field} id="distribution-date" label="Distribution Date" />
            )}
          </Field>
          <Field of={form} path={['allocation_rule_graph_id']}>
            {(field) => (
              <SelectControl
                field={field}
                id="distribution-allocation-rule"
                label="Allocation rule"
                options={[
                  { value: '', label: 'Default: pro rata by commitment' },
                  ...graphs.map((graph) => ({ value: graph.id, label: graph.name })),
                ]}
              />
            )}
          </Field>
        </div>
        <h2 className={css({ fontWeight: 'semibold', mt: '2', mb: '1' })}>Proceeds by source</h2>
        <p className={css({ color: 'gray.600', fontSize: 'sm', mb: '3' })}>
          Each line is allocated to the fund entities through the fund structure; each fund
          entity&apos;s waterfall then splits it between the partners and the carry partner. A line
          under a recallable code is a recallable distribution (it raises unfunded).
        </p>
        <EditableRows
          form={form}
          name="proceeds"
          columns="200px 200px minmax(0, 1fr) 240px auto"
          addLabel="Add proceeds line"
          blank={blankProceedsLine}
          keepOne
          showErrors
          removeLabel={(at) => `Remove proceeds line ${at + 1}`}
          className={css({ mb: '4' })}
          fields={(at) => (
            <>
              <Field of={form} path={['proceeds', at, 'source']}>
                {(field) => (
                  <SelectControl
                    field={{
                      ...field,
                      // A source proposes its usual code when the line has none yet.
                      onChange: ((source: string) => {
                        field.onChange(source);
                        const code = createData?.sources.find(
                          (s) => s.source === source,
                        )?.default_transaction_code;
                        const path = ['proceeds', at, 'transaction_code'] as const;
                        if (code && !getInput(form, { path }))
                          setInput(form, { path, input: code });
                      }) as never,
                    }}
                    id={`proceeds-source-${at}`}
                    label={`Source ${at + 1}`}
                    placeholder="Choose a source"
                    options={sourceOptions}
                  />
                )}
              </Field>
              <Field of={form} path={['proceeds', at, 'amount']}>
                {(field) => (
                  <TextControl
                    field={field}
                    id={`proceeds-amount-${at}`}
                    label="Amount"
                    inputMode="decimal"
                  />
                )}
              </Field>
              <Field of={form} path={['proceeds', at, 'investment']}>
                {(field) => (
                  <TextControl field={field} id={`proceeds-investment-${at}`} label="Investment" />
                )}
              </Field>
              <Field of={form} path={['proceeds', at, 'transaction_code']}>
                {(field) => (
                  <SelectControl
                    field={field}
                    id={`proceeds-code-${at}`}
                    label="Transaction code"
                    placeholder="Choose a code"
                    options={codeOptions}
                  />
                )}
              </Field>
            </>
          )}
        />
        <div className={row}>
          <Field of={form} path={['fee_holdback']}>
            {(field) => (
              <TextControl
                field={field}
                id="distribution-fee-holdback"
                label="Fee holdback"
                inputMode="decimal"
                hint="Management fees withheld (a fee-break distribution); lowers what is distributed."
              />
            )}
          </Field>
          <Field of={form} path={['recallable']}>
            {(field) => (
              <TextControl
                field={field}
                id="distribution-recallable"
                label="Recallable amount"
                inputMode="decimal"
                hint={
                  event
                    ? `From the recallable codes: ${formatMoney(event.recallable_cents, currency)}. Typed, it must equal that.`
                    : 'Left empty: the lines under recallable codes. Typed, it must equal them.'
                }
              />
            )}
          </Field>
          <Field of={form} path={['carried_interest_transaction_code']}>
            {(field) => (
              <SelectControl
                field={field}
                id="distribution-carry-code"
                label="Carried interest code"
                placeholder="Choose a code"
                options={codeOptions}
              />
            )}
          </Field>
        </div>
      </fieldset>
      {editable ? (
        <PermissionGate permission="write">
          <ResetAndSave
            form={form}
            saveLabel={event ? 'Save draft' : 'Create draft distribution'}
          />
        </PermissionGate>
      ) : null}
      {guard.dialog}
    </Form>
  );
}
