import { describe, expect, it } from 'vitest';
import { runFeePeriod, type FeeRunCommitment, type FeeRunInput } from '../../../src/domain/fees';
import { committedFee, terms } from './fee-factories';

/*
 * Q1 2023, 30/360, 2%. LP A 300,000,000, LP B 100,000,000, GP C 100,000,000 paying no fee.
 * Gross: A 3e8 × 0.02 × 0.25 = 1,500,000; B 500,000; C 0.
 * Transaction fee 1,000,001 at 80% = 800,000.8 → 800,001 recognized, shared 3:1 by commitment:
 *   A 600,000.75, B 200,000.25 → floors 600,000 + 200,000, the leftover cent to the largest: A.
 * B has a 100,000 waiver. Offsets first:
 *   A net 1,500,000 − 600,001 = 899,999; B 500,000 − 200,000 − 100,000 = 200,000.
 */
const lp = (
  id: string,
  commitment: number,
  extra: Partial<FeeRunCommitment> = {},
): FeeRunCommitment => {
  const { period: _p, terms: _t, ...rest } = committedFee({ commitmentId: id, commitment });
  return { ...rest, offsetWeight: commitment, ...extra };
};

const input = (methodology: FeeRunInput['waiverMethodology']): FeeRunInput => ({
  period: { start: '2023-01-01', end: '2023-03-31' },
  terms: terms(),
  commitments: [
    lp('lp-a', 300_000_000),
    lp('lp-b', 100_000_000, { waiver: 100_000 }),
    lp('gp-c', 100_000_000, {
      offsetWeight: 0,
      rates: { fund: [{ from: '2020-01-01', rate: '0' }] },
    }),
  ],
  offsets: [{ id: 'tx-1', type: 'transaction_fees', amount: 1_000_001, date: '2023-02-10' }],
  offsetPercentages: { transaction_fees: '0.8' },
  orderOfOperations: 'offsets_first',
  waiverMethodology: methodology,
  gpCommitments: [{ id: 'gp-c', weight: 1 }],
  rounding: { rounding: 'cents', ordering: 'largest_allocation' },
});

describe('fee run: offsets at 80%, a waiver, and the three waiver methodologies', () => {
  it('nets each commitment and sums exactly', () => {
    const run = runFeePeriod(input('fee_waiver_accruals_per_lp'));
    const byId = Object.fromEntries(run.lines.map((l) => [l.commitmentId, l]));
    expect(byId['lp-a']).toMatchObject({
      gross: 1_500_000,
      offsetsRecognized: 600_001,
      net: 899_999,
    });
    expect(byId['lp-b']).toMatchObject({
      gross: 500_000,
      offsetsApplied: 200_000,
      waiversApplied: 100_000,
      net: 200_000,
    });
    expect(byId['gp-c']).toMatchObject({ gross: 0, net: 0 });
    expect(run.totals).toEqual({
      gross: 2_000_000,
      offsetsApplied: 800_001,
      waiversApplied: 100_000,
      net: 1_099_999,
    });
  });

  it('fee_waiver_accruals_per_lp: the waived fee accrues to the LP, no GP contribution', () => {
    const run = runFeePeriod(input('fee_waiver_accruals_per_lp'));
    expect(run.ledger.filter((l) => l.code === 'fee_waiver_accrual')).toEqual([
      { commitmentId: 'lp-b', code: 'fee_waiver_accrual', amount: 100_000 },
    ]);
    expect(run.ledger.some((l) => l.code === 'gp_cashless_contribution')).toBe(false);
  });

  it('gp cashless contributions: the GP is credited with the 100,000 waived, flagged for the waterfall', () => {
    const claw = runFeePeriod(
      input('gp_cashless_contributions_with_optional_post_waterfall_clawback'),
    );
    expect(claw.ledger.find((l) => l.code === 'gp_cashless_contribution')).toEqual({
      commitmentId: 'gp-c',
      code: 'gp_cashless_contribution',
      amount: 100_000,
      waterfallTreatment: 'optional_post_waterfall_clawback',
    });
    const pre = runFeePeriod(
      input('gp_cashless_contributions_with_pre_waterfall_gp_distributions'),
    );
    expect(pre.ledger.find((l) => l.code === 'gp_cashless_contribution')?.waterfallTreatment).toBe(
      'pre_waterfall_gp_distribution',
    );
  });

  it('a cashless methodology without a GP commitment is refused', () => {
    expect(() =>
      runFeePeriod({
        ...input('gp_cashless_contributions_with_pre_waterfall_gp_distributions'),
        gpCommitments: [],
      }),
    ).toThrow('A cashless-contribution fee waiver needs at least one GP commitment.');
  });

  it('ledger lines per commitment add up to its net fee', () => {
    const run = runFeePeriod(input('fee_waiver_accruals_per_lp'));
    const net = run.ledger
      .filter((l) => l.commitmentId === 'lp-a' && l.code !== 'fee_waiver_accrual')
      .reduce((s, l) => s + l.amount, 0);
    expect(net).toBe(899_999);
  });
});
