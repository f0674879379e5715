import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  adHocFee,
  assertNoticePeriod,
  validateLoan,
  type Loan,
} from '../../../src/domain/credit-facility';

describe('notice periods in business days', () => {
  // 2024-03-01 is a Friday: 3 business days later is Wednesday 2024-03-06.
  it('skips weekends and holidays', () => {
    expect(addBusinessDays('2024-03-01', 3)).toBe('2024-03-06');
    expect(addBusinessDays('2024-03-01', 3, { holidays: ['2024-03-04'] })).toBe('2024-03-07');
  });

  it('refuses a due date before the notice date or inside the notice period', () => {
    expect(() =>
      assertNoticePeriod({
        noticeDate: '2024-03-01',
        dueDate: '2024-02-28',
        noticePeriodBusinessDays: 3,
      }),
    ).toThrow('Due Date cannot be before Notice Date.');
    expect(() =>
      assertNoticePeriod({
        noticeDate: '2024-03-01',
        dueDate: '2024-03-05',
        noticePeriodBusinessDays: 3,
      }),
    ).toThrow(
      'The due date must be at least 3 business days after the notice date (earliest 2024-03-06).',
    );
    expect(() =>
      assertNoticePeriod({
        noticeDate: '2024-03-01',
        dueDate: '2024-03-06',
        noticePeriodBusinessDays: 3,
      }),
    ).not.toThrow();
  });
});

describe('loan validation', () => {
  const loan: Loan = {
    id: 'loan-1',
    inceptionDate: '2024-01-01',
    maturityDate: '2027-01-01',
    facilityCommitment: 100_000_000,
    interest: {
      referenceRate: 'one_month_term_sofr',
      spread: '0.0225',
      dayCount: 'actual_360',
      granularity: 'loan_level',
    },
  };
  it('maturity date must be after inception date', () => {
    expect(validateLoan(loan).spread).toBe('0.0225');
    expect(() => validateLoan({ ...loan, maturityDate: '2024-01-01' })).toThrow(
      'Maturity date must be after inception date.',
    );
  });
  it('a missing interest component is named in the spec words', () => {
    expect(() =>
      validateLoan({ ...loan, interest: { ...loan.interest, dayCount: undefined } }),
    ).toThrow('Missing interest rate calculation or component on the loan.');
  });
});

describe('ad hoc fees', () => {
  it('100,001 over tranches of 200 and 100: 66,667.33 / 33,333.67 → 66,668 / 33,333', () => {
    const r = adHocFee({
      amount: 100_001,
      description: 'amendment fee',
      tranches: [
        { id: 't1', use: 'investment', principal: 200, effectiveDate: '2024-01-01' },
        { id: 't2', use: 'expenses', principal: 100, effectiveDate: '2024-01-02' },
        { id: 't3', use: 'taxes', principal: 0, effectiveDate: '2024-01-03' },
      ],
      rounding: { rounding: 'cents', ordering: 'largest_allocation' },
    });
    expect(r.byTranche).toEqual({ t1: 66_668, t2: 33_333 });
  });
});
