import { describe, expect, it } from 'vitest';
import {
  accrueInterest,
  termRateResets,
  type AccrueInterestInput,
} from '../../../src/domain/credit-facility';

/*
 * 3-month term SOFR + 2.00%, actual/360, 10,000,000.00 drawn all along, first interest period
 * from 2024-01-01. Published: 5.30% on 2023-12-29, 5.00% on 2024-02-15, 5.20% on 2024-03-28.
 * The rate is fixed on each reset date and held for three months:
 *   2024-01-01 → 5.30% (the 2023-12-29 fixing); the 5.00% of Feb 15 falls mid-period and is ignored;
 *   2024-04-01 → 5.20% (the 2024-03-28 fixing).
 * Jan 1–Apr 1: 91 days (2024 is a leap year) × 7.30% ÷ 360 × 1e9 cents = 18,452,777.78
 * Apr 1–Jul 1: 91 days × 7.20% ÷ 360 × 1e9 = 18,200,000.00 → total 36,652,777.78 → 36,652,778.
 */
const input: AccrueInterestInput = {
  interest: {
    referenceRate: 'three_month_term_sofr',
    spread: '0.02',
    dayCount: 'actual_360',
    granularity: 'loan_level',
    termAnchor: '2024-01-01',
  },
  rateTable: [
    { type: 'three_month_term_sofr', date: '2023-12-29', rate: '0.053' },
    { type: 'three_month_term_sofr', date: '2024-02-15', rate: '0.05' },
    { type: 'three_month_term_sofr', date: '2024-03-28', rate: '0.052' },
    { type: 'daily_simple_sofr', date: '2024-01-01', rate: '0.01' },
  ],
  balances: [
    {
      trancheId: 't',
      use: 'investment',
      series: [{ date: '2023-12-01', principal: 1_000_000_000 }],
    },
  ],
  start: '2024-01-01',
  end: '2024-07-01',
  rounding: { rounding: 'cents', ordering: 'largest_allocation' },
};

describe('interest on term SOFR: fixed at each reset, held for the tenor', () => {
  it('accrues two three-month periods at their fixings', () => {
    const r = accrueInterest(input);
    expect(r.total).toBe(36_652_778);
    expect(r.schedule.map((line) => [line.start, line.end, line.referenceRate])).toEqual([
      ['2024-01-01', '2024-04-01', '0.053'],
      ['2024-04-01', '2024-07-01', '0.052'],
    ]);
  });

  it('an accrual starting mid-period takes the fixing of the period it falls in', () => {
    // May only: 31 days at 7.20% ÷ 360 × 1e9 = 6,200,000.
    const r = accrueInterest({ ...input, start: '2024-05-01', end: '2024-06-01' });
    expect(r.total).toBe(6_200_000);
  });

  it('counts resets from the anchor, clamped to month ends', () => {
    const rates = [{ type: 'one_month_term_sofr' as const, date: '2024-01-02', rate: '0.05' }];
    expect(
      termRateResets({
        rates,
        referenceRate: 'one_month_term_sofr',
        anchor: '2024-01-31',
        start: '2024-02-10',
        end: '2024-05-01',
      }).map((p) => p.date),
    ).toEqual(['2024-01-31', '2024-02-29', '2024-03-31', '2024-04-30']);
  });

  it('needs a fixing on or before each reset, and an anchor not after the accrual', () => {
    expect(() => accrueInterest({ ...input, rateTable: input.rateTable.slice(1) })).toThrow(
      'Missing interest rate calculation or component on the loan.',
    );
    expect(() =>
      accrueInterest({
        ...input,
        interest: { ...input.interest, termAnchor: '2024-02-01' },
      }),
    ).toThrow('The first interest period starts on 2024-02-01, after the accrual start 2024-01-01');
  });
});
