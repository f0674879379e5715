import { describe, expect, it } from 'vitest';
import { calculateManagementFee, wholeMonthsOf } from '../../../src/domain/fees';
import { committedFee, terms } from './fee-factories';

const BILLION = 100_000_000_000; // $1,000,000,000.00 in cents

// Issue 20 "Conventions": model LPA §8.3, a full quarter is one quarter of the annual rate.
describe('model-LPA proration beside the day counts: Q1 2023 on $1bn at 2%', () => {
  const q1 = { commitment: BILLION, period: { start: '2023-01-01', end: '2023-03-31' } };

  it('model LPA: a full quarter is 1/4 of the year: 1e11 × 0.02 × 1/4 = $5,000,000.00', () => {
    const fee = calculateManagementFee(
      committedFee({ ...q1, terms: terms({ dayCount: 'actual_365', proration: 'model_lpa' }) }),
    );
    expect(fee.gross).toBe(500_000_000);
    expect(fee.segments[0]?.yearFraction).toBe('0.25');
    expect(fee.segments[0]?.proration).toBe('model LPA: full period 3/12 × 90/90 days');
  });

  it('day count actual/365 (still selectable): 1e11 × 0.02 × 90/365 = 493,150,684.93 → $4,931,506.85', () => {
    const fee = calculateManagementFee(
      committedFee({ ...q1, terms: terms({ dayCount: 'actual_365', proration: 'day_count' }) }),
    );
    expect(fee.gross).toBe(493_150_685);
    expect(fee.segments[0]?.proration).toBe('day count actual_365');
  });

  it('without the setting the day count decides, as before it existed', () => {
    const fee = calculateManagementFee(
      committedFee({ ...q1, terms: terms({ dayCount: 'actual_365' }) }),
    );
    expect(fee.gross).toBe(493_150_685);
  });

  it('model LPA ignores the day count for a full quarter: 30/360 and actual/360 give 1/4 too', () => {
    for (const dayCount of ['thirty_360', 'actual_360', 'actual'] as const) {
      const fee = calculateManagementFee(
        committedFee({ ...q1, terms: terms({ dayCount, proration: 'model_lpa' }) }),
      );
      expect(fee.gross).toBe(500_000_000);
    }
  });

  it('a full month is 1/12: January 2023, 1e11 × 0.02 / 12 = 166,666,666.67 → $1,666,666.67', () => {
    const fee = calculateManagementFee(
      committedFee({
        commitment: BILLION,
        period: { start: '2023-01-01', end: '2023-01-31' },
        terms: terms({ proration: 'model_lpa' }),
      }),
    );
    expect(fee.gross).toBe(166_666_667);
  });

  it('a short period (admitted 2023-02-15) is actual days over 365: 45 days → $2,465,753.42', () => {
    // 1e11 × 0.02 × 45 / 365 = 246,575,342.47 cents
    const fee = calculateManagementFee(
      committedFee({
        ...q1,
        feeTerm: { start: '2023-02-15' },
        terms: terms({ proration: 'model_lpa' }),
      }),
    );
    expect(fee.gross).toBe(246_575_342);
    expect(fee.segments[0]?.proration).toBe('model LPA: short period, 45 actual days ÷ 365');
  });

  it('a rate step-down mid-quarter splits the quarter’s 1/4 by days: still exactly 1/4 overall', () => {
    // 2% for Jan 1..Feb 14 (45 days), 1.5% for Feb 15..Mar 31 (45 days), each 1/4 × 45/90 = 1/8:
    // 1e11 × (0.02 + 0.015) / 8 = 437,500,000 cents
    const fee = calculateManagementFee(
      committedFee({
        ...q1,
        rates: {
          fund: [
            { from: '2020-01-01', rate: '0.02' },
            { from: '2023-02-15', rate: '0.015' },
          ],
        },
        terms: terms({ proration: 'model_lpa' }),
      }),
    );
    expect(fee.segments.map((s) => s.yearFraction)).toEqual(['0.125', '0.125']);
    expect(fee.gross).toBe(437_500_000);
  });

  it('knows whole calendar periods: a quarter is 3 months, a leap February 1, a stub none', () => {
    expect(wholeMonthsOf({ start: '2024-01-01', end: '2024-03-31' })).toBe(3);
    expect(wholeMonthsOf({ start: '2024-02-01', end: '2024-02-29' })).toBe(1);
    expect(wholeMonthsOf({ start: '2024-02-01', end: '2024-02-28' })).toBeNull();
    expect(wholeMonthsOf({ start: '2024-01-15', end: '2024-03-31' })).toBeNull();
  });
});
