import { Field, Form, getInput, insert, reset, setInput, useField, useForm } from '@formisch/react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { css } from 'styled-system/css';
import type { CapitalCallEvent } from '../../../api/capital-call';
import { EditableRows } from '../../components/EditableRows';
import { SelectControl, TextControl } from '../../components/form-controls';
import { FormField, inputClass } from '../../components/form-field';
import { card } from '../../components/page-styles';
import { PermissionGate } from '../../components/PermissionGate';
import { ResetAndSave } from '../../components/ResetAndSave';
import { allocationRuleQueries } from '../../queries/allocation-rule-queries';
import { fieldErrorsOn, reportServerErrors } from '../../lib/server-field-errors';
import { useFormischGuard } from '../../lib/use-formisch-guard';
import {
  capitalActivityQueries,
  useCreateCapitalCall,
  useUpdateCapitalCall,
} from './capital-call-queries';
import {
  blankUse,
  capitalCallFormInput,
  capitalCallFormSchema,
  capitalCallInputOf,
  equalizationLine,
  isEqualization,
  isSpecial,
  type CapitalCallFormOutput,
} from './capital-call-form';
import {
  AmountCell,
  ComputedAmount,
  EqualizationCells,
  EqualizationOffer,
} from './CapitalCallUseCells';
import { DateField } from './DateField';
import { eventNameHint } from './event-name-hint';

