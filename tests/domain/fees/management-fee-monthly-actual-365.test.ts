import { describe, expect, it } from 'vitest';
import { calculateManagementFee, feePeriods } from '../../../src/domain/fees';
import { committedFee, terms } from './fee-factories';

describe('management fee: monthly cadence, actual/365, 2% on 1,000,000,000 cents', () => {
  const months = feePeriods({ from: '2024-01-01', through: '2024-03-31', cadence: 'monthly' });
  const fees = months.map((period) =>
    calculateManagementFee(committedFee({ period, terms: terms({ dayCount: 'actual_365' }) })),
  );

  it('pro-rates each month by its actual days', () => {
    // Jan: 20,000,000 × 31/365 = 1,698,630.14 → 1,698,630
    // Feb (leap): 20,000,000 × 29/365 = 1,589,041.10 → 1,589,041
    // Mar: 1,698,630 again
    expect(fees.map((f) => f.gross)).toEqual([1_698_630, 1_589_041, 1_698_630]);
  });

  it('in arrears, each month is charged on its last day', () => {
    expect(fees.map((f) => f.chargeDate)).toEqual(['2024-01-31', '2024-02-29', '2024-03-31']);
  });
});
