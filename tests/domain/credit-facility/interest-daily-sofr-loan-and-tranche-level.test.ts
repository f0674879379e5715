import { describe, expect, it } from 'vitest';
import {
  accrueInterest,
  unusedFee,
  type AccrueInterestInput,
  type TrancheBalance,
} from '../../../src/domain/credit-facility';

/*
 * January 2024 (31 days), actual/360, daily simple SOFR 5.30% from Jan 1 and 5.25% from Jan 16,
 * spread 2.00%: all-in 7.30% then 7.25%.
 * A: 10,000,000 all month: 1e7 × (0.073 × 15 + 0.0725 × 16) / 360 = 1e7 × 2.255 / 360
 *   = 62,638.8889
 * B: 5,000,000 from Jan 11, paid down to 2,000,000 on Jan 21:
 *   (5e6 × 0.073 × 5 + 5e6 × 0.0725 × 5 + 2e6 × 0.0725 × 11) / 360
 *   = (1,825,000 + 1,812,500 + 1,595,000) / 360 = 14,534.7222
 * Tranche level: 62,639 + 14,535 = 77,174.
 * Loan level: round(77,173.6111) = 77,174, allocated by exact interest: 62,639.23 / 14,534.77 →
 *   62,639 + 14,534 and the leftover cent to the largest allocation (A): 62,640 / 14,534.
 */
const balances: TrancheBalance[] = [
  { trancheId: 'a', use: 'investment', series: [{ date: '2023-12-15', principal: 10_000_000 }] },
  {
    trancheId: 'b',
    use: 'expenses',
    series: [
      { date: '2024-01-11', principal: 5_000_000 },
      { date: '2024-01-21', principal: 2_000_000 },
    ],
  },
];
const input: AccrueInterestInput = {
  interest: {
    referenceRate: 'daily_simple_sofr',
    spread: '0.02',
    dayCount: 'actual_360',
    granularity: 'tranche_level',
  },
  rateTable: [
    { type: 'daily_simple_sofr', date: '2024-01-01', rate: '0.053' },
    { type: 'daily_simple_sofr', date: '2024-01-16', rate: '0.0525' },
    { type: 'daily_prime', date: '2024-01-01', rate: '0.085' },
  ],
  balances,
  start: '2024-01-01',
  end: '2024-02-01',
  rounding: { rounding: 'cents', ordering: 'largest_allocation' },
};

describe('interest: daily simple SOFR + spread, actual/360', () => {
  it('tranche level rounds each tranche', () => {
    const r = accrueInterest(input);
    expect(r.byTranche.map((t) => [t.trancheId, t.interest])).toEqual([
      ['a', 62_639],
      ['b', 14_535],
    ]);
    expect(r.total).toBe(77_174);
    expect(r.byUse).toEqual({ investment: 62_639, expenses: 14_535 });
  });

  it('loan level rounds once and allocates', () => {
    const r = accrueInterest({
      ...input,
      interest: { ...input.interest, granularity: 'loan_level' },
    });
    expect(r.total).toBe(77_174);
    expect(r.byTranche.map((t) => t.interest)).toEqual([62_640, 14_534]);
    expect(r.schedule.map((s) => [s.start, s.principal, s.allInRate])).toEqual([
      ['2024-01-01', 10_000_000, '0.073'],
      ['2024-01-11', 15_000_000, '0.073'],
      ['2024-01-16', 15_000_000, '0.0725'],
      ['2024-01-21', 12_000_000, '0.0725'],
    ]);
  });

  it('a floor on the reference rate: 6% floor → A at 8.00% all month = 1e7 × 0.08 × 31/360 = 68,888.89', () => {
    const r = accrueInterest({
      ...input,
      balances: [balances[0]!],
      interest: { ...input.interest, referenceRateFloor: '0.06' },
    });
    expect(r.total).toBe(68_889);
  });

  it('prime from the same table: 1e7 × 0.105 × 31/360 = 90,416.67', () => {
    const r = accrueInterest({
      ...input,
      balances: [balances[0]!],
      interest: { ...input.interest, referenceRate: 'daily_prime' },
    });
    expect(r.total).toBe(90_417);
  });

  it('missing rate calculation, component or published rate', () => {
    const message = 'Missing interest rate calculation or component on the loan.';
    expect(() => accrueInterest({ ...input, interest: undefined })).toThrow(message);
    expect(() =>
      accrueInterest({ ...input, interest: { ...input.interest, spread: undefined } }),
    ).toThrow(message);
    expect(() =>
      accrueInterest({
        ...input,
        interest: { ...input.interest, referenceRate: 'three_month_term_sofr' },
      }),
    ).toThrow(message);
    expect(() => accrueInterest({ ...input, start: '2023-12-31' })).toThrow(message);
  });
});

describe('unused fee on the undrawn commitment', () => {
  it('35 bp on 20,000,000 less outstanding, January 2024, actual/360', () => {
    // Undrawn 10,000,000 × 10 days + 5,000,000 × 10 + 8,000,000 × 11 = 238,000,000 cent-days;
    // × 0.0035 / 360 = 2,313.89 → 2,314
    const r = unusedFee({
      facilityCommitment: 20_000_000,
      balances,
      rate: '0.0035',
      dayCount: 'actual_360',
      start: '2024-01-01',
      end: '2024-02-01',
    });
    expect(r.fee).toBe(2_314);
  });
});
