import { describe, expect, it } from 'vitest';
import {
  allocateThroughStructure,
  calculationValuesFromMxl,
  type AllocationStructure,
} from '../../../src/domain/allocation-graph';
import { createMxlEvaluator, indexLedger } from '../../../src/domain/mxl';
import { ledgerRow } from '../mxl/mxl-ledger-fixture';

// A fee basis evaluated per commitment by MXL (invested capital: the sum of the investment
// calls), fed to a structure whose every rule allocates by it. The entities have no value of
// their own: each weighs the commitments under it.
//   LP-A 3,000,000.00   LP-B 1,500,000.00   (under MAIN: 4,500,000.00)
//   LP-C 2,000,000.00                       (under PARALLEL)
const rows = [
  ledgerRow('capital_call_investment', 300_000_000, '2024-01-10', 'LP-A'),
  ledgerRow('capital_call_investment', 150_000_000, '2024-01-10', 'LP-B'),
  ledgerRow('capital_call_investment', 120_000_000, '2024-01-10', 'LP-C'),
  ledgerRow('capital_call_investment', 80_000_000, '2024-02-10', 'LP-C'),
  ledgerRow('capital_call_investment', 99_000_000, '2024-05-10', 'LP-A'), // after the as-of date
];

function feeBasis() {
  const evaluator = createMxlEvaluator({
    ledger: indexLedger({ rows, fundEntityId: 'F1' }),
    timePeriod: { as_of: '2024-03-31' },
    calculations: [{ name: 'fee_basis', formula: 'capital_call_investment' }],
  });
  const evaluated = evaluator.evaluateCalculation('fee_basis');
  if (!evaluated.ok) throw new Error(evaluated.error.message);
  return calculationValuesFromMxl('fee_basis', evaluated.value);
}

const byFeeBasis = { type: 'calculation', calculation: 'fee_basis' } as const;
function structure(): AllocationStructure {
  return {
    rootId: 'FF',
    rounding: { rounding: 'cents', ordering: 'largest_allocation' },
    nodes: [
      { id: 'FF', kind: 'fund_family' },
      { id: 'MAIN', kind: 'fund_entity', functionalType: 'main_fund' },
      { id: 'PARALLEL', kind: 'fund_entity', functionalType: 'parallel_fund' },
      { id: 'LP-A', kind: 'commitment', commitment: 1_000_000_000 },
      { id: 'LP-B', kind: 'commitment', commitment: 1_000_000_000 },
      { id: 'LP-C', kind: 'commitment', commitment: 1_000_000_000 },
    ],
    rules: [
      { parentId: 'FF', childIds: ['MAIN', 'PARALLEL'], basis: byFeeBasis },
      { parentId: 'MAIN', childIds: ['LP-A', 'LP-B'], basis: byFeeBasis },
      { parentId: 'PARALLEL', childIds: ['LP-C'], basis: byFeeBasis },
    ],
  };
}

describe('allocating by a calculation’s value (a fee basis from MXL)', () => {
  it('turns the MXL result into cents per commitment, up to the as-of date', () => {
    expect(feeBasis()).toEqual({ 'LP-A': 300_000_000, 'LP-B': 150_000_000, 'LP-C': 200_000_000 });
  });

  it('weights every level by it, entities by the sum under them', () => {
    const result = allocateThroughStructure({
      structure: structure(),
      amount: 10_000_001,
      values: { fee_basis: feeBasis() },
    });
    // FF: MAIN 10,000,001 × 450/650 = 6,923,077.615…, PARALLEL × 200/650 = 3,076,923.384…;
    // floors leave 1 cent → MAIN (largest). MAIN: LP-A 6,923,078 × 300/450 = 4,615,385.33…,
    // LP-B × 150/450 = 2,307,692.66…; floors leave 1 cent → LP-A (largest). The commitments
    // themselves (all equal) play no part.
    expect(result.amounts).toMatchObject({ MAIN: 6_923_078, PARALLEL: 3_076_923 });
    expect(result.commitments).toEqual({
      'LP-A': 4_615_386,
      'LP-B': 2_307_692,
      'LP-C': 3_076_923,
    });
    expect(result.levels[0]!.basisLabel).toBe('pro rata by fee_basis');
  });

  it('takes a value given for an entity over the sum under it, and drops excluded commitments from sums', () => {
    const given = allocateThroughStructure({
      structure: structure(),
      amount: 1_000,
      values: { fee_basis: { ...feeBasis(), PARALLEL: 450_000_000 } },
    });
    expect([given.amounts.MAIN, given.amounts.PARALLEL]).toEqual([500, 500]);
    const excused = allocateThroughStructure({
      structure: structure(),
      amount: 1_000,
      values: { fee_basis: feeBasis() },
      excludedIds: ['LP-B'],
    });
    // MAIN now weighs LP-A's 300 against PARALLEL's 200: 600 / 400, all of MAIN to LP-A.
    expect(excused.commitments).toEqual({ 'LP-A': 600, 'LP-B': 0, 'LP-C': 400 });
  });

  it('names the commitment the calculation gives no value for, and refuses non-figures', () => {
    const s = structure();
    s.nodes.push({ id: 'LP-D', kind: 'commitment', commitment: 1 });
    s.rules[1] = { parentId: 'MAIN', childIds: ['LP-A', 'LP-B', 'LP-D'], basis: byFeeBasis };
    expect(() =>
      allocateThroughStructure({ structure: s, amount: 100, values: { fee_basis: feeBasis() } }),
    ).toThrow('No value of "fee_basis" for "LP-D", needed to allocate under "FF"');
    expect(() =>
      allocateThroughStructure({
        structure: structure(),
        amount: 100,
        values: { fee_basis: { ...feeBasis(), 'LP-C': '-5' } },
      }),
    ).toThrow('"fee_basis" of "LP-C" is negative');
    expect(() => calculationValuesFromMxl('fee_basis', { kind: 'money', cents: 5 })).toThrow(
      /one figure for the fund/,
    );
    expect(() =>
      calculationValuesFromMxl('fee_basis', {
        kind: 'grouped',
        commitmentIds: ['LP-A'],
        values: [{ kind: 'string', value: 'x' }],
      }),
    ).toThrow('"fee_basis" gives string for "LP-A", not a figure to allocate by');
  });
});
