import { describe, expect, it } from 'vitest';
import type { Cell, CellValueOf, Row } from '../../../src/api/table-data';
import { initialFormValues } from '../../../src/app/components/data-table/initial-form-values';
import {
  stepMoneyStepper,
  stepperTargets,
  stepperView,
} from '../../../src/app/components/data-table/money-stepper';
import { tableKeepsState } from '../../../src/app/components/data-table/table-state';

const stepper = (
  form: Record<string, number>,
  columns: Record<string, number> = {},
): CellValueOf<'money_stepper'> => ({
  type: 'money_stepper',
  source_column_id: 'available',
  form_name_id_to_step: form,
  column_id_to_step: columns,
});
const cells = (available: number | null): Record<string, Cell> => ({
  available: { value: { type: 'money', amount: available } },
  fee: { value: { type: 'money', amount: 0 }, form_field: { name: 'fee_1' } },
});

describe('money stepper', () => {
  it('steps in dollars or cents (spec §9) and names the fields of its columns', () => {
    expect(stepperTargets(stepper({ amount_1: 1 }, { fee: 0.01 }), cells(500))).toEqual([
      { name: 'amount_1', stepCents: 100 },
      { name: 'fee_1', stepCents: 1 },
    ]);
    // A column without a form field has nothing to step.
    expect(stepperTargets(stepper({}, { available: 1 }), cells(500))).toEqual([]);
  });

  it('starts at the source amount and stays between 0 and it', () => {
    const value = stepper({ amount_1: 1 });
    const row = cells(250);
    expect(stepperView(value, row, {})).toMatchObject({
      amount: 250,
      canIncrease: false,
      canDecrease: true,
    });
    expect(stepMoneyStepper(value, row, {}, 1)).toEqual([]);
    expect(stepMoneyStepper(value, row, {}, -1)).toEqual([{ name: 'amount_1', value: 150 }]);
    expect(stepMoneyStepper(value, row, { amount_1: 50 }, -1)).toEqual([]);
    expect(stepMoneyStepper(value, row, { amount_1: 150 }, 1)).toEqual([
      { name: 'amount_1', value: 250 },
    ]);
  });

  it('moves every target by its own step; no source amount means no stepping up', () => {
    const value = stepper({ amount_1: 0.01 }, { fee: 1 });
    expect(stepMoneyStepper(value, cells(1000), { amount_1: 10, fee_1: 300 }, 1)).toEqual([
      { name: 'amount_1', value: 11 },
      { name: 'fee_1', value: 400 },
    ]);
    expect(stepperView(value, cells(null), { amount_1: 10 })).toMatchObject({
      canIncrease: false,
      canDecrease: true,
    });
  });

  it('puts the source amount in the form values and drops saved table state', () => {
    const rows: Row[] = [
      { id: 'r', cells: { ...cells(700), step: { value: stepper({ amount_1: 1 }) } } },
    ];
    expect(initialFormValues(rows)).toEqual({ fee_1: 0, amount_1: 700 });
    expect(
      tableKeepsState({ columns: [], rows: [{ id: 'r', cells: { step: rows[0]!.cells.step! } }] }),
    ).toBe(false);
  });
});
