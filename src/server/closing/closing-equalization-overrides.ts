import {
  allocateWithAudit,
  refundWeights,
  type AllocateOptions,
  type AuditStep,
  type EqualizationCommitment,
} from '../../domain';

/** One fund entity's capital equalization: what each admitted pays, each existing gets back. */
export type EntityEqualization = {
  paid: Record<string, number>;
  returned: Record<string, number>;
  /** Steps to add after the computed ones: empty when nothing is overridden. */
  audit: AuditStep[];
  /** The admitted commitments whose amount was set by hand. */
  overridden: string[];
};

/**
 * Applies the amounts set by hand in a draft closing to one fund entity's computed
 * equalization. An overridden commitment pays its override, the others their computed amount;
 * what goes back to the existing commitments is re-allocated from the total actually paid in,
 * the way the domain allocates refunds (by contributed capital, else by commitment), so the two
 * still sum to the same cent.
 */
export function overrideEntityEqualization(input: {
  entityName: string;
  computedPaid: Readonly<Record<string, number>>;
  computedReturned: Readonly<Record<string, number>>;
  existing: readonly EqualizationCommitment[];
  overrides: ReadonlyMap<string, number>;
  nameOf: (commitmentId: string) => string;
  rounding: AllocateOptions;
}): EntityEqualization {
  const admittedIds = Object.keys(input.computedPaid);
  const overridden = admittedIds.filter((id) => input.overrides.has(id));
  if (overridden.length === 0)
    return {
      paid: { ...input.computedPaid },
      returned: { ...input.computedReturned },
      audit: [],
      overridden,
    };
  const paid = Object.fromEntries(
    admittedIds.map((id) => [id, input.overrides.get(id) ?? input.computedPaid[id] ?? 0]),
  );
  const total = Object.values(paid).reduce((sum, amount) => sum + amount, 0);
  const computedTotal = Object.values(input.computedPaid).reduce((sum, a) => sum + a, 0);
  const refund = refundWeights(input.existing);
  const { allocations, audit: allocation } = allocateWithAudit(
    total,
    refund.weights,
    input.rounding,
  );
  const prefix = `${input.entityName}: `;
  const audit: AuditStep[] = [
    ...overridden.map((id) => ({
      step: `${prefix}Override for ${input.nameOf(id)}`,
      formula: 'the amount set by hand in the draft closing replaces the computed amount',
      inputs: { computed_cents: input.computedPaid[id] ?? 0, override_cents: paid[id] ?? 0 },
      value: paid[id] ?? 0,
      unit: 'cents' as const,
    })),
    {
      step: `${prefix}Equalization paid by admitted, with overrides`,
      formula: 'Σ (override where set, else computed amount)',
      inputs: {
        computed_cents: computedTotal,
        overridden: overridden.length,
        admitted_commitments: admittedIds.length,
      },
      value: total,
      unit: 'cents',
    },
    ...allocation.steps.map((step) => ({
      ...step,
      step: `${prefix}Returned to existing, re-allocated by ${refund.by} from what is paid: ${step.step}`,
    })),
  ];
  return {
    paid,
    returned: allocations,
    audit,
    overridden,
  };
}

type Refunds = {
  existing: Record<string, number>;
  computedExisting: Record<string, number>;
  reallocated: string[];
};

/**
 * Puts what the existing commitments would get back without any override (rules and all)
 * beside what they get with them, and marks every one whose refund the overrides moved.
 */
export function besideComputed<T extends Refunds>(overridden: T, computed: Refunds): T {
  const ids = new Set([...Object.keys(overridden.existing), ...Object.keys(computed.existing)]);
  return {
    ...overridden,
    computedExisting: computed.existing,
    reallocated: [...ids].filter(
      (id) =>
        (overridden.existing[id] ?? 0) !== (computed.existing[id] ?? 0) ||
        overridden.reallocated.includes(id),
    ),
  };
}
