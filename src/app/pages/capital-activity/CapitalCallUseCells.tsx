import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { ClosingEqualization } from '../../../api/closing-equalization';
import { formatMoney } from '../../../domain/money-display';
import { parseMoneyText } from '../../../domain/parse-money-text';
import { button } from '../../components/button-styles';
import { useFundCurrency } from '../../components/fund-currency';
import { CheckboxControl } from '../../components/form-controls';
import { FormField, inputClass } from '../../components/form-field';
import { ClosingEqualizationTable } from './ClosingEqualizationTable';

/* The cells of a capital call's use line that are more than an input: a fee line's computed
   amount and period, a closing equalization line's read-only amount and what it settles. */

const feeRow = css({
  display: 'grid',
  gridTemplateColumns: '240px 200px 200px',
  columnGap: '3',
  alignItems: 'end',
  pl: '4',
  mt: '-2',
});

/**
 * A line's amount: typed, or on a management fees line "Computed from fee terms" for a period
 * (issue 17), the fee engine's total from the fund's stored fee terms, filled by the server on save.
 */
export function AmountCell({
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
export function EqualizationOffer({
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
export function EqualizationCells({
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
export function ComputedAmount({
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
