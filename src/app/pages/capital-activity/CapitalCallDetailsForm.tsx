import { Field, Form, getInput, insert, reset, setInput, useField, useForm } from '@formisch/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { css } from 'styled-system/css';
import type { CapitalCallEvent, ClosingEqualization } from '../../../api/capital-call';
import { formatMoney } from '../../../domain/money-display';
import { parseMoneyText } from '../../../domain/parse-money-text';
import { button } from '../../components/button-styles';
import { useFundCurrency } from '../../components/fund-currency';
import { EditableRows } from '../../components/EditableRows';
import { CheckboxControl, SelectControl, TextControl } from '../../components/form-controls';
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
import { ClosingEqualizationTable } from './ClosingEqualizationTable';
import { DateField } from './DateField';

const fields = ['name', 'allocation_rule_graph_id', 'notice_date', 'due_date', 'uses'] as const;
const feeRow = css({
  display: 'grid',
  gridTemplateColumns: '240px 200px 200px',
  columnGap: '3',
  alignItems: 'end',
  pl: '4',
  mt: '-2',
});
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
              hint={createData ? `Left empty: ${createData.default_name}` : undefined}
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

/**
 * A line's amount: typed, or on a management fees line "Computed from fee terms" for a period
 * (issue 17), the fee engine's total from the fund's stored fee terms, filled by the server on save.
 */
function AmountCell({
  at,
  isFees,
  computed,
  computedField,
  amount,
  period,
}: {
  at: number;
  isFees: boolean;
  computed: boolean;
  computedField: Parameters<typeof CheckboxControl>[0]['field'];
  amount: ReactNode;
  period: ReactNode;
}) {
  return (
    <>
      {amount}
      {isFees ? (
        // Placed after the row's Remove button, across the whole row, under the line.
        <div className={feeRow} style={{ gridColumn: '1 / -1', order: 1 }}>
          <div className={css({ pb: '4' })}>
            <CheckboxControl
              field={computedField}
              id={`use-computed-${at}`}
              label="Computed from fee terms"
            />
          </div>
          {computed ? period : null}
        </div>
      ) : null}
    </>
  );
}

/**
 * Spec §4: a closing's equalization stays outstanding until a capital event settles it. The
 * form says what is outstanding and offers the line that settles all of it.
 */
function EqualizationOffer({
  outstanding,
  onSettle,
}: {
  outstanding: ClosingEqualization;
  onSettle: () => void;
}) {
  const currency = useFundCurrency();
  const names = outstanding.closings.map((c) => c.name).join(', ');
  const { total } = outstanding;
  return (
    <div
      role="note"
      aria-label="Outstanding closing equalization"
      className={css({
        display: 'flex',
        gap: '4',
        alignItems: 'center',
        justifyContent: 'space-between',
        borderWidth: '1px',
        borderColor: 'amber.300',
        bg: 'amber.50',
        rounded: 'md',
        p: '3',
        mb: '3',
        fontSize: 'sm',
      })}
    >
      <span>
        Closing equalization is outstanding from {names}: equalization to pay{' '}
        {formatMoney(total.to_pay_cents, currency)}, to receive{' '}
        {formatMoney(total.to_receive_cents, currency)}; interest to pay{' '}
        {formatMoney(total.interest_to_pay_cents, currency)}, to receive{' '}
        {formatMoney(total.interest_to_receive_cents, currency)}.
      </span>
      <button type="button" className={button({ variant: 'secondary' })} onClick={onSettle}>
        Settle it in this call
      </button>
    </div>
  );
}

/**
 * A closing equalization line's amount (read-only: the capital paid less the capital returned)
 * and, across the row under it, what it settles per LP.
 */
function EqualizationCells({
  at,
  equalization,
}: {
  at: number;
  equalization: ClosingEqualization | undefined;
}) {
  const currency = useFundCurrency();
  const net = equalization
    ? equalization.total.to_pay_cents - equalization.total.to_receive_cents
    : null;
  return (
    <>
      <FormField
        id={`use-amount-${at}`}
        label="Amount"
        hint="Equalization paid − returned (the closings' amounts)"
      >
        <input
          id={`use-amount-${at}`}
          className={inputClass}
          readOnly
          aria-readonly="true"
          value={net === null ? '' : formatMoney(net, currency)}
          placeholder="Taken on save"
        />
      </FormField>
      <div style={{ gridColumn: '1 / -1', order: 1 }} className={css({ pl: '4', mb: '2' })}>
        {equalization && equalization.lines.length > 0 ? (
          <ClosingEqualizationTable
            equalization={equalization}
            label={`Closing equalization settled by use ${at + 1}`}
          />
        ) : (
          <p className={css({ fontSize: 'sm', color: 'gray.600' })}>
            No closing equalization is outstanding.
          </p>
        )}
      </div>
    </>
  );
}

/** The amount of a computed line, read-only: the server's total after save. */
function ComputedAmount({
  id,
  text,
  hint = 'Computed by the fee engine',
}: {
  id: string;
  text: unknown;
  hint?: string;
}) {
  const currency = useFundCurrency();
  const reading = typeof text === 'string' && text !== '' ? parseMoneyText(text) : null;
  const value = reading?.ok && reading.cents !== null ? formatMoney(reading.cents, currency) : '';
  return (
    <FormField id={id} label="Amount" hint={value ? hint : undefined}>
      <input
        id={id}
        className={inputClass}
        readOnly
        value={value}
        placeholder="Computed on save"
        aria-readonly="true"
      />
    </FormField>
  );
}
