import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate } from '../../../src/domain/allocate';
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

// Level by level with the public `allocate`, nothing shared with the graph's indexed loops:
// the rules of these structures are listed parents first, and every rule's children are
// weighted by the commitments under them.
function levelByLevel(
  s: AllocationStructure,
  amount: number,
  excluded: ReadonlySet<string>,
): Record<string, number> {
  const rules = new Map(s.rules.map((rule) => [rule.parentId, rule]));
  const node = new Map(s.nodes.map((n) => [n.id, n]));
  const under = (id: string): number => {
    if (excluded.has(id)) return 0;
    const n = node.get(id)!;
    if (n.kind === 'commitment') return n.commitment;
    return rules.get(id)!.childIds.reduce((sum, child) => sum + under(child), 0);
  };
  const received: Record<string, number> = { [s.rootId]: amount };
  for (const rule of s.rules) {
    const parent = node.get(rule.parentId)!;
    const rounding = (parent.kind === 'fund_entity' && parent.rounding) || s.rounding;
    const shares = rule.childIds
      .map((id) => {
        const n = node.get(id)!;
        const weight =
          rule.basis.type === 'fixed_percentages' ? Number(rule.basis.percentages[id]) : under(id);
        return { id, weight, isGp: n.kind === 'commitment' && n.isGp === true };
      })
      .filter((share) => share.weight > 0 && !excluded.has(share.id));
    // Nobody to take nothing is fine; nobody to take something is an error.
    const split =
      shares.length === 0 && received[rule.parentId] === 0
        ? {}
        : allocate(received[rule.parentId]!, shares, rounding);
    for (const id of rule.childIds) received[id] = split[id] ?? 0;
  }
  return Object.fromEntries(
    s.nodes.filter((n) => n.kind === 'commitment').map((n) => [n.id, received[n.id]!]),
  );
}

describe('allocation graph: properties', () => {
  it('gives every commitment what allocating level by level with `allocate` gives', () => {
    fc.assert(
      fc.property(
        structureArb,
        fc.integer({ min: -1e13, max: 1e13 }),
        fc.array(fc.nat(), { maxLength: 3 }),
        (structure, amount, picks) => {
          const leaves = structure.nodes.filter((n) => n.kind === 'commitment');
          const excluded = new Set(picks.map((p) => leaves[p % leaves.length]!.id));
          let expected: Record<string, number> | Error;
          try {
            expected = levelByLevel(structure, amount, excluded);
          } catch (error) {
            expected = error as Error;
          }
          const run = () =>
            allocateThroughStructure({ structure, amount, excludedIds: [...excluded] });
          if (expected instanceof Error) expect(run).toThrow();
          else expect(run().commitments).toEqual(expected);
        },
      ),
      { numRuns: 500 },
    );
  });

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
