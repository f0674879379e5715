import { describe, expect, it } from 'vitest';
import {
  allocateThroughStructure,
  describeLevel,
  explainAllocationPath,
  type AllocationStructure,
} from '../../../src/domain/allocation-graph';

// Worked by hand. Fund family FF: 70% to the main fund, 30% to the parallel fund (fixed).
// MAIN allocates by commitment to GP / LP-A / LP-B, GP first in rounding.
// PARALLEL rounds to whole dollars and allocates by commitment to LP-C and FEEDER;
// FEEDER (its own methodology: cents, largest) allocates by commitment to LP-D and LP-E.
function structure(): AllocationStructure {
  return {
    rootId: 'FF',
    rounding: { rounding: 'cents', ordering: 'largest_allocation' },
    nodes: [
      { id: 'FF', kind: 'fund_family' },
      {
        id: 'MAIN',
        kind: 'fund_entity',
        functionalType: 'main_fund',
        rounding: { rounding: 'cents', ordering: 'gp_then_largest_allocation' },
      },
      {
        id: 'PARALLEL',
        kind: 'fund_entity',
        functionalType: 'parallel_fund',
        rounding: { rounding: 'dollar', ordering: 'largest_allocation' },
      },
      { id: 'FEEDER', kind: 'fund_entity', functionalType: 'feeder_fund' },
      { id: 'GP', kind: 'commitment', commitment: 2_000_000, isGp: true },
      { id: 'LP-A', kind: 'commitment', commitment: 50_000_000 },
      { id: 'LP-B', kind: 'commitment', commitment: 48_000_000 },
      { id: 'LP-C', kind: 'commitment', commitment: 10_000_000 },
      { id: 'LP-D', kind: 'commitment', commitment: 7_000_000 },
      { id: 'LP-E', kind: 'commitment', commitment: 4_000_000 },
    ],
    rules: [
      {
        parentId: 'FF',
        childIds: ['MAIN', 'PARALLEL'],
        basis: { type: 'fixed_percentages', percentages: { MAIN: 70, PARALLEL: '30' } },
      },
      { parentId: 'MAIN', childIds: ['GP', 'LP-A', 'LP-B'], basis: { type: 'commitment' } },
      { parentId: 'PARALLEL', childIds: ['LP-C', 'FEEDER'], basis: { type: 'commitment' } },
      { parentId: 'FEEDER', childIds: ['LP-D', 'LP-E'], basis: { type: 'commitment' } },
    ],
  };
}

