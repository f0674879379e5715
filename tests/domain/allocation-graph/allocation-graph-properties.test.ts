import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocateThroughStructure,
  explainAllocationPath,
  type AllocationStructure,
} from '../../../src/domain/allocation-graph';

const rounding = fc.record({
  rounding: fc.constantFrom('cents' as const, 'dollar' as const),
  ordering: fc.constantFrom('largest_allocation' as const, 'gp_then_largest_allocation' as const),
});

// Family → 1-4 funds (fixed percentages) → 1-4 sub-entities each (by commitment) → 1-6 commitments each.
const structureArb = fc
  .tuple(
    fc.array(
      fc.array(fc.array(fc.integer({ min: 1, max: 1e10 }), { minLength: 1, maxLength: 6 }), {
        minLength: 1,
        maxLength: 4,
      }),
      { minLength: 1, maxLength: 4 },
    ),
    rounding,
    fc.array(rounding, { minLength: 16, maxLength: 16 }),
  )
  .map(([funds, base, levelRounding]): AllocationStructure => {
    const s: AllocationStructure = {
      rootId: 'FF',
      rounding: base,
      nodes: [{ id: 'FF', kind: 'fund_family' }],
      rules: [],
    };
    const fundIds = funds.map((_, f) => `F${f}`);
    const pct = Object.fromEntries(
      fundIds.map((id, f) => [id, f === 0 ? String(100 - 10 * (fundIds.length - 1)) : '10']),
    );
    s.rules.push({
      parentId: 'FF',
      childIds: fundIds,
      basis: { type: 'fixed_percentages', percentages: pct },
    });
    funds.forEach((subs, f) => {
      s.nodes.push({
        id: `F${f}`,
        kind: 'fund_entity',
        functionalType: 'main_fund',
        rounding: levelRounding[f],
      });
      const subIds = subs.map((_, e) => `F${f}E${e}`);
      s.rules.push({ parentId: `F${f}`, childIds: subIds, basis: { type: 'commitment' } });
      subs.forEach((commitments, e) => {
        s.nodes.push({
          id: `F${f}E${e}`,
          kind: 'fund_entity',
          functionalType: 'feeder_fund',
          rounding: levelRounding[4 + ((f * 4 + e) % 12)],
        });
        const ids = commitments.map((_, c) => `F${f}E${e}C${c}`);
        s.rules.push({ parentId: `F${f}E${e}`, childIds: ids, basis: { type: 'commitment' } });
        commitments.forEach((commitment, c) =>
          s.nodes.push({ id: ids[c]!, kind: 'commitment', commitment, isGp: c === 0 }),
        );
      });
    });
    return s;
  });

describe('allocation graph: properties', () => {
  it('sums exactly at every level and in total, and every cent has a path', () => {
    fc.assert(
      fc.property(structureArb, fc.integer({ min: -1e12, max: 1e12 }), (structure, amount) => {
        const result = allocateThroughStructure({ structure, amount });
        const leaves = Object.values(result.commitments);
        expect(leaves.every(Number.isInteger)).toBe(true);
        expect(leaves.reduce((a, b) => a + b, 0)).toBe(amount);
        for (const rule of structure.rules) {
          const sum = rule.childIds.reduce(
            (total, id) => total + (result.amounts[id] ?? result.commitments[id]!),
            0,
          );
          expect(sum).toBe(result.amounts[rule.parentId]);
        }
        const someLeaf = Object.keys(result.commitments)[0]!;
        const [path] = explainAllocationPath(result, someLeaf);
        expect(path!.at(-1)!.amount).toBe(result.commitments[someLeaf]);
        expect(path!.length).toBe(3);
      }),
      { numRuns: 200 },
    );
  });
});
