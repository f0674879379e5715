import { describe, expect, it } from 'vitest';
import { calculateManagementFee, type ManagementFeeInput } from '../../../src/domain/fees';
import { terms } from './fee-factories';

/*
 * Q1 2024 (leap: 91 days), actual/360. Committed capital 1,000,000,000 cents until the step-down
 * on 2024-02-15, then invested capital: 500,000,000 since 2023-06-01 and 600,000,000 from
 * 2024-03-01. The rate steps down to 1.5% with the basis (a class override from 2024-02-15).
 * Segment 1: Jan 1 – Feb 14 = 45 days; segment 2: Feb 15 – Mar 31 = 15 + 31 = 46 days.
 */
const input = (overrides: Partial<ManagementFeeInput['terms']>): ManagementFeeInput => ({
  commitmentId: 'lp-a',
  period: { start: '2024-01-01', end: '2024-03-31' },
  feeTerm: { start: '2022-01-01' },
  basisSources: [
    {
      from: '2022-01-01',
      label: 'committed capital',
      series: [{ date: '2022-01-01', amount: 1_000_000_000 }],
    },
    {
      from: '2024-02-15',
      label: 'invested capital',
      series: [
        { date: '2023-06-01', amount: 500_000_000 },
        { date: '2024-03-01', amount: 600_000_000 },
      ],
    },
  ],
  rates: {
    fund: [{ from: '2022-01-01', rate: '0.02' }],
    investorClass: [{ from: '2024-02-15', rate: '0.015' }],
  },
  terms: terms({ dayCount: 'actual_360', ...overrides }),
});

describe('management fee: step-down from committed to invested capital mid-quarter', () => {
  it('end day, partial periods: 2,500,000 + 1,150,000 = 3,650,000 cents', () => {
    // 1e9 × 0.02 × 45/360 = 2,500,000; 6e8 (Mar 31) × 0.015 × 46/360 = 1,150,000
    const fee = calculateManagementFee(input({ basisDetermination: 'end_day' }));
    expect(fee.segments.map((s) => [s.source, s.start, s.end])).toEqual([
      ['committed capital', '2024-01-01', '2024-02-14'],
      ['invested capital', '2024-02-15', '2024-03-31'],
    ]);
    expect(fee.gross).toBe(3_650_000);
  });

  it('day-weighted average over each partial period: 2,500,000 + 1,087,500 = 3,587,500', () => {
    // Invested over Feb 15 – Mar 31: (5e8 × 15 + 6e8 × 31) / 46 = 261e8 / 46;
    // × 0.015 × 46/360 = 261e8 × 0.015 / 360 = 1,087,500 exactly.
    const fee = calculateManagementFee(input({ basisDetermination: 'day_weighted_average' }));
    expect(fee.gross).toBe(3_587_500);
    expect(fee.segments[1]?.basisOverTime).toEqual([
      { start: '2024-02-15', end: '2024-02-29', days: 15, amount: 500_000_000 },
      { start: '2024-03-01', end: '2024-03-31', days: 31, amount: 600_000_000 },
    ]);
    // The audit says it in money and days.
    const weighted = fee.audit.find(
      (step) =>
        step.step === 'Basis (day-weighted average)' && step.inputs?.source === 'invested capital',
    );
    expect(weighted?.inputs?.terms).toBe('5,000,000.00 × 15 days + 6,000,000.00 × 31 days');
  });

  it('day-weighted average over the posting period: 2,500,000 + 1,023,626 = 3,523,626', () => {
    // Invested over Jan 1 – Mar 31: (5e8 × 60 + 6e8 × 31) / 91 = 486e8 / 91;
    // × 0.015 × 46/360 = 33,534,000,000 / 32,760 = 1,023,626.37 → 1,023,626.
    const fee = calculateManagementFee(
      input({
        basisDetermination: 'day_weighted_average',
        partialPeriodBasis: 'use_posting_period',
      }),
    );
    expect(fee.gross).toBe(3_523_626);
  });

  it('start day, partial periods: the invested piece uses Feb 15 (5e8): 2,500,000 + 958,333', () => {
    // 5e8 × 0.015 × 46/360 = 958,333.33 → total 3,458,333.33 → 3,458,333 (rounded once)
    const fee = calculateManagementFee(input({ basisDetermination: 'start_day' }));
    expect(fee.gross).toBe(3_458_333);
  });
});
