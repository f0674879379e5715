import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AllocationStructure } from '../../../src/domain/allocation-graph';
import {
  allocateCapitalCall,
  capitalCallInvariants,
  CAPITAL_CALL_USE_KINDS,
  type CapitalCallCommitment,
  type CapitalCallUse,
} from '../../../src/domain/capital-call';

const rounding = fc.record({
  rounding: fc.constantFrom('cents' as const, 'dollar' as const),
  ordering: fc.constantFrom('largest_allocation' as const, 'gp_then_largest_allocation' as const),
});

type Generated = { structure: AllocationStructure; commitments: CapitalCallCommitment[] };

// Family → 1-4 funds → 1-6 commitments each, by commitment; each commitment has paid in some of it.
const fundArb = fc.array(
  fc.record({
    commitment: fc.integer({ min: 1, max: 1e11 }),
    paidInShare: fc.double({ min: 0, max: 1, noNaN: true }),
    feeExempt: fc.boolean(),
    isGp: fc.boolean(),
  }),
  { minLength: 1, maxLength: 6 },
);
const structureArb = fc
  .tuple(fc.array(fundArb, { minLength: 1, maxLength: 4 }), rounding)
  .map(([funds, base]): Generated => {
    const structure: AllocationStructure = {
      rootId: 'FF',
      rounding: base,
      nodes: [{ id: 'FF', kind: 'fund_family' }],
      rules: [
        { parentId: 'FF', childIds: funds.map((_, f) => `F${f}`), basis: { type: 'commitment' } },
      ],
    };
    const commitments: CapitalCallCommitment[] = [];
    funds.forEach((list, f) => {
      structure.nodes.push({ id: `F${f}`, kind: 'fund_entity', functionalType: 'main_fund' });
      structure.rules.push({
        parentId: `F${f}`,
        childIds: list.map((_, c) => `F${f}C${c}`),
        basis: { type: 'commitment' },
      });
      list.forEach((c, i) => {
        const id = `F${f}C${i}`;
        structure.nodes.push({ id, kind: 'commitment', commitment: c.commitment, isGp: c.isGp });
        const contributed = Math.floor(c.commitment * c.paidInShare);
        commitments.push({
          id,
          name: `LP ${id}`,
          fundEntityId: `F${f}`,
          // One commitment always pays fees, so a fee line always has somebody to take it.
          feeExempt: f === 0 && i === 0 ? false : c.feeExempt,
          committed: c.commitment,
          contributed,
          recallable: 0,
          unfunded: c.commitment - contributed,
        });
      });
    });
    return { structure, commitments };
  });

const usesArb = fc.array(
  fc.record({
    // Closing equalization takes a closing's amounts per LP (closing-equalization-settlement.test).
    kind: fc.constantFrom(...CAPITAL_CALL_USE_KINDS.filter((k) => k !== 'closing_equalization')),
    amount: fc.integer({ min: 0, max: 5e11 }),
    isRecallable: fc.boolean(),
    // Set by hand: the last commitment takes this share of the line (never the one fee payer).
    overrideShare: fc.option(fc.double({ min: 0, max: 1, noNaN: true })),
  }),
  { minLength: 1, maxLength: 5 },
);

describe('any call on a generated structure', () => {
  it('allocates each use exactly and never calls past an LP unfunded commitment without refusing it', () => {
    fc.assert(
      fc.property(structureArb, usesArb, ({ structure, commitments }, generated) => {
        const uses: CapitalCallUse[] = generated.map((u, i) => ({
          id: `U${i}`,
          kind: u.kind,
          amount: u.amount,
          transactionCode: u.kind,
          description: `Use ${i}`,
          isRecallable: u.isRecallable,
          ...(u.overrideShare !== null && commitments.length > 1
            ? { overrides: { [commitments.at(-1)!.id]: Math.floor(u.amount * u.overrideShare) } }
            : {}),
        }));
        const result = allocateCapitalCall({ structure, commitments, uses });
        // Each use's allocations sum exactly to the use, and none is negative.
        result.uses.forEach((u, i) => {
          const values = Object.values(u.allocations);
          expect(values.reduce((a, b) => a + b, 0)).toBe(uses[i]!.amount);
          for (const v of values) expect(v).toBeGreaterThanOrEqual(0);
          const overrides = uses[i]!.overrides ?? {};
          for (const [id, cents] of Object.entries(overrides))
            expect(u.allocations[id]).toBe(cents);
          if (uses[i]!.kind === 'management_fees')
            for (const c of commitments)
              if (c.feeExempt && !(c.id in overrides)) expect(u.allocations[c.id]).toBe(0);
        });
        // Per LP: what is called on non-recallable lines, less what is refused, fits its unfunded;
        // and an LP is refused exactly when those lines call more than it has unfunded.
        for (const c of commitments) {
          const called = uses.reduce(
            (sum, use, i) => (use.isRecallable ? sum : sum + result.uses[i]!.allocations[c.id]!),
            0,
          );
          const refused = result.refusals.filter((r) => r.commitmentId === c.id);
          const excess = refused.reduce((sum, r) => sum + r.excessCents, 0);
          expect(excess).toBe(Math.max(called - c.unfunded, 0));
          expect(called - excess).toBeLessThanOrEqual(c.unfunded);
        }
        // The invariants agree: sums pass; an LP is below zero exactly when it was refused.
        const checks = capitalCallInvariants({ uses, allocation: result, commitments });
        expect(checks.find((c) => c.id === 'use_sums')!.status).toBe('passed');
        expect(checks.find((c) => c.id === 'paid_in_plus_unfunded')!.status).toBe('passed');
        const negative = checks.find((c) => c.id === 'unfunded_not_negative')!.failures;
        expect(new Set(negative.map((f) => f.commitmentId))).toEqual(
          new Set(result.refusals.map((r) => r.commitmentId)),
        );
      }),
      { numRuns: 300 },
    );
  });
});
