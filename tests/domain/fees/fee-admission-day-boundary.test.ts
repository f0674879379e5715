import { describe, expect, it } from 'vitest';
import { addDays } from '../../../src/domain/day-count';
import { calculateManagementFee, feeCatchUp } from '../../../src/domain/fees';
import { committedFee, terms } from './fee-factories';

/*
 * docs/fee-conventions.md: the admission day belongs to the regular fee periods. The closing's
 * catch-up runs from the first close to the day before admission (chargedThrough); a regular run
 * charges the admitted commitment from its admission day (feeTerm.start). A $10,000,000 LP
 * (1e9¢), 2% actual/365, quarterly, first close 2023-01-01; admitted in Q2 2023 (91 days).
 */
const firstClose = '2023-01-01';
const q2 = { start: '2023-04-01', end: '2023-06-30' };
const feeTerms = terms({ dayCount: 'actual_365', chargeTiming: 'in_advance' });

const split = (admission: string) => {
  const { period: _p, feeTerm: _f, ...commitment } = committedFee({ terms: feeTerms });
  const catchUp = feeCatchUp({
    commitment,
    firstCloseDate: firstClose,
    admissionDate: admission,
    chargedThrough: addDays(admission, -1),
    cadence: 'quarterly',
  });
  const regular = calculateManagementFee(
    committedFee({ period: q2, feeTerm: { start: admission }, terms: feeTerms }),
  );
  const catchUpQ2 = catchUp.lines.find((l) => l.period.start === q2.start);
  const days = (segments: { start: string; end: string }[]) =>
    segments.map((s) => `${s.start}..${s.end}`);
  return {
    catchUpDays: catchUpQ2 ? days(catchUpQ2.detail.segments) : [],
    regularDays: days(regular.segments),
    catchUpQ2: catchUpQ2?.adjustment ?? 0,
    regular: regular.gross,
    catchUpTotal: catchUp.total,
  };
};

describe('the admission day belongs to exactly one fee charge: the regular period', () => {
  it('admitted on the first day of a quarter (04-01): catch-up is Q1 only, Q2 is all regular', () => {
    const r = split('2023-04-01');
    expect(r.catchUpDays).toEqual([]);
    expect(r.regularDays).toEqual(['2023-04-01..2023-06-30']);
    // Q1 1e9 × 0.02 × 90/365 = 4,931,506.85; Q2 × 91/365 = 4,986,301.37
    expect([r.catchUpTotal, r.regular]).toEqual([4_931_507, 4_986_301]);
  });

  it('admitted mid-quarter (05-15): catch-up 04-01..05-14 (44 days), regular 05-15..06-30 (47)', () => {
    const r = split('2023-05-15');
    expect(r.catchUpDays).toEqual(['2023-04-01..2023-05-14']);
    expect(r.regularDays).toEqual(['2023-05-15..2023-06-30']);
    // 2e7 × 44/365 = 2,410,958.90 → 2,410,959; 2e7 × 47/365 = 2,575,342.47 → 2,575,342
    expect([r.catchUpQ2, r.regular]).toEqual([2_410_959, 2_575_342]);
    expect(r.catchUpQ2 + r.regular).toBe(4_986_301); // the whole quarter, no day twice or lost
  });

  it('admitted on the last day (06-30): catch-up to 06-29 (90 days), the admission day regular', () => {
    const r = split('2023-06-30');
    expect(r.catchUpDays).toEqual(['2023-04-01..2023-06-29']);
    expect(r.regularDays).toEqual(['2023-06-30..2023-06-30']);
    // 2e7 × 90/365 = 4,931,506.85 → 4,931,507; 2e7 × 1/365 = 54,794.52 → 54,795
    expect([r.catchUpQ2, r.regular]).toEqual([4_931_507, 54_795]);
    expect(r.catchUpTotal).toBe(4_931_507 + 4_931_507);
  });
});
