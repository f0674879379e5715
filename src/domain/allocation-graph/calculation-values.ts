import { DomainError } from '../domain-error';
import { Dec } from '../money';
import type { MxlValue } from '../mxl';
import type { AllocationRule, StructureNode } from './types';

type Rules = readonly { children: Int32Array }[];

/**
 * Weights for rules on a calculation basis (a fee basis, say). A value given for a node is its
 * weight; an entity without one weighs what the nodes under it weigh, so a calculation
 * evaluated per commitment (as MXL evaluates) can weight every level of the structure.
 * Excluded nodes weigh nothing.
 */
export function calculationValues(
  nodes: readonly StructureNode[],
  rules: Rules,
  ruleOf: Int32Array,
  excluded: Uint8Array,
  values: Readonly<Record<string, Readonly<Record<string, number | string>>>>,
): (rule: AllocationRule, calculation: string, index: number) => number | string {
  const sums = new Map<string, Dec>();
  const valueOf = (rule: AllocationRule, calculation: string, index: number): Dec => {
    if (excluded[index] === 1) return new Dec(0);
    const node = nodes[index]!;
    const given = values[calculation]?.[node.id];
    if (given !== undefined) return checked(calculation, node.id, given);
    const r = ruleOf[index]!;
    if (node.kind === 'commitment' || r < 0) {
      throw new DomainError(
        `No value of "${calculation}" for "${node.id}", needed to allocate under "${rule.parentId}"`,
        'missing_value',
      );
    }
    const key = `${calculation}\u0000${index}`;
    let sum = sums.get(key);
    if (sum === undefined) {
      sum = new Dec(0);
      for (const child of rules[r]!.children) sum = sum.plus(valueOf(rule, calculation, child));
      sums.set(key, sum);
    }
    return sum;
  };
  return (rule, calculation, index) => {
    const given = values[calculation]?.[nodes[index]!.id];
    // The common case, a value per child, passes through as given (no decimal object).
    if (given !== undefined && excluded[index] !== 1) {
      checked(calculation, nodes[index]!.id, given);
      return given;
    }
    return valueOf(rule, calculation, index).toString();
  };
}

function checked(calculation: string, id: string, value: number | string): Dec {
  let d: Dec;
  try {
    d = new Dec(value);
  } catch {
    throw new DomainError(
      `"${calculation}" of "${id}" is not a number: "${String(value)}"`,
      'invalid_weight',
    );
  }
  if (!d.isFinite() || d.isNegative()) {
    throw new DomainError(
      `"${calculation}" of "${id}" is ${d.isNegative() ? 'negative' : 'not finite'}; allocation weights cannot be`,
      'invalid_weight',
    );
  }
  return d;
}

/**
 * The per-commitment result of an MXL calculation (a fee basis, say) as the `values` of one
 * calculation for `allocateThroughStructure`: money as cents, numbers as decimal strings.
 * A commitment the calculation gives NULL for is left out, so a rule that needs it says so.
 */
export function calculationValuesFromMxl(
  calculation: string,
  value: MxlValue,
): Record<string, number | string> {
  if (value.kind !== 'grouped') {
    throw new DomainError(
      `"${calculation}" gives one figure for the fund; allocating by it needs a value per commitment`,
      'invalid_weight',
    );
  }
  const weights: Record<string, number | string> = {};
  value.commitmentIds.forEach((id, i) => {
    const scalar = value.values[i]!;
    if (scalar.kind === 'money') weights[id] = scalar.cents;
    else if (scalar.kind === 'decimal') weights[id] = scalar.value.toString();
    else if (scalar.kind !== 'null')
      throw new DomainError(
        `"${calculation}" gives ${scalar.kind} for "${id}", not a figure to allocate by`,
        'invalid_weight',
      );
  });
  return weights;
}
