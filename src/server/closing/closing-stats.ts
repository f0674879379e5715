import type { ClosingFigure, ClosingStats } from '../../api/closing-stats';
import type { Closing } from '../../api/fund-structure';

const sum = (amounts: readonly { amount_cents: number }[]) =>
  amounts.reduce((total, a) => total + a.amount_cents, 0);

/**
 * How an equalization figure was computed: a figure with overrides in it says so, with how
 * many lines were set by hand (or re-allocated) and what the computed sum was.
 */
function equalizationFigure(
  key: 'equalization_paid' | 'equalization_returned',
  step: string,
  formula: string,
  overriddenFormula: string,
  lines: Closing['equalization'],
): ClosingFigure {
  const overridden = lines.filter((l) => l.overridden);
  const computed = lines.map((l) => l.computed_amount_cents);
  return {
    key,
    step,
    formula: overridden.length > 0 ? overriddenFormula : formula,
    inputs: {
      commitments: lines.length,
      ...(overridden.length > 0 ? { overridden: overridden.length } : {}),
      ...(overridden.length > 0 && computed.every((c) => c !== null)
        ? { computed_cents: computed.reduce((total: number, c) => total + (c ?? 0), 0) }
        : {}),
    },
    value: sum(lines),
    unit: 'cents',
  };
}

/** Commitments grouped by a name: one figure per group, its total with its count. */
function admittedBy(
  commitments: Closing['commitments'],
  /** How a group is named in a sentence: "to Main Fund", "in class A", "without a class". */
  nameOf: (c: Closing['commitments'][number]) => string,
  key: 'admitted_to_fund_entity' | 'admitted_in_class',
): ClosingFigure[] {
  const groups = new Map<string, Closing['commitments']>();
  for (const c of commitments) groups.set(nameOf(c), [...(groups.get(nameOf(c)) ?? []), c]);
  return [...groups].map(([name, group]) => ({
    key,
    step: `Admitted ${name}`,
    formula: `sum of the commitments admitted ${name}`,
    inputs: { commitments: group.length },
    value: sum(group),
    unit: 'cents',
  }));
}

/**
 * A closing's headline figures, each with how it was computed, from the closing as the API
 * shows it (computed while draft, as posted once finalized). v2 adds one figure per class.
 */
export function closingStats(closing: Closing, perClass: boolean): ClosingStats {
  const paid = closing.equalization.filter((l) => l.role === 'admitted');
  const returned = closing.equalization.filter((l) => l.role === 'existing');
  const figures: ClosingFigure[] = [
    {
      key: 'commitments_admitted',
      step: 'Commitments admitted',
      formula: 'count of the commitments in this closing',
      inputs: { fund_entities: new Set(closing.commitments.map((c) => c.owning_entity_id)).size },
      value: closing.commitments.length,
    },
    ...admittedBy(
      closing.commitments,
      (c) => `to ${c.owning_entity_name}`,
      'admitted_to_fund_entity',
    ),
    {
      key: 'total_committed',
      step: 'Total committed at this close',
      formula: 'sum of the admitted commitments over every fund entity',
      inputs: { commitments: closing.commitments.length },
      value: closing.total_cents,
      unit: 'cents',
    },
    equalizationFigure(
      'equalization_paid',
      'Equalization paid by admitted',
      'sum of the capital equalization the admitted commitments pay in',
      'sum of the capital equalization the admitted commitments pay in, overrides set by hand in place of the computed amounts',
      paid,
    ),
    equalizationFigure(
      'equalization_returned',
      'Equalization returned to existing',
      'sum of what the existing commitments get back (equal to what is paid in)',
      'sum of what the existing commitments get back, re-allocated from what is paid in with the overrides (equal to it)',
      returned,
    ),
    {
      key: 'equalization_interest',
      step: 'Equalization interest',
      formula:
        'sum of the interest the admitted commitments pay on their equalization (not a contribution; received by the existing commitments)',
      inputs: {
        commitments: closing.equalization_interest.filter((l) => l.role === 'admitted').length,
        received_cents: sum(closing.equalization_interest.filter((l) => l.role === 'existing')),
      },
      value: sum(closing.equalization_interest.filter((l) => l.role === 'admitted')),
      unit: 'cents',
    },
    {
      key: 'fee_true_up',
      step: 'Management fee true-up due to the manager',
      formula: 'sum of the admitted commitments’ shares of earlier management fees',
      inputs: { commitments: closing.fee_true_ups.length },
      value: sum(closing.fee_true_ups),
      unit: 'cents',
    },
  ];
  const classed = closing.commitments.some((c) => c.investor_class_name);
  if (perClass && classed)
    figures.push(
      ...admittedBy(
        closing.commitments,
        (c) => (c.investor_class_name ? `in class ${c.investor_class_name}` : 'without a class'),
        'admitted_in_class',
      ),
    );
  return { closing_id: closing.id, figures };
}
