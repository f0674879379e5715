import { describe, expect, it } from 'vitest';
import {
  equalizeCapital,
  equalizationInterest,
  type EqualizationInterestInput,
} from '../../../src/domain/equalization';
import { admitted, calls, cents, existing } from './equalization-factories';

/*
 * Principal bearing interest (fee portion excluded): 3,333,333 from 2023-03-01 and 6,666,667
 * from 2023-09-01; the model LPA's 8% (ILPA Model LPA 2020, §5.1), actual/365; closing 2024-03-01.
 * To 2024-03-01: 366 and 182 days.
 *   3,333,333 × 0.08 × 366/365 = 267,397.2335...; 6,666,667 × 0.08 × 182/365 = 265,936.0864...
 *   sum 533,333.3199 → 533,333; to A/B 60:40 = 319,999.8 / 213,333.2 → 319,999 + 213,333 and the
 *   leftover cent to the largest (A): 320,000 / 213,333.
 * simple_interest_plus_one (367 and 183 days): 535,525.1007 → 535,525 → 321,315 / 214,210.
 * equalization_capital_call_date_plus_one, call due 2024-03-15 → to 2024-03-16 (381 and 197
 *   days): 566,210.0322 → 566,210.
 * irr at 10%: 3,333,333 × (1.1^(366/365) − 1) + 6,666,667 × (1.1^(182/365) − 1)
 *   = 334,290.8788 + 324,479.5005 = 658,770.3793 → 658,770.
 */
const { payments } = equalizeCapital({ existing, admitted, calls, rounding: cents });
const base: EqualizationInterestInput = {
  payments,
  existing,
  methodology: 'simple_interest',
  referenceDate: 'closing_date',
  dates: { closingDate: '2024-03-01', equalizationCapitalCallDate: '2024-03-15' },
  rate: '0.08',
  dayCount: 'actual_365',
  rounding: cents,
};

describe('equalization interest: methodologies and reference dates', () => {
  it('simple interest to the closing date', () => {
    const r = equalizationInterest(base);
    expect(r.owedByAdmitted).toEqual({ c: 533_333 });
    expect(r.receivedByExisting).toEqual({ a: 320_000, b: 213_333 });
    expect(r.lines.map((l) => l.code)).toEqual(['investment', 'investment']);
  });

  it('simple interest plus one day', () => {
    const r = equalizationInterest({ ...base, methodology: 'simple_interest_plus_one' });
    expect(r.owedByAdmitted).toEqual({ c: 535_525 });
    expect(r.receivedByExisting).toEqual({ a: 321_315, b: 214_210 });
  });

  it('to the equalization capital call date plus one', () => {
    const r = equalizationInterest({
      ...base,
      referenceDate: 'equalization_capital_call_date_plus_one',
    });
    expect(r.endDate).toBe('2024-03-16');
    expect(r.owedByAdmitted).toEqual({ c: 566_210 });
  });

  it('irr compounding at the fund IRR', () => {
    const r = equalizationInterest({ ...base, methodology: 'irr', rate: undefined, irr: 0.1 });
    expect(r.owedByAdmitted).toEqual({ c: 658_770 });
  });

  it('irr from the fund flows (xirr: −1,000 then +1,100 a year later = 10%)', () => {
    const r = equalizationInterest({
      ...base,
      methodology: 'irr',
      irrFlows: [
        { date: '2022-01-01', amount: -100_000 },
        { date: '2023-01-01', amount: 110_000 },
      ],
    });
    expect(r.owedByAdmitted).toEqual({ c: 658_770 });
  });

  it('to the equalization distribution date (2024-03-01 again: same as the closing date)', () => {
    const r = equalizationInterest({
      ...base,
      referenceDate: 'equalization_distribution_date',
      dates: { ...base.dates, equalizationDistributionDate: '2024-03-01' },
    });
    expect(r.owedByAdmitted).toEqual({ c: 533_333 });
  });

  it('needs the dates its reference date names', () => {
    expect(() =>
      equalizationInterest({ ...base, referenceDate: 'equalization_distribution_date' }),
    ).toThrow('The equalization distribution date is needed for equalization interest.');
  });
});
