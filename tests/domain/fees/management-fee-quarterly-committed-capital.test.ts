import { describe, expect, it } from 'vitest';
import { calculateManagementFee } from '../../../src/domain/fees';
import { committedFee, terms } from './fee-factories';

// Model LPA §8.3 (ILPA 2020): a quarterly fee on commitments during the commitment period.
describe('management fee: quarterly, 2% on $10,000,000 committed capital, Q1 2023', () => {
  it('30/360: 1,000,000,000 × 0.02 × 90/360 = 5,000,000 cents ($50,000.00)', () => {
    const fee = calculateManagementFee(committedFee());
    expect(fee.gross).toBe(5_000_000);
    expect(fee.segments).toHaveLength(1);
    expect(fee.segments[0]?.yearFraction).toBe('0.25');
    expect(fee.chargeDate).toBe('2023-03-31');
  });

  it('actual/365: 1,000,000,000 × 0.02 × 90/365 = 4,931,506.85 → 4,931,507 cents', () => {
    const fee = calculateManagementFee(committedFee({ terms: terms({ dayCount: 'actual_365' }) }));
    expect(fee.gross).toBe(4_931_507);
  });

  it('actual/360 in a leap Q1 2024: 1e9 × 0.02 × 91/360 = 5,055,555.56 → 5,055,556 cents', () => {
    const fee = calculateManagementFee(
      committedFee({
        period: { start: '2024-01-01', end: '2024-03-31' },
        terms: terms({ dayCount: 'actual_360' }),
      }),
    );
    expect(fee.gross).toBe(5_055_556);
  });

  it('in advance is charged on the first day of the period', () => {
    const fee = calculateManagementFee(
      committedFee({ terms: terms({ chargeTiming: 'in_advance' }) }),
    );
    expect(fee.chargeDate).toBe('2023-01-01');
    expect(fee.gross).toBe(5_000_000);
  });

  it('a commitment whose fee term starts on Feb 15 pays the partial period only', () => {
    // 30/360 from Feb 15 to Apr 1: 30 × 2 + (1 − 15) = 46 days; 20,000,000 × 46/360 = 2,555,555.56
    const fee = calculateManagementFee(committedFee({ feeTerm: { start: '2023-02-15' } }));
    expect(fee.gross).toBe(2_555_556);
  });

  it('a commitment override beats the class rate, which beats the fund rate', () => {
    const rates = {
      fund: [{ from: '2020-01-01', rate: '0.02' }],
      investorClass: [{ from: '2020-01-01', rate: '0.015' }],
      commitment: [{ from: '2023-01-01', rate: '0.01' }],
    };
    // 1e9 × 0.01 × 0.25 = 2,500,000
    const fee = calculateManagementFee(committedFee({ rates }));
    expect(fee.gross).toBe(2_500_000);
    expect(fee.segments[0]?.rateSource).toBe('commitment');
    // Without the commitment override: 1e9 × 0.015 × 0.25 = 3,750,000
    const classFee = calculateManagementFee(
      committedFee({ rates: { fund: rates.fund, investorClass: rates.investorClass } }),
    );
    expect(classFee.gross).toBe(3_750_000);
  });

  it('keeps an audit that ends with the rounded gross fee', () => {
    const fee = calculateManagementFee(committedFee());
    expect(fee.audit.at(-1)).toMatchObject({ step: 'Gross fee', value: 5_000_000 });
    expect(fee.audit.some((s) => s.formula?.includes('basis × rate'))).toBe(true);
  });

  it('serializes to plain data with its segments and audit (what the API sends)', () => {
    const plain = JSON.parse(JSON.stringify(calculateManagementFee(committedFee())));
    expect(plain).toMatchObject({ gross: 5_000_000, exact: '5000000' });
    expect(plain.segments[0]).toMatchObject({
      basis: '1000000000',
      rate: '0.02',
      yearFraction: '0.25',
    });
    expect(plain.audit.at(-1)).toMatchObject({ step: 'Gross fee', value: 5_000_000 });
  });
});
