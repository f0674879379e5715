import { css } from 'styled-system/css';
import type { Cell, CellValueOf } from '../../../api/table-data';
import { useDataTableContext } from './data-table-context';
import { formatMoney } from '../../../domain/money-display';
import { stepMoneyStepper, stepperView } from './money-stepper';

const stepButton = css({
  w: '24px',
  h: '24px',
  flexShrink: 0,
  border: '1px solid',
  borderColor: 'gray.300',
  borderRadius: '4px',
  bg: 'white',
  cursor: 'pointer',
  lineHeight: 1,
  _hover: { bg: 'gray.50' },
  _disabled: { color: 'gray.300', cursor: 'not-allowed', bg: 'white' },
});

/** A money amount with − and + that step the row's form field(s) (see money-stepper.ts). */
export function MoneyStepperCell({
  value,
  cells,
  disabled,
}: {
  value: CellValueOf<'money_stepper'>;
  cells: Record<string, Cell>;
  disabled: boolean;
}) {
  const { formValues, setFormValue } = useDataTableContext();
  const view = stepperView(value, cells, formValues);
  const step = (direction: 1 | -1) => {
    for (const update of stepMoneyStepper(value, cells, formValues, direction)) {
      setFormValue(update.name, update.value);
    }
  };
  return (
    <div
      className={css({ display: 'flex', alignItems: 'center', gap: '1.5', w: '100%' })}
      title={view.limit === null ? undefined : `Up to ${formatMoney(view.limit)}`}
    >
      <button
        type="button"
        className={stepButton}
        aria-label="Step down"
        disabled={disabled || !view.canDecrease}
        onClick={() => step(-1)}
      >
        −
      </button>
      <output
        aria-label="Stepped amount"
        className={css({ flex: 1, textAlign: 'right', fontVariantNumeric: 'tabular-nums' })}
      >
        {view.amount === null ? '' : formatMoney(view.amount)}
      </output>
      <button
        type="button"
        className={stepButton}
        aria-label="Step up"
        disabled={disabled || !view.canIncrease}
        onClick={() => step(1)}
      >
        +
      </button>
    </div>
  );
}
