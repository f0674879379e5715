import type { Cell, CellValueOf } from '../../../api/table-data';
import type { FormValue } from './clear-form-value';

type Stepper = CellValueOf<'money_stepper'>;

/** A form field a stepper moves, and by how many cents a click. */
export type StepperTarget = { name: string; stepCents: number };

/**
 * What a money_stepper cell moves (spec §3; our reading, the spec names only the fields):
 * every form field of form_name_id_to_step by its step, and the form field of every column
 * of column_id_to_step in the same row by that column's step. Steps are in dollars, as
 * §9 gives them: 1 for a fund rounding to dollars, 0.01 for one rounding to cents.
 */
export function stepperTargets(value: Stepper, cells: Record<string, Cell>): StepperTarget[] {
  const toCents = (step: number) => Math.round(step * 100);
  const targets: StepperTarget[] = Object.entries(value.form_name_id_to_step).map(
    ([name, step]) => ({ name, stepCents: toCents(step) }),
  );
  for (const [columnId, step] of Object.entries(value.column_id_to_step)) {
    const name = cells[columnId]?.form_field?.name;
    if (name && !targets.some((t) => t.name === name)) {
      targets.push({ name, stepCents: toCents(step) });
    }
  }
  return targets.filter((t) => t.stepCents > 0);
}

/** The bound of the stepped amount: the source column's money in the same row. */
export function stepperLimit(value: Stepper, cells: Record<string, Cell>): number | null {
  const source = cells[value.source_column_id]?.value;
  return source?.type === 'money' ? source.amount : null;
}

const centsOf = (v: FormValue | undefined): number | null => (typeof v === 'number' ? v : null);

export type StepperView = {
  /** The first target's field: the amount the cell shows. */
  name: string | null;
  amount: number | null;
  limit: number | null;
  canDecrease: boolean;
  canIncrease: boolean;
};

/** The shown amount stays within 0 and the source amount; a step that would leave is off. */
export function stepperView(
  value: Stepper,
  cells: Record<string, Cell>,
  formValues: Record<string, FormValue>,
): StepperView {
  const [first] = stepperTargets(value, cells);
  const limit = stepperLimit(value, cells);
  if (!first) return { name: null, amount: null, limit, canDecrease: false, canIncrease: false };
  const amount = centsOf(formValues[first.name]) ?? limit ?? 0;
  return {
    name: first.name,
    amount,
    limit,
    canDecrease: amount - first.stepCents >= 0,
    canIncrease: limit !== null && amount + first.stepCents <= limit,
  };
}

/** The form values one click writes, or none when the shown amount would leave its bounds. */
export function stepMoneyStepper(
  value: Stepper,
  cells: Record<string, Cell>,
  formValues: Record<string, FormValue>,
  direction: 1 | -1,
): { name: string; value: number }[] {
  const view = stepperView(value, cells, formValues);
  if (!(direction === 1 ? view.canIncrease : view.canDecrease)) return [];
  return stepperTargets(value, cells).map((target, i) => {
    const current = i === 0 ? view.amount! : (centsOf(formValues[target.name]) ?? 0);
    return { name: target.name, value: current + direction * target.stepCents };
  });
}

/** Starting values of stepped fields no form cell holds: the source column's amount. */
export function stepperInitialValues(
  value: Stepper,
  cells: Record<string, Cell>,
  known: Record<string, FormValue>,
): Record<string, FormValue> {
  const [first] = stepperTargets(value, cells);
  if (!first || first.name in known) return {};
  return { [first.name]: stepperLimit(value, cells) };
}
