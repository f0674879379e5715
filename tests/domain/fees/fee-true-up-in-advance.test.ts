import { describe, expect, it } from 'vitest';
import {
  calculateManagementFee,
  feeTrueUp,
  type ManagementFeeInput,
} from '../../../src/domain/fees';
import { terms } from './fee-factories';

/*
 * Invested capital 500,000,000 from 2023-01-01, 700,000,000 from 2023-02-01. Q1 2023 (90 days),
 * charged in advance on a day-weighted average, actual/365, 2%.
 * Charged on Jan 1 (only 5e8 known): 5e8 × 0.02 × 90/365 = 2,465,753.42 → 2,465,753.
 * Actual: (5e8 × 31 + 7e8 × 59) / 90 = 568e8 / 90; × 0.02 × 90/365 = 11.36e8 / 365
 *   = 3,112,328.77 → 3,112,329. True-up = 3,112,329 − 2,465,753 = 646,576.
 */
const input: ManagementFeeInput = {
  commitmentId: 'lp-a',
  period: { start: '2023-01-01', end: '2023-03-31' },
  feeTerm: { start: '2023-01-01' },
  basisSources: [
    {
      from: '2023-01-01',
      label: 'invested capital',
      series: [
        { date: '2023-01-01', amount: 500_000_000 },
        { date: '2023-02-01', amount: 700_000_000 },
      ],
    },
  ],
  rates: { fund: [{ from: '2020-01-01', rate: '0.02' }] },
  terms: terms({
    dayCount: 'actual_365',
    chargeTiming: 'in_advance',
    basisDetermination: 'day_weighted_average',
  }),
};

describe('fee true-up: in-advance charge on the basis known at the start of the period', () => {
  it('charges 2,465,753 in advance and trues up 646,576', () => {
    const charged = calculateManagementFee(input);
    expect(charged.gross).toBe(2_465_753);
    const trueUp = feeTrueUp({
      reason: 'in_advance_true_up',
      published: [{ commitmentId: 'lp-a', period: input.period, gross: charged.gross }],
      actual: [input],
    });
    expect(trueUp.lines[0]).toMatchObject({
      published: 2_465_753,
      actual: 3_112_329,
      adjustment: 646_576,
    });
    expect(trueUp.total).toBe(646_576);
  });

  it('historical basis true-up: a backdated write-down lowers a published period', () => {
    // 700,000,000 written down to 400,000,000 from 2023-03-01 (31 days):
    // (5e8 × 31 + 7e8 × 28 + 4e8 × 31) / 90 = 475e8 / 90; × 0.02 / 365 × 90 = 9.5e8/365
    //   = 2,602,739.73 → 2,602,740; published 3,112,329 → adjustment −509,589.
    const source = input.basisSources[0]!;
    const corrected: ManagementFeeInput = {
      ...input,
      basisSources: [
        { ...source, series: [...source.series, { date: '2023-03-01', amount: 400_000_000 }] },
      ],
    };
    const result = feeTrueUp({
      reason: 'historical_basis_true_up',
      published: [{ commitmentId: 'lp-a', period: input.period, gross: 3_112_329 }],
      actual: [corrected],
    });
    expect(result.total).toBe(-509_589);
  });
});
