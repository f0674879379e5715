import { allocateThroughStructure } from '../allocation-graph';
import { DomainError } from '../domain-error';
import { assertCents, formatCents, type AuditStep } from '../money';
import type {
  AllocateCapitalCallInput,
  CapitalCallAllocation,
  CapitalCallCommitment,
  CapitalCallRefusal,
  CapitalCallUse,
  UseAllocation,
} from './types';

/**
 * Allocates each use of a capital call to the commitments through the fund structure (its rule
 * graphs, rounding methodology and partner ordering), as closings allocate:
 * - a management fee line passes by commitments of fee-exempt classes (the others are grossed up);
 * - a commitment with an override takes exactly that amount, and the rest of the line is
 *   allocated over the others;
 * - a line that would call more than an LP's unfunded commitment (after the call's earlier lines)
 *   is refused for that LP by name, unless its transaction code is recallable.
 * Refusals are returned, not thrown, so a draft can be shown with its problems.
 */
export function allocateCapitalCall(input: AllocateCapitalCallInput): CapitalCallAllocation {
  const { structure, commitments, uses, values } = input;
  const byId = new Map(commitments.map((c) => [c.id, c]));
  const inStructure: string[] = [];
  for (const node of structure.nodes) {
    if (node.kind !== 'commitment') continue;
    if (!byId.has(node.id))
      throw new DomainError(
        `Commitment "${node.id}" is in the fund structure but its figures were not given`,
        'unknown_commitment',
      );
    inStructure.push(node.id);
  }
  const seen = new Set<string>();
  const allocated = uses.map((use) => {
    if (seen.has(use.id))
      throw new DomainError(`Use "${use.id}" appears twice in the call`, 'duplicate_use');
    seen.add(use.id);
    return allocateUse(use, structure, inStructure, byId, values);
  });
  return { uses: allocated, refusals: refusalsOf(uses, allocated, commitments) };
}

function allocateUse(
  use: CapitalCallUse,
  structure: AllocateCapitalCallInput['structure'],
  inStructure: readonly string[],
  byId: ReadonlyMap<string, CapitalCallCommitment>,
  values: AllocateCapitalCallInput['values'],
): UseAllocation {
  assertCents(use.amount, `amount of ${use.description}`);
  const settlesEqualization = use.kind === 'closing_equalization';
  if (use.amount < 0 && !settlesEqualization)
    throw new DomainError(`${use.description}: Amount must be positive.`, 'invalid_amount');
  if (use.computed) return computedUse(use, use.computed, inStructure, byId);
  // Closing equalization is owed per LP by the closing; it is never spread through the structure.
  if (settlesEqualization)
    throw new DomainError(
      `${use.description}: closing equalization takes each LP's outstanding amounts`,
      'equalization_not_computed',
    );
  const overrides = use.overrides ?? {};
  const overridden = Object.keys(overrides);
  let overriddenTotal = 0;
  const members = new Set(inStructure);
  for (const id of overridden) {
    if (!members.has(id))
      throw new DomainError(
        `${use.description}: the override names commitment "${id}", which this call cannot reach`,
        'unknown_commitment',
      );
    const cents = assertCents(overrides[id]!, `override of ${byId.get(id)!.name}`);
    if (cents < 0)
      throw new DomainError(
        `${use.description}: the override of ${byId.get(id)!.name} must be zero or more`,
        'invalid_amount',
      );
    overriddenTotal += cents;
  }
  const remainder = use.amount - overriddenTotal;
  if (remainder < 0)
    throw new DomainError(
      `${use.description}: overrides add up to ${formatCents(overriddenTotal)}, more than the line's ${formatCents(use.amount)}`,
      'overrides_exceed_use',
    );
  const exempt =
    use.kind === 'management_fees'
      ? inStructure.filter((id) => byId.get(id)!.feeExempt && !(id in overrides))
      : [];
  const excluded = [...overridden, ...exempt];
  const allocations: Record<string, number> = {};
  for (const id of inStructure) allocations[id] = 0;
  const steps: AuditStep[] = [
    {
      step: `${use.description} (${use.kind}, ${use.transactionCode})`,
      value: formatCents(use.amount),
    },
  ];
  if (overridden.length > 0)
    steps.push({
      step: 'Amounts set by hand',
      inputs: { commitments: overridden.length, total: formatCents(overriddenTotal) },
      value: formatCents(remainder),
      note: 'the rest of the line is allocated over the other commitments',
    });
  if (exempt.length > 0)
    steps.push({
      step: 'Fee-exempt classes take no management fee',
      inputs: { commitments: exempt.length },
      note: 'the other commitments are grossed up',
    });
  const reachable = inStructure.length - excluded.length;
  if (remainder > 0 && reachable === 0)
    throw new DomainError(
      `${use.description}: ${formatCents(remainder)} is left to allocate and every commitment is overridden or exempt`,
      'overrides_incomplete',
    );
  if (remainder > 0) {
    const result = allocateThroughStructure({
      structure,
      amount: remainder,
      values,
      excludedIds: excluded,
    });
    for (const [id, cents] of Object.entries(result.commitments)) allocations[id] = cents;
    steps.push(...result.steps);
  }
  for (const id of overridden) allocations[id] = overrides[id]!;
  return { useId: use.id, amount: use.amount, allocations, overridden, exempt, steps };
}