describe('allocation through a main / parallel / feeder structure', () => {
  it('allocates $1,000,000.01 exactly at every level', () => {
    const result = allocateThroughStructure({ structure: structure(), amount: 100_000_001 });
    // FF: 70,000,000.7 / 30,000,000.3 → floors leave 1 cent → MAIN (largest).
    expect(result.amounts.MAIN).toBe(70_000_001);
    expect(result.amounts.PARALLEL).toBe(30_000_000);
    // PARALLEL in dollars: LP-C exact 14,285,714.29 → 14,285,700; FEEDER 15,714,285.71 → 15,714,200;
    // the leftover dollar goes to FEEDER (largest).
    expect(result.amounts.FEEDER).toBe(15_714_300);
    expect(result.commitments).toEqual({
      GP: 1_400_001, // exact 1,400,000.02; the leftover cent goes to the GP first
      'LP-A': 35_000_000, // exact 35,000,000.5
      'LP-B': 33_600_000, // exact 33,600,000.48
      'LP-C': 14_285_700,
      'LP-D': 10_000_010, // exact 10,000,009.09 + the leftover cent (largest)
      'LP-E': 5_714_290, // exact 5,714,290.91, floored
    });
    expect(Object.values(result.commitments).reduce((a, b) => a + b, 0)).toBe(100_000_001);
  });

  it('explains the path of LP-E’s cents hop by hop', () => {
    const result = allocateThroughStructure({ structure: structure(), amount: 100_000_001 });
    const [path, ...others] = explainAllocationPath(result, 'LP-E');
    expect(others).toHaveLength(0);
    expect(path!.map((hop) => [hop.from, hop.to, hop.parentAmount, hop.amount])).toEqual([
      ['FF', 'PARALLEL', 100_000_001, 30_000_000],
      ['PARALLEL', 'FEEDER', 30_000_000, 15_714_300],
      ['FEEDER', 'LP-E', 15_714_300, 5_714_290],
    ]);
    expect(path![1]).toMatchObject({
      rounding: 'dollar, largest_allocation',
      weight: '11000000',
      weightTotal: '21000000',
      exact: '15714285.714285',
      floored: 15_714_200,
      leftoverUnits: 100,
    });
    const feeder = describeLevel(result.levels.find((level) => level.parentId === 'FEEDER')!)!;
    expect(feeder.lines.map((line) => [line.id, line.amount, line.leftoverUnits])).toEqual([
      ['LP-D', 10_000_010, 1],
      ['LP-E', 5_714_290, 0],
    ]);
  });

  it('grosses up the others when a commitment is excused', () => {
    const result = allocateThroughStructure({
      structure: structure(),
      amount: 100_000_001,
      excludedIds: ['LP-A'],
    });
    // MAIN still takes 70% (fixed); its 70,000,001 now splits GP 2/50, LP-B 48/50:
    // 2,800,000.04 and 67,200,000.96 → one leftover cent to the GP first.
    expect(result.commitments).toMatchObject({ GP: 2_800_001, 'LP-A': 0, 'LP-B': 67_200_000 });
    expect(result.levels.find((l) => l.parentId === 'MAIN')!.skipped).toEqual([
      { id: 'LP-A', reason: 'excluded' },
    ]);
  });

  it('allocates by a calculation’s value, such as a fee basis', () => {
    const s = structure();
    s.rules[0] = {
      parentId: 'FF',
      childIds: ['MAIN', 'PARALLEL'],
      basis: { type: 'calculation', calculation: 'fee_basis' },
    };
    const result = allocateThroughStructure({
      structure: s,
      amount: 1_000,
      values: { fee_basis: { MAIN: '2000000.50', PARALLEL: '1000000.25' } },
    });
    // 2:1 exactly → 666.67 / 333.33 cents → floors 666 + 333, the leftover cent to MAIN.
    expect([result.amounts.MAIN, result.amounts.PARALLEL]).toEqual([667, 333]);
  });

  it('refuses a structure that cannot allocate', () => {
    const bad = structure();
    bad.rules[0] = {
      parentId: 'FF',
      childIds: ['MAIN', 'PARALLEL'],
      basis: { type: 'fixed_percentages', percentages: { MAIN: 70, PARALLEL: 20 } },
    };
    expect(() => allocateThroughStructure({ structure: bad, amount: 100 })).toThrow(
      /add up to 90%, not 100%/,
    );
    const loop = structure();
    loop.rules.push({ parentId: 'LP-E', childIds: ['FEEDER'], basis: { type: 'commitment' } });
    expect(() => allocateThroughStructure({ structure: loop, amount: 100 })).toThrow(/loop/);
    const missing = structure();
    missing.rules[0] = {
      parentId: 'FF',
      childIds: ['MAIN', 'PARALLEL'],
      basis: { type: 'calculation', calculation: 'nav' },
    };
    expect(() => allocateThroughStructure({ structure: missing, amount: 100 })).toThrow(
      /No value of "nav"/,
    );
    expect(() =>
      allocateThroughStructure({
        structure: structure(),
        amount: 100,
        excludedIds: ['GP', 'LP-A', 'LP-B'],
      }),
    ).toThrow(/Nobody under "MAIN"/);
  });
});

describe('allocation graph shapes', () => {
  it('ignores rules the root never reaches, and sums a node fed by two parents', () => {
    const s = structure();
    // An AIV fed by both MAIN and PARALLEL (fixed shares), allocating on to LP-A and LP-B.
    s.nodes.push({
      id: 'AIV',
      kind: 'fund_entity',
      functionalType: 'alternative_investment_vehicle',
    });
    s.nodes.push({ id: 'ORPHAN', kind: 'fund_entity', functionalType: 'blocker' });
    s.rules = [
      {
        parentId: 'FF',
        childIds: ['MAIN', 'PARALLEL'],
        basis: { type: 'fixed_percentages', percentages: { MAIN: 50, PARALLEL: 50 } },
      },
      {
        parentId: 'MAIN',
        childIds: ['AIV', 'GP'],
        basis: { type: 'fixed_percentages', percentages: { AIV: 90, GP: 10 } },
      },
      {
        parentId: 'PARALLEL',
        childIds: ['AIV', 'LP-C'],
        basis: { type: 'fixed_percentages', percentages: { AIV: 50, 'LP-C': 50 } },
      },
      { parentId: 'AIV', childIds: ['LP-A', 'LP-B'], basis: { type: 'commitment' } },
      { parentId: 'ORPHAN', childIds: ['FEEDER'], basis: { type: 'commitment' } },
      { parentId: 'FEEDER', childIds: ['LP-D', 'LP-E'], basis: { type: 'commitment' } },
    ];
    const result = allocateThroughStructure({ structure: s, amount: 1_000_000 });
    // AIV receives 450,000 from MAIN and 250,000 from PARALLEL = 700,000, split 50:48.
    expect(result.amounts.AIV).toBe(700_000);
    expect(result.commitments).toEqual({
      GP: 50_000,
      'LP-C': 250_000,
      'LP-A': 357_143,
      'LP-B': 342_857,
    });
    expect(explainAllocationPath(result, 'LP-A').map((p) => p.map((hop) => hop.from))).toEqual([
      ['FF', 'MAIN', 'AIV'],
      ['FF', 'PARALLEL', 'AIV'],
    ]);
    expect(result.amounts.FEEDER).toBeUndefined();
  });
});