const fields = ['name', 'allocation_rule_graph_id', 'notice_date', 'due_date', 'uses'] as const;
const row = css({ display: 'grid', gap: '4', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' });

/**
 * The call's first step (spec §2 calls; §5): its name, notice and due dates, and the uses as
 * lines (kind, description, amount, transaction code). Creating opens the allocation step. When
 * a closing left equalization outstanding, the form offers a line that settles it.
 */
export function CapitalCallDetailsForm({
  fundFamilyId,
  event,
}: {
  fundFamilyId: string;
  event?: CapitalCallEvent;
}) {
  const [, navigate] = useLocation();
  const { data: createData } = useQuery(capitalActivityQueries.createData(fundFamilyId));
  const { data: graphs = [] } = useQuery(allocationRuleQueries.list(fundFamilyId));
  const create = useCreateCapitalCall(fundFamilyId);
  const update = useUpdateCapitalCall(fundFamilyId, event?.id ?? '');
  const form = useForm({
    schema: capitalCallFormSchema,
    initialInput: capitalCallFormInput(event),
  });
  const outstanding = createData?.outstanding_equalization;
  const lines = useField(form, { path: ['uses'] });
  const hasEqualizationLine = (lines.input ?? []).some((line) =>
    isEqualization({ kind: line?.kind ?? '' }),
  );
  // What a closing equalization line settles: a saved line's rows, else what is outstanding now.
  const equalizationOf = (at: number) => {
    const useId = getInput(form, { path: ['uses', at, 'use_id'] });
    return event?.uses.find((use) => use.id === useId)?.equalization ?? outstanding;
  };
  const submit = async (output: CapitalCallFormOutput) => {
    try {
      const input = capitalCallInputOf(output, event);
      const saved = event ? await update.mutateAsync(input) : await create.mutateAsync(input);
      reset(form, { initialInput: capitalCallFormInput(saved) });
      navigate(`/fund-family/${fundFamilyId}/capital-activity/calls/${saved.id}/allocation`, {
        state: { skipBlocker: true },
      });
    } catch (error) {
      await reportServerErrors(error, fieldErrorsOn(form, fields));
      throw error;
    }
  };
  const guard = useFormischGuard(form, capitalCallFormSchema, submit);
  const kindOptions = (createData?.use_kinds ?? []).map((k) => ({ value: k.kind, label: k.label }));
  const codeOptions = (createData?.transaction_codes ?? []).map((code) => ({
    value: code.name,
    label: code.is_recallable ? `${code.display_name} (recallable)` : code.display_name,
  }));
  return (
    <Form
      of={form}
      onSubmit={(output) => submit(output).catch(() => undefined)}
      className={card}
      aria-label="Capital call details"
    >
      <div className={row}>
        <Field of={form} path={['name']}>
          {(field) => (
            <TextControl
              field={field}
              id="call-name"
              label="Name"
              hint={eventNameHint(event?.name, createData?.default_name)}
            />
          )}
        </Field>
        <Field of={form} path={['allocation_rule_graph_id']}>
          {(field) => (
            <SelectControl
              field={field}
              id="call-allocation-rule"
              label="Allocation rule"
              options={[
                { value: '', label: 'Default: pro rata by commitment' },
                ...graphs.map((graph) => ({ value: graph.id, label: graph.name })),
              ]}
            />
          )}
        </Field>
        <Field of={form} path={['notice_date']}>
          {(field) => <DateField field={field} id="call-notice-date" label="Notice Date" />}
        </Field>
        <Field of={form} path={['due_date']}>
          {(field) => <DateField field={field} id="call-due-date" label="Due Date" />}
        </Field>
      </div>
      <h2 className={css({ fontWeight: 'semibold', mt: '2', mb: '1' })}>Uses of the call</h2>
      <p className={css({ color: 'gray.600', fontSize: 'sm', mb: '3' })}>
        Each line is allocated to the commitments through the fund structure and posted under its
        transaction code. Amounts for single LPs are set on the Allocation step. A closing
        equalization line settles what the closings on or before the due date left outstanding, each
        LP exactly its amount.
      </p>
      {outstanding && outstanding.lines.length > 0 && !hasEqualizationLine ? (
        <EqualizationOffer
          outstanding={outstanding}
          onSettle={() =>
            insert(form, {
              path: ['uses'],
              at: 0,
              initialInput: equalizationLine(outstanding),
            })
          }
        />
      ) : null}
      <EditableRows
        form={form}
        name="uses"
        columns="200px minmax(0, 1fr) 220px 240px auto"
        addLabel="Add use"
        blank={blankUse as never}
        keepOne
        showErrors
        removeLabel={(at) => `Remove use ${at + 1}`}
        className={css({ mb: '4' })}
        fields={(at) => (
          <>
            <Field of={form} path={['uses', at, 'kind']}>
              {(field) => (
                <SelectControl
                  field={{
                    ...field,
                    // A kind proposes its usual code when the line has none yet.
                    onChange: ((kind: string) => {
                      field.onChange(kind);
                      const code = createData?.use_kinds.find(
                        (k) => k.kind === kind,
                      )?.default_transaction_code;
                      const current = getInput(form, { path: ['uses', at, 'transaction_code'] });
                      if (code && !current)
                        setInput(form, { path: ['uses', at, 'transaction_code'], input: code });
                    }) as never,
                  }}
                  id={`use-kind-${at}`}
                  label={`Use ${at + 1}`}
                  placeholder="Choose a kind"
                  // Special contributions are entered per LP on the allocation step.
                  options={kindOptions.filter(
                    (k) => k.value !== 'special_contributions' || field.input === k.value,
                  )}
                />
              )}
            </Field>
            <Field of={form} path={['uses', at, 'description']}>
              {(field) => (
                <TextControl field={field} id={`use-description-${at}`} label="Description" />
              )}
            </Field>
            <Field of={form} path={['uses', at, 'kind']}>
              {(kind) => (
                <Field of={form} path={['uses', at, 'computed']}>
                  {(computed) =>
                    isEqualization({ kind: kind.input ?? '' }) ? (
                      <EqualizationCells at={at} equalization={equalizationOf(at)} />
                    ) : (
                      <AmountCell
                        at={at}
                        isFees={kind.input === 'management_fees'}
                        computedField={computed}
                        computed={kind.input === 'management_fees' && computed.input === true}
                        amount={
                          <Field of={form} path={['uses', at, 'amount']}>
                            {(field) =>
                              kind.input === 'management_fees' && computed.input === true ? (
                                <ComputedAmount id={`use-amount-${at}`} text={field.input} />
                              ) : isSpecial({ kind: kind.input ?? '' }) ? (
                                <ComputedAmount
                                  id={`use-amount-${at}`}
                                  text={field.input}
                                  hint="Entered per LP on the Allocation step"
                                />
                              ) : (
                                <TextControl
                                  field={field}
                                  id={`use-amount-${at}`}
                                  label="Amount"
                                  inputMode="decimal"
                                />
                              )
                            }
                          </Field>
                        }
                        period={
                          <>
                            <Field of={form} path={['uses', at, 'fee_start']}>
                              {(field) => (
                                <DateField
                                  field={field}
                                  id={`use-fee-start-${at}`}
                                  label="Period start"
                                />
                              )}
                            </Field>
                            <Field of={form} path={['uses', at, 'fee_end']}>
                              {(field) => (
                                <DateField
                                  field={field}
                                  id={`use-fee-end-${at}`}
                                  label="Period end"
                                />
                              )}
                            </Field>
                          </>
                        }
                      />
                    )
                  }
                </Field>
              )}
            </Field>
            <Field of={form} path={['uses', at, 'kind']}>
              {(kind) =>
                isEqualization({ kind: kind.input ?? '' }) ? (
                  <FormField id={`use-code-${at}`} label="Transaction code">
                    <input
                      id={`use-code-${at}`}
                      className={inputClass}
                      readOnly
                      aria-readonly="true"
                      value="The closings' own codes"
                    />
                  </FormField>
                ) : (
                  <Field of={form} path={['uses', at, 'transaction_code']}>
                    {(field) => (
                      <SelectControl
                        field={field}
                        id={`use-code-${at}`}
                        label="Transaction code"
                        placeholder="Choose a code"
                        options={codeOptions}
                      />
                    )}
                  </Field>
                )
              }
            </Field>
          </>
        )}
      />
      <PermissionGate permission="write">
        <ResetAndSave form={form} saveLabel={event ? 'Save and continue' : 'Create draft call'} />
      </PermissionGate>
      {guard.dialog}
    </Form>
  );
}