/**
 * A line whose cents per commitment were computed elsewhere (the fee engine's management fee):
 * each commitment takes exactly its amount; they must reach only the structure's commitments,
 * be whole cents, zero or more, and sum exactly to the line.
 */
function computedUse(
  use: CapitalCallUse,
  computed: Readonly<Record<string, number>>,
  inStructure: readonly string[],
  byId: ReadonlyMap<string, CapitalCallCommitment>,
): UseAllocation {
  if (use.overrides && Object.keys(use.overrides).length > 0)
    throw new DomainError(
      `${use.description}: a computed line takes no overrides`,
      'overrides_on_computed',
    );
  const members = new Set(inStructure);
  const allocations: Record<string, number> = {};
  for (const id of inStructure) allocations[id] = 0;
  let total = 0;
  for (const [id, cents] of Object.entries(computed)) {
    if (!members.has(id))
      throw new DomainError(
        `${use.description}: the computed amounts name commitment "${id}", which this call cannot reach`,
        'unknown_commitment',
      );
    assertCents(cents, `computed amount of ${byId.get(id)!.name}`);
    // Money back to an LP only as closing equalization returned to a partner already in.
    if (cents < 0 && use.kind !== 'closing_equalization')
      throw new DomainError(
        `${use.description}: the computed amount of ${byId.get(id)!.name} must be zero or more`,
        'invalid_amount',
      );
    allocations[id] = cents;
    total += cents;
  }
  if (total !== use.amount)
    throw new DomainError(
      `${use.description}: the computed amounts add up to ${formatCents(total)}, not the line's ${formatCents(use.amount)}`,
      'computed_mismatch',
    );
  const exempt =
    use.kind === 'management_fees'
      ? inStructure.filter((id) => byId.get(id)!.feeExempt && (allocations[id] ?? 0) === 0)
      : [];
  const steps: AuditStep[] = [
    {
      step: `${use.description} (${use.kind}, ${use.transactionCode})`,
      value: formatCents(use.amount),
    },
    use.kind === 'closing_equalization'
      ? {
          step: 'Outstanding closing equalization per commitment',
          inputs: { commitments: Object.keys(computed).length, total: formatCents(total) },
          note: 'each LP settles exactly what its closing left outstanding: paid by admitted LPs, negative where returned to partners already in; interest apart',
        }
      : {
          step: 'Computed per commitment',
          inputs: { commitments: Object.keys(computed).length, total: formatCents(total) },
          note:
            use.computedNote ??
            'each commitment takes exactly its computed amount; nothing is allocated through the structure',
        },
  ];
  return { useId: use.id, amount: use.amount, allocations, overridden: [], exempt, steps };
}

/**
 * Per LP, the call's lines in order against its unfunded commitment: each non-recallable line
 * that takes the LP past it is refused for that LP, with the excess. Equalization returned to an
 * LP (a negative amount) raises its unfunded for the lines after it.
 */
function refusalsOf(
  uses: readonly CapitalCallUse[],
  allocated: readonly UseAllocation[],
  commitments: readonly CapitalCallCommitment[],
): CapitalCallRefusal[] {
  const refusals: CapitalCallRefusal[] = [];
  for (const commitment of commitments) {
    let calledSoFar = 0;
    uses.forEach((use, u) => {
      if (use.isRecallable) return;
      const cents = allocated[u]!.allocations[commitment.id] ?? 0;
      if (cents < 0) calledSoFar += cents;
      if (cents <= 0) return;
      const left = Math.max(commitment.unfunded - calledSoFar, 0);
      calledSoFar += cents;
      if (cents <= left) return;
      const excess = cents - left;
      refusals.push({
        commitmentId: commitment.id,
        lp: commitment.name,
        useId: use.id,
        use: use.description,
        calledCents: cents,
        unfundedCents: left,
        excessCents: excess,
        message: `${commitment.name}: ${use.description} would call ${formatCents(cents)}, ${formatCents(excess)} more than its unfunded commitment of ${formatCents(left)}.`,
      });
    });
  }
  return refusals;
}
